import { type Browser, expect, type Page } from '@playwright/test';
import type { StaffAccount } from './accounts.js';
import type { ApiClient } from './api.js';
import { addDays, singaporeNow, weekday } from './dates.js';
import { SignInPage } from './pages.js';
import { addStaffEmployee, type StaffEmployee } from './staff.js';

// People and dates for the leave specs. Each test makes its own employee, so the balances it reads
// move only by what it does, whatever other tests and the demo's own leave history do.

/** The last day of the leave specs' employees: the month leave-flow.spec pays, September 2027. */
export const employmentEnd = '2027-09-30';

/** An employee made for one test, who signs in as staff of the demo organisation. */
export type LeaveEmployee = StaffEmployee;

type Listed = { id: string; name: string };

/** A demo employee's id, by name. */
export async function employeeIdOf(api: ApiClient, name: string): Promise<string> {
  const people = await api.data<Listed[]>('GET', '/employee?limit=100');
  const person = people.find((p) => p.name === name);
  if (!person) throw new Error(`No employee ${name}`);
  return person.id;
}

/**
 * A new full-time employee on the demo's 'Monthly Staff' scheme, from June 2026 to September 2027:
 * past three months of service (annual leave's minimum) by the time the tests apply for it, and out
 * of December 2027, which payroll-ir8a.spec pays to the last two people by name. `surname` starts
 * the name: one sorted after the demo's first few names and before its last two, which the payroll
 * specs choose their other payees from.
 */
export async function addLeaveEmployee(
  api: ApiClient,
  surname: string,
  managerId: string | null = null,
): Promise<LeaveEmployee> {
  const templates = await api.data<Listed[]>('GET', '/payroll/pay-scheme-templates/options');
  return addStaffEmployee(
    api,
    { surname, prefix: 'leave', code: 'LV', roleTitle: 'Business Analyst' },
    {
      employmentEndDate: employmentEnd,
      managerId,
      salaryAmount: '4200.00',
      paySchemeTemplateId: templates.find((t) => t.name === 'Monthly Staff')?.id ?? null,
    },
  );
}

/** A page of its own (a browser context apart from the test's page), signed in as staff. */
export async function staffPageOf(browser: Browser, account: StaffAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.asStaff(account);
  await expect(page).toHaveURL(/\/staff-dashboard$/);
  return page;
}

/** A leave type of the organisation, by name. */
export async function leaveTypeId(api: ApiClient, name: string, staff = false): Promise<string> {
  const types = await api.data<Listed[]>('GET', staff ? '/staff/leaves/types' : '/leaves/types');
  const type = types.find((t) => t.name === name);
  if (!type) throw new Error(`No leave type ${name}`);
  return type.id;
}

export type Dates = { start: string; end: string };

/**
 * `count` working days in a row this year, none of them a public holiday, that the preview
 * accepts: the first ahead of today, else the last in the month behind it (staff may apply 30
 * days back), clear of `besides`. `preview` asks the server what a request would count.
 */
export async function workingDaysThisYear(
  preview: (dates: Dates) => Promise<{ days: string; problem: string | null }>,
  count: number,
  besides: Dates[] = [],
): Promise<Dates> {
  const today = singaporeNow().date;
  const offsets = [
    ...Array.from({ length: 60 }, (_, i) => i + 1),
    ...Array.from({ length: 25 }, (_, i) => -(i + 1)),
  ];
  for (const offset of offsets) {
    const start = addDays(today, offset);
    const end = addDays(start, count - 1);
    const day = weekday(start);
    if (day === 0 || day + count - 1 > 5) continue;
    if (end.slice(0, 4) !== today.slice(0, 4)) continue;
    if (besides.some((other) => start <= other.end && other.start <= end)) continue;
    const answer = await preview({ start, end });
    if (answer.problem === null && Number(answer.days) === count) return { start, end };
  }
  throw new Error(`No ${count} working days in a row left this year`);
}

/** `workingDaysThisYear`, as the employee's own preview counts them. */
export function ownWorkingDays(
  staff: ApiClient,
  leaveTypeId: string,
  count: number,
  besides: Dates[] = [],
): Promise<Dates> {
  return workingDaysThisYear(
    ({ start, end }) =>
      staff.data('POST', '/staff/leaves/preview', {
        leaveTypeId,
        startDate: start,
        endDate: end,
      }),
    count,
    besides,
  );
}
