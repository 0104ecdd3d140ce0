import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { demo, uniqueId } from '../support/accounts.js';
import { ApiClient } from '../support/api.js';
import { addDays, clock, singaporeNow, usDate, weekday } from '../support/dates.js';
import { chooseOption, mainNavigation, SignInPage } from '../support/pages.js';

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

test('a staff member books a free desk with one click two weeks ahead, sees it and cancels it', async ({
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
  await expect(periods).toContainText('Morning (09:00–13:30)');

  await expect(page.getByRole('button', { name: 'Desk R-01, fixed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desk R-10, maintenance' })).toBeVisible();
  await page.getByRole('button', { name: 'Desk R-04, free' }).click();
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
