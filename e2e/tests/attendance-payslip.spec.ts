import { expect, test } from '../fixtures.js';
import { employmentEnd } from '../support/leave.js';
import { chooseOption } from '../support/pages.js';
import { addStaffEmployee } from '../support/staff.js';

// The payslip pays the overtime of the attendance log (#16): a person of the test's own, with
// attendance on and a monthly salary, has two days of August 2026 logged through the API, the
// first day's overtime approved and the second's left waiting. The admin generates August's
// payroll for them through the screens and reads the overtime line of their payslip, then the
// payroll is deleted. No other spec pays August 2026; the days are a Monday and a Tuesday clear of
// National Day (observed on 10 August that year).

type Branch = { id: string; name: string; timeZone: string; isActive: boolean };
type Log = {
  id: string;
  dayKind: string;
  overtimeMinutes: number;
  overtimeApproved: boolean | null;
};

const salaryCents = 420_000;
/** The demo's 'Monthly Staff' template pays a normal day's overtime at 1.5 times the hourly rate. */
const normalDayMultiple = [3, 2] as const;
/** The Employment Act's hours a year for a monthly salary's hourly rate (52 weeks × 44 hours). */
const hoursPerYear = 2288;

/** n ÷ d for non-negative integers, rounded half up, as the engine rounds. */
const rounded = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

const cents = (amount: number) =>
  `$${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

/**
 * The hourly rate at a multiple, as the Value column shows it: to a hundredth of a cent, without
 * the zeros after the cents ("$33.042").
 */
function rateText(multiple: readonly [number, number]): string {
  const tenThousandths = rounded(12 * salaryCents * 100 * multiple[0], hoursPerYear * multiple[1]);
  const dollars = Math.floor(tenThousandths / 10_000);
  const fraction = String(tenThousandths % 10_000).padStart(4, '0');
  return `$${dollars}.${fraction.slice(0, 2)}${fraction.slice(2).replace(/0+$/, '')}`;
}

/** What overtime minutes at a multiple pay, in cents: 12 × salary ÷ 2288 an hour, rounded once. */
const overtimePay = (minutes: number, multiple: readonly [number, number]) =>
  rounded(12 * salaryCents * minutes * multiple[0], hoursPerYear * 60 * multiple[1]);

test("the payslip pays a month's approved overtime from the attendance log, and names the day waiting", async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const settings = await adminApi.data<{ overtimeNeedsApproval: boolean }>(
    'GET',
    '/attendance/settings',
  );
  expect(settings.overtimeNeedsApproval, 'the demo asks for overtime to be approved').toBe(true);
  const templates = await adminApi.data<{ id: string; name: string }[]>(
    'GET',
    '/payroll/pay-scheme-templates/options',
  );
  const person = await addStaffEmployee(
    adminApi,
    { surname: 'Koh Wei Jie', prefix: 'overtime', code: 'OT', roleTitle: 'Operations Executive' },
    {
      employmentEndDate: employmentEnd,
      salaryAmount: cents(salaryCents).slice(1),
      paySchemeTemplateId: templates.find((t) => t.name === 'Monthly Staff')?.id ?? null,
      isTurnOnAttendLog: true,
    },
  );
  const branches = await adminApi.data<Branch[]>('GET', '/organization/branches');
  const branch = branches.find((b) => b.isActive && b.timeZone === 'Asia/Singapore');
  if (!branch) throw new Error('The demo has no active branch in Singapore');

  // The working day ends at 18:00: two hours past it on the Monday, an hour and a half on the
  // Tuesday, each waiting for approval once recorded.
  const logDay = (workDate: string, checkOut: string) =>
    adminApi.data<Log>('POST', '/attendance/logs', {
      employeeId: person.id,
      workDate,
      branchId: branch.id,
      checkInAt: `${workDate}T09:00:00+08:00`,
      checkOutAt: `${workDate}T${checkOut}:00+08:00`,
      reason: 'Stayed for the stock count',
    });
  const approved = await logDay('2026-08-03', '20:00');
  const waiting = await logDay('2026-08-04', '19:30');
  for (const [log, minutes] of [
    [approved, 120],
    [waiting, 90],
  ] as const) {
    expect(log).toMatchObject({
      dayKind: 'normal',
      overtimeMinutes: minutes,
      overtimeApproved: false,
    });
  }
  await adminApi.data('POST', `/attendance/logs/${approved.id}/overtime`, { approved: true });

  await page.getByRole('link', { name: 'Payroll list' }).click();
  await page.getByRole('link', { name: 'Generate Payroll' }).click();
  await expect(page).toHaveURL(/\/payroll\/generate$/);
  await chooseOption(page, 'Month', 'August');
  await chooseOption(page, 'Year', '2026');
  await expect(page.getByText('Pay period 08/01/2026 – 08/31/2026')).toBeVisible();
  // Everyone payable starts ticked: only the test's own person is paid.
  await page.getByRole('checkbox', { name: 'Choose all shown' }).uncheck();
  await page.getByRole('textbox', { name: 'Search employees' }).fill(person.name);
  await page.getByRole('checkbox', { name: `Choose ${person.name}` }).check();
  await expect(page.getByText(/^1 of \d+ payable employees chosen/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { name: 'Confirm Payroll for August 2026' }),
  ).toBeVisible();
  const included = page.getByRole('table', { name: 'Included employees' });
  await expect(included.getByRole('row').filter({ hasText: person.name })).toHaveCount(1);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText(/^Finished: \d+ of \d+ payslips$/).waitFor();
  await expect(page.getByRole('heading', { name: /^Summary of Payroll #\d+$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/payroll\/[0-9a-f-]{36}$/);
  const payrollId = page.url().split('/').at(-1);

  await page.getByRole('link', { name: person.name }).click();
  await expect(page).toHaveURL(/\/payslip\/[0-9a-f-]{36}\/view$/);
  const lines = page.getByRole('table', { name: 'Payslip lines' });
  const overtime = lines.getByRole('row').filter({ hasText: 'Overtime (normal)' });
  await expect(overtime).toHaveCount(1);
  await expect(overtime.getByText('Remarks:')).toHaveText(
    'Remarks: Overtime on 3 Aug 2026; awaiting approval, not paid: 4 Aug 2026',
  );
  const cells = overtime.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(`2 hours × ${rateText(normalDayMultiple)}`);
  await expect(cells.nth(2)).toHaveText(cents(overtimePay(120, normalDayMultiple)));

  await adminApi.data('DELETE', `/payroll/${payrollId}`);
});
