import { expect, test } from '../fixtures.js';
import { singaporeDay, usDate } from '../support/dates.js';
import { addLeaveEmployee } from '../support/leave.js';
import {
  chooseOption,
  mainNavigation,
  PagedTable,
  successDialog,
  typeDate,
} from '../support/pages.js';

// The admins' side of attendance corrections (#16): an admin records a day a person of the test's
// own worked without checking in, changes it, and finds the change kept in Audits as a completed
// form; and asks a person for a day's times, then turns the form down. The days are a few days
// back in Singapore, where the demo's branches are, and after the person's employment began.

type Branch = { id: string; name: string; timeZone: string; isActive: boolean };
type Log = { id: string };

test('an admin records a log, changes it, and finds the change in Audits as completed', async ({
  adminPage: page,
  adminApi,
}) => {
  const person = await addLeaveEmployee(adminApi, 'Ong Jia Hui');
  const branches = await adminApi.data<Branch[]>('GET', '/organization/branches');
  const branch = branches.find((b) => b.isActive && b.timeZone === 'Asia/Singapore');
  if (!branch) throw new Error('The demo has no active branch in Singapore');
  const workDate = singaporeDay(-3).iso;

  await mainNavigation(page).getByRole('link', { name: 'Attendance logs' }).click();
  await page.getByRole('link', { name: 'Record a log' }).click();
  await expect(page).toHaveURL(/\/attendance\/log-list\/create$/);
  await page.getByRole('combobox', { name: 'Employee' }).fill(person.name);
  await page.getByRole('option', { name: person.name }).click();
  await typeDate(page.getByRole('textbox', { name: 'Work date' }), usDate(workDate));
  await expect(page.getByRole('textbox', { name: 'Check-in date' })).toHaveValue(usDate(workDate));
  await chooseOption(page, 'Branch/Outlet', branch.name);
  await expect(
    page.getByText(`Times on the clock of ${branch.name} (Asia/Singapore).`),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Check-in time' }).fill('09:00');
  await page.getByRole('textbox', { name: 'Check-out time' }).fill('18:00');
  await page
    .getByRole('textbox', { name: 'Reason' })
    .fill('Phone battery flat; the manager saw them');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Attendance log has been saved');
  await expect(page).toHaveURL(/\/attendance\/log-list\/[0-9a-f-]{36}$/);
  const logId = page.url().split('/').at(-1);

  const clockings = page.getByRole('region', { name: 'Check-in and check-out' });
  await expect(clockings).toContainText('09:00');
  await expect(clockings).toContainText('18:00');
  await expect(page.getByRole('region', { name: 'Day' })).toContainText('Recorded by an admin');

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/attendance/log-list/edit/${logId}$`));
  await expect(page.getByRole('textbox', { name: 'Employee' })).toHaveValue(person.name);
  await expect(page.getByRole('textbox', { name: 'Check-in time' })).toHaveValue('09:00');
  await page.getByRole('textbox', { name: 'Check-out time' }).fill('17:30');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Left at half past five');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Attendance log has been saved');
  await expect(page).toHaveURL(new RegExp(`/attendance/log-list/${logId}$`));
  await expect(clockings).toContainText('17:30');

  // Both changes are kept on the day, each a form opened and applied at once.
  const history = page.getByRole('region', { name: 'Audit history' });
  await expect(history.getByRole('article')).toHaveCount(2);
  await expect(history.getByRole('article').first()).toContainText('Left at half past five');
  await expect(history.getByRole('article').first()).toContainText('09:00 – 17:30');

  await mainNavigation(page).getByRole('link', { name: 'Audits' }).click();
  await expect(page).toHaveURL(/\/attendance\/audits$/);
  await page.getByRole('textbox', { name: 'Search' }).fill(person.name);
  const audits = new PagedTable(page, 'Audit forms');
  const row = await audits.findRow('Left at half past five');
  await expect(row.getByRole('cell').nth(1)).toHaveText(usDate(workDate));
  await expect(row.getByRole('cell').nth(2)).toHaveText('Opened by an admin');
  await expect(row.getByRole('cell').nth(3)).toHaveText('CompletedApplied');

  await row.getByRole('button', { name: person.name }).click();
  const panel = page.getByRole('dialog', { name: `${person.name}, ${usDate(workDate)}` });
  await expect(panel).toContainText('09:00 – 18:00');
  await expect(panel.getByRole('region', { name: 'History' })).toContainText('Applied to the log');
  await expect(panel.getByRole('region', { name: 'Review' })).toHaveCount(0);
  await panel.getByRole('link', { name: "Open the day's attendance log" }).click();
  await expect(page).toHaveURL(new RegExp(`/attendance/log-list/${logId}$`));
});

test("an admin asks an employee for a day's times, then turns the form down", async ({
  adminPage: page,
  adminApi,
}) => {
  const person = await addLeaveEmployee(adminApi, 'Ong Kai Wen');
  const branches = await adminApi.data<Branch[]>('GET', '/organization/branches');
  const branch = branches.find((b) => b.isActive && b.timeZone === 'Asia/Singapore');
  if (!branch) throw new Error('The demo has no active branch in Singapore');
  const workDate = singaporeDay(-4).iso;
  const log = await adminApi.data<Log>('POST', '/attendance/logs', {
    employeeId: person.id,
    workDate,
    branchId: branch.id,
    checkInAt: `${workDate}T09:00:00+08:00`,
    checkOutAt: `${workDate}T18:00:00+08:00`,
    reason: 'Recorded for the test',
  });

  await page.goto(`/attendance/log-list/${log.id}`);
  const history = page.getByRole('region', { name: 'Audit history' });
  await history.getByRole('button', { name: 'Ask the employee' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask the employee' });
  await ask.getByRole('textbox', { name: 'Reason' }).fill('When did you leave that day?');
  await ask.getByRole('button', { name: 'Ask' }).click();
  await expect(successDialog(page)).toContainText('The employee has been asked for the times');
  const waiting = history.getByRole('article', { name: 'Opened by an admin: Pending Employee' });
  await expect(waiting).toContainText('When did you leave that day?');
  await expect(history.getByRole('button', { name: 'Ask the employee' })).toHaveCount(0);

  await waiting.getByRole('link', { name: 'Review in Audits' }).click();
  await expect(page).toHaveURL(/\/attendance\/audits\?form=/);
  const panel = page.getByRole('dialog', { name: `${person.name}, ${usDate(workDate)}` });
  const review = panel.getByRole('region', { name: 'Review' });
  await expect(review).toContainText(`Waiting for ${person.name} to give the times.`);
  await expect(review.getByRole('button', { name: 'Apply to the log' })).toHaveCount(0);
  await review.getByRole('button', { name: 'Turn down' }).click();
  await expect(review.getByText('Say why it is turned down')).toBeVisible();
  await review.getByRole('textbox', { name: 'Comment' }).fill('Found the gate record instead');
  await review.getByRole('button', { name: 'Turn down' }).click();
  await expect(successDialog(page)).toContainText('The form has been turned down');
  await expect(panel).toContainText('CompletedTurned down');
  await expect(panel.getByRole('region', { name: 'History' })).toContainText(
    'Found the gate record instead',
  );
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/attendance\/audits$/);

  await page.getByRole('textbox', { name: 'Search' }).fill(person.name);
  const row = await new PagedTable(page, 'Audit forms').findRow('When did you leave that day?');
  await expect(row.getByRole('cell').nth(3)).toHaveText('CompletedTurned down');
});
