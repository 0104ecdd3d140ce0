import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { demo } from '../support/accounts.js';
import { ApiClient } from '../support/api.js';
import { singaporeDay } from '../support/dates.js';
import { chooseOption } from '../support/pages.js';
import { payslipsOf, sharedPayroll } from '../support/payroll.js';
import { expectFitsPhone, phone } from '../support/phone.js';

// Every staff screen and the main admin screens on a phone (390 x 844): none may scroll sideways,
// have anything sticking out past the screen's edge, or put a primary button out of reach. The
// platform's screens are checked in platform.spec.ts, the one file that signs the demo super admin
// in. Each test opens a few screens of one area, checking each softly so one test reports every
// screen of its area that does not fit. Screens with a record's id open one of the demo's, or one
// this file adds once per run: a confirmed December 2025 payroll and a draft November 2025 one (no
// other spec pays 2025), and a room and a desk booking of Tan Wei Ming's.

test.use({ viewport: phone });
test.describe.configure({ mode: 'parallel' });

type Item = { id: string; name?: string };

/** The demo records the screens with an id open. */
type Records = {
  department: string;
  branch: string;
  holiday: string;
  assistant: string;
  announcement: string;
  employee: string;
  payItem: string;
  template: string;
  /** A confirmed payroll with Tan Wei Ming's payslip. */
  confirmed: { payroll: string; payslip: string };
  /** A draft payroll, for the payslip editor and adding employees. */
  draft: string;
  /** Tan Wei Ming's employee record and his own payslip, room booking and desk booking. */
  staff: { employee: string; payslip: string; roomBooking: string; deskBooking: string };
  deskForCheckIn: string;
  /** A demo attendance log of the last four weeks, and the demo's first audit form. */
  attendanceLog: string;
  audit: string;
  roomBooking: string;
  room: string;
  deskBooking: string;
  workspace: string;
};

let records: Records;

const first = <T>(list: T[], what: string): T => {
  const item = list[0];
  if (item === undefined) throw new Error(`the demo has no ${what}`);
  return item;
};

/** Finds a record, or makes it when it is not there yet; another worker may be making it too. */
async function findOrMake<T>(find: () => Promise<T | undefined>, make: () => Promise<unknown>) {
  const found = await find();
  if (found !== undefined) return found;
  await make().catch(() => undefined);
  let made: T | undefined;
  await expect
    .poll(
      async () => {
        made = await find();
        return made !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return made as T;
}

/** The payroll of a 2025 month paying Tan Wei Ming and four others. */
const payroll = (api: ApiClient, month: number, status: 'draft' | 'confirmed') =>
  sharedPayroll(api, { year: 2025, month, status, paying: 'Tan Wei Ming', others: 4 });

/** The first weekday at least `days` ahead in Singapore. */
function weekdayAhead(days: number) {
  for (let ahead = days; ; ahead++) {
    const day = singaporeDay(ahead);
    if (day.weekday !== 0 && day.weekday !== 6) return day.iso;
  }
}

async function prepare(request: APIRequestContext, admin: ApiClient): Promise<Records> {
  const staff = await ApiClient.signIn(request, demo.staff);
  const list = <T extends Item>(path: string) => admin.data<T[]>('GET', path);
  const employees = await list<Item>('/employee?limit=100');
  const tan = first(
    employees.filter((e) => e.name === 'Tan Wei Ming'),
    'Tan Wei Ming',
  ).id;

  // Lists with no demo records get one, so their cards show on the phone.
  const assistant = await findOrMake(
    async () => (await list('/organization/asst-admin'))[0]?.id,
    () =>
      admin.data('POST', '/organization/asst-admin', {
        name: 'Lim Phone Check',
        email: 'phone-check@assist.example',
        password: 'Assist@2026',
        preventAccess: ['/payroll'],
      }),
  );
  const announcement = await findOrMake(
    async () => (await list('/organization/announcements'))[0]?.id,
    () =>
      admin.data('POST', '/organization/announcements', {
        title: 'Office closed for the year-end clean-up on the last Friday of December',
        body: 'Please take your things home by Thursday evening.',
        audience: 'everyone',
        publishDate: singaporeDay(0).iso,
      }),
  );

  const confirmedPayroll = await payroll(admin, 12, 'confirmed');
  const draft = await payroll(admin, 11, 'draft');
  const staffPayslip = first(
    await staff.data<Item[]>('GET', '/staff/payslips'),
    'payslip of Tan Wei Ming',
  ).id;

  // Tan Wei Ming's room booking, in the first demo room at an hour the demo leaves free.
  const room = first(await list<Item & { branchOutletId: string }>('/room'), 'room');
  const roomDay = singaporeDay(24).iso;
  const from = new Date(`${roomDay}T13:00:00+08:00`).toISOString();
  const to = new Date(`${roomDay}T14:00:00+08:00`).toISOString();
  const staffRoomBooking = await findOrMake(
    async () => {
      const bookings = await staff.data<Item[]>(
        'GET',
        `/room-booking?from=${from}&to=${to}&roomId=${room.id}`,
      );
      return bookings[0]?.id;
    },
    () =>
      staff.data('POST', '/room-booking', {
        bookingDate: from.slice(0, 10),
        bookingDateFrom: from.slice(0, 10),
        bookingTimeFrom: from.slice(11, 16),
        bookingDateTo: to.slice(0, 10),
        bookingTimeTo: to.slice(11, 16),
        bookingDateFromOrigin: roomDay,
        bookingDateToOrigin: roomDay,
        bookingTimeFromOrigin: '13:00',
        bookingTimeToOrigin: '14:00',
        employeeBookedId: tan,
        branchOutletId: room.branchOutletId,
        roomId: room.id,
      }),
  );
  const week = { from: singaporeDay(0).iso, to: singaporeDay(8).iso };
  const roomBookings = await admin.data<Item[]>(
    'GET',
    `/room-booking?isAllEmployee=true&from=${week.from}T00:00:00Z&to=${week.to}T00:00:00Z`,
  );

  // Tan Wei Ming's desk booking, a full day in the second week, after the demo's bookings.
  const workspaces = await staff.data<(Item & { desks: Item[] })[]>('GET', '/desk/workspaces');
  const office = first(
    workspaces.filter((w) => w.name === 'Level 20 Open Office'),
    'Level 20 Open Office',
  );
  const desk = (name: string) =>
    first(
      office.desks.filter((d) => d.name === name),
      name,
    ).id;
  const deskDay = weekdayAhead(8);
  const staffDeskBooking = await findOrMake(
    async () => {
      const mine = await staff.data<(Item & { status: string })[]>(
        'GET',
        `/desk-booking?from=${deskDay}&to=${deskDay}&mine=true`,
      );
      return mine.find((booking) => booking.status === 'Booked')?.id;
    },
    () =>
      staff.data('POST', '/desk-booking', {
        deskId: desk('R-07'),
        date: deskDay,
        period: 'fullDay',
      }),
  );
  const deskBookings = await admin.data<Item[]>(
    'GET',
    `/desk-booking?from=${week.from}&to=${week.to}`,
  );

  return {
    department: first(await list('/organization/departments'), 'department').id,
    branch: first(await list('/organization/branches'), 'branch').id,
    holiday: first(await list('/organization/holidays'), 'holiday').id,
    assistant,
    announcement,
    employee: tan,
    payItem: first(await list('/payroll/pay-items'), 'pay item').id,
    template: first(await list('/payroll/pay-scheme-templates'), 'pay scheme template').id,
    confirmed: {
      payroll: confirmedPayroll,
      payslip: first(await payslipsOf(admin, confirmedPayroll), 'payslip').payslipId,
    },
    draft,
    staff: {
      employee: tan,
      payslip: staffPayslip,
      roomBooking: staffRoomBooking,
      deskBooking: staffDeskBooking,
    },
    deskForCheckIn: desk('R-08'),
    attendanceLog: first(
      (
        await admin.data<{ items: Item[] }>(
          'GET',
          `/attendance/logs?page=1&pageSize=1&from=${singaporeDay(-27).iso}&to=${singaporeDay(0).iso}`,
        )
      ).items,
      'attendance log',
    ).id,
    audit: first(
      (await admin.data<{ items: Item[] }>('GET', '/attendance/audits?page=1&pageSize=1')).items,
      'audit form',
    ).id,
    roomBooking: first(roomBookings, 'room booking').id,
    room: room.id,
    deskBooking: first(deskBookings, 'desk booking').id,
    workspace: first(workspaces, 'workspace').id,
  };
}

test.beforeAll(async ({ request, adminApi }) => {
  test.setTimeout(180_000);
  records = await prepare(request, adminApi);
});

/** Opens each screen in turn and checks it fits. */
async function visit(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expectFitsPhone(page, path);
  }
}

test.describe('staff', () => {
  test('dashboard and profile', async ({ staffPage: page }) => {
    await visit(page, [
      '/staff-dashboard',
      '/pages/employee-profile',
      '/pages/employee-change-password',
    ]);
  });

  test('payslips', async ({ staffPage: page }) => {
    await visit(page, ['/staff-payslip', `/staff-payslip/${records.staff.payslip}`]);
  });

  test('room booking', async ({ staffPage: page }) => {
    await visit(page, [
      '/staff-room-booking',
      '/staff-room-booking/create',
      `/staff-room-booking/${records.staff.roomBooking}/edit`,
    ]);
  });

  test('desk booking', async ({ staffPage: page }) => {
    await visit(page, [
      '/staff-desk-booking',
      '/staff-desk-booking/create',
      `/staff-desk-booking/edit/${records.staff.deskBooking}`,
      `/staff-desk-booking/view/${records.staff.deskBooking}`,
      `/staff-desk-booking/check-in/${records.deskForCheckIn}`,
    ]);
  });

  test('attendance and shifts', async ({ staffPage: page }) => {
    await visit(page, ['/staff-attendance', '/staff-attendance/check-in', '/staff-shift-schedule']);
  });
});

test.describe('admin', () => {
  test('dashboard and profile', async ({ adminPage: page }) => {
    await visit(page, ['/dashboard', '/pages/user-profile', '/pages/user-profile/change-password']);
  });

  test('organisation information, structure and working hours', async ({ adminPage: page }) => {
    await visit(page, [
      '/organization/info',
      '/organization/organization-structure',
      '/organization/organization-structure/create',
      `/organization/organization-structure/${records.department}`,
      '/organization/working-hours',
    ]);
  });

  test('branches and holidays', async ({ adminPage: page }) => {
    await visit(page, [
      '/organization/branches-outlets',
      '/organization/branches-outlets/create',
      `/organization/branches-outlets/${records.branch}`,
      '/organization/holiday-work-list',
      '/organization/holiday-work-list/create',
      `/organization/holiday-work-list/${records.holiday}`,
    ]);
  });

  test('assistant admins and announcements', async ({ adminPage: page }) => {
    await visit(page, [
      '/organization/asst-admin',
      '/organization/asst-admin/create',
      `/organization/asst-admin/${records.assistant}`,
      '/organization/announcements',
      '/organization/announcements/create',
      `/organization/announcements/${records.announcement}`,
    ]);
  });

  test('employees', async ({ adminPage: page }) => {
    const employee = `/employees/${records.employee}`;
    await visit(page, [
      '/employees',
      '/employees/create',
      `${employee}/personal-details`,
      `${employee}/employment-pay-details`,
      `${employee}/payslip-details`,
      `${employee}/change-password`,
    ]);
  });

  test('pay items, templates, payroll settings and opening balances', async ({
    adminPage: page,
  }) => {
    await visit(page, [
      '/payroll/pay-items',
      '/payroll/pay-items/create',
      `/payroll/pay-items/${records.payItem}`,
      '/payroll/pay-scheme-templates',
      '/payroll/pay-scheme-templates/create',
      `/payroll/pay-scheme-templates/${records.template}`,
      '/payroll/setting',
      '/payroll/setting/payment-periods',
      '/payroll/setting/filing',
      '/payroll/opening-balances',
      // The edit modal opens from the address, for the one employee the search leaves.
      `/payroll/opening-balances?search=Tan%20Wei%20Ming&edit=${records.staff.employee}`,
    ]);
  });

  test('payroll list and generating a payroll', async ({ adminPage: page }) => {
    await visit(page, ['/payroll/list', '/payroll/generate']);
    // The confirming step opens from the first one's Next only; nothing is generated here.
    await chooseOption(page, 'Month', 'October');
    await chooseOption(page, 'Year', '2025');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/payroll\/generate-confirm$/);
    await expectFitsPhone(page, '/payroll/generate-confirm');
  });

  test('a payroll, its payslips and the editor', async ({ adminPage: page }) => {
    const { payroll, payslip } = records.confirmed;
    await visit(page, [
      `/payroll/${payroll}`,
      `/payroll/${payroll}/payslip/${payslip}/view`,
      `/payroll/${records.draft}`,
      `/payroll/${records.draft}/add-employees`,
      `/payroll/${records.draft}/edit`,
    ]);
  });

  test('year-to-date report and IR8A', async ({ adminPage: page }) => {
    await visit(page, [
      '/payroll/ytd-summary-report?year=2025',
      `/payroll/ytd-summary-report/${records.employee}?year=2025`,
      '/payroll/cpf-year-end?year=2025',
      '/payroll/ir8a?year=2025',
    ]);
  });

  test('room booking', async ({ adminPage: page }) => {
    await visit(page, [
      '/room-booking/room-booking-schedule',
      '/room-booking/room-booking-schedule/create',
      `/room-booking/room-booking-schedule/${records.roomBooking}/edit`,
      '/room-booking/manage-room',
      '/room-booking/manage-room/create',
      `/room-booking/manage-room/${records.room}/edit`,
      '/room-booking/setting',
    ]);
  });

  test('desk booking', async ({ adminPage: page }) => {
    await visit(page, [
      '/desk-booking/schedule',
      '/desk-booking/schedule/create',
      `/desk-booking/schedule/edit/${records.deskBooking}`,
      `/desk-booking/schedule/view/${records.deskBooking}`,
      '/desk-booking/workspace',
      '/desk-booking/workspace/create',
      `/desk-booking/workspace/edit/${records.workspace}`,
      '/desk-booking/setting',
    ]);
  });
});

test.describe('navigation', () => {
  // Below the layouts' breakpoints the navigation opens from the top bar's burger.
  test('an admin opens the navigation', async ({ adminPage: page }) => {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expectFitsPhone(page, '/dashboard with the navigation open');
  });

  test('staff open the navigation', async ({ staffPage: page }) => {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expectFitsPhone(page, '/staff-dashboard with the navigation open');
  });
});

test.describe('right to left', () => {
  // The lists again with the page laid out right to left, as the settings drawer sets it.
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() =>
      localStorage.setItem('tembusu.settings', JSON.stringify({ direction: 'rtl' })),
    );
  });

  test('staff lists', async ({ staffPage: page }) => {
    await visit(page, ['/staff-dashboard', '/staff-payslip', '/staff-desk-booking']);
  });

  test('the navigation', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expectFitsPhone(page, '/dashboard with the navigation open, right to left');
  });

  test('admin lists', async ({ adminPage: page }) => {
    await visit(page, [
      '/employees',
      '/organization/branches-outlets',
      '/organization/asst-admin',
      '/payroll/pay-items',
      '/payroll/list',
    ]);
  });

  test('attendance and shift planning', async ({ adminPage: page }) => {
    await visit(page, [
      '/attendance/log-list',
      '/attendance/summary',
      `/attendance/summary/${records.staff.employee}`,
      '/attendance/settings',
      '/shift-planning/board',
      '/shift-planning/template',
      '/shift-planning/template/create',
    ]);
  });

  test('attendance corrections', async ({ adminPage: page }) => {
    await visit(page, [
      '/attendance/log-list/create',
      `/attendance/log-list/${records.attendanceLog}`,
      `/attendance/log-list/edit/${records.attendanceLog}`,
      '/attendance/audits',
      `/attendance/audits?form=${records.audit}`,
    ]);
  });
});

test.describe('public', () => {
  test('sign-in, sign-up and the pages anyone may read', async ({ page }) => {
    await visit(page, [
      '/session/signin',
      '/session/signup',
      '/session/forgot-password',
      '/supper-admin/signin',
      '/legal',
      '/contact',
    ]);
  });
});
