import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { demo, uniqueId } from '../support/accounts.js';
import { ApiClient } from '../support/api.js';
import { singaporeDay, usDate } from '../support/dates.js';
import { chooseOption, mainNavigation, PagedTable } from '../support/pages.js';

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

test.beforeAll(async ({ request, adminApi }) => {
  // A room with a picture and an amenity, a colleague's booking in it, and one of Tan Wei Ming's.
  const branches = await adminApi.data<{ id: string; name: string }[]>(
    'GET',
    '/organization/branch',
  );
  expect(branches.length).toBeGreaterThan(0);
  branch = branches[0] as { id: string; name: string };
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
  await priya.data('POST', '/room-booking', {
    ...booking(target.iso, 15, 16, {
      employee: idOf('Priya Nair'),
      branch: branch.id,
      room: room.id,
    }),
  });
  const tan = await ApiClient.signIn(request, demo.staff);
  await tan.data('POST', '/room-booking', {
    ...booking(nextDay.iso, 9, 10, {
      employee: idOf('Tan Wei Ming'),
      branch: branch.id,
      room: room.id,
    }),
  });
});

/** A booking's row in the staff list of bookings. */
const bookingRow = (page: Page, ...texts: string[]) =>
  new PagedTable(page, 'Bookings').findRow(...texts);

/** Clicks the calendar's hour slot in a day column (a weekday in week view, a room in day view). */
async function clickSlot(page: Page, column: number, hour: number) {
  const slot = page.locator('.rbc-day-slot').nth(column).locator('.rbc-timeslot-group').nth(hour);
  await slot.scrollIntoViewIfNeeded();
  const box = await slot.boundingBox();
  if (!box) throw new Error('The slot is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return slot;
}

/** The new-booking screen for the spec's room, searched, at the target week. */
async function openTargetWeek(page: Page) {
  await page.goto('/staff-room-booking');
  await page.getByRole('link', { name: 'New Room Booking' }).click();
  await expect(page).toHaveURL(/\/staff-room-booking\/create$/);
  await expect(page.getByRole('heading', { name: 'New Room Booking' })).toBeVisible();
  await chooseOption(page, 'Branch/Outlet', branch.name);
  await chooseOption(page, 'Room', roomName);
  await page.getByRole('button', { name: 'Book Room' }).click();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  for (let week = 0; week < 3; week++) await page.getByRole('button', { name: 'Next' }).click();
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
  await expect(await bookingRow(page, usDate(target.iso), '11:00 – 12:30')).toContainText(roomName);

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
  await expect(await bookingRow(page, usDate(target.iso), '13:00 – 14:00')).toContainText(roomName);

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

  await (await bookingRow(page, usDate(nextDay.iso), roomName))
    .getByRole('link', { name: `Edit the booking of ${label}` })
    .click();
  await expect(page).toHaveURL(/\/staff-room-booking\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Room Booking', exact: true })).toBeVisible();
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
  const row = await bookingRow(page, usDate(nextDay.iso), roomName);
  await expect(row).toContainText('09:00 – 10:30');
  await row.getByRole('link', { name: `View the booking of ${label}` }).click();
  await expect(page).toHaveURL(/\/edit\?type=view$/);
  await expect(page.getByRole('heading', { name: 'View Room Booking', exact: true })).toBeVisible();
  const view = page.getByRole('dialog', { name: 'Room booking' });
  await expect(view.getByRole('combobox', { name: 'Room' })).not.toBeEditable();
  await expect(view.getByRole('combobox', { name: 'End time' })).toHaveValue(
    '10:30 (1 hr 30 mins)',
  );
  await expect(view.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Close' }).click();
  // The calendar is read-only too: a free slot makes no draft.
  await clickSlot(page, nextDay.weekday, 14);
  await expect(page.getByRole('group', { name: 'Change booking' })).toBeHidden();
});
