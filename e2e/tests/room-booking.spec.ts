import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { demo, uniqueId } from '../support/accounts.js';
import { ApiClient } from '../support/api.js';
import { singaporeDay, usDate } from '../support/dates.js';
import { chooseOption, mainNavigation, PagedTable, typeDate } from '../support/pages.js';
import { expectFitsPhone, phone } from '../support/phone.js';

// Room booking on the demo organisation. The spec makes its own rooms, and books three weeks
// ahead, clear of the demo's bookings (the coming week). Times are Singapore's (GMT+8): the demo
// employees' time zone.

const stamp = uniqueId();
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const target = singaporeDay(21);
const nextDay = singaporeDay(22);

/** A Singapore wall-clock hour on a date, as the API's UTC date and HH:mm. */
function utc(iso: string, hour: number) {
  const at = new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00+08:00`);
  return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
}

/** A booking payload for Singapore hours on a date. */
function booking(
  iso: string,
  from: number,
  to: number,
  ids: { employee: string; branch: string; room: string },
) {
  const start = utc(iso, from);
  const end = utc(iso, to);
  const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return {
    bookingDate: start.date,
    bookingDateFrom: start.date,
    bookingTimeFrom: start.time,
    bookingDateTo: end.date,
    bookingTimeTo: end.time,
    bookingDateFromOrigin: iso,
    bookingDateToOrigin: iso,
    bookingTimeFromOrigin: pad(from),
    bookingTimeToOrigin: pad(to),
    employeeBookedId: ids.employee,
    branchOutletId: ids.branch,
    roomId: ids.room,
  };
}

const roomName = `E2E Studio ${stamp}`;
let branch: { id: string; name: string };
/** Another branch/outlet of the demo's. */
let otherBranch: { id: string; name: string };
/** Priya Nair's booking in the spec's room, 15:00 to 16:00 on the target day. */
let priyasBooking: string;

test.beforeAll(async ({ request, adminApi }) => {
  // A room with a picture and an amenity, a colleague's booking in it, and one of Tan Wei Ming's.
  const branches = await adminApi.data<{ id: string; name: string }[]>(
    'GET',
    '/organization/branch',
  );
  expect(branches.length).toBeGreaterThan(0);
  branch = branches[0] as { id: string; name: string };
  otherBranch = branches[1] as { id: string; name: string };
  const image = await adminApi.upload({ name: 'studio.png', mimeType: 'image/png', buffer: png });
  const room = await adminApi.data<{ id: string }>('POST', '/room', {
    name: roomName,
    branchOutletId: branch.id,
    capacity: 6,
    amenitySelected: [{ name: 'Standing desk' }, { name: 'TV screen' }],
    image,
    isActive: true,
  });
  const employees = await adminApi.data<{ id: string; name: string }[]>(
    'GET',
    '/employee?limit=100',
  );
  const idOf = (name: string) => employees.find((employee) => employee.name === name)?.id ?? '';

  const priya = await ApiClient.signIn(request, demo.otherStaff);
  ({ id: priyasBooking } = await priya.data<{ id: string }>('POST', '/room-booking', {
    ...booking(target.iso, 15, 16, {
      employee: idOf('Priya Nair'),
      branch: branch.id,
      room: room.id,
    }),
  }));
  const tan = await ApiClient.signIn(request, demo.staff);
  await tan.data('POST', '/room-booking', {
    ...booking(nextDay.iso, 9, 10, {
      employee: idOf('Tan Wei Ming'),
      branch: branch.id,
      room: room.id,
    }),
  });
});

/**
 * A booking's row in the staff list of bookings, the list narrowed to the booking's day (its
 * From and To filters) so that the row is on the first page.
 */
async function bookingRow(page: Page, iso: string, ...texts: string[]) {
  await page.goto(`/staff-room-booking?from=${iso}&to=${iso}`);
  let row = new PagedTable(page, 'Bookings').rows;
  for (const text of [usDate(iso), ...texts]) row = row.filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** Clicks the calendar's hour slot in a day column (a weekday in week view, a room in day view). */
async function clickSlot(page: Page, column: number, hour: number) {
  const slot = page.locator('.rbc-day-slot').nth(column).locator('.rbc-timeslot-group').nth(hour);
  await slot.scrollIntoViewIfNeeded();
  const box = await slot.boundingBox();
  if (!box) throw new Error('The slot is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return slot;
}

/** Taps the calendar's hour slot in a day column, as a finger does. */
async function tapSlot(page: Page, column: number, hour: number) {
  const slot = page.locator('.rbc-day-slot').nth(column).locator('.rbc-timeslot-group').nth(hour);
  await slot.scrollIntoViewIfNeeded();
  const box = await slot.boundingBox();
  if (!box) throw new Error('The slot is not on screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** How many weeks ahead of this one the day `days` from today falls (weeks start on Sunday). */
const weeksAhead = (days: number) => Math.floor((singaporeDay(0).weekday + days) / 7);

/** The new-booking screen for the spec's room, searched, at the week of a day (the target's). */
async function openTargetWeek(page: Page, days = 21) {
  await page.goto('/staff-room-booking');
  await page.getByRole('link', { name: 'New Room Booking' }).click();
  await expect(page).toHaveURL(/\/staff-room-booking\/create$/);
  await expect(page.getByRole('heading', { name: 'New Room Booking' })).toBeVisible();
  await chooseOption(page, 'Branch/Outlet', branch.name);
  await chooseOption(page, 'Room', roomName);
  await page.getByRole('button', { name: 'Book Room' }).click();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  for (let week = 0; week < weeksAhead(days); week++) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

/** Fails unless the element is wholly on the screen, where it comes to rest (sheets slide in). */
async function expectOnScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity),
  );
  const box = await element.boundingBox();
  const screen = page.viewportSize();
  expect(box, 'shown').not.toBeNull();
  if (!box || !screen) return;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(screen.height);
}

/**
 * Where two texts inside an element show, left to right on the screen: whether `first` shows left
 * of `second`, as a time range read in order does.
 */
function showsLeftOf(element: Locator, first: string, second: string): Promise<boolean> {
  return element.evaluate(
    (root, [a, b]) => {
      const leftOf = (text: string) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(text) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + text.length);
          return range.getBoundingClientRect().left;
        }
        throw new Error(`${text} is not shown`);
      };
      return leftOf(a as string) < leftOf(b as string);
    },
    [first, second],
  );
}

test('an admin adds a room with an amenity and a picture', async ({ adminPage: page }) => {
  await page.getByRole('link', { name: 'Manage rooms' }).click();
  await expect(page).toHaveURL(/\/room-booking\/manage-room$/);
  await page.getByRole('link', { name: 'Add room' }).click();
  await expect(page).toHaveURL(/\/room-booking\/manage-room\/create$/);

  const name = `Focus Pod ${stamp}`;
  await page.getByLabel('Name').fill(name);
  await chooseOption(page, 'Branch/Outlet', branch.name);
  await page.getByLabel('Capacity').fill('3');
  await page.getByRole('combobox', { name: 'Amenities' }).fill('Acoustic panels');
  await page.keyboard.press('Enter');

  const file = page.locator('input[type="file"]');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByRole('alert')).toHaveText(
    'File upload failed. Please upload file in jpg, png, pdf, jpeg, gif, svg format.',
  );
  await file.setInputFiles({ name: 'pod.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The room has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/room-booking\/manage-room$/);

  await chooseOption(page, 'Branch/Outlet', branch.name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Acoustic panels');
  await expect(row).toContainText('Active');
  await expect(row.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();
});

test('a staff member books by week and by day, and sees others only as Booked', async ({
  staffPage: page,
}) => {
  await openTargetWeek(page);

  // The colleague's booking reads Booked, without her name.
  const calendar = page.locator('.rb-calendar');
  await expect(calendar.locator('.rb-event-booked')).toContainText('15:00 – 16:00');
  await expect(calendar.locator('.rb-event-booked')).toContainText('Booked');
  await expect(calendar).not.toContainText('Priya Nair');

  // The room's popup: picture, name, amenities, Close.
  await page.getByRole('button', { name: 'Room information' }).click();
  const info = page.getByRole('dialog', { name: 'Room information' });
  await expect(info.getByRole('img', { name: `Picture of ${roomName}` })).toBeVisible();
  await expect(info).toContainText(roomName);
  await expect(info.getByRole('list', { name: 'Amenities' })).toContainText('Standing desk');
  await expect(info.getByRole('list', { name: 'Amenities' })).toContainText('TV screen');
  await info.getByRole('button', { name: 'Close' }).click();
  await expect(info).toBeHidden();

  // A free slot in week view: one draft with the popover, an hour long by default.
  await clickSlot(page, target.weekday, 10);
  const draft = page.getByRole('group', { name: 'New booking' });
  await expect(draft).toBeVisible();
  await expect(draft.getByLabel('Date')).toHaveValue(usDate(target.iso));
  await expect(draft.getByRole('combobox', { name: 'Start time' })).toHaveValue('10:00');
  await expect(draft.getByRole('combobox', { name: 'End time' })).toHaveValue('11:00 (1 hr)');
  await expect(draft.getByLabel('Time zone')).toHaveValue('GMT+8 (Asia/Singapore)');
  await expect(draft.getByLabel('Room')).toHaveValue(roomName);
  // A second click moves the one draft.
  await clickSlot(page, target.weekday, 11);
  await expect(calendar.locator('.rb-event-draft')).toHaveCount(1);
  await expect(draft.getByRole('combobox', { name: 'Start time' })).toHaveValue('11:00');
  await chooseOption(draft, 'End time', '12:30 (1 hr 30 mins)');
  await draft.getByRole('button', { name: 'Book room' }).click();
  await expect(page.getByText('You have successfully booked a room!')).toBeVisible();
  await page.getByRole('button', { name: 'Back to room Booking' }).click();
  await expect(page).toHaveURL(/\/staff-room-booking$/);
  await expect(await bookingRow(page, target.iso, '11:00 – 12:30')).toContainText(roomName);

  // Day view: a column per room; the room filter is off and the popover offers rooms.
  await openTargetWeek(page);
  await page.locator('.rbc-header').nth(target.weekday).getByRole('button').click();
  await expect(page.getByRole('combobox', { name: 'Room', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Room information' })).toBeHidden();
  const headers = page.locator('.rb-room-header');
  await expect(headers.filter({ hasText: roomName })).toBeVisible();
  const names = await headers.allTextContents();
  const column = names.findIndex((text) => text.includes(roomName));
  // Her booking and Tan Wei Ming's own (named) are in the room's column.
  await expect(page.locator('.rbc-day-slot').nth(column)).toContainText('Tan Wei Ming');
  await clickSlot(page, column, 13);
  await expect(draft.getByRole('combobox', { name: 'Room' })).toHaveValue(roomName);
  await draft.getByRole('button', { name: 'Book room' }).click();
  await expect(page.getByText('You have successfully booked a room!')).toBeVisible();
  await page.getByRole('button', { name: 'Back to room Booking' }).click();
  await expect(await bookingRow(page, target.iso, '13:00 – 14:00')).toContainText(roomName);

  // A past slot cannot be picked: last week is closed.
  await page.getByRole('link', { name: 'New Room Booking' }).click();
  await page.getByRole('button', { name: 'Book Room' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  const past = await clickSlot(page, 3, 12);
  await expect(past.locator('.rbc-time-slot')).toHaveCSS('cursor', 'not-allowed');
  await expect(draft).toBeHidden();
  await expect(calendar.locator('.rb-event-draft')).toHaveCount(0);
});

test('a staff member opens a booking to edit it, and to view it only', async ({
  staffPage: page,
}) => {
  await mainNavigation(page).getByRole('link', { name: 'Room booking' }).click();
  await expect(page).toHaveURL(/\/staff-room-booking$/);
  const label = `${roomName} on ${usDate(nextDay.iso)} at 09:00`;

  await (await bookingRow(page, nextDay.iso, roomName))
    .getByRole('link', { name: `Edit the booking of ${label}` })
    .click();
  await expect(page).toHaveURL(/\/staff-room-booking\/[0-9a-f-]{36}\/edit$/);
  await expect(page.locator('h1')).toHaveText('Edit Room Booking');
  const modal = page.getByRole('dialog', { name: 'Edit room booking' });
  await expect(modal.getByTestId('booking-employee')).toHaveText('Tan Wei Ming');
  await expect(modal.getByRole('combobox', { name: 'Room' })).toHaveValue(roomName);
  await expect(modal.getByRole('combobox', { name: 'Start time' })).toHaveValue('09:00');
  await expect(modal.getByLabel('Timezone')).not.toBeEditable();
  await chooseOption(modal, 'End time', '10:30 (1 hr 30 mins)');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update Booking room!')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/staff-room-booking$/);
  const row = await bookingRow(page, nextDay.iso, roomName);
  await expect(row).toContainText('09:00 – 10:30');
  await row.getByRole('link', { name: `View the booking of ${label}` }).click();
  await expect(page).toHaveURL(/\/edit\?type=view$/);
  await expect(page.locator('h1')).toHaveText('View Room Booking');
  const view = page.getByRole('dialog', { name: 'Room booking' });
  await expect(view.getByTestId('booking-employee')).toHaveText('Tan Wei Ming');
  await expect(view.getByTestId('booking-status')).toHaveText('Booked');
  await expect(view.getByRole('row', { name: /^Room/ })).toContainText(roomName);
  await expect(view.getByRole('row', { name: /^Time \d/ })).toContainText('09:00 – 10:30');
  // Nothing to change: no fields, no Save.
  await expect(view.getByRole('textbox')).toHaveCount(0);
  await expect(view.getByRole('combobox')).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Close' }).click();
  // The calendar is read-only too: a free slot makes no draft.
  await clickSlot(page, nextDay.weekday, 14);
  await expect(page.getByRole('group', { name: 'Change booking' })).toBeHidden();
});

test("a colleague's booking opens read-only as Booked, without the viewer's name", async ({
  staffPage: page,
}) => {
  // From the calendar: a click on someone else's block opens it to look at.
  await openTargetWeek(page);
  await page
    .locator('.rbc-day-slot')
    .nth(target.weekday)
    .locator('.rb-event-booked')
    .filter({ hasText: '15:00 – 16:00' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/staff-room-booking/${priyasBooking}/edit\\?type=view$`),
  );
  await expect(page.locator('h1')).toHaveText('View Room Booking');
  const details = page.getByRole('dialog', { name: 'Room booking' });
  await expect(details.getByTestId('booking-employee')).toHaveText('Another employee');
  await expect(details).not.toContainText('Tan Wei Ming');
  await expect(details).not.toContainText('Priya Nair');
  await expect(details.getByTestId('booking-status')).toHaveText('Booked');
  await expect(details.getByRole('row', { name: /^Time \d/ })).toContainText('15:00 – 16:00');
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(details.getByRole('combobox')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.rb-event-changed')).toContainText('Booked');
  await expect(page.locator('.rb-calendar')).not.toContainText('Priya Nair');

  // Its edit address opens it read-only too.
  await page.goto(`/staff-room-booking/${priyasBooking}/edit`);
  await expect(page.locator('h1')).toHaveText('View Room Booking');
  await expect(details.getByTestId('booking-employee')).toHaveText('Another employee');
  await expect(page.getByRole('dialog', { name: 'Edit room booking' })).toHaveCount(0);
});

test("an admin viewing a colleague's booking sees whose it is", async ({ adminPage: page }) => {
  await page.goto(`/room-booking/room-booking-schedule/${priyasBooking}/edit?type=view`);
  await expect(page.locator('h1')).toHaveText('View Room Booking');
  const details = page.getByRole('dialog', { name: 'Room booking' });
  await expect(details.getByTestId('booking-employee')).toHaveText('Priya Nair');
  await expect(details.getByTestId('booking-status')).toHaveText('Booked');
  await expect(details.getByRole('combobox')).toHaveCount(0);
});

test('end times run to the end of the day, the last one 23:59', async ({ staffPage: page }) => {
  const day = singaporeDay(23);
  await openTargetWeek(page, 23);
  await clickSlot(page, day.weekday, 12);
  const draft = page.getByRole('group', { name: 'New booking' });
  await expect(draft.getByRole('combobox', { name: 'Start time' })).toHaveValue('12:00');
  await draft.getByRole('combobox', { name: 'End time' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('12:15 (15 mins)');
  await expect(options.last()).toHaveText('23:59 (12 hrs)');
  await expect(options).toHaveCount(48);
  await page.getByRole('option', { name: '23:59 (12 hrs)', exact: true }).click();
  await draft.getByRole('button', { name: 'Book room' }).click();
  await expect(page.getByText('You have successfully booked a room!')).toBeVisible();
  await page.getByRole('button', { name: 'Back to room Booking' }).click();
  await expect(await bookingRow(page, day.iso, '12:00 – 23:59')).toContainText(roomName);
});

test('an admin books a room for an employee from the calendar', async ({ adminPage: page }) => {
  const day = singaporeDay(23);
  await page.goto('/room-booking/room-booking-schedule/create');
  await chooseOption(page, 'Branch/Outlet', branch.name);
  await chooseOption(page, 'Room', roomName);
  await page.getByRole('button', { name: 'Book Room' }).click();
  for (let week = 0; week < weeksAhead(23); week++) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await clickSlot(page, day.weekday, 9);
  // The popover stays while the pick list of people loads.
  const draft = page.getByRole('group', { name: 'New booking' });
  await draft.getByRole('combobox', { name: 'Booked for' }).fill('Priya');
  await page.getByRole('option', { name: 'Priya Nair', exact: true }).click();
  await expect(draft.getByRole('combobox', { name: 'Start time' })).toHaveValue('09:00');
  await draft.getByRole('button', { name: 'Book room' }).click();
  await expect(page.getByText('You have successfully booked a room!')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('the calendar opens on the day, its toolbar fits, and a tap books in a sheet on screen', async ({
    staffPage: page,
  }) => {
    await page.goto('/staff-room-booking/create');
    await chooseOption(page, 'Branch/Outlet', branch.name);
    await page.getByRole('button', { name: 'Book Room' }).click();
    await expect(page.locator('.rb-room-header').filter({ hasText: roomName })).toBeVisible();
    // The day, not seven 36 px columns.
    await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
    await expect(page.getByTestId('calendar-range')).toHaveText(/^\w+day, \d+ \w+ \d{4}$/);
    await expectOnScreen(page, page.getByRole('button', { name: 'Today' }));
    await expectOnScreen(page, page.getByRole('radiogroup', { name: 'Calendar view' }));
    await expectFitsPhone(page, 'the day view');

    // The week of the spec's room: a tap on a free slot opens the sheet, wholly on screen.
    await page.getByRole('radiogroup', { name: 'Calendar view' }).getByText('Week').click();
    await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
    await chooseOption(page, 'Room', roomName);
    await page.getByRole('button', { name: 'Search' }).click();
    for (let week = 0; week < weeksAhead(21); week++) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.locator('.rbc-time-header .rbc-header').nth(target.weekday)).toHaveText(
      new RegExp(` ${Number(target.iso.slice(8))}$`),
    );
    await expectFitsPhone(page, 'the week view');
    await tapSlot(page, target.weekday, 17);
    const sheet = page.getByRole('dialog', { name: 'New booking' });
    await expect(sheet).toBeVisible();
    const draft = sheet.getByRole('group', { name: 'New booking' });
    await expect(draft.getByRole('combobox', { name: 'Start time' })).toHaveValue('17:00');
    await expectOnScreen(page, draft.getByRole('combobox', { name: 'End time' }));
    await expectOnScreen(page, draft.getByRole('button', { name: 'Book room' }));
    await chooseOption(draft, 'End time', '18:30 (1 hr 30 mins)');
    await draft.getByRole('button', { name: 'Book room' }).tap();
    await expect(page.getByText('You have successfully booked a room!')).toBeVisible();
    await page.getByRole('button', { name: 'Back to room Booking' }).click();
    await expect(page).toHaveURL(/\/staff-room-booking$/);
  });
});

test('in right-to-left pages the calendar mirrors, but times and dates read left to right', async ({
  staffPage: page,
}) => {
  await page.evaluate(() =>
    localStorage.setItem('tembusu.settings', JSON.stringify({ direction: 'rtl' })),
  );
  await openTargetWeek(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The layout mirrors: Sunday on the right, the hours on the right.
  const headings = page.locator('.rbc-time-header .rbc-header');
  const sunday = await headings.nth(0).boundingBox();
  const saturday = await headings.nth(6).boundingBox();
  expect(sunday && saturday && sunday.x > saturday.x, 'Sunday right of Saturday').toBe(true);
  const gutter = await page.locator('.rbc-time-gutter').boundingBox();
  expect(gutter && sunday && gutter.x > sunday.x, 'the hours on the right').toBe(true);

  // Numbers do not: Priya's booking reads 15:00 – 16:00, the week 'D – D Month YYYY'.
  const colleague = page
    .locator('.rbc-day-slot')
    .nth(target.weekday)
    .locator('.rb-event-booked')
    .filter({ hasText: '15:00 – 16:00' });
  await expect(colleague).toBeVisible();
  expect(await showsLeftOf(colleague, '15:00', '16:00'), 'the time range in order').toBe(true);
  const range = page.getByTestId('calendar-range');
  const label = await range.innerText();
  const [first = '', last = ''] = label.match(/\d+/g) ?? [];
  const year = label.match(/\d{4}/)?.[0] ?? '';
  expect(await showsLeftOf(range, first, last), `${label}: its first day first`).toBe(true);
  expect(await showsLeftOf(range, first, year), `${label}: the year last`).toBe(true);

  // The popover's times and zone too, and the booking list's.
  await clickSlot(page, target.weekday, 20);
  const draft = page.getByRole('group', { name: 'New booking' });
  await expect(draft.getByLabel('Time zone')).toHaveValue('GMT+8 (Asia/Singapore)');
  const zone = draft.getByLabel('Time zone');
  expect(
    await zone.evaluate((input) => getComputedStyle(input).unicodeBidi),
    'the zone reads left to right',
  ).toBe('plaintext');
  await draft.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/staff-room-booking');
  const row = await bookingRow(page, nextDay.iso, roomName);
  const time = row.getByRole('cell').nth(1);
  const [from, to] = (await time.innerText()).match(/\d\d:\d\d/g) ?? [];
  expect(from && to && from < to).toBe(true);
  expect(await showsLeftOf(time, from as string, to as string), 'the row time in order').toBe(true);
});

test('the schedule filters by branch/outlet, room, employee and dates, paged by the server', async ({
  adminPage: page,
}) => {
  await page.goto('/room-booking/room-booking-schedule');
  const list = new PagedTable(page, 'Bookings');
  const showing = page.getByText(/^Showing \d+–\d+ of \d+$/);
  await expect(showing).toHaveText(/^Showing 1–5 of \d+$/);
  const everything = Number((await showing.innerText()).match(/of (\d+)$/)?.[1]);
  expect(everything).toBeGreaterThan(5);
  await list.pagination.show('Next');
  await expect(showing).toHaveText(`Showing 6–${Math.min(10, everything)} of ${everything}`);

  // A room: the server answers its bookings only, from the first page.
  const asked: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/room-booking/list?')) asked.push(new URL(request.url()));
  });
  await chooseOption(page, 'Room', `${roomName} · ${branch.name}`);
  await expect(showing).not.toHaveText(new RegExp(`of ${everything}$`));
  await expect(showing).toHaveText(/^Showing 1–\d+ of \d+$/);
  for (const row of await list.rows.all()) await expect(row).toContainText(roomName);
  expect(asked.at(-1)?.searchParams.get('roomId')).toBeTruthy();
  expect(asked.at(-1)?.searchParams.get('page')).toBe('1');

  // And an employee: Priya Nair's bookings there, none of Tan Wei Ming's.
  await page.getByRole('combobox', { name: 'Employee', exact: true }).fill('Priya');
  await page.getByRole('option', { name: 'Priya Nair', exact: true }).click();
  await expect(list.rows.filter({ hasText: 'Tan Wei Ming' })).toHaveCount(0);
  await expect(
    list.rows.filter({ hasText: usDate(target.iso) }).filter({ hasText: '15:00 – 16:00' }),
  ).toHaveCount(1);
  for (const row of await list.rows.all()) await expect(row).toContainText('Priya Nair');
  expect(asked.at(-1)?.searchParams.get('employeeId')).toBeTruthy();

  // Dates instead of her: the day after the target holds Tan Wei Ming's booking there.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(showing).toHaveText(`Showing 1–5 of ${everything}`);
  await chooseOption(page, 'Room', `${roomName} · ${branch.name}`);
  await typeDate(page.getByRole('textbox', { name: 'From', exact: true }), usDate(nextDay.iso));
  await typeDate(page.getByRole('textbox', { name: 'To', exact: true }), usDate(nextDay.iso));
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.first()).toContainText('Tan Wei Ming');
  await expect(list.rows.first()).toContainText(usDate(nextDay.iso));
  expect(asked.at(-1)?.searchParams.get('dateFrom')).toBe(nextDay.iso);
  expect(asked.at(-1)?.searchParams.get('dateTo')).toBe(nextDay.iso);

  // Another branch/outlet starts its rooms afresh; every booking listed is there.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await chooseOption(page, 'Branch/Outlet', otherBranch.name);
  await expect(page.getByRole('combobox', { name: 'Room', exact: true })).toHaveValue('');
  await expect(list.rows.first()).toContainText(otherBranch.name);
  for (const row of await list.rows.all()) await expect(row).toContainText(otherBranch.name);
  expect(asked.at(-1)?.searchParams.get('branchOutletId')).toBe(otherBranch.id);
});
