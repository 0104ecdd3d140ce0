import { type Role, type RoleGroup, roleGroups } from '@tembusu/contracts/roles';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingSpinner } from '../components/loading-spinner';
import type { EmployeeTab } from '../features/employees/pages/employee-detail-page';
import { PublicLayout } from './layouts/public-layout';
import { RootRoute } from './root-route';
import { RequireRole } from './session/guards';
import { pageRoles } from './session/page-roles';
import { Redirect } from './session/redirect';

/** What a guarded route tells the rest of the app: the roles it is for. */
export type PageHandle = { roles: readonly string[] };

// Every page is its own chunk, so a visit to /legal loads no module code.
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/**
 * A page of a spec route level. Within the admin level, `roles` names who the page is for: by
 * default the staff side (anyone in an organisation), or the organisation's admin screens for an
 * `adminPage`. The route's `handle` carries the roles, so the navigation can be checked against
 * them.
 */
function guarded(
  path: string,
  group: RoleGroup,
  load: () => Promise<ComponentType>,
  options: { adminPage?: boolean; roles?: readonly Role[] } = {},
): RouteObject {
  const roles =
    options.roles ??
    (group !== 'admin'
      ? undefined
      : options.adminPage
        ? pageRoles.organisationAdmins
        : pageRoles.organisationMembers);
  return {
    path,
    handle: { roles: roles ?? roleGroups[group] } satisfies PageHandle,
    lazy: async () => {
      const Page = await load();
      return {
        Component: () => (
          <RequireRole group={group} roles={roles}>
            <Page />
          </RequireRole>
        ),
      };
    },
  };
}

const signIn = () => import('../features/auth/pages/sign-in-page');
const profile = () => import('../features/profile/pages/profile-page');
const reset = () => import('../features/auth/pages/reset-password-pages');
const organizationPage = {
  info: async () =>
    (await import('../features/organization/pages/organization-info-page')).OrganizationInfoPage,
  structure: async () =>
    (await import('../features/organization/pages/structure-page')).StructurePage,
  department: async () =>
    (await import('../features/organization/pages/department-form-page')).DepartmentFormPage,
  branches: async () => (await import('../features/organization/pages/branches-page')).BranchesPage,
  branch: async () =>
    (await import('../features/organization/pages/branch-form-page')).BranchFormPage,
  holidays: async () => (await import('../features/organization/pages/holidays-page')).HolidaysPage,
  holiday: async () =>
    (await import('../features/organization/pages/holiday-form-page')).HolidayFormPage,
  announcements: async () =>
    (await import('../features/organization/pages/announcements-page')).AnnouncementsPage,
  assistants: async () =>
    (await import('../features/organization/pages/assistant-admins-page')).AssistantAdminsPage,
  assistant: async () =>
    (await import('../features/organization/pages/assistant-admin-form-page'))
      .AssistantAdminFormPage,
  workingHours: async () =>
    (await import('../features/organization/pages/working-hours-page')).WorkingHoursPage,
  announcement: async () =>
    (await import('../features/organization/pages/announcement-form-page')).AnnouncementFormPage,
};
const employeeDetail = () => import('../features/employees/pages/employee-detail-page');
function employeeTab(tab: EmployeeTab) {
  return async () => {
    const { EmployeeDetailPage } = await employeeDetail();
    return () => <EmployeeDetailPage tab={tab} />;
  };
}
const employeePage = {
  list: async () => (await import('../features/employees/pages/employees-page')).EmployeesPage,
  create: async () =>
    (await import('../features/employees/pages/employee-create-page')).EmployeeCreatePage,
  redirect: async () => (await employeeDetail()).EmployeeRedirect,
};
const payrollPage = {
  payItems: async () => (await import('../features/payroll/pages/pay-items-page')).PayItemsPage,
  payItem: async () =>
    (await import('../features/payroll/pages/pay-item-form-page')).PayItemFormPage,
  templates: async () =>
    (await import('../features/payroll/pages/pay-scheme-templates-page')).PaySchemeTemplatesPage,
  template: async () =>
    (await import('../features/payroll/pages/pay-scheme-template-form-page'))
      .PaySchemeTemplateFormPage,
  settings: async () =>
    (await import('../features/payroll/pages/payroll-settings-page')).PayrollSettingsPage,
  paymentPeriods: async () =>
    (await import('../features/payroll/pages/payment-periods-page')).PaymentPeriodsPage,
  filing: async () =>
    (await import('../features/payroll/pages/filing-settings-page')).FilingSettingsPage,
  openingBalances: async () =>
    (await import('../features/payroll/pages/opening-balances-page')).OpeningBalancesPage,
};
const addEmployeesPages = () => import('../features/payroll/pages/payroll-add-employees-pages');
const shiftTemplatePage = {
  list: async () =>
    (await import('../features/shift-planning/pages/shift-templates-page')).ShiftTemplatesPage,
  form: async () =>
    (await import('../features/shift-planning/pages/shift-template-form-page'))
      .ShiftTemplateFormPage,
};
const rosterPage = {
  board: async () =>
    (await import('../features/shift-planning/pages/roster-board-page')).RosterBoardPage,
  staff: async () =>
    (await import('../features/shift-planning/pages/staff-shift-schedule-page'))
      .StaffShiftSchedulePage,
};
const attendanceSettingsPage = async () =>
  (await import('../features/attendance/pages/attendance-settings-page')).AttendanceSettingsPage;
const attendanceLogPage = {
  list: async () =>
    (await import('../features/attendance/pages/attendance-log-list-page')).AttendanceLogListPage,
  log: async () =>
    (await import('../features/attendance/pages/attendance-log-page')).AttendanceLogPage,
  create: async () =>
    (await import('../features/attendance/pages/attendance-log-form-page')).AttendanceLogCreatePage,
  edit: async () =>
    (await import('../features/attendance/pages/attendance-log-form-page')).AttendanceLogEditPage,
  audits: async () =>
    (await import('../features/attendance/pages/attendance-audits-page')).AttendanceAuditsPage,
};
const attendanceSummaryPage = {
  list: async () =>
    (await import('../features/attendance/pages/attendance-summary-page')).AttendanceSummaryPage,
  employee: async () =>
    (await import('../features/attendance/pages/attendance-employee-summary-page'))
      .AttendanceEmployeeSummaryPage,
};
const staffAttendancePage = {
  month: async () =>
    (await import('../features/attendance/pages/staff-attendance-page')).StaffAttendancePage,
  checkIn: async () =>
    (await import('../features/attendance/pages/staff-attendance-check-in-page'))
      .StaffAttendanceCheckInPage,
  checkOut: async () =>
    (await import('../features/attendance/pages/staff-attendance-check-out-page'))
      .StaffAttendanceCheckOutPage,
  log: async () =>
    (await import('../features/attendance/pages/staff-attendance-log-page')).StaffAttendanceLogPage,
};
const payrollRunPage = {
  list: async () => (await import('../features/payroll/pages/payroll-list-page')).PayrollListPage,
  generate: async () =>
    (await import('../features/payroll/pages/payroll-generate-page')).PayrollGeneratePage,
  generateConfirm: async () =>
    (await import('../features/payroll/pages/payroll-generate-confirm-page'))
      .PayrollGenerateConfirmPage,
  summary: async () =>
    (await import('../features/payroll/pages/payroll-summary-page')).PayrollSummaryPage,
  addEmployees: async () => (await addEmployeesPages()).PayrollAddEmployeesPage,
  addEmployeesConfirm: async () => (await addEmployeesPages()).PayrollAddEmployeesConfirmPage,
  edit: async () =>
    (await import('../features/payroll/pages/payslip-editor-page')).PayslipEditorPage,
  payslip: async () =>
    (await import('../features/payroll/pages/payslip-view-page')).PayslipViewPage,
};
const leaveRequestPage = {
  summary: async () =>
    (await import('../features/leave/pages/leave-summary-page')).LeaveSummaryPage,
  create: async () =>
    (await import('../features/leave/pages/leave-request-create-page')).LeaveRequestCreatePage,
  edit: async () =>
    (await import('../features/leave/pages/leave-request-edit-page')).LeaveRequestEditPage,
  request: async () =>
    (await import('../features/leave/pages/leave-request-page')).LeaveRequestPage,
};
const leaveTypeForm = async () =>
  (await import('../features/leave/pages/leave-type-form-page')).LeaveTypeFormPage;
const claimTypeForm = async () =>
  (await import('../features/claims/pages/claim-type-form-page')).ClaimTypeFormPage;
const claimPage = {
  summary: async () =>
    (await import('../features/claims/pages/claims-summary-page')).ClaimsSummaryPage,
  create: async () => (await import('../features/claims/pages/claim-create-page')).ClaimCreatePage,
  edit: async () => (await import('../features/claims/pages/claim-edit-page')).ClaimEditPage,
  claim: async () => (await import('../features/claims/pages/claim-page')).ClaimPage,
};
const claimSetUpPage = {
  types: async () => (await import('../features/claims/pages/claim-types-page')).ClaimTypesPage,
  settings: async () =>
    (await import('../features/claims/pages/claim-settings-page')).ClaimSettingsPage,
  linkToPayroll: async () =>
    (await import('../features/claims/pages/link-claims-to-payroll-page')).LinkClaimsToPayrollPage,
};
const leaveSetUpPage = {
  types: async () => (await import('../features/leave/pages/leave-types-page')).LeaveTypesPage,
  settings: async () =>
    (await import('../features/leave/pages/leave-settings-page')).LeaveSettingsPage,
  balances: async () =>
    (await import('../features/leave/pages/leave-balances-page')).LeaveBalancesPage,
  carryForward: async () =>
    (await import('../features/leave/pages/leave-carry-forward-page')).LeaveCarryForwardPage,
};
// Room booking: admins keep the schedule, the rooms and the rules; everyone books.
const bookingScreens = () => import('../features/room-booking/pages/booking-screen-page');
const bookingList = () => import('../features/room-booking/pages/bookings-list-page');
function roomBookingRoutes(): RouteObject[] {
  const screens = (['admin', 'staff'] as const).flatMap((audience) => {
    const base =
      audience === 'admin' ? '/room-booking/room-booking-schedule' : '/staff-room-booking';
    const options = { adminPage: audience === 'admin' };
    return [
      guarded(
        base,
        'admin',
        async () => {
          const { BookingsListPage } = await bookingList();
          return () => <BookingsListPage audience={audience} />;
        },
        options,
      ),
      guarded(
        `${base}/create`,
        'admin',
        async () => {
          const { BookingCreatePage } = await bookingScreens();
          return () => <BookingCreatePage audience={audience} />;
        },
        options,
      ),
      guarded(
        `${base}/:id/edit`,
        'admin',
        async () => {
          const { BookingEditPage } = await bookingScreens();
          return () => <BookingEditPage audience={audience} />;
        },
        options,
      ),
    ];
  });
  const rooms = async () =>
    (await import('../features/room-booking/pages/room-form-page')).RoomFormPage;
  const keeping = (
    [
      [
        '/room-booking/manage-room',
        async () =>
          (await import('../features/room-booking/pages/manage-rooms-page')).ManageRoomsPage,
      ],
      ['/room-booking/manage-room/create', rooms],
      ['/room-booking/manage-room/:id/edit', rooms],
      [
        '/room-booking/setting',
        async () =>
          (await import('../features/room-booking/pages/booking-settings-page'))
            .BookingSettingsPage,
      ],
    ] as const
  ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true }));
  return [
    {
      path: '/room-booking',
      element: <Navigate to="/room-booking/room-booking-schedule" replace />,
    },
    ...screens,
    ...keeping,
  ];
}
// Desk booking: admins keep the schedule, the workspaces and the rules; everyone books.
const deskPage = {
  screens: () => import('../features/desk-booking/pages/booking-screen-page'),
  view: () => import('../features/desk-booking/pages/booking-view-page'),
};
function deskBookingRoutes(): RouteObject[] {
  const bookings = (['admin', 'staff'] as const).flatMap((audience) => {
    const base = audience === 'admin' ? '/desk-booking/schedule' : '/staff-desk-booking';
    const options = { adminPage: audience === 'admin' };
    const list =
      audience === 'admin'
        ? async () => (await import('../features/desk-booking/pages/schedule-page')).SchedulePage
        : async () =>
            (await import('../features/desk-booking/pages/staff-bookings-page')).StaffBookingsPage;
    return [
      guarded(base, 'admin', list, options),
      guarded(
        `${base}/create`,
        'admin',
        async () => {
          const { BookingCreatePage } = await deskPage.screens();
          return () => <BookingCreatePage audience={audience} />;
        },
        options,
      ),
      guarded(
        `${base}/edit/:id`,
        'admin',
        async () => {
          const { BookingEditPage } = await deskPage.screens();
          return () => <BookingEditPage audience={audience} />;
        },
        options,
      ),
      guarded(
        `${base}/view/:id`,
        'admin',
        async () => {
          const { BookingViewPage } = await deskPage.view();
          return () => <BookingViewPage audience={audience} />;
        },
        options,
      ),
    ];
  });
  const workspace = async () =>
    (await import('../features/desk-booking/pages/workspace-form-page')).WorkspaceFormPage;
  const keeping = (
    [
      [
        '/desk-booking/workspace',
        async () => (await import('../features/desk-booking/pages/workspaces-page')).WorkspacesPage,
      ],
      ['/desk-booking/workspace/create', workspace],
      ['/desk-booking/workspace/edit/:id', workspace],
      [
        '/desk-booking/setting',
        async () =>
          (await import('../features/desk-booking/pages/desk-settings-page')).DeskSettingsPage,
      ],
    ] as const
  ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true }));
  return [
    { path: '/desk-booking', element: <Navigate to="/desk-booking/schedule" replace /> },
    ...bookings,
    ...keeping,
    // The link on a desk's QR code: not among the product spec's routes, added as the issue asked.
    guarded(
      '/staff-desk-booking/check-in/:deskId',
      'admin',
      async () => (await import('../features/desk-booking/pages/check-in-page')).CheckInPage,
    ),
  ];
}
const accountList = () => import('../features/platform-accounts/pages/account-list-page');
const accountForm = () => import('../features/platform-accounts/pages/account-form-page');
const changePassword = () => import('../features/profile/pages/change-password-page');

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // The first page's modules load lazily: the spinner shows until they have.
    hydrateFallbackElement: <LoadingSpinner fullPage />,
    children: [
      { path: '/', element: <Redirect to="/dashboard" fullPage /> },
      // Not found: inside the signed-in person's own layout, or the public one for a visitor.
      {
        path: '/session/404',
        ...page(async () => (await import('./not-found-route')).NotFoundRoute),
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/legal',
            ...page(async () => (await import('../features/legal/pages/legal-page')).LegalPage),
          },
          {
            path: '/contact',
            ...page(
              async () => (await import('../features/contact/pages/contact-page')).ContactPage,
            ),
          },
        ],
      },
      {
        ...page(async () => (await import('./layouts/auth-layout')).AuthLayout),
        children: [
          {
            path: '/session/signin',
            ...page(async () => {
              const { SignInPage } = await signIn();
              return () => <SignInPage portal="organisation" />;
            }),
          },
          {
            path: '/supper-admin/signin',
            ...page(async () => {
              const { SignInPage } = await signIn();
              return () => <SignInPage portal="platform" />;
            }),
          },
          ...(['organisation', 'platform'] as const).flatMap((portal) => {
            const base = portal === 'platform' ? '/supper-admin' : '/session';
            return [
              {
                path: `${base}/forgot-password`,
                ...page(async () => {
                  const { ForgotPasswordPage } = await reset();
                  return () => <ForgotPasswordPage portal={portal} />;
                }),
              },
              {
                path: `${base}/enter-reset-code`,
                ...page(async () => {
                  const { EnterResetCodePage } = await reset();
                  return () => <EnterResetCodePage portal={portal} />;
                }),
              },
              {
                path: `${base}/reset-password`,
                ...page(async () => {
                  const { ResetPasswordPage } = await reset();
                  return () => <ResetPasswordPage portal={portal} />;
                }),
              },
            ];
          }),
          {
            path: '/session/signup',
            ...page(async () => (await import('../features/auth/pages/sign-up-page')).SignUpPage),
          },
        ],
      },
      {
        ...page(async () => (await import('./layouts/role-layout')).RoleLayout),
        children: [
          guarded(
            '/dashboard',
            'admin',
            async () =>
              (await import('../features/dashboard/pages/admin-dashboard-page')).AdminDashboardPage,
            { adminPage: true },
          ),
          guarded(
            '/staff-dashboard',
            'admin',
            async () =>
              (await import('../features/dashboard/pages/staff-dashboard-page')).StaffDashboardPage,
          ),
          guarded(
            '/sa-dashboard',
            'sa',
            async () =>
              (await import('../features/dashboard/pages/platform-dashboard-page'))
                .PlatformDashboardPage,
          ),
          ...(
            [
              ['/manage-super-admin', 'platform'],
              ['/manage-admin', 'organisation'],
            ] as const
          ).flatMap(([path, kind]) => [
            guarded(path, 'sa', async () => {
              const { AccountListPage } = await accountList();
              return () => <AccountListPage kind={kind} />;
            }),
            guarded(`${path}/create`, 'sa', async () => {
              const { CreateAccountPage } = await accountForm();
              return () => <CreateAccountPage kind={kind} />;
            }),
            guarded(`${path}/:id`, 'sa', async () => {
              const { EditAccountPage } = await accountForm();
              return () => <EditAccountPage kind={kind} />;
            }),
          ]),
          { path: '/organization', element: <Navigate to="/organization/info" replace /> },
          ...(
            [
              ['/organization/info', organizationPage.info],
              ['/organization/organization-structure', organizationPage.structure],
              ['/organization/organization-structure/create', organizationPage.department],
              ['/organization/organization-structure/:id', organizationPage.department],
              ['/organization/branches-outlets', organizationPage.branches],
              ['/organization/branches-outlets/create', organizationPage.branch],
              ['/organization/branches-outlets/:id', organizationPage.branch],
              ['/organization/holiday-work-list', organizationPage.holidays],
              ['/organization/holiday-work-list/create', organizationPage.holiday],
              ['/organization/holiday-work-list/:id', organizationPage.holiday],
              ['/organization/working-hours', organizationPage.workingHours],
              ['/organization/announcements', organizationPage.announcements],
              ['/organization/announcements/create', organizationPage.announcement],
              ['/organization/announcements/:id', organizationPage.announcement],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true })),
          // Assistant admins are managed by the admin alone.
          ...(
            [
              ['/organization/asst-admin', organizationPage.assistants],
              ['/organization/asst-admin/create', organizationPage.assistant],
              ['/organization/asst-admin/:id', organizationPage.assistant],
            ] as const
          ).map(([path, load]) =>
            guarded(path, 'admin', load, { roles: pageRoles.organisationAdmin }),
          ),
          ...(
            [
              ['/employees', employeePage.list],
              ['/employees/create', employeePage.create],
              ['/employees/:id', employeePage.redirect],
              ['/employees/:id/personal-details', employeeTab('personal-details')],
              ['/employees/:id/employment-pay-details', employeeTab('employment-pay-details')],
              ['/employees/:id/payslip-details', employeeTab('payslip-details')],
              ['/employees/:id/leave-details', employeeTab('leave-details')],
              ['/employees/:id/attendance-logs', employeeTab('attendance-logs')],
              ['/employees/:id/claims-details', employeeTab('claims-details')],
              ['/employees/:id/change-password', employeeTab('change-password')],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true })),
          // Payroll set-up.
          ...(
            [
              ['/payroll/pay-items', payrollPage.payItems],
              ['/payroll/pay-items/create', payrollPage.payItem],
              ['/payroll/pay-items/:id', payrollPage.payItem],
              ['/payroll/pay-scheme-templates', payrollPage.templates],
              ['/payroll/pay-scheme-templates/create', payrollPage.template],
              ['/payroll/pay-scheme-templates/:id', payrollPage.template],
              ['/payroll/setting', payrollPage.settings],
              ['/payroll/setting/payment-periods', payrollPage.paymentPeriods],
              ['/payroll/setting/filing', payrollPage.filing],
              ['/payroll/opening-balances', payrollPage.openingBalances],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true })),
          // Payroll runs: the list, generating a month's payroll, its summary and payslips.
          { path: '/payroll', element: <Navigate to="/payroll/list" replace /> },
          ...(
            [
              ['/payroll/list', payrollRunPage.list],
              ['/payroll/generate', payrollRunPage.generate],
              ['/payroll/generate-confirm', payrollRunPage.generateConfirm],
              ['/payroll/:id', payrollRunPage.summary],
              ['/payroll/:id/add-employees', payrollRunPage.addEmployees],
              ['/payroll/:id/add-employees/confirm', payrollRunPage.addEmployeesConfirm],
              ['/payroll/:id/edit', payrollRunPage.edit],
              ['/payroll/:id/payslip/:payslipId/view', payrollRunPage.payslip],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true })),
          // Payroll reports: the year to date per employee, the CPF year-end settlement.
          ...(
            [
              [
                '/payroll/ytd-summary-report',
                async () =>
                  (await import('../features/payroll/pages/ytd-summary-report-page'))
                    .YtdSummaryReportPage,
              ],
              [
                '/payroll/ytd-summary-report/:id',
                async () =>
                  (await import('../features/payroll/pages/ytd-employee-page')).YtdEmployeePage,
              ],
              [
                '/payroll/ir8a',
                async () => (await import('../features/payroll/pages/ir8a-page')).Ir8aPage,
              ],
              [
                '/payroll/cpf-year-end',
                async () =>
                  (await import('../features/payroll/pages/cpf-year-end-page')).CpfYearEndPage,
              ],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true })),
          // Leave requests: the organisation's requests, leave on someone's behalf, one request.
          { path: '/leaves', element: <Navigate to="/leaves/leaves-summary" replace /> },
          ...(
            [
              ['/leaves/leaves-summary', leaveRequestPage.summary],
              ['/leaves/leaves-summary/create', leaveRequestPage.create],
              ['/leaves/leaves-summary/edit/:id', leaveRequestPage.edit],
              ['/leaves/leaves-summary/:id', leaveRequestPage.request],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true })),
          // Leave set-up: the types, the settings, everyone's balances.
          ...(
            [
              ['/leaves/leaves-types', leaveSetUpPage.types],
              ['/leaves/leaves-types/create', leaveTypeForm],
              ['/leaves/leaves-types/edit/:id', leaveTypeForm],
              ['/leaves/leaves-setting', leaveSetUpPage.settings],
              ['/leaves/leaves-balances', leaveSetUpPage.balances],
              ['/leaves/carry-forward', leaveSetUpPage.carryForward],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true })),
          // Claims: the organisation's claims, claims on someone's behalf, one claim.
          { path: '/claims', element: <Navigate to="/claims/summary" replace /> },
          ...(
            [
              ['/claims/summary', claimPage.summary],
              ['/claims/summary/create', claimPage.create],
              ['/claims/summary/:id', claimPage.claim],
              ['/claims/summary/:id/edit', claimPage.edit],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true })),
          // Claims set-up: the types, the settings, and paying approved claims with a draft payroll.
          ...(
            [
              ['/claims/types', claimSetUpPage.types],
              ['/claims/types/add', claimTypeForm],
              ['/claims/types/:id/edit', claimTypeForm],
              ['/claims/settings', claimSetUpPage.settings],
              ['/claims/linkToPayroll', claimSetUpPage.linkToPayroll],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true })),
          // Shift templates: the shifts the roster places.
          ...(
            [
              ['/shift-planning/template', shiftTemplatePage.list],
              ['/shift-planning/template/create', shiftTemplatePage.form],
              ['/shift-planning/template/edit/:id', shiftTemplatePage.form],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { adminPage: true })),
          // The roster board, where the templates are placed, drafted and published.
          { path: '/shift-planning', element: <Navigate to="/shift-planning/board" replace /> },
          guarded('/shift-planning/board', 'admin', rosterPage.board, { adminPage: true }),
          // Staff: an employee's own published shifts and calendar link.
          guarded('/staff-shift-schedule', 'admin', rosterPage.staff, {
            roles: pageRoles.employees,
          }),
          // Attendance logs: every check-in of the organisation, and one log.
          { path: '/attendance', element: <Navigate to="/attendance/log-list" replace /> },
          guarded('/attendance/log-list', 'admin', attendanceLogPage.list, { adminPage: true }),
          guarded('/attendance/log-list/:id', 'admin', attendanceLogPage.log, { adminPage: true }),
          guarded('/attendance/log-list/create', 'admin', attendanceLogPage.create, {
            adminPage: true,
          }),
          guarded('/attendance/log-list/edit/:id', 'admin', attendanceLogPage.edit, {
            adminPage: true,
          }),
          guarded('/attendance/audits', 'admin', attendanceLogPage.audits, { adminPage: true }),
          guarded('/attendance/summary', 'admin', attendanceSummaryPage.list, { adminPage: true }),
          guarded('/attendance/summary/:employeeId', 'admin', attendanceSummaryPage.employee, {
            adminPage: true,
          }),
          guarded('/attendance/settings', 'admin', attendanceSettingsPage, { adminPage: true }),
          // Staff payslips: an employee's own, of confirmed and paid payrolls.
          guarded(
            '/staff-payslip',
            'admin',
            async () =>
              (await import('../features/staff-payslips/pages/staff-payslips-page'))
                .StaffPayslipsPage,
            { roles: pageRoles.employees },
          ),
          guarded(
            '/staff-payslip/:id',
            'admin',
            async () =>
              (await import('../features/staff-payslips/pages/staff-payslip-page'))
                .StaffPayslipPage,
            { roles: pageRoles.employees },
          ),
          // Staff leave: an employee's own requests and balances, and the requests they decide.
          ...(
            [
              [
                '/staff-leaves',
                async () =>
                  (await import('../features/leave/pages/staff-leaves-page')).StaffLeavesPage,
              ],
              [
                '/staff-leaves/create',
                async () =>
                  (await import('../features/leave/pages/staff-leave-create-page'))
                    .StaffLeaveCreatePage,
              ],
              [
                '/staff-leaves/:id',
                async () =>
                  (await import('../features/leave/pages/staff-leave-page')).StaffLeavePage,
              ],
              [
                '/staff-leaves-summary/edit/:id',
                async () =>
                  (await import('../features/leave/pages/staff-leave-edit-page'))
                    .StaffLeaveEditPage,
              ],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { roles: pageRoles.employees })),
          // Staff claims: an employee's own claims and limits, and the claims they approve.
          ...(
            [
              [
                '/staff-claims',
                async () =>
                  (await import('../features/claims/pages/staff-claims-page')).StaffClaimsPage,
              ],
              [
                '/staff-claims/create',
                async () =>
                  (await import('../features/claims/pages/staff-claim-create-page'))
                    .StaffClaimCreatePage,
              ],
              [
                '/staff-claims/:id',
                async () =>
                  (await import('../features/claims/pages/staff-claim-page')).StaffClaimPage,
              ],
              [
                '/staff-claims/:id/edit',
                async () =>
                  (await import('../features/claims/pages/staff-claim-edit-page'))
                    .StaffClaimEditPage,
              ],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { roles: pageRoles.employees })),
          // Staff attendance: an employee's own logs of a month, checking in and out, one log.
          ...(
            [
              ['/staff-attendance', staffAttendancePage.month],
              ['/staff-attendance/check-in', staffAttendancePage.checkIn],
              ['/staff-attendance/check-out/:id', staffAttendancePage.checkOut],
              ['/staff-attendance/:id', staffAttendancePage.log],
            ] as const
          ).map(([path, load]) => guarded(path, 'admin', load, { roles: pageRoles.employees })),
          ...roomBookingRoutes(),
          ...deskBookingRoutes(),
          guarded(
            '/pages/user-profile',
            'admin',
            async () => {
              const { ProfilePage } = await profile();
              return () => <ProfilePage changePasswordPath="/pages/user-profile/change-password" />;
            },
            { roles: pageRoles.administrators },
          ),
          guarded(
            '/pages/user-profile/change-password',
            'admin',
            async () => {
              const { ChangePasswordPage } = await changePassword();
              return () => <ChangePasswordPage profilePath="/pages/user-profile" />;
            },
            { roles: pageRoles.administrators },
          ),
          guarded('/pages/employee-profile', 'admin', async () => {
            const { ProfilePage } = await profile();
            return () => <ProfilePage changePasswordPath="/pages/employee-change-password" />;
          }),
          guarded('/pages/employee-change-password', 'admin', async () => {
            const { ChangePasswordPage } = await changePassword();
            return () => <ChangePasswordPage profilePath="/pages/employee-profile" />;
          }),
        ],
      },
      { path: '*', element: <Redirect to="/session/404" fullPage /> },
    ],
  },
];
