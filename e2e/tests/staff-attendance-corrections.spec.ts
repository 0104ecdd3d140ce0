import { expect, test } from '../fixtures.js';
import type { ApiClient } from '../support/api.js';
import { addDays, singaporeNow, usDate } from '../support/dates.js';
import { staffPageOf } from '../support/leave.js';
import { successDialog, typeDate } from '../support/pages.js';
import { addStaffEmployee, type StaffEmployee } from '../support/staff.js';

// Attendance corrections as staff make them: asking for a day's times to be corrected, and
// answering a form an admin opened. Each test makes an employee of its own, so the forms it finds
// are its own; the admin's side goes through the API, as the admins' screens would. The server
// runs on the real clock: the days are a few days back in Singapore, where the demo's people are.

type Audit = {
  id: string;
  workDate: string;
  status: string;
  outcome: string | null;
  proposed: { checkInAt: string | null; checkOutAt: string | null };
};

/** The instant of a Singapore (UTC+8) wall-clock date and time. */
const singaporeInstant = (date: string, time: string) =>
  new Date(`${date}T${time}:00+08:00`).toISOString();

function correctionEmployee(adminApi: ApiClient): Promise<StaffEmployee> {
  return addStaffEmployee(adminApi, {
    surname: 'Koh Jia Hui',
    prefix: 'correction',
    code: 'CR',
    roleTitle: 'Store Supervisor',
  });
}

/** The employee's forms, as the admins' audit list finds them. */
async function formsOf(adminApi: ApiClient, employeeId: string): Promise<Audit[]> {
  const page = await adminApi.data<{ items: Audit[] }>(
    'GET',
    `/attendance/audits?${new URLSearchParams({ employeeId, pageSize: '100' })}`,
  );
  return page.items;
}

test('a staff member asks for a day to be corrected and sees it applied', async ({
  adminApi,
  browser,
}) => {
  const person = await correctionEmployee(adminApi);
  const day = addDays(singaporeNow().date, -3);
  const page = await staffPageOf(browser, person.account);
  await page.goto('/staff-attendance');
  await expect(page.getByRole('heading', { name: 'My attendance' })).toBeVisible();
  await expect(page.getByText('No correction requests yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Ask for a correction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a correction' });
  await typeDate(dialog.getByRole('textbox', { name: 'Work date' }), usDate(day));
  await expect(dialog.getByRole('textbox', { name: 'Check-in date' })).toHaveValue(usDate(day));
  await dialog.getByLabel('Check-in time').fill('09:00');
  await dialog.getByLabel('Check-out time').fill('18:00');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Forgot to check in at the pop-up');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(successDialog(page)).toContainText('Your correction request has been sent');

  const requests = page.getByRole('table', { name: 'My correction requests' });
  const row = requests.getByRole('row').filter({ hasText: usDate(day) });
  await expect(row).toContainText('09:00 – 18:00');
  await expect(row).toContainText('Pending Reviewer');

  // Asking again for the same day is refused while its form is open.
  await page.getByRole('button', { name: 'Ask for a correction' }).click();
  await typeDate(dialog.getByRole('textbox', { name: 'Work date' }), usDate(day));
  await dialog.getByLabel('Check-in time').fill('09:30');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Once more');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('alert')).toContainText('has an open form already');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const [form] = await formsOf(adminApi, person.id);
  if (!form) throw new Error('The request made no form');
  expect(form.status).toBe('Pending Reviewer');
  expect(form.proposed).toEqual({
    checkInAt: singaporeInstant(day, '09:00'),
    checkOutAt: singaporeInstant(day, '18:00'),
  });
  await adminApi.data('POST', `/attendance/audits/${form.id}/review`, {
    decision: 'apply',
    ...form.proposed,
    comment: null,
  });

  await page.reload();
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Applied');
  await row.getByRole('button', { name: usDate(day) }).click();
  const opened = page.getByRole('dialog', { name: `Correction form of ${usDate(day)}` });
  await expect(opened).toContainText(/Applied to the log by /);
  await opened.getByRole('link', { name: 'Open the log' }).click();

  await expect(page.getByRole('heading', { name: `Attendance on ${usDate(day)}` })).toBeVisible();
  const last = page.getByRole('region', { name: 'Last correction' });
  await expect(last).toContainText('Completed');
  await expect(last).toContainText('Forgot to check in at the pop-up');
  const times = page.getByRole('region', { name: 'Check-in and check-out' });
  await expect(times).toContainText('09:00');
  await expect(times).toContainText('18:00');
  await page.context().close();
});

test('a staff member answers a form an admin opened', async ({ adminApi, browser }) => {
  const person = await correctionEmployee(adminApi);
  const day = addDays(singaporeNow().date, -2);
  const opened = await adminApi.data<Audit>('POST', '/attendance/audits', {
    employeeId: person.id,
    workDate: day,
    reason: 'You were at the client all day: give your times',
  });
  expect(opened.status).toBe('Pending Employee');

  const page = await staffPageOf(browser, person.account);
  await page.goto('/staff-attendance');
  const waiting = page.getByRole('region', { name: 'Waiting for you' });
  const item = waiting.getByRole('listitem', { name: usDate(day) });
  await expect(item).toContainText('You were at the client all day: give your times');
  await expect(item).toContainText('Recorded: No times');
  await item.getByRole('button', { name: 'Answer' }).click();

  const dialog = page.getByRole('dialog', { name: 'Answer the form' });
  await expect(dialog.getByRole('textbox', { name: 'Check-in date' })).toHaveValue(usDate(day));
  await dialog.getByLabel('Check-in time').fill('08:30');
  await dialog.getByLabel('Check-out time').fill('17:45');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog.getByText('Say what happened')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('At the Jurong client site');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(successDialog(page)).toContainText('Your answer has been sent');

  await expect(waiting).toBeHidden();
  const row = page
    .getByRole('table', { name: 'My correction requests' })
    .getByRole('row')
    .filter({ hasText: usDate(day) });
  await expect(row).toContainText('Opened by an admin');
  await expect(row).toContainText('08:30 – 17:45');
  await expect(row).toContainText('Pending Reviewer');

  const answered = await adminApi.data<Audit>('GET', `/attendance/audits/${opened.id}`);
  expect(answered.status).toBe('Pending Reviewer');
  expect(answered.proposed).toEqual({
    checkInAt: singaporeInstant(day, '08:30'),
    checkOutAt: singaporeInstant(day, '17:45'),
  });
  await page.context().close();
});
