import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { latestMailTo } from '../mailbox.js';
import { uniqueId } from '../support/accounts.js';
import { type ApiClient, apiOfPage } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { addDays, singaporeNow } from '../support/dates.js';
import { chooseOption, passwordField } from '../support/pages.js';
import { payslipsOf, sharedPayroll } from '../support/payroll.js';

// Issue #13: every screen of router.tsx, opened as the role it is for, passes axe-core's WCAG 2.0
// and 2.1 A/AA rules with nothing serious or critical (e2e/support/axe.ts). Each test signs in
// once and reads a few screens of one area, a step each: signing in costs about as much as
// reading two screens, so a test a screen took about three times the machine. The tests run in
// parallel, so the two workers share them out. Screens reached only through another (a
// confirmation, a reset step) are read on the way. The super admin's screens are read in
// platform.spec.ts, the one file that may sign the demo super admin in. Records a screen needs are
// the demo's own, or made here: assistant admins, announcements published in 2030 (no dashboard
// shows them), and 2025 payrolls, which no other spec reads.

test.describe.configure({ mode: 'parallel' });

/** A screen's address, or how to find it from the API of the account the page is signed in as. */
type Address = string | ((api: ApiClient) => Promise<string>);
type Screen = [name: string, address: Address];

/** Opens the screen and reads it, as a step of its own; a finding fails the test at its end. */
async function read(page: Page, name: string, address: Address) {
  await test.step(name, async () => {
    const path = typeof address === 'string' ? address : await address(await apiOfPage(page));
    await page.goto(path);
    await expectAccessible(page, name, { soft: true });
  });
}

/** The config's timeout is for about one screen's worth of work; each screen adds its own. */
const allowFor = (screens: number) => test.setTimeout(60_000 + 15_000 * screens);

const first = async <T extends { id: string }>(api: ApiClient, path: string): Promise<string> => {
  const [item] = await api.data<T[]>('GET', path);
  if (!item) throw new Error(`${path} has no records in the demo`);
  return item.id;
};

// Bookings of the coming fortnight: the demo books a week ahead of the day it was made.
const today = () => singaporeNow().date;

async function roomBooking(api: ApiClient): Promise<string> {
  const from = `${today()}T00:00:00Z`;
  const to = `${addDays(today(), 14)}T00:00:00Z`;
  const bookings = await api.data<{ id: string; bookingStatus: string; isMine: boolean }[]>(
    'GET',
    `/room-booking?from=${from}&to=${to}`,
  );
  const booking =
    bookings.find((b) => b.isMine && b.bookingStatus === 'Booked') ??
    bookings.find((b) => b.bookingStatus === 'Booked');
  if (!booking) throw new Error('The demo has no room booking in the coming fortnight');
  return booking.id;
}

async function deskBooking(api: ApiClient): Promise<string> {
  const bookings = await api.data<{ id: string; status: string; isMine: boolean }[]>(
    'GET',
    `/desk-booking?from=${today()}&to=${addDays(today(), 14)}`,
  );
  const booking =
    bookings.find((b) => b.isMine && b.status === 'Booked') ??
    bookings.find((b) => b.status === 'Booked');
  if (!booking) throw new Error('The demo has no desk booking in the coming fortnight');
  return booking.id;
}

async function firstDesk(api: ApiClient): Promise<string> {
  const [workspace] = await api.data<{ desks: { id: string }[] }[]>('GET', '/desk/workspaces');
  const desk = workspace?.desks[0];
  if (!desk) throw new Error('The demo has no desk');
  return desk.id;
}

async function tanWeiMing(api: ApiClient): Promise<string> {
  const { items } = await api.data<{ items: { id: string; employeeName: string }[] }>(
    'GET',
    '/employees?search=Tan%20Wei%20Ming&page=1&pageSize=5',
  );
  const employee = items.find((item) => item.employeeName === 'Tan Wei Ming');
  if (!employee) throw new Error('Tan Wei Ming is not in the demo');
  return employee.id;
}

/** A demo log of the last four weeks, one with overtime waiting for approval if there is one. */
async function attendanceLog(api: ApiClient): Promise<string> {
  const from = addDays(today(), -27);
  const { items } = await api.data<{
    items: { id: string; overtimeMinutes: number; overtimeApproved: boolean | null }[];
  }>('GET', `/attendance/logs?page=1&pageSize=100&from=${from}&to=${today()}`);
  const log = items.find((l) => l.overtimeMinutes > 0 && l.overtimeApproved === false) ?? items[0];
  if (!log) throw new Error('The demo has no attendance log in the last four weeks');
  return log.id;
}

/** The demo's first audit form, one still open (the list puts those first). */
async function firstAudit(api: ApiClient): Promise<string> {
  const { items } = await api.data<{ items: { id: string }[] }>(
    'GET',
    '/attendance/audits?page=1&pageSize=1',
  );
  const audit = items[0];
  if (!audit) throw new Error('The demo has no audit form');
  return audit.id;
}

// The payrolls these screens need, 2025's so that no other spec sees them: January's stays a
// draft (its summary, editor and added employees), February's is confirmed and pays Tan Wei Ming
// (the staff payslips and the YTD report).
const payrollYear = 2025;
const payroll = (api: ApiClient, month: number, status: 'draft' | 'confirmed') =>
  sharedPayroll(api, { year: payrollYear, month, status, paying: 'Tan Wei Ming', others: 3 });
const draftPayroll = (api: ApiClient) => payroll(api, 1, 'draft');
const confirmedPayroll = (api: ApiClient) => payroll(api, 2, 'confirmed');

async function firstPayslip(api: ApiClient, payrollId: string): Promise<string> {
  const [payslip] = await payslipsOf(api, payrollId);
  if (!payslip) throw new Error('The payroll has no payslips');
  return payslip.payslipId;
}

const announcement = (api: ApiClient) =>
  api.data<{ id: string }>('POST', '/organization/announcements', {
    title: `Accessibility review ${uniqueId()}`,
    body: 'Scheduled for 2030, so no dashboard shows it.',
    audience: 'admins',
    publishDate: '2030-01-02',
  });

async function assistantAdmin(api: ApiClient): Promise<string> {
  const tag = uniqueId().toLowerCase();
  const email = `a11y-${tag}@assist.example`;
  await api.data('POST', '/organization/asst-admin', {
    name: `Access Aide ${tag}`,
    email,
    password: 'Assist@2026',
    preventAccess: ['/payroll'],
  });
  const assistants = await api.data<{ id: string; email: string }[]>(
    'GET',
    '/organization/asst-admin',
  );
  const assistant = assistants.find((a) => a.email === email);
  if (!assistant) throw new Error('The new assistant admin is not listed');
  return assistant.id;
}

/** The admin's screens, by area. */
const adminAreas: [area: string, screens: Screen[]][] = [
  [
    'dashboard and organisation',
    [
      ['Dashboard', '/dashboard'],
      ['Organisation info', '/organization/info'],
      ['Organisation structure', '/organization/organization-structure'],
      ['New department', '/organization/organization-structure/create'],
      [
        'Edit department',
        async (api) =>
          `/organization/organization-structure/${await first(api, '/organization/departments')}`,
      ],
      ['Working hours', '/organization/working-hours'],
    ],
  ],
  [
    'branches and holidays',
    [
      ['Branches and outlets', '/organization/branches-outlets'],
      ['New branch', '/organization/branches-outlets/create'],
      [
        'Edit branch',
        async (api) =>
          `/organization/branches-outlets/${await first(api, '/organization/branches')}`,
      ],
      ['Holidays', '/organization/holiday-work-list'],
      ['New holiday', '/organization/holiday-work-list/create'],
      [
        'Edit holiday',
        async (api) =>
          `/organization/holiday-work-list/${await first(api, '/organization/holidays')}`,
      ],
    ],
  ],
  [
    'assistant admins and announcements',
    [
      [
        'Edit assistant admin',
        async (api) => `/organization/asst-admin/${await assistantAdmin(api)}`,
      ],
      ['Assistant admins', '/organization/asst-admin'],
      ['New assistant admin', '/organization/asst-admin/create'],
      [
        'Edit announcement',
        async (api) => `/organization/announcements/${(await announcement(api)).id}`,
      ],
      ['Announcements', '/organization/announcements'],
      ['New announcement', '/organization/announcements/create'],
    ],
  ],
  [
    'employees',
    [
      ['Employees', '/employees'],
      ['New employee', '/employees/create'],
      // The record's address leads to its first tab.
      ['Employee personal details', async (api) => `/employees/${await tanWeiMing(api)}`],
      [
        'Employee employment and pay',
        async (api) => `/employees/${await tanWeiMing(api)}/employment-pay-details`,
      ],
      [
        'Employee payslips',
        async (api) => {
          await confirmedPayroll(api);
          return `/employees/${await tanWeiMing(api)}/payslip-details`;
        },
      ],
      [
        'Employee change password',
        async (api) => `/employees/${await tanWeiMing(api)}/change-password`,
      ],
    ],
  ],
  [
    'pay items and templates',
    [
      ['Pay items', '/payroll/pay-items'],
      ['New pay item', '/payroll/pay-items/create'],
      [
        'Edit pay item',
        async (api) => `/payroll/pay-items/${await first(api, '/payroll/pay-items')}`,
      ],
      ['Pay scheme templates', '/payroll/pay-scheme-templates'],
      ['New pay scheme template', '/payroll/pay-scheme-templates/create'],
      [
        'Edit pay scheme template',
        async (api) =>
          `/payroll/pay-scheme-templates/${await first(api, '/payroll/pay-scheme-templates')}`,
      ],
    ],
  ],
  [
    'payroll runs',
    [
      ['Payroll settings', '/payroll/setting'],
      ['Payment periods', '/payroll/setting/payment-periods'],
      ['Filing settings', '/payroll/setting/filing'],
      ['Opening balances', '/payroll/opening-balances'],
      [
        'Edit opening balance',
        async (api) =>
          `/payroll/opening-balances?search=Tan%20Wei%20Ming&edit=${await tanWeiMing(api)}`,
      ],
      ['Payroll summary', async (api) => `/payroll/${await draftPayroll(api)}`],
      ['Payroll list', '/payroll/list'],
      ['Payslip editor', async (api) => `/payroll/${await draftPayroll(api)}/edit`],
      [
        'Payslip view',
        async (api) => {
          const payrollId = await draftPayroll(api);
          return `/payroll/${payrollId}/payslip/${await firstPayslip(api, payrollId)}/view`;
        },
      ],
    ],
  ],
  [
    'room booking',
    [
      ['Room booking schedule', '/room-booking/room-booking-schedule'],
      ['New room booking', '/room-booking/room-booking-schedule/create'],
      [
        'Edit room booking',
        async (api) => `/room-booking/room-booking-schedule/${await roomBooking(api)}/edit`,
      ],
      ['Rooms', '/room-booking/manage-room'],
      ['New room', '/room-booking/manage-room/create'],
      ['Edit room', async (api) => `/room-booking/manage-room/${await first(api, '/room')}/edit`],
      ['Room booking settings', '/room-booking/setting'],
    ],
  ],
  [
    'desk bookings',
    [
      ['Desk booking schedule', '/desk-booking/schedule'],
      ['New desk booking', '/desk-booking/schedule/create'],
      ['Edit desk booking', async (api) => `/desk-booking/schedule/edit/${await deskBooking(api)}`],
      ['View desk booking', async (api) => `/desk-booking/schedule/view/${await deskBooking(api)}`],
    ],
  ],
  [
    'workspaces and profile',
    [
      ['Workspaces', '/desk-booking/workspace'],
      ['New workspace', '/desk-booking/workspace/create'],
      [
        'Edit workspace',
        async (api) => `/desk-booking/workspace/edit/${await first(api, '/desk/workspaces')}`,
      ],
      ['Desk booking settings', '/desk-booking/setting'],
      ['Admin profile', '/pages/user-profile'],
      ['Admin change password', '/pages/user-profile/change-password'],
    ],
  ],
  [
    'attendance and shift planning',
    [
      ['Attendance logs', '/attendance/log-list'],
      ['Attendance summary', '/attendance/summary'],
      [
        'Employee attendance summary',
        async (api) => `/attendance/summary/${await tanWeiMing(api)}`,
      ],
      ['Attendance settings', '/attendance/settings'],
      ['Roster', '/shift-planning/board'],
      ['Shift templates', '/shift-planning/template'],
      ['New shift template', '/shift-planning/template/create'],
    ],
  ],
  [
    'attendance corrections',
    [
      ['Record a log', '/attendance/log-list/create'],
      ['Attendance log', async (api) => `/attendance/log-list/${await attendanceLog(api)}`],
      [
        'Edit attendance log',
        async (api) => `/attendance/log-list/edit/${await attendanceLog(api)}`,
      ],
      ['Audits', '/attendance/audits'],
      ['Audit form', async (api) => `/attendance/audits?form=${await firstAudit(api)}`],
    ],
  ],
  [
    'claims',
    [
      ['Claims', '/claims/summary'],
      ['New claim', '/claims/summary/create'],
      ['Claim', async (api) => `/claims/summary/${await aClaim(api)}`],
      ['Edit claim', async (api) => `/claims/summary/${await aClaim(api)}/edit`],
      ['Employee claims', async (api) => `/employees/${await tanWeiMing(api)}/claims-details`],
    ],
  ],
  [
    'claims set-up',
    [
      ['Claim types', '/claims/types'],
      ['New claim type', '/claims/types/add'],
      ['Edit claim type', async (api) => `/claims/types/${await first(api, '/claims/types')}/edit`],
      ['Claim settings', '/claims/settings'],
      ['Link claims to payroll', '/claims/linkToPayroll'],
    ],
  ],
];

/** A claim of the demo's waiting for a decision, or the caller's own first one (`/staff/claims`). */
async function aClaim(api: ApiClient, list = '/claims?status=submitted&pageSize=1') {
  const [claim] = (await api.data<{ rows: { id: string }[] }>('GET', list)).rows;
  if (!claim) throw new Error(`No claim at ${list}`);
  return claim.id;
}

async function ownPayslip(api: ApiClient): Promise<string> {
  const [payslip] = await api.data<{ id: string }[]>('GET', '/staff/payslips');
  if (!payslip) throw new Error('Tan Wei Ming has no payslip');
  return payslip.id;
}

/** The staff member's screens, by area; their payslips have a test of their own, below. */
const staffAreas: [area: string, screens: Screen[]][] = [
  [
    'dashboard and profile',
    [
      ['Staff dashboard', '/staff-dashboard'],
      ['Staff profile', '/pages/employee-profile'],
      ['Staff change password', '/pages/employee-change-password'],
    ],
  ],
  [
    'room booking',
    [
      ['Staff room booking', '/staff-room-booking'],
      ['Staff new room booking', '/staff-room-booking/create'],
      [
        'Staff edit room booking',
        async (api) => `/staff-room-booking/${await roomBooking(api)}/edit`,
      ],
    ],
  ],
  [
    'desk booking',
    [
      ['Staff desk bookings', '/staff-desk-booking'],
      ['Staff new desk booking', '/staff-desk-booking/create'],
      [
        'Staff edit desk booking',
        async (api) => `/staff-desk-booking/edit/${await deskBooking(api)}`,
      ],
      [
        'Staff view desk booking',
        async (api) => `/staff-desk-booking/view/${await deskBooking(api)}`,
      ],
      ['Desk check-in', async (api) => `/staff-desk-booking/check-in/${await firstDesk(api)}`],
    ],
  ],
  [
    'attendance and shifts',
    [
      ['Staff attendance', '/staff-attendance'],
      ['Staff check-in', '/staff-attendance/check-in'],
      ['Staff shift schedule', '/staff-shift-schedule'],
    ],
  ],
  [
    'claims',
    [
      ['Staff claims', '/staff-claims'],
      ['Staff new claim', '/staff-claims/create'],
      ['Staff claim', async (api) => `/staff-claims/${await aClaim(api, '/staff/claims')}`],
    ],
  ],
];

const signedOutScreens: Screen[] = [
  ['Legal', '/legal'],
  ['Contact', '/contact'],
  ['Not found', '/session/404'],
  ['Sign in', '/session/signin'],
  ['Platform sign in', '/supper-admin/signin'],
  ['Sign up', '/session/signup'],
];

for (const [area, screens] of adminAreas) {
  test(`admin: ${area}`, async ({ adminPage: page }) => {
    allowFor(screens.length);
    for (const [name, address] of screens) await read(page, name, address);
  });
}

for (const [area, screens] of staffAreas) {
  test(`staff: ${area}`, async ({ staffPage: page }) => {
    allowFor(screens.length);
    for (const [name, address] of screens) await read(page, name, address);
  });
}

test('staff: payslips', async ({ adminApi, staffPage: page }) => {
  allowFor(2);
  await confirmedPayroll(adminApi);
  await read(page, 'Staff payslips', '/staff-payslip');
  await read(page, 'Staff payslip', async (api) => `/staff-payslip/${await ownPayslip(api)}`);
});

test('signed out: public pages and sign-in', async ({ page }) => {
  allowFor(signedOutScreens.length);
  for (const [name, address] of signedOutScreens) await read(page, name, address);
});

// Screens reached only from another, with what the first one chose.
test('admin: generating a payroll, and the year to date', async ({ adminPage: page }) => {
  allowFor(6);
  await read(page, 'Generate payroll', '/payroll/generate');
  // A month nobody's payroll pays: nothing is generated, the confirmation is only shown.
  await chooseOption(page, 'Month', 'June');
  await chooseOption(page, 'Year', String(payrollYear));
  await expect(
    page.getByText(`Pay period 06/01/${payrollYear} – 06/30/${payrollYear}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/payroll\/generate-confirm$/);
  await expect(page.getByRole('table', { name: 'Included employees' })).toBeVisible();
  await test.step('Confirm payroll', () =>
    expectAccessible(page, 'Confirm payroll', { soft: true }));

  await read(page, 'YTD summary report', async (api) => {
    await confirmedPayroll(api);
    return `/payroll/ytd-summary-report?year=${payrollYear}`;
  });
  await read(
    page,
    'YTD of an employee',
    async (api) => `/payroll/ytd-summary-report/${await tanWeiMing(api)}?year=${payrollYear}`,
  );
  await read(page, 'CPF year-end', `/payroll/cpf-year-end?year=${payrollYear}`);
  await read(page, 'IR8A', `/payroll/ir8a?year=${payrollYear}`);
});

test('admin: adding employees to a payroll', async ({ adminPage: page }) => {
  allowFor(2);
  const api = await apiOfPage(page);
  const payrollId = await draftPayroll(api);
  const { candidates } = await api.data<{
    candidates: { name: string; excludedReason: string | null }[];
  }>('GET', `/payroll/${payrollId}/add-employees/candidates`);
  const unpaid = candidates.find((c) => c.excludedReason === null);
  if (!unpaid) throw new Error('Everyone is paid in the draft payroll already');
  await read(page, 'Add employees', `/payroll/${payrollId}/add-employees`);
  await page.getByRole('checkbox', { name: `Choose ${unpaid.name}` }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/add-employees\/confirm$/);
  await expect(page.getByRole('table', { name: 'Included employees' })).toBeVisible();
  await test.step('Confirm added employees', () =>
    expectAccessible(page, 'Confirm added employees', { soft: true }));
});

test('signed out: resetting a password', async ({ adminApi, page }) => {
  allowFor(4);
  await read(page, 'Platform forgot password', '/supper-admin/forgot-password');
  // An assistant admin of this test's own, so no other test's reset mail is in the way.
  const email = `a11y-reset-${uniqueId().toLowerCase()}@assist.example`;
  await adminApi.data('POST', '/organization/asst-admin', {
    name: 'Reset Aide',
    email,
    password: 'Assist@2026',
    preventAccess: [],
  });
  await read(page, 'Forgot password', '/session/forgot-password');
  const sentAfter = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/session\/enter-reset-code$/);
  await test.step('Enter reset code', () =>
    expectAccessible(page, 'Enter reset code', { soft: true }));

  const code = (await latestMailTo(email, sentAfter)).match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`The reset mail to ${email} has no code`);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/session\/reset-password$/);
  await expect(passwordField(page, 'New password').first()).toBeVisible();
  await test.step('New password', () => expectAccessible(page, 'New password', { soft: true }));
});

// Right to left, as the settings panel turns it on, for a few screens of each kind.
async function readRightToLeft(page: Page, screens: [name: string, path: string][]) {
  // Every later load reads the setting before the app starts.
  await page.addInitScript(() =>
    localStorage.setItem('tembusu.settings', JSON.stringify({ direction: 'rtl' })),
  );
  for (const [name, path] of screens) {
    await test.step(`${name}, right to left`, async () => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectAccessible(page, `${name}, right to left`, { soft: true });
    });
  }
}

test('right to left: admin', async ({ adminPage: page }) => {
  allowFor(3);
  await readRightToLeft(page, [
    ['Dashboard', '/dashboard'],
    ['Employees', '/employees'],
    ['New employee', '/employees/create'],
  ]);
});

test('right to left: staff', async ({ staffPage: page }) => {
  allowFor(2);
  await readRightToLeft(page, [
    ['Staff desk bookings', '/staff-desk-booking'],
    ['Staff new room booking', '/staff-room-booking/create'],
  ]);
});

test('right to left: signed out', async ({ page }) => {
  allowFor(2);
  await readRightToLeft(page, [
    ['Sign in', '/session/signin'],
    ['Sign up', '/session/signup'],
  ]);
});
