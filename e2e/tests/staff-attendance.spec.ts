import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import type { StaffAccount } from '../support/accounts.js';
import { ApiClient } from '../support/api.js';
import { usDate } from '../support/dates.js';
import { addLeaveEmployee } from '../support/leave.js';
import { SignInPage, successDialog } from '../support/pages.js';

// Checking in and out as staff do it, with the browser's position faked by Playwright. Each test
// makes an employee of its own: a person checks in once a work day, and the demo staff's day is
// other specs' to use. The server's clock is the real one, so the day may be a working day or a
// day off (which has no shift expected): the check-in works either way.

/** Raffles Place, as the phone's location service would report it. */
const rafflesPlace = { latitude: 1.28392, longitude: 103.85153, accuracy: 15 };

/** A browser of its own that shares its position, signed in as the staff account. */
async function staffWithLocation(browser: Browser, account: StaffAccount): Promise<Page> {
  const context = await browser.newContext({
    geolocation: rafflesPlace,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.asStaff(account);
  await expect(page).toHaveURL(/\/staff-dashboard$/);
  return page;
}

/** HH:mm now on a zone's clock, a minute before and two after: the click takes a moment. */
function clockNear(timeZone: string): RegExp {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const times = [-60_000, 0, 60_000, 120_000].map((offset) =>
    clock.format(new Date(Date.now() + offset)),
  );
  // A check-out far from a fenced branch adds its warning after the time.
  return new RegExp(`^(${times.join('|')})`);
}

test('a staff member checks in and out with the location the browser gives', async ({
  adminApi,
  browser,
  request,
}) => {
  const person = await addLeaveEmployee(adminApi, 'Ong Wei Jie');
  const staffApi = await ApiClient.signIn(request, person.account);
  const day = await staffApi.data<{
    workDate: string;
    branches: { id: string; name: string; timeZone: string }[];
    suggestedBranchId: string;
  }>('GET', '/staff/attendance/today');
  const branch = day.branches.find((b) => b.id === day.suggestedBranchId);
  if (!branch) throw new Error('The demo has no branch to check in at');

  const page = await staffWithLocation(browser, person.account);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Attendance' })
    .click();
  await expect(page.getByRole('heading', { name: 'My attendance' })).toBeVisible();
  await page.getByRole('link', { name: 'Check in' }).click();

  await expect(page).toHaveURL(/\/staff-attendance\/check-in$/);
  await expect(page.getByText(usDate(day.workDate), { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Branch/Outlet' })).toHaveValue(branch.name);
  const location = page.getByRole('group', { name: 'Your location' });
  await expect(location).toContainText('Location found (± 15 m)');
  await page.getByLabel('Note').fill('Opening the office');
  const checkedInAt = clockNear(branch.timeZone);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(successDialog(page)).toContainText('You are checked in.');
  await expect(page).toHaveURL(/\/staff-attendance$/);

  const logs = page.getByRole('table', { name: 'My attendance logs' });
  const row = logs.getByRole('row').filter({ hasText: usDate(day.workDate) });
  await expect(row.getByRole('cell').nth(2)).toHaveText(checkedInAt);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Not yet');

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/staff-attendance\/check-out\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Note')).toHaveValue('Opening the office');
  await expect(location).toContainText('Location found (± 15 m)');
  const checkedOutAt = clockNear(branch.timeZone);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(successDialog(page)).toContainText('You are checked out.');
  await expect(page).toHaveURL(/\/staff-attendance$/);

  await expect(row.getByRole('cell').nth(3)).toHaveText(checkedOutAt);
  await expect(page.getByRole('link', { name: 'Check in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Check out' })).toHaveCount(0);
  await expect(page.getByText(/^Checked out today at \d\d:\d\d$/)).toBeVisible();
  const daysWorked = page
    .getByRole('list', { name: 'Month summary' })
    .getByRole('listitem', { name: 'Days worked' });
  await expect(daysWorked.getByText('1', { exact: true })).toBeVisible();

  await row.getByRole('link', { name: usDate(day.workDate) }).click();
  await expect(
    page.getByRole('heading', { name: `Attendance on ${usDate(day.workDate)}` }),
  ).toBeVisible();
  await expect(page.getByText('1.28392, 103.85153 (± 15 m)')).toHaveCount(2);
  await expect(page.getByText('Opening the office')).toBeVisible();

  // One check-in a work day: the server says when it was.
  const again = await staffApi.send('POST', '/staff/attendance/check-in', {
    branchId: branch.id,
    position: null,
    note: null,
  });
  expect(again.status).toBe(409);
  expect(again.body.message).toMatch(
    new RegExp(`^You have already checked in for ${usDate(day.workDate)} at \\d\\d:\\d\\d$`),
  );
  await page.context().close();
});
