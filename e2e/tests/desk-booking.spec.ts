import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { demo, uniqueId } from '../support/accounts.js';
import { ApiClient, apiOfPage } from '../support/api.js';
import { addDays, clock, singaporeNow, usDate, weekday } from '../support/dates.js';
import { chooseOption, mainNavigation, SignInPage, signOut, typeDate } from '../support/pages.js';

// Desk booking: an admin draws a workspace, staff book desks on its floor plan, check in at a
// desk's QR link, and see a booking nobody checked in to released. The tests of this file run
// in order in one worker: the last two change the organisation's desk rules and put them back.

const defaultRules = {
  bookingMode: 'halfDay',
  maxDaysAhead: 14,
  checkInMinutes: 30,
  maxBookingsPerWeek: 5,
};

/** A small floor plan drawn in the browser: walls, a corridor and two rows of desks. */
async function floorPlanPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fbfaf7';
    context.fillRect(0, 0, 480, 300);
    context.strokeStyle = '#5b6470';
    context.lineWidth = 6;
    context.strokeRect(6, 6, 468, 288);
    context.fillStyle = '#ece8df';
    context.fillRect(6, 135, 468, 30);
    context.fillStyle = '#d9d1bf';
    for (const y of [70, 200]) {
      for (const x of [60, 160, 260, 360]) context.fillRect(x, y, 60, 30);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

type Workspace = { id: string; name: string; desks: { id: string; name: string }[] };

/** A hot desk of the HQ's demo workspace, by name. */
async function hqDesk(api: ApiClient, name: string) {
  const workspaces = await api.data<Workspace[]>('GET', '/desk/workspaces');
  const workspace = workspaces.find((w) => w.name === 'Level 20 Open Office');
  const desk = workspace?.desks.find((d) => d.name === name);
  if (!workspace || !desk) throw new Error(`no desk ${name} at Raffles Place HQ`);
  return desk;
}

/** The first weekday `days` or more ahead in Singapore. */
function weekdayFrom(days: number): string {
  let date = addDays(singaporeNow().date, days);
  while (weekday(date) === 0 || weekday(date) === 6) date = addDays(date, 1);
  return date;
}

/** The page does not scroll sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'the page is wider than the window').toBeLessThanOrEqual(widths.client);
}

/** The element is on the screen from side to side, not beyond its edge nor scrolled away. */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) throw new Error('the element has no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** Where a piece of text is drawn, from the left edge of the window, in pixels. */
function leftOf(scope: Locator, text: string): Promise<number> {
  return scope.evaluate((root, needle) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(needle) ?? -1;
      if (at >= 0) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + needle.length);
        return range.getBoundingClientRect().left;
      }
    }
    throw new Error(`no text ${needle}`);
  }, text);
}

/** Every two desks on the plan are at least `gap` pixels apart, side by side or one above. */
async function expectDesksApart(page: Page, gap: number) {
  const boxes = await page
    .locator('[data-desk]')
    .evaluateAll((desks) =>
      desks.map((desk) => ({ name: desk.textContent, ...desk.getBoundingClientRect().toJSON() })),
    );
  expect(boxes.length).toBeGreaterThan(1);
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const apart =
        a.right + gap <= b.left ||
        b.right + gap <= a.left ||
        a.bottom + gap <= b.top ||
        b.bottom + gap <= a.top;
      expect(apart, `desks ${a.name} and ${b.name} are less than ${gap} px apart`).toBe(true);
    }
  }
}

test('an admin adds a workspace with a floor plan and places two desks by clicking it', async ({
  adminPage: page,
}) => {
  const name = `Level 7 Hub ${uniqueId()}`;
  await page.getByRole('link', { name: 'Workspaces' }).click();
  await expect(page).toHaveURL(/\/desk-booking\/workspace$/);
  await page.getByRole('link', { name: 'Add workspace' }).click();
  await expect(page).toHaveURL(/\/desk-booking\/workspace\/create$/);

  await page.getByLabel('Floor or zone name').fill(name);
  await chooseOption(page, 'Branch/Outlet', 'Tampines');
  const upload = page.locator('input[type=file]');
  await upload.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'File upload failed. Please upload file in jpg, png, pdf, jpeg, gif, svg format.',
  );
  await upload.setInputFiles({
    name: 'level-7.png',
    mimeType: 'image/png',
    buffer: await floorPlanPng(page),
  });
  const plan = page.getByRole('img', { name: `Floor plan of ${name}` });
  await expect(plan).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace floor plan' })).toBeVisible();

  // Two clicks on the image, two desks where the clicks were (as parts of its width and height).
  const box = await plan.boundingBox();
  if (!box) throw new Error('the floor plan has no box');
  const spots = [
    { x: 0.2, y: 0.28 },
    { x: 0.6, y: 0.72 },
  ] as const;
  const at = (spot: { x: number; y: number }) => ({
    x: Math.round(box.width * spot.x),
    y: Math.round(box.height * spot.y),
  });
  await plan.click({ position: at(spots[0]) });
  await expect(page.getByRole('button', { name: 'Desk D-01', exact: true })).toBeVisible();
  await plan.click({ position: at(spots[1]) });
  await expect(page.getByRole('button', { name: 'Desk D-02', exact: true })).toBeVisible();
  await expect(page.getByLabel('Desk name')).toHaveValue('D-02');
  const features = page.getByRole('combobox', { name: 'Features' });
  await features.fill('Standing');
  await features.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The workspace has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/desk-booking\/workspace$/);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Tampines');
  await expect(row).toContainText('2 hot');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/desk-booking\/workspace\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Floor or zone name')).toHaveValue(name);
  const reopened = page.getByRole('img', { name: `Floor plan of ${name}` });
  await expect(reopened).toBeVisible();
  const drawn = await reopened.boundingBox();
  if (!drawn) throw new Error('the floor plan has no box');
  for (const [index, spot] of spots.entries()) {
    const desk = page.getByRole('button', { name: `Desk D-0${index + 1}`, exact: true });
    await expect(desk).toBeVisible();
    const marker = await desk.boundingBox();
    if (!marker) throw new Error('a desk has no box');
    // The desk sits where it was clicked, at the same place on the plan.
    expect(Math.abs(marker.x + marker.width / 2 - (drawn.x + spot.x * drawn.width))).toBeLessThan(
      3,
    );
    expect(Math.abs(marker.y + marker.height / 2 - (drawn.y + spot.y * drawn.height))).toBeLessThan(
      3,
    );
  }
  await page.getByRole('button', { name: 'Desk D-02', exact: true }).click();
  await expect(page.getByLabel('Desk name')).toHaveValue('D-02');
  await expect(page.getByRole('list', { name: 'Desks' })).toContainText('Standing');
});

test('a staff member books a free desk two weeks ahead once they confirm it, sees it and cancels it', async ({
  staffPage: page,
}) => {
  // The last weekday within the two weeks staff may book ahead.
  let date = addDays(singaporeNow().date, 14);
  while (weekday(date) === 0 || weekday(date) === 6) date = addDays(date, -1);

  await mainNavigation(page).getByRole('link', { name: 'Desk booking' }).click();
  await expect(page).toHaveURL(/\/staff-desk-booking$/);
  await page.getByRole('link', { name: 'Book a desk' }).click();
  await expect(page).toHaveURL(/\/staff-desk-booking\/create$/);
  const dateField = page.getByRole('textbox', { name: 'Date', exact: true });
  await expect(dateField).toHaveAttribute('placeholder', '--/--/----');
  await dateField.fill(usDate(date));
  await dateField.blur();
  await chooseOption(page, 'Branch/Outlet', 'Raffles Place HQ');
  await expect(page.getByRole('combobox', { name: 'Floor', exact: true })).toHaveValue(
    'Level 20 Open Office',
  );
  // Half days are the demo's rule: the whole day, the morning or the afternoon.
  const periods = page.getByRole('radiogroup', { name: 'Period' });
  await expect(periods.getByRole('radio')).toHaveCount(3);
  await expect(periods.getByRole('radio', { name: 'Morning (09:00–13:30)' })).toHaveCount(1);

  await expect(page.getByRole('button', { name: 'Desk R-01, fixed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desk R-10, maintenance' })).toBeVisible();
  // A click asks first, showing what it would book; Cancel books nothing.
  await page.getByRole('button', { name: 'Desk R-04, free' }).click();
  const ask = page.getByRole('dialog', { name: 'Book this desk?' });
  await expect(ask).toContainText('R-04');
  await expect(ask).toContainText('Level 20 Open Office · Raffles Place HQ');
  await expect(ask).toContainText(usDate(date));
  await expect(ask).toContainText('09:00–18:00');
  await expect(ask).toContainText('Full day');
  await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(ask).toBeHidden();
  const api = await apiOfPage(page);
  expect(
    await api.data<unknown[]>('GET', `/desk-booking?from=${date}&to=${date}&mine=true`),
  ).toEqual([]);
  await expect(page.getByRole('button', { name: 'Desk R-04, free' })).toBeVisible();

  await page.getByRole('button', { name: 'Desk R-04, free' }).click();
  await ask.getByRole('button', { name: 'Book desk R-04' }).click();
  await expect(page.getByText('Your desk has been booked.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desk R-04, yours' })).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/staff-desk-booking$/);
  const row = page.getByRole('row', { name: /R-04/ });
  await expect(row).toContainText(usDate(date));
  await expect(row).toContainText('09:00–18:00');
  await expect(row).toContainText('Level 20 Open Office');
  await expect(row).toContainText('Booked');
  await expect(row).toContainText('Check in by 09:30');

  await row
    .getByRole('button', { name: `Cancel the booking of desk R-04 on ${usDate(date)}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Cancel desk booking' });
  await expect(confirm).toContainText(
    `Cancelling the booking of desk R-04 on ${usDate(date)} Are you sure you want to proceed?`,
  );
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('The desk booking has been cancelled.')).toBeVisible();
  await expect(page.getByText('No desk bookings to come.', { exact: false })).toBeVisible();
  await page.getByText('Past and cancelled').click();
  await expect(page.getByRole('row', { name: /R-04/ })).toContainText('Cancelled');
});

test.describe('desk booking on phones, tablets and in right-to-left pages', () => {
  test("a staff member's booking screen fits a phone and a tablet, with room between the desks", async ({
    staffPage: page,
  }) => {
    const date = weekdayFrom(8);
    for (const size of [
      { width: 390, height: 844 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/staff-desk-booking/create');
      await typeDate(page.getByRole('textbox', { name: 'Date', exact: true }), usDate(date));
      await chooseOption(page, 'Branch/Outlet', 'Raffles Place HQ');
      await expect(page.locator('[data-desk]')).toHaveCount(10);
      await expectNoSidewaysScroll(page);
      await expectOnScreen(page, page.getByRole('radiogroup', { name: 'Period' }));
      await expectDesksApart(page, 4);

      // The question before booking fits too.
      await page
        .getByRole('button', { name: /^Desk R-0\d, free$/ })
        .first()
        .click();
      const confirm = page.getByRole('dialog', { name: 'Book this desk?' });
      await expect(confirm).toBeVisible();
      await expectOnScreen(page, confirm.getByRole('button', { name: /^Book desk R-0\d$/ }));
      await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(confirm).toBeHidden();
      await expectNoSidewaysScroll(page);
    }
  });

  test("a colleague's desk booking opens read-only, as Booked; an admin sees whose it is", async ({
    staffPage: page,
    request,
  }) => {
    const colleague = await ApiClient.signIn(request, demo.otherStaff);
    const date = weekdayFrom(8);
    const desk = await hqDesk(colleague, 'R-07');
    const booked = await colleague.data<{ id: string }>('POST', '/desk-booking', {
      deskId: desk.id,
      date,
      period: 'fullDay',
    });
    try {
      for (const path of ['edit', 'view']) {
        await page.goto(`/staff-desk-booking/${path}/${booked.id}`);
        await expect(page.getByRole('heading', { name: 'Desk R-07' })).toBeVisible();
        await expect(
          page.getByText("A colleague's booking: only they and admins can change it."),
        ).toBeVisible();
        await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();
        await expect(page.getByText(usDate(date))).toBeVisible();
        await expect(page.getByText('09:00–18:00')).toBeVisible();
        await expect(page.getByText('Priya Nair')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
        await expect(page.getByRole('combobox', { name: 'Branch/Outlet' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
      }

      await signOut(page);
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.asAdmin(demo.admin);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto(`/desk-booking/schedule/view/${booked.id}`);
      await expect(page.getByText('Priya Nair')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    } finally {
      await colleague.data('DELETE', `/desk-booking/${booked.id}`);
    }
  });

  test('on a phone the own desk bookings keep Status and Action on the screen', async ({
    staffPage: page,
    request,
  }) => {
    const staff = await ApiClient.signIn(request, demo.staff);
    const date = weekdayFrom(11);
    const desk = await hqDesk(staff, 'R-08');
    await staff.data('POST', '/desk-booking', { deskId: desk.id, date, period: 'morning' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/staff-desk-booking');
    // A table row on wide screens, a card on a phone: either way, all of it on the screen.
    const booking = page
      .getByRole('row')
      .or(page.getByRole('listitem'))
      .filter({ hasText: 'R-08' })
      .filter({ hasText: usDate(date) });
    await expect(booking).toBeVisible();
    await expect(booking).toContainText('09:00–13:30');
    const status = booking.getByText('Booked', { exact: true });
    await expect(status).toBeVisible();
    await expectOnScreen(page, status);
    const cancel = booking.getByRole('button', {
      name: `Cancel the booking of desk R-08 on ${usDate(date)}`,
    });
    await expectOnScreen(page, cancel);
    await expectOnScreen(
      page,
      booking.getByRole('link', { name: `Edit the booking of desk R-08 on ${usDate(date)}` }),
    );
    await expectNoSidewaysScroll(page);

    await cancel.click();
    const confirm = page.getByRole('dialog', { name: 'Cancel desk booking' });
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('The desk booking has been cancelled.')).toBeVisible();
  });

  test('in right-to-left pages desk booking times and dates keep their order; the floor plan is not mirrored', async ({
    staffPage: page,
    request,
  }) => {
    const staff = await ApiClient.signIn(request, demo.staff);
    const date = weekdayFrom(8);
    const desk = await hqDesk(staff, 'R-09');
    const booked = await staff.data<{ id: string }>('POST', '/desk-booking', {
      deskId: desk.id,
      date,
      period: 'afternoon',
    });
    try {
      await page.evaluate(() =>
        localStorage.setItem('tembusu.settings', JSON.stringify({ direction: 'rtl' })),
      );
      await page.goto('/staff-desk-booking');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const row = page.getByRole('row', { name: /R-09/ }).filter({ hasText: usDate(date) });
      await expect(row).toContainText('13:30–18:00');
      expect(await leftOf(row, '13:30')).toBeLessThan(await leftOf(row, '18:00'));
      expect(await leftOf(row, usDate(date).slice(0, 5))).toBeLessThan(
        await leftOf(row, date.slice(0, 4)),
      );

      await page.goto(`/staff-desk-booking/view/${booked.id}`);
      const times = page.getByText('13:30–18:00');
      expect(await leftOf(times, '13:30')).toBeLessThan(await leftOf(times, '18:00'));

      await page.goto('/staff-desk-booking/create');
      await typeDate(page.getByRole('textbox', { name: 'Date', exact: true }), usDate(date));
      await chooseOption(page, 'Branch/Outlet', 'Raffles Place HQ');
      const afternoon = page.getByRole('radio', { name: 'Afternoon (13:30–18:00)' });
      expect(await leftOf(afternoon, '13:30')).toBeLessThan(await leftOf(afternoon, '18:00'));
      await expect(page.getByRole('button', { name: 'Desk R-09, yours' })).toBeVisible();
      // The plan is a picture of the floor: its desks stay where they are...
      const first = await page.getByRole('button', { name: /^Desk R-01,/ }).boundingBox();
      const fifth = await page.getByRole('button', { name: /^Desk R-05,/ }).boundingBox();
      expect(first && fifth && first.x < fifth.x).toBe(true);
      // ...while the page around it is mirrored: the day's summary is on the plan's left.
      const plan = await page
        .getByRole('img', { name: 'Floor plan of Level 20 Open Office' })
        .boundingBox();
      const summary = await page.getByText('Free desks', { exact: true }).boundingBox();
      expect(plan && summary && summary.x + summary.width < plan.x).toBe(true);
    } finally {
      await staff.data('DELETE', `/desk-booking/${booked.id}`);
    }
  });

  test("an admin's desk booking screens fit a phone and a tablet", async ({ adminPage: page }) => {
    for (const size of [
      { width: 390, height: 844 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/desk-booking/schedule/create');
      await chooseOption(page, 'Branch/Outlet', 'Raffles Place HQ');
      await expect(page.locator('[data-desk]')).toHaveCount(10);
      await expectNoSidewaysScroll(page);
      await expectDesksApart(page, 4);
      await page.goto('/desk-booking/schedule');
      await expect(page.getByRole('heading', { name: 'Desk Booking Schedule' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Today' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});

test.describe('today at the desk', () => {
  test.afterAll(async ({ adminApi }) => {
    await adminApi.data('PUT', '/desk-booking/setting', defaultRules);
  });

  // A booking for the rest of today needs today's quarter hours to be left: not in the last
  // half hour before midnight in Singapore, nor the first quarter hour after it.
  const { minutes } = singaporeNow();
  const noTimeLeft = minutes >= 23 * 60 + 30 || minutes < 30;

  test("a staff member checks in at the desk's QR link", async ({
    staffPage: page,
    request,
    adminApi,
  }) => {
    test.skip(noTimeLeft, 'no quarter hour of today is left in Singapore for a booking');
    await adminApi.data('PUT', '/desk-booking/setting', {
      ...defaultRules,
      bookingMode: 'timeRange',
    });
    const staff = await ApiClient.signIn(request, demo.staff);
    const desk = await hqDesk(staff, 'R-05');
    const now = singaporeNow();
    const from = clock(Math.floor(now.minutes / 15) * 15);
    const booked = await staff.send<{ id: string; checkInBy: string }>('POST', '/desk-booking', {
      deskId: desk.id,
      date: now.date,
      period: 'timeRange',
      from,
      to: '23:45',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe('Your desk has been booked.');

    await page.goto('/staff-desk-booking');
    await expect(page.getByText(`Today: desk R-05, Level 20 Open Office`)).toBeVisible();
    // The QR code's link, opened on the phone of the person the desk is booked for.
    await page.goto(`/staff-desk-booking/check-in/${desk.id}`);
    await expect(page.getByRole('heading', { name: 'You are checked in' })).toBeVisible();
    await expect(
      page.getByText('Desk R-05, Level 20 Open Office · Raffles Place HQ'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'View the booking' }).click();
    await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Checked in at \d\d:\d\d$/)).toBeVisible();

    // A desk the person has no booking of now says so.
    const other = await hqDesk(staff, 'R-08');
    await page.goto(`/staff-desk-booking/check-in/${other.id}`);
    await expect(page.getByRole('heading', { name: 'Not checked in' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'You have no booking of this desk right now.',
    );
  });

  test('a booking nobody checks in to in time is released and shows as Released', async ({
    page,
    request,
    adminApi,
  }) => {
    test.skip(noTimeLeft, 'no quarter hour of today is left in Singapore for a booking');
    // The release job runs every minute against the real clock: a booking that started a
    // quarter of an hour ago, with five minutes to check in, is released at its next run.
    test.setTimeout(240_000);
    await adminApi.data('PUT', '/desk-booking/setting', {
      ...defaultRules,
      bookingMode: 'timeRange',
      checkInMinutes: 5,
    });
    const staff = await ApiClient.signIn(request, demo.otherStaff);
    const desk = await hqDesk(staff, 'R-06');
    const now = singaporeNow();
    const start = Math.floor(now.minutes / 15) * 15 - 15;
    const booked = await staff.send<{ id: string; status: string }>('POST', '/desk-booking', {
      deskId: desk.id,
      date: now.date,
      period: 'timeRange',
      from: clock(start),
      to: '23:45',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data.status).toBe('Booked');
    await expect
      .poll(
        async () =>
          (await staff.data<{ status: string }>('GET', `/desk-booking/${booked.body.data.id}`))
            .status,
        { timeout: 200_000, intervals: [5_000] },
      )
      .toBe('Released');

    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.asStaff(demo.otherStaff);
    await expect(page).toHaveURL(/\/staff-dashboard$/);
    await page.goto('/staff-desk-booking');
    const row = page.getByRole('row', { name: /R-06/ });
    await expect(row).toContainText('Released');
    await expect(row).toContainText(`Not checked in by ${clock(start + 5)}`);
    await expect(row.getByRole('button', { name: /Cancel the booking/ })).toHaveCount(0);
    await row.getByRole('link', { name: /View the booking/ }).click();
    await expect(page.getByRole('alert')).toContainText(
      `Nobody checked in by ${clock(start + 5)}, so the desk was freed for others.`,
    );
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    // The released desk is free again on today's plan.
    await page.goto('/staff-desk-booking/create');
    await chooseOption(page, 'Branch/Outlet', 'Raffles Place HQ');
    await expect(page.getByRole('button', { name: 'Desk R-06, free' })).toBeVisible();
  });
});
