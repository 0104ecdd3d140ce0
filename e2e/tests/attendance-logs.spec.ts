import { expect, test } from '../fixtures.js';
import { ApiClient } from '../support/api.js';
import { usDate } from '../support/dates.js';
import { addLeaveEmployee } from '../support/leave.js';
import { mainNavigation, PagedTable } from '../support/pages.js';

// The admins' attendance logs: a person of the test's own checks in and out through the API, as
// the check-in screen would; the admin finds the log in the list by the person's name, opens it,
// and sees it on the employee record's Attendance tab. The server runs on the real clock, so the
// log is today's, whatever the day.

type CheckInBranch = { id: string; name: string; timeZone: string; hasGeofence: boolean };
type Today = { workDate: string; branches: CheckInBranch[]; suggestedBranchId: string | null };
type Log = {
  id: string;
  workDate: string;
  checkInAt: string;
  checkOutAt: string | null;
  branch: { name: string; timeZone: string };
};

/** An instant as HH:mm on a zone's clock, as the log screens show it. */
const clockIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

test('an admin finds a check-in in the attendance logs, opens it, and sees it on the employee record', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const person = await addLeaveEmployee(adminApi, 'Goh Mei Xin');
  const staff = await ApiClient.signIn(request, person.account);
  const today = await staff.data<Today>('GET', '/staff/attendance/today');
  // A branch that does not measure where people are, so a check-in without a position counts.
  const branch =
    today.branches.find((b) => !b.hasGeofence) ??
    today.branches.find((b) => b.id === today.suggestedBranchId);
  if (!branch) throw new Error('The demo has no branch to check in at');
  const checkedIn = await staff.data<Log>('POST', '/staff/attendance/check-in', {
    branchId: branch.id,
    position: null,
  });
  const log = await staff.data<Log>('POST', `/staff/attendance/${checkedIn.id}/check-out`, {
    position: null,
  });
  if (!log.checkOutAt) throw new Error('The check-out has no time');
  const checkIn = clockIn(log.checkInAt, branch.timeZone);
  const checkOut = clockIn(log.checkOutAt, branch.timeZone);

  await mainNavigation(page).getByRole('link', { name: 'Attendance logs' }).click();
  await expect(page).toHaveURL(/\/attendance\/log-list$/);
  await expect(page.getByRole('heading', { name: 'Attendance logs' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(person.name);
  await expect(page).toHaveURL(/[?&]search=/);
  const logs = new PagedTable(page, 'Attendance logs');
  const row = await logs.findRow(person.name);
  await expect(row.getByRole('cell').nth(0)).toHaveText(
    `${person.name}LV-${person.name.split(' ').at(-1)}`,
  );
  await expect(row.getByRole('cell').nth(1)).toHaveText(usDate(log.workDate));
  await expect(row.getByRole('cell').nth(2)).toHaveText(branch.name);
  await expect(row.getByRole('cell').nth(4)).toHaveText(checkIn);
  await expect(row.getByRole('cell').nth(5)).toHaveText(checkOut);

  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/attendance/log-list/${log.id}$`));
  const employee = page.getByRole('region', { name: 'Employee' });
  await expect(employee).toContainText(person.name);
  const day = page.getByRole('region', { name: 'Day' });
  await expect(day).toContainText(usDate(log.workDate));
  await expect(day).toContainText('Checked in by the employee');
  const clockings = page.getByRole('region', { name: 'Check-in and check-out' });
  await expect(clockings).toContainText(checkIn);
  await expect(clockings).toContainText(checkOut);

  // Back to the list as it was left: the search still in place.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/attendance\/log-list\?search=/);
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(person.name);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/attendance/log-list/${log.id}$`));
  await employee.getByRole('link', { name: person.name }).click();
  await expect(page).toHaveURL(
    new RegExp(`/employees/${person.id}/attendance-logs\\?month=${log.workDate.slice(0, 7)}$`),
  );
  await expect(page.getByRole('tab', { name: 'Attendance', selected: true })).toBeVisible();
  const tab = page.getByRole('region', { name: 'Attendance logs' });
  await expect(
    tab.getByRole('listitem', { name: 'Days worked' }).getByText('1', { exact: true }),
  ).toBeVisible();
  const tabRow = tab.getByRole('row').filter({ hasText: usDate(log.workDate) });
  await expect(tabRow).toContainText(checkIn);
  await expect(tabRow).toContainText(checkOut);
  await tabRow.getByRole('link', { name: usDate(log.workDate) }).click();
  await expect(page).toHaveURL(new RegExp(`/attendance/log-list/${log.id}$`));
});
