import { expect, test } from '../fixtures.js';
import { ApiClient } from '../support/api.js';
import { usDate } from '../support/dates.js';
import { addLeaveEmployee } from '../support/leave.js';
import { mainNavigation, PagedTable } from '../support/pages.js';

// The admins' monthly attendance summary: a person of the test's own checks in and out through
// the API, as the check-in screen would; the admin finds them in this month's summary by name,
// opens their month, and from it the day's log. The server runs on the real clock, so the log is
// today's, whatever the day. The person's attendance log is off on their record: they are in the
// summary because they have a log of the month.

type CheckInBranch = { id: string; name: string; hasGeofence: boolean };
type Today = { branches: CheckInBranch[]; suggestedBranchId: string | null };
type Log = { id: string; workDate: string };

/** "2026-11-25" → "November 2026", as the month picker shows it. */
const monthText = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test("an admin finds a person's month in the attendance summary and opens its logs", async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const person = await addLeaveEmployee(adminApi, 'Chua Li Ting');
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

  await mainNavigation(page).getByRole('link', { name: 'Attendance summary' }).click();
  await expect(page).toHaveURL(/\/attendance\/summary$/);
  await expect(page.getByRole('heading', { name: 'Attendance summary', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: monthText(log.workDate) })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(person.name);
  await expect(page).toHaveURL(/[?&]search=/);
  const summary = new PagedTable(page, 'Attendance summary');
  const row = await summary.findRow(person.name);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toContainText('Attendance log off');
  // Days worked, then absences.
  await expect(cells.nth(1)).toHaveText('1');
  await expect(cells.nth(2)).toHaveText('—');

  await row.getByRole('link', { name: person.name }).click();
  await expect(page).toHaveURL(
    new RegExp(`/attendance/summary/${person.id}\\?month=${log.workDate.slice(0, 7)}$`),
  );
  await expect(
    page.getByRole('heading', { name: `${person.name}'s attendance`, level: 1 }),
  ).toBeVisible();
  const totals = page.getByRole('list', { name: 'Month totals' });
  await expect(totals.getByRole('listitem', { name: 'Days worked' })).toContainText('1');
  await expect(page.getByText('payroll does not take these figures')).toBeVisible();
  const logs = page.getByRole('table', { name: `Attendance logs of ${monthText(log.workDate)}` });
  const day = logs.getByRole('row').filter({ hasText: usDate(log.workDate) });
  await expect(day).toContainText(branch.name);

  // Back to the summary as it was left: the search still in place.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/attendance\/summary\?search=/);
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(person.name);
  await page.goBack();

  await day.getByRole('link', { name: usDate(log.workDate) }).click();
  await expect(page).toHaveURL(new RegExp(`/attendance/log-list/${log.id}$`));
  await expect(page.getByRole('region', { name: 'Employee' })).toContainText(person.name);
});
