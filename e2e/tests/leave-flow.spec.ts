import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { ApiClient } from '../support/api.js';
import { usDate } from '../support/dates.js';
import {
  addLeaveEmployee,
  employeeIdOf,
  leaveTypeId,
  ownWorkingDays,
  staffPageOf,
} from '../support/leave.js';
import { chooseOption, PagedTable, successDialog, typeDate } from '../support/pages.js';
import { generatePayroll, payrollCandidates } from '../support/payroll.js';
import { expectFitsPhone, phone } from '../support/phone.js';

// Leave as staff take it: applying, the decision by an admin or the manager, the balance it
// leaves and the no-pay leave a payslip deducts. Each test makes an employee of its own (see
// support/leave.ts). The payslip is September 2027's, generated here for that employee alone and
// deleted at the end: no other spec pays that month (payroll-filing.spec takes 2027's first free
// month from January, payroll-ir8a.spec December; the statutory tables end with 2027).

const noPayDates = { start: '2027-09-06', end: '2027-09-07' };

/** "2 days", "1 day", "2.5 days": an amount of days as the screens say it. */
const daysWords = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** "12/03/2026 – 12/04/2026", or the one date: a request's dates as its row shows them. */
const datesText = ({ start, end }: { start: string; end: string }) =>
  start === end ? usDate(start) : `${usDate(start)} – ${usDate(end)}`;

/** The staff member's balance card of a leave type on /staff-leaves. */
const balanceCard = (page: Page, type: string) =>
  page.getByRole('list', { name: 'My balances' }).getByRole('listitem', { name: type });

/** The days a balance card says are available. */
async function availableOn(card: Locator): Promise<number> {
  await expect(card).toContainText(/available/);
  const figure = /(-?\d+(?:\.\d)?) (?:of .+ )?days? available/.exec(
    (await card.textContent()) ?? '',
  );
  if (!figure?.[1]) throw new Error(`No available days on the card: ${await card.textContent()}`);
  return Number(figure[1]);
}

/** Fills in the apply form: the type, the dates, a reason. */
async function fillRequest(
  page: Page,
  type: string,
  dates: { start: string; end: string },
  reason: string,
) {
  await chooseOption(page, 'Leave type', type);
  await typeDate(page.getByLabel('Start date'), usDate(dates.start));
  await typeDate(page.getByLabel('End date'), usDate(dates.end));
  await page.getByLabel('Reason').fill(reason);
}

/** The admin's leave requests, searched for one person. */
async function adminRequestsOf(page: Page, name: string): Promise<PagedTable> {
  await page.goto('/leaves/leaves-summary');
  await expect(page.getByRole('heading', { name: 'Leave requests' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  // The search applies once typing pauses; a click before then would be undone by it.
  await expect(page).toHaveURL(/[?&]search=/);
  return new PagedTable(page, 'Leave requests');
}

test('staff apply for annual and no-pay leave; the admin approves; the balance and the payslip show it', async ({
  adminPage,
  adminApi,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const person = await addLeaveEmployee(adminApi, 'Koh Mei Xin');
  const staffApi = await ApiClient.signIn(request, person.account);
  const annualDates = await ownWorkingDays(
    staffApi,
    await leaveTypeId(staffApi, 'Annual leave', true),
    2,
  );
  const page = await staffPageOf(browser, person.account);

  // Applying: the days counted and the balance they leave, before sending.
  await page.getByRole('link', { name: 'Leave', exact: true }).click();
  await expect(page).toHaveURL(/\/staff-leaves$/);
  const card = balanceCard(page, 'Annual leave');
  const before = await availableOn(card);
  expect(before).toBeGreaterThanOrEqual(2);
  await page.getByRole('link', { name: 'Apply for leave' }).click();
  await expect(page).toHaveURL(/\/staff-leaves\/create$/);
  await fillRequest(page, 'Annual leave', annualDates, 'Family trip to Melaka');
  const preview = page.getByRole('status', { name: 'Preview' });
  await expect(preview).toContainText('Counts 2 days');
  await expect(preview).toContainText(`Balance after: ${daysWords(before - 2)}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(successDialog(page)).toContainText('Leave request has been submitted');
  await expect(page).toHaveURL(/\/staff-leaves$/);
  const myRequests = page.getByRole('table', { name: 'My leave requests' });
  const annualRow = myRequests.getByRole('row').filter({ hasText: 'Annual leave' });
  await expect(annualRow).toContainText(datesText(annualDates));
  await expect(annualRow).toContainText('Pending');
  // A pending request holds its days already.
  await expect(card).toContainText(/Pending\s*2/);
  expect(await availableOn(card)).toBe(before - 2);

  // The admin approves it from the list, with a comment.
  const requests = await adminRequestsOf(adminPage, person.name);
  const row = await requests.findRow(person.name, 'Annual leave');
  await row
    .getByRole('button', { name: `Approve ${person.name}'s leave, ${datesText(annualDates)}` })
    .click();
  const approve = adminPage.getByRole('dialog', { name: 'Approve leave' });
  await expect(approve).toContainText(`Approving ${person.name}'s leave: Annual leave`);
  await approve.getByLabel('Comment').fill('Enjoy the trip');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(successDialog(adminPage)).toContainText('Leave request has been approved');
  await expect(row).toContainText('Approved');

  // The staff member's balance: the days are taken now, no longer pending.
  await page.reload();
  await expect(annualRow).toContainText('Approved');
  await expect(card).toContainText(/Taken\s*2/);
  await expect(card).toContainText(/Pending\s*0/);
  expect(await availableOn(card)).toBe(before - 2);

  // No-pay leave: no balance to leave, but the month's payslip deducts it.
  await page.getByRole('link', { name: 'Apply for leave' }).click();
  await fillRequest(page, 'No-pay leave', noPayDates, 'Moving house');
  await expect(preview).toContainText('Counts 2 days');
  await expect(preview).not.toContainText('Balance after');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(successDialog(page)).toContainText('Leave request has been submitted');
  await expect(
    myRequests.getByRole('row').filter({ hasText: 'No-pay leave' }).filter({ hasText: 'Pending' }),
  ).toBeVisible();

  // The admin approves this one from the request's own page.
  const noPayRow = await (await adminRequestsOf(adminPage, person.name)).findRow(
    person.name,
    'No-pay leave',
  );
  await noPayRow.getByRole('link', { name: /^View / }).click();
  await expect(adminPage).toHaveURL(/\/leaves\/leaves-summary\/[0-9a-f-]{36}$/);
  await expect(adminPage.getByRole('heading', { name: 'Leave request' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approve' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Approve leave' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(successDialog(adminPage)).toContainText('Leave request has been approved');
  await expect(adminPage.getByText('Status', { exact: true }).locator('..')).toContainText(
    'Approved',
  );

  const { paymentDate, payable } = await payrollCandidates(adminApi, 2027, 9);
  expect(payable.map((c) => c.employeeId)).toContain(person.id);
  const payrollId = await generatePayroll(adminApi, {
    year: 2027,
    month: 9,
    dateOfPayment: paymentDate,
    employeeIds: [person.id],
  });
  await adminPage.goto(`/payroll/${payrollId}`);
  await adminPage.getByRole('link', { name: person.name }).click();
  await expect(adminPage).toHaveURL(/\/payslip\/[0-9a-f-]{36}\/view$/);
  const absence = adminPage
    .getByRole('table', { name: 'Payslip lines' })
    .getByRole('row')
    .filter({ hasText: 'Absence' });
  await expect(absence).toContainText('Remarks: No-pay leave: 09/06/2027, 09/07/2027');
  await expect(absence).toContainText('-$');

  await adminApi.data('DELETE', `/payroll/${payrollId}`);
  await page.context().close();
});

test('staff edit a pending request and cancel another; their manager approves from To approve', async ({
  adminApi,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const manager = { email: 'ng.kokleong@tembusu.example', password: 'Demo@2026' };
  const person = await addLeaveEmployee(
    adminApi,
    'Lee Hui Ling',
    await employeeIdOf(adminApi, 'Ng Kok Leong'),
  );
  const staffApi = await ApiClient.signIn(request, person.account);
  const annualLeave = await leaveTypeId(staffApi, 'Annual leave', true);
  // A day asked for, then made two; and a day cancelled, apart from them.
  const edited = await ownWorkingDays(staffApi, annualLeave, 2);
  const dropped = await ownWorkingDays(staffApi, annualLeave, 1, [edited]);
  const asked = await staffApi.data<{ id: string }>('POST', '/staff/leaves', {
    leaveTypeId: annualLeave,
    startDate: edited.start,
    endDate: edited.start,
  });
  await staffApi.data('POST', '/staff/leaves', {
    leaveTypeId: annualLeave,
    startDate: dropped.start,
    endDate: dropped.end,
  });

  const page = await staffPageOf(browser, person.account);
  await page.goto('/staff-leaves');
  const myRequests = page.getByRole('table', { name: 'My leave requests' });
  await myRequests
    .getByRole('row')
    .filter({ hasText: usDate(edited.start) })
    .getByRole('link', { name: 'Annual leave' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/staff-leaves/${asked.id}$`));
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff-leaves-summary/edit/${asked.id}$`));
  await expect(page.getByRole('heading', { name: 'Edit leave request' })).toBeVisible();
  await expect(page.getByLabel('Start date')).toHaveValue(usDate(edited.start));
  await typeDate(page.getByLabel('End date'), usDate(edited.end));
  await expect(page.getByRole('status', { name: 'Preview' })).toContainText('Counts 2 days');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successDialog(page)).toContainText('Leave request has been saved');
  await expect(page).toHaveURL(new RegExp(`/staff-leaves/${asked.id}$`));
  await expect(page.getByText('Days counted').locator('..')).toContainText('2 days');
  await expect(page.getByText('Dates', { exact: true }).locator('..')).toContainText(
    datesText(edited),
  );

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/staff-leaves$/);
  await myRequests
    .getByRole('button', { name: `Cancel Annual leave, ${datesText(dropped)} (1 day)` })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel leave request' });
  await expect(cancel).toContainText('Are you sure you want to proceed?');
  await cancel.getByLabel('Reason for cancelling').fill('Plans changed');
  await cancel.getByRole('button', { name: 'Cancel leave' }).click();
  await expect(successDialog(page)).toContainText('Leave request has been cancelled');
  await expect(myRequests.getByRole('row').filter({ hasText: datesText(dropped) })).toContainText(
    'Cancelled',
  );

  // The reporting manager finds it among the requests waiting for them.
  const managerPage = await staffPageOf(browser, { ...manager, organizationId: 'DEMO' });
  await managerPage.goto('/staff-leaves');
  await managerPage.getByRole('tab', { name: /^To approve/ }).click();
  const waiting = new PagedTable(managerPage, 'Leave requests to approve');
  const row = await waiting.findRow(person.name);
  await expect(row).toContainText(datesText(edited));
  await row
    .getByRole('button', {
      name: `Approve ${person.name}'s Annual leave, ${datesText(edited)} (2 days)`,
    })
    .click();
  const approve = managerPage.getByRole('dialog', { name: 'Approve leave' });
  await approve.getByLabel('Comment').fill('Approved, cover arranged');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(successDialog(managerPage)).toContainText('Leave request has been approved');

  await page.reload();
  await expect(myRequests.getByRole('row').filter({ hasText: datesText(edited) })).toContainText(
    'Approved',
  );
  await managerPage.context().close();
  await page.context().close();
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('applying for leave fits a phone, with the preview of the days', async ({
    staffPage: page,
  }) => {
    await page.goto('/staff-leaves/create');
    await expectFitsPhone(page, '/staff-leaves/create');
    await chooseOption(page, 'Leave type', 'Annual leave');
    // A weekday far enough ahead that nothing of Tan Wei Ming's is there; it is never sent.
    await typeDate(page.getByLabel('Start date'), usDate(noPayDates.start));
    await expect(page.getByRole('status', { name: 'Preview' })).toContainText('Counts 1 day');
    await expectFitsPhone(page, '/staff-leaves/create with its preview');
  });
});
