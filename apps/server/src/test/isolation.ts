import { employeeImportColumns } from '@tembusu/contracts/employees';
import type { FastifyInstance } from 'fastify';
import { insertAccount } from '../modules/identity/identity.repository.js';
import { hashPassword } from '../modules/identity/passwords.js';
import {
  type GenerationJob,
  getPayrollGeneration,
  requestPayrollGeneration,
  runPayrollGeneration,
} from '../modules/payroll/payroll-generation.service.js';
import { setPayrollStatus } from '../modules/payroll/payroll-lifecycle.service.js';
import { payrollDetail } from '../modules/payroll/payslip-editor.service.js';
import { demoAccounts, demoPassword, seedDemo } from '../seed/demo.js';
import { multipartFile, onePixelPng } from './multipart.js';

type Tenant = {
  organizationId: string;
  admin: string;
  employee: string;
  /** The harness employee's own session (the account of `employeeId`), for reads only they make. */
  person: string;
  /** One record of each kind the organisation owns, for endpoints that take an id. */
  branchId: string;
  departmentId: string;
  holidayId: string;
  announcementId: string;
  employeeId: string;
  uploadId: string;
  payItemId: string;
  paySchemeTemplateId: string;
  payrollId: string;
  payslipId: string;
  roomId: string;
  bookingId: string;
  workspaceId: string;
  deskId: string;
  deskBookingId: string;
  assistantAdminId: string;
  generationId: string;
  /** A company leave type (fixed days a year, from the first day of service). */
  leaveTypeId: string;
  /** The harness employee's leave of that type, recorded by the admin: approved. */
  leaveRequestId: string;
  /** The harness employee's own request of that type, sent through the staff side: pending. */
  pendingLeaveRequestId: string;
  /** An active shift template at the harness branch. */
  shiftTemplateId: string;
  /** The harness employee's draft shift of that template on the roster (`rosterWeek`). */
  rosterShiftId: string;
  /** The harness employee's own attendance log of today, checked in at the harness branch. */
  attendanceLogId: string;
  /** A form the admin opened on that log's day, waiting on the harness employee. */
  auditId: string;
  /** A claim type anyone may claim, through the harness pay item (taxable). */
  claimTypeId: string;
  /** The admin's claim of that type for the harness employee: submitted, waiting for the admins. */
  claimId: string;
  /** The harness employee's own claim of that type, kept as a draft. */
  draftClaimId: string;
};

/** Two organisations with people and records in them, and a token for each role in each. */
export type Tenants = { demo: Tenant; other: Tenant };

/** The two organisations as one call sees them: its own, and the one it must not reach. */
export type Sides = { caller: Tenant; target: Tenant };

/**
 * A GET of an organisation's data, made as that organisation's admin, or as its harness employee
 * (`as: 'person'`) for what only the person can read of their own account.
 */
export type Read = string | { url: string; as: 'person' };

export type TenantEndpoint = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The URL that reaches the other organisation's record, or the caller's own view. */
  url: (sides: Sides) => string;
  payload?: (sides: Sides) => object;
  /**
   * 'own-only': answers, but only with the caller's organisation (nothing of the other's).
   * 'not-found': the other organisation's record answers 404, as if it did not exist.
   * 'own-only-list': answers a list of the caller's own records, holding none of the other's.
   * 'bad-request': naming the other organisation's record in a body is refused as invalid.
   * 'own-only-answer': answers, holding no id of the other organisation's records; for what takes
   * no id and does not name the organisation either (settings, reports, files).
   * 'own-only-write': changes the caller's own organisation (its settings, or a new record whose
   * body names no other): `readBack` reads the same for the other organisation after as before,
   * and differently for the caller; a new record `readNew` finds is the caller's only.
   *
   * A 'not-found' case that is not a GET is a by-id write: it tries to change or delete the other
   * organisation's record, and the record must read the same afterwards, read as its own
   * organisation (`readBacksOf`).
   */
  kind:
    | 'own-only'
    | 'own-only-list'
    | 'not-found'
    | 'bad-request'
    | 'own-only-answer'
    | 'own-only-write';
  /**
   * What the call must leave as it was, or, for 'own-only-write', what it changes: GETs read
   * before and after the call. An 'own-only-write' reads them as each organisation (the caller's
   * answer changes, the other's does not); any other case reads them as the other organisation,
   * which must read the same. A by-id write reads its record's own URL without one; it names one
   * where that URL is not a GET of the record (`readBacksOf`).
   */
  readBack?: Read | ((sides: Sides) => Read | Read[]);
  /** For 'own-only-write' that makes a record: a GET of it, by the id the write answers. */
  readNew?: (id: string) => string;
  /** A multipart/form-data file to send in place of a JSON payload. */
  file?: () => ReturnType<typeof multipartFile>;
  /** A record of the caller's own that the list must hold, to show the list is not just empty. */
  ownId?: (sides: Sides) => string;
  /** Only admins may call it at all; employees are refused before the record is looked at. */
  adminOnly?: boolean;
  /** Only employees may call it (their own records); admins are refused by role. */
  staffOnly?: boolean;
  /**
   * The employee's call is made as the harness employee (`person`), whose sign-in has an employee
   * record in both organisations, for what reaches the caller's own record.
   */
  asPerson?: boolean;
};

/** The harness employee's password, for the session `person` holds. */
const harnessPassword = 'Harness@2026';

// A moment a day before now: every zone reads its date as yesterday or today.
const dayAgo = () => new Date(Date.now() - 24 * 3_600_000).toISOString();
const yesterday = () => dayAgo().slice(0, 10);

const personalBody = {
  name: 'Harness Person',
  email: 'harness.person@tembusu.example',
  idType: 'NRIC',
  idNumber: 'S0000001I',
  race: 'Chinese',
  religion: 'None',
  gender: 'Male',
  maritalStatus: 'Single',
  nationality: 'SG',
  residency: 'Citizen',
  prStartDate: null,
  dateOfBirth: '1990-01-01',
  educationLevel: null,
  phone: null,
  // A Singapore address, as the IR8A return needs one.
  address: '1 Harness Road',
  postalCode: '123456',
  emergencyContactName: null,
  emergencyContactRelationship: null,
  emergencyContactPhone: null,
  photoId: null,
};

/** The IRAS AIS settings each harness organisation files its IR8A returns under. */
const irasFilingBody = {
  irasIdType: '8',
  irasAuthorisedName: 'Harness Declarant',
  irasAuthorisedDesignation: 'Director',
  irasAuthorisedPhone: '+65 6000 0000',
  irasAuthorisedEmail: 'declarant@harness.example',
};

const payItemBody = {
  description: 'Harness Allowance',
  type: 'Addition',
  category: null,
  cPFType: 'OrdinaryWages',
  unit: 'Amount',
  defaultAmount: '100.00',
  iRBACode: 'OtherAllowance',
  isActive: true,
};

const templateBody = (payItemIds: string[]) => ({
  name: 'Harness Template',
  type: 'Monthly',
  description: null,
  items: payItemIds.map((payItemId) => ({ payItemId, amount: null, allowance: null })),
  overtimeRules: ['normal', 'offDay', 'restDay', 'holiday'].map((kind) => ({
    kind,
    rate: '1.5x',
    customAmount: null,
    start: 'AfterWorkingHours',
    fixedHours: null,
  })),
});

const roomBody = (branchOutletId: string) => ({
  name: 'Harness Room',
  branchOutletId,
  capacity: 6,
  amenitySelected: [{ name: 'Whiteboard' }],
  image: null,
  isActive: true,
});

const workspaceBody = (branchOutletId: string) => ({
  name: 'Harness Floor',
  branchOutletId,
  floorPlan: null,
  desks: [
    { name: 'H-01', features: [], x: 20, y: 20, assignedEmployeeId: null, underMaintenance: false },
  ],
});

/** Tomorrow (UTC), the day the harness books rooms and desks on. */
const bookingDay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const bookingWindow = (tenant: Tenant) =>
  `roomId=${tenant.roomId}&from=${bookingDay()}T00:00:00Z&to=${bookingDay()}T23:59:00Z`;

/** A one-hour booking tomorrow from the given UTC hour, for the tenant's harness employee. */
const bookingBody = (
  tenant: Pick<Tenant, 'branchId' | 'employeeId'>,
  roomId: string,
  hour: number,
) => {
  const from = `${String(hour).padStart(2, '0')}:00`;
  const to = `${String(hour + 1).padStart(2, '0')}:00`;
  const day = bookingDay();
  return {
    bookingDate: day,
    bookingTimeFrom: from,
    bookingTimeFromOrigin: from,
    bookingTimeTo: to,
    bookingTimeToOrigin: to,
    bookingDateFrom: day,
    bookingDateTo: day,
    bookingDateFromOrigin: day,
    bookingDateToOrigin: day,
    employeeBookedId: tenant.employeeId,
    branchOutletId: tenant.branchId,
    roomId,
  };
};

/**
 * A company leave type any harness employee may take: fixed days, no service needed and no
 * gender, residency or document rule, so that the requests the cases name pass every check but
 * the one a case is about.
 */
const leaveTypeBody = {
  name: 'Harness Leave',
  code: 'HRN',
  paid: true,
  entitlementRule: 'fixed',
  fixedDays: 10,
  minServiceMonths: 0,
};

/** A Tuesday, a working day of a past year in the harness employee's service: no notice rule. */
const recordedLeaveDay = '2025-06-10';

/**
 * Monday to Friday of the first week that starts a week or more from today: ahead of the staff
 * side's notice and back-dating rules, and holding working days whatever the public holidays.
 */
const pendingLeaveWeek = () => {
  const weekAhead = new Date(Date.now() + 7 * 86_400_000);
  const toMonday = (8 - weekAhead.getUTCDay()) % 7;
  const dayOf = (offset: number) =>
    new Date(weekAhead.getTime() + (toMonday + offset) * 86_400_000).toISOString().slice(0, 10);
  return { startDate: dayOf(0), endDate: dayOf(4) };
};

/** A taxable claim type anyone may claim, paid through the harness pay item (an addition). */
const claimTypeBody = (payItemId: string) => ({
  name: 'Harness Claims',
  receiptRequired: false,
  taxable: true,
  incomeType: 'OtherAllowance',
  payItemId,
  departmentIds: [],
  employmentTypes: [],
});

/** Ten days ago (UTC): a claim date of the past in every zone, within the year claims go back. */
const claimDay = () => new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

/** A claim of a type, described so that `claimSearch` finds the harness's claims only. */
const claimBody = (claimTypeId: string, extra: object = {}) => ({
  claimTypeId,
  claimDate: claimDay(),
  amount: '12.30',
  currency: 'SGD',
  exchangeRate: '1',
  description: 'Harness claim',
  receiptIds: [],
  ...extra,
});
const claimSearch = '/api/v1/claims?pageSize=100&search=Harness%20claim';

/** A day shift at a branch, paid as a normal day. */
const shiftTemplateBody = (branchId: string | null) => ({
  name: 'Harness Shift',
  colour: '#1c7ed6',
  startTime: '09:00',
  endTime: '18:00',
  breakMinutes: 60,
  branchId,
  payRules: ['normal'],
  isActive: true,
});

/** The roster week the harness places its shift in (a Monday), and the board of its fortnight. */
const rosterWeek = '2028-03-06';
const rosterBoard = `/api/v1/shift/roster?from=${rosterWeek}&days=14`;

/** Attendance settings other than the defaults, so that saving them changes what reads back. */
const attendanceSettingsBody = {
  lateGraceMinutes: 10,
  earlyOutGraceMinutes: 5,
  roundingMinutes: 15,
  geofenceRule: 'refuse',
  autoCheckOut: true,
  overtimeNeedsApproval: false,
  minimumOvertimeMinutes: 45,
};

/** A payslip as the editor saves it, unchanged. */
const payslipEdit = (id: string) => ({
  id,
  version: 1,
  employeeId: '00000000-0000-4000-8000-000000000000',
  paymentMethod: 'cash',
  salary: { value: '3000.00' },
  payslipPayItems: [],
  payrollItem: [],
});

const openingBalanceBody = {
  throughMonth: 6,
  grossSalary: '30000.00',
  ordinaryWagesForCpf: '30000.00',
  additionalWagesForCpf: '0.00',
  employeeCpf: '6000.00',
  employerCpf: '5100.00',
  cdac: '0.00',
  ecf: '0.00',
  mbmf: '0.00',
  sinda: '0.00',
  sdl: '45.00',
};

const employmentBody = {
  employeeNumber: 'HARNESS-1',
  roleTitle: 'Harness Tester',
  departmentId: null,
  branchId: null,
  employmentType: 'fullTime',
  workMode: 'onsite',
  employmentStartDate: '2020-01-01',
  employmentEndDate: null,
  workPassExpiryDate: null,
  managerId: null,
  timeZone: 'Asia/Singapore',
  countryOfWork: 'SG',
  isActive: true,
  salaryBasis: 'Monthly',
  salaryAmount: '3000.00',
  paymentMode: 'cash',
  bankCode: null,
  bankAccountNumber: null,
  excludeCPFContributions: false,
  prCpfScheme: 'graduated',
  communityFundOverride: false,
  communityFunds: [],
};

const newEmployeeBody = (employment: object = {}, personal: object = {}) => ({
  personal: { ...personalBody, email: 'sneaky@tembusu.example', ...personal },
  employment: { ...employmentBody, employeeNumber: 'SNEAKY-1', ...employment },
  password: 'Sneaky@2026',
});

/** One imported employee, column by column; columns left out are empty. */
const importRow = {
  name: 'Isolated Importee',
  email: 'isolated.importee@tembusu.example',
  employeeNumber: 'ISO-IMP-1',
  idType: 'NRIC',
  idNumber: 'S9022222H',
  dateOfBirth: '1991-03-04',
  gender: 'Female',
  race: 'Chinese',
  religion: 'Buddhist',
  maritalStatus: 'Single',
  nationality: 'Singapore',
  residency: 'Citizen',
  employmentType: 'fullTime',
  workMode: 'onsite',
  employmentStartDate: '2026-10-01',
  salaryBasis: 'Monthly',
  salaryAmount: '3100.00',
  paymentMode: 'cash',
};

const branchBody = {
  name: 'Taken over',
  address: null,
  postalCode: null,
  phone: null,
  timeZone: 'Asia/Singapore',
  isActive: true,
};

/**
 * Every endpoint that reads or changes an organisation's records. Each module adds its own
 * entries; the isolation test calls each as DEMO against OTHER and the other way round.
 */
export const tenantEndpoints: TenantEndpoint[] = [
  { name: 'profile', method: 'GET', url: () => '/api/v1/account/profile/me', kind: 'own-only' },
  {
    name: 'organisation dashboard',
    method: 'GET',
    url: () => '/api/v1/dashboard/organization',
    kind: 'own-only',
  },
  {
    name: 'organisation info',
    method: 'GET',
    url: () => '/api/v1/organization/info',
    kind: 'own-only',
  },
  {
    name: 'organisations for booking',
    method: 'GET',
    url: () => '/api/v1/organization/organ-for-booking',
    kind: 'own-only',
  },
  { name: 'branches', method: 'GET', url: () => '/api/v1/organization/branches', kind: 'own-only' },
  {
    name: 'departments',
    method: 'GET',
    url: () => '/api/v1/organization/departments',
    kind: 'own-only',
  },
  {
    name: 'another organisation by id',
    method: 'GET',
    url: (s) => `/api/v1/organization/organ/${s.target.organizationId}`,
    kind: 'not-found',
  },
  {
    name: "another organisation's branch list",
    method: 'GET',
    url: (s) => `/api/v1/organization/branch?organizationId=${s.target.organizationId}`,
    kind: 'not-found',
  },
  {
    name: "another organisation's full branch list",
    method: 'GET',
    url: (s) => `/api/v1/organization/branch-all?organizationId=${s.target.organizationId}`,
    kind: 'not-found',
  },
  {
    name: "another organisation's branch",
    method: 'GET',
    url: (s) => `/api/v1/organization/branches/${s.target.branchId}`,
    kind: 'not-found',
  },
  {
    name: "changing another organisation's branch",
    method: 'PUT',
    url: (s) => `/api/v1/organization/branches/${s.target.branchId}`,
    payload: () => branchBody,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's branch",
    method: 'DELETE',
    url: (s) => `/api/v1/organization/branches/${s.target.branchId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "another organisation's department",
    method: 'GET',
    url: (s) => `/api/v1/organization/departments/${s.target.departmentId}`,
    kind: 'not-found',
  },
  {
    name: "changing another organisation's department",
    method: 'PUT',
    url: (s) => `/api/v1/organization/departments/${s.target.departmentId}`,
    payload: () => ({ name: 'Taken over', description: null, parentId: null }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's department",
    method: 'DELETE',
    url: (s) => `/api/v1/organization/departments/${s.target.departmentId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'opening balances',
    method: 'GET',
    url: () => '/api/v1/payroll/opening-balances?year=2025&pageSize=100',
    kind: 'own-only-list',
    adminOnly: true,
  },
  {
    name: 'holidays',
    method: 'GET',
    url: () => '/api/v1/organization/holidays',
    kind: 'own-only-list',
  },
  {
    name: 'published announcements',
    method: 'GET',
    url: () => '/api/v1/organization/announcements/published',
    kind: 'own-only-list',
  },
  {
    name: "another organisation's holiday",
    method: 'GET',
    url: (s) => `/api/v1/organization/holidays/${s.target.holidayId}`,
    kind: 'not-found',
  },
  {
    name: "deleting another organisation's holiday",
    method: 'DELETE',
    url: (s) => `/api/v1/organization/holidays/${s.target.holidayId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "another organisation's announcement",
    method: 'GET',
    url: (s) => `/api/v1/organization/announcements/${s.target.announcementId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "changing another organisation's announcement",
    method: 'PUT',
    url: (s) => `/api/v1/organization/announcements/${s.target.announcementId}`,
    payload: () => ({
      title: 'Taken',
      body: 'Taken',
      audience: 'everyone',
      publishDate: '2026-01-01',
    }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "a department under another organisation's department",
    method: 'POST',
    url: () => '/api/v1/organization/departments',
    payload: (s) => ({ name: 'Sneaky', description: null, parentId: s.target.departmentId }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: 'employees for pick lists, searched by name',
    method: 'GET',
    url: () => '/api/v1/employee?search=Harness',
    kind: 'own-only-list',
    ownId: (s) => s.caller.employeeId,
  },
  {
    name: "another organisation's employee asked for by id in a pick list",
    method: 'GET',
    url: (s) => `/api/v1/employee?id=${s.target.employeeId}`,
    kind: 'own-only-list',
  },
  {
    name: 'the employee list',
    method: 'GET',
    url: () => '/api/v1/employees?pageSize=100',
    kind: 'own-only-list',
    ownId: (s) => s.caller.employeeId,
    adminOnly: true,
  },
  {
    name: "the employee list filtered by another organisation's department",
    method: 'GET',
    url: (s) => `/api/v1/employees?departmentId=${s.target.departmentId}`,
    kind: 'own-only-list',
    adminOnly: true,
  },
  {
    name: "another organisation's employee",
    method: 'GET',
    url: (s) => `/api/v1/employee/${s.target.employeeId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "changing another organisation's employee's personal details",
    method: 'PUT',
    url: (s) => `/api/v1/employees/${s.target.employeeId}/personal-details`,
    payload: () => ({ ...personalBody, email: 'taken.over@tembusu.example' }),
    readBack: (s) => `/api/v1/employee/${s.target.employeeId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "changing another organisation's employee's pay",
    method: 'PUT',
    url: (s) => `/api/v1/employees/${s.target.employeeId}/employment-pay-details`,
    payload: () => ({ ...employmentBody, salaryAmount: '1.00' }),
    readBack: (s) => `/api/v1/employee/${s.target.employeeId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "setting another organisation's employee's password",
    method: 'PUT',
    url: (s) => `/api/v1/employees/${s.target.employeeId}/password`,
    payload: () => ({ password: 'Taken@2026over' }),
    // A password set revokes the person's sessions, so their own session still reading proves
    // the account untouched; the hash itself is never read.
    readBack: (s) => [
      `/api/v1/employee/${s.target.employeeId}`,
      { url: '/api/v1/account/profile/me', as: 'person' },
    ],
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's employee",
    method: 'DELETE',
    url: (s) => `/api/v1/employees/${s.target.employeeId}`,
    readBack: (s) => `/api/v1/employee/${s.target.employeeId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "setting another organisation's employee's opening balance",
    method: 'PUT',
    url: (s) => `/api/v1/payroll/opening-balances/${s.target.employeeId}/2025`,
    payload: () => ({ ...openingBalanceBody, grossSalary: '99999.00' }),
    // The year's balances as the owner reads them, and the employee they belong to.
    readBack: (s) => [
      '/api/v1/payroll/opening-balances?year=2025&pageSize=100',
      `/api/v1/employee/${s.target.employeeId}`,
    ],
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's employee's opening balance",
    method: 'DELETE',
    url: (s) => `/api/v1/payroll/opening-balances/${s.target.employeeId}/2025`,
    // The year's balances as the owner reads them, and the employee they belong to.
    readBack: (s) => [
      '/api/v1/payroll/opening-balances?year=2025&pageSize=100',
      `/api/v1/employee/${s.target.employeeId}`,
    ],
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "an employee in another organisation's department",
    method: 'POST',
    url: () => '/api/v1/employees',
    payload: (s) => newEmployeeBody({ departmentId: s.target.departmentId }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "an employee at another organisation's branch",
    method: 'POST',
    url: () => '/api/v1/employees',
    payload: (s) => newEmployeeBody({ branchId: s.target.branchId }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "an employee managed by another organisation's employee",
    method: 'POST',
    url: () => '/api/v1/employees',
    payload: (s) => newEmployeeBody({ managerId: s.target.employeeId }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "an employee whose photo is another organisation's file",
    method: 'POST',
    url: () => '/api/v1/employees',
    payload: (s) => newEmployeeBody({}, { photoId: s.target.uploadId }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "a department headed by another organisation's employee",
    method: 'PUT',
    url: (s) => `/api/v1/organization/departments/${s.caller.departmentId}`,
    payload: (s) => ({
      name: 'Harness Department',
      description: null,
      parentId: null,
      headEmployeeId: s.target.employeeId,
    }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "another organisation's file",
    method: 'GET',
    url: (s) => `/api/v1/uploads/${s.target.uploadId}`,
    kind: 'not-found',
  },
  {
    name: 'the pay items',
    method: 'GET',
    url: () => '/api/v1/payroll/pay-items',
    kind: 'own-only-list',
    ownId: (s) => s.caller.payItemId,
    adminOnly: true,
  },
  {
    name: "another organisation's pay item",
    method: 'GET',
    url: (s) => `/api/v1/payroll/pay-items/${s.target.payItemId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "changing another organisation's pay item",
    method: 'PUT',
    url: (s) => `/api/v1/payroll/pay-items/${s.target.payItemId}`,
    payload: () => ({ ...payItemBody, defaultAmount: '9999.00' }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's pay item",
    method: 'DELETE',
    url: (s) => `/api/v1/payroll/pay-items/${s.target.payItemId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'the pay scheme templates',
    method: 'GET',
    url: () => '/api/v1/payroll/pay-scheme-templates',
    kind: 'own-only-list',
    ownId: (s) => s.caller.paySchemeTemplateId,
    adminOnly: true,
  },
  {
    name: 'the pay scheme templates to choose from',
    method: 'GET',
    url: () => '/api/v1/payroll/pay-scheme-templates/options',
    kind: 'own-only-list',
    ownId: (s) => s.caller.paySchemeTemplateId,
    adminOnly: true,
  },
  {
    name: "another organisation's pay scheme template",
    method: 'GET',
    url: (s) => `/api/v1/payroll/pay-scheme-templates/${s.target.paySchemeTemplateId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "changing another organisation's pay scheme template",
    method: 'PUT',
    url: (s) => `/api/v1/payroll/pay-scheme-templates/${s.target.paySchemeTemplateId}`,
    payload: () => templateBody([]),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's pay scheme template",
    method: 'DELETE',
    url: (s) => `/api/v1/payroll/pay-scheme-templates/${s.target.paySchemeTemplateId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "a template holding another organisation's pay item",
    method: 'POST',
    url: () => '/api/v1/payroll/pay-scheme-templates',
    payload: (s) => ({ ...templateBody([s.target.payItemId]), name: 'Sneaky template' }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: 'the payroll list',
    method: 'GET',
    url: () => '/api/v1/payroll?pageSize=100',
    kind: 'own-only-list',
    ownId: (s) => s.caller.payrollId,
    adminOnly: true,
  },
  ...(
    [
      ['GET', '', 'reading'],
      ['GET', '/summary', 'the summary of'],
      ['DELETE', '', 'deleting'],
      ['POST', '/reopen', 'reopening'],
      ['GET', '/giro', 'the GIRO file of'],
      ['GET', '/contributions', 'the CPF contributions of'],
      ['GET', '/files/cpf-ezpay', 'the CPF EZPay file of'],
      ['GET', '/files/bank', 'the salary bank file of'],
      ['GET', '/files/bank/preview', 'the salary bank file preview of'],
      ['GET', '/add-employees/candidates', 'the candidates for'],
      ['POST', '/confirm', 'confirming'],
      ['POST', '/mark-paid', 'marking as paid'],
    ] as const
  ).map(
    ([method, path, what]): TenantEndpoint => ({
      name: `${what} another organisation's payroll`,
      method,
      url: (s) => `/api/v1/payroll/${s.target.payrollId}${path}`,
      kind: 'not-found',
      adminOnly: true,
    }),
  ),
  {
    name: "saving another organisation's payslip",
    method: 'PUT',
    url: (s) => `/api/v1/payroll/${s.target.payrollId}`,
    payload: (s) => ({ dateOfPayment: '2026-01-28', payslips: [payslipEdit(s.target.payslipId)] }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "another organisation's payslip in the calculator",
    method: 'POST',
    url: () => '/api/v1/employee/calculator-deduction',
    payload: (s) => ({ payrollId: s.target.payrollId, payslip: payslipEdit(s.target.payslipId) }),
    readBack: (s) => `/api/v1/payroll/${s.target.payrollId}/payslips/${s.target.payslipId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "adding employees to another organisation's payroll",
    method: 'POST',
    url: (s) => `/api/v1/payroll/${s.target.payrollId}/add-employees`,
    payload: (s) => ({ employeeIds: [s.caller.employeeId] }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "the claims another organisation's payroll could pay",
    method: 'GET',
    url: (s) => `/api/v1/payroll/${s.target.payrollId}/claims`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "linking another organisation's claim to its payroll",
    method: 'POST',
    url: (s) => `/api/v1/payroll/${s.target.payrollId}/claims`,
    payload: (s) => ({ claimIds: [s.target.claimId] }),
    kind: 'not-found',
    adminOnly: true,
    readBack: (s) => `/api/v1/claims/${s.target.claimId}`,
  },
  {
    name: "taking a claim off another organisation's payroll",
    method: 'DELETE',
    url: (s) => `/api/v1/payroll/${s.target.payrollId}/claims/${s.target.claimId}`,
    kind: 'not-found',
    adminOnly: true,
    readBack: (s) => `/api/v1/claims/${s.target.claimId}`,
  },
  {
    name: "another organisation's payslip",
    method: 'GET',
    url: (s) => `/api/v1/payroll/${s.target.payrollId}/payslips/${s.target.payslipId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "another organisation's payslip as a PDF",
    method: 'GET',
    url: (s) => `/api/v1/payroll/${s.target.payrollId}/payslips/${s.target.payslipId}/pdf`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "another organisation's employee's year to date",
    method: 'GET',
    url: (s) => `/api/v1/payroll/ytd-summary/${s.target.employeeId}?year=2026`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "another organisation's employee's IR8A form",
    method: 'GET',
    url: (s) => `/api/v1/payroll/ir8a/${s.target.employeeId}/pdf?year=2025`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "another organisation's employee's Appendix 8A",
    method: 'GET',
    url: (s) => `/api/v1/payroll/ir8a/${s.target.employeeId}/appendix-8a?year=2025`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "another organisation's employee's payslips",
    method: 'GET',
    url: (s) => `/api/v1/payroll/employees/${s.target.employeeId}/payslips`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "another organisation's rooms",
    method: 'GET',
    url: (s) => `/api/v1/room/org/${s.target.organizationId}`,
    kind: 'not-found',
  },
  {
    name: 'the rooms to book',
    method: 'GET',
    url: (s) => `/api/v1/room/org/${s.caller.organizationId}`,
    kind: 'own-only-list',
    ownId: (s) => s.caller.roomId,
  },
  {
    name: "another organisation's room",
    method: 'GET',
    url: (s) => `/api/v1/room/${s.target.roomId}`,
    kind: 'not-found',
  },
  {
    name: "changing another organisation's room",
    method: 'PUT',
    url: (s) => `/api/v1/room/${s.target.roomId}`,
    payload: (s) => roomBody(s.caller.branchId),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's room",
    method: 'DELETE',
    url: (s) => `/api/v1/room/${s.target.roomId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'the room bookings',
    method: 'GET',
    url: (s) => `/api/v1/room-booking?isAllEmployee=true&${bookingWindow(s.caller)}`,
    kind: 'own-only-list',
    ownId: (s) => s.caller.bookingId,
  },
  {
    name: "the room bookings filtered on another organisation's employee",
    method: 'GET',
    url: (s) =>
      `/api/v1/room-booking?isAllEmployee=true&employeeId=${s.target.employeeId}&from=${bookingDay()}T00:00:00Z&to=${bookingDay()}T23:59:00Z`,
    kind: 'own-only-list',
  },
  {
    name: 'the room bookings list',
    method: 'GET',
    url: (s) =>
      `/api/v1/room-booking/list?isAllEmployee=true&roomId=${s.caller.roomId}&pageSize=100`,
    kind: 'own-only-list',
    ownId: (s) => s.caller.bookingId,
  },
  {
    name: "the room bookings list filtered on another organisation's employee",
    method: 'GET',
    url: (s) => `/api/v1/room-booking/list?isAllEmployee=true&employeeId=${s.target.employeeId}`,
    kind: 'own-only-list',
  },
  {
    name: "the room bookings list filtered on another organisation's branch and room",
    method: 'GET',
    url: (s) =>
      `/api/v1/room-booking/list?isAllEmployee=true&branchOutletId=${s.target.branchId}&roomId=${s.target.roomId}`,
    kind: 'own-only-list',
  },
  {
    name: "another organisation's room booking",
    method: 'GET',
    url: (s) => `/api/v1/room-booking/${s.target.bookingId}`,
    kind: 'not-found',
  },
  {
    name: "changing another organisation's room booking",
    method: 'PUT',
    url: (s) => `/api/v1/room-booking/${s.target.bookingId}`,
    payload: (s) => bookingBody(s.caller, s.caller.roomId, 11),
    kind: 'not-found',
  },
  {
    name: "cancelling another organisation's room booking",
    method: 'DELETE',
    url: (s) => `/api/v1/room-booking/${s.target.bookingId}`,
    kind: 'not-found',
  },
  {
    name: "booking another organisation's room",
    method: 'POST',
    url: () => '/api/v1/room-booking',
    payload: (s) => bookingBody(s.caller, s.target.roomId, 12),
    kind: 'bad-request',
  },
  {
    name: 'the workspaces',
    method: 'GET',
    url: () => '/api/v1/desk/workspaces',
    kind: 'own-only-list',
    ownId: (s) => s.caller.workspaceId,
  },
  {
    name: "another organisation's workspace",
    method: 'GET',
    url: (s) => `/api/v1/desk/workspaces/${s.target.workspaceId}`,
    kind: 'not-found',
  },
  {
    name: "changing another organisation's workspace",
    method: 'PUT',
    url: (s) => `/api/v1/desk/workspaces/${s.target.workspaceId}`,
    payload: (s) => workspaceBody(s.caller.branchId),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's workspace",
    method: 'DELETE',
    url: (s) => `/api/v1/desk/workspaces/${s.target.workspaceId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "another organisation's floor plan",
    method: 'GET',
    url: (s) =>
      `/api/v1/desk-booking/availability?workspaceId=${s.target.workspaceId}&date=${bookingDay()}`,
    kind: 'not-found',
  },
  {
    name: "booking another organisation's desk",
    method: 'POST',
    url: () => '/api/v1/desk-booking',
    payload: (s) => ({ deskId: s.target.deskId, date: bookingDay(), period: 'morning' }),
    kind: 'bad-request',
  },
  {
    name: "checking in at another organisation's desk",
    method: 'POST',
    url: (s) => `/api/v1/desk/${s.target.deskId}/check-in`,
    // A desk has no GET of its own: its workspace and the booking made of it read it back.
    readBack: (s) => [
      `/api/v1/desk/workspaces/${s.target.workspaceId}`,
      `/api/v1/desk-booking/${s.target.deskBookingId}`,
    ],
    kind: 'not-found',
  },
  {
    name: "another organisation's desk booking",
    method: 'GET',
    url: (s) => `/api/v1/desk-booking/${s.target.deskBookingId}`,
    kind: 'not-found',
  },
  {
    name: "cancelling another organisation's desk booking",
    method: 'DELETE',
    url: (s) => `/api/v1/desk-booking/${s.target.deskBookingId}`,
    kind: 'not-found',
  },
  {
    name: "checking in to another organisation's desk booking",
    method: 'POST',
    url: (s) => `/api/v1/desk-booking/${s.target.deskBookingId}/check-in`,
    kind: 'not-found',
  },
  {
    name: 'the desk bookings',
    method: 'GET',
    url: () => `/api/v1/desk-booking?from=${bookingDay()}&to=${bookingDay()}`,
    kind: 'own-only-list',
    ownId: (s) => s.caller.deskBookingId,
  },
  {
    name: "the desk bookings filtered on another organisation's employee",
    method: 'GET',
    url: (s) =>
      `/api/v1/desk-booking?from=${bookingDay()}&to=${bookingDay()}&employeeId=${s.target.employeeId}`,
    kind: 'own-only-list',
  },
  {
    name: 'staff payslips',
    method: 'GET',
    url: () => '/api/v1/staff/payslips',
    kind: 'own-only-list',
    staffOnly: true,
  },
  {
    name: 'the staff profile: the employee record of the caller',
    method: 'GET',
    url: () => '/api/v1/profile/me/employee',
    kind: 'own-only',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "another organisation's payslip for staff",
    method: 'GET',
    url: (s) => `/api/v1/staff/payslips/${s.target.payslipId}`,
    kind: 'not-found',
    staffOnly: true,
  },
  {
    name: "another organisation's payslip PDF for staff",
    method: 'GET',
    url: (s) => `/api/v1/staff/payslips/${s.target.payslipId}/pdf`,
    kind: 'not-found',
    staffOnly: true,
  },
  {
    name: "an employee on another organisation's pay scheme template",
    method: 'POST',
    url: () => '/api/v1/employees',
    payload: (s) => newEmployeeBody({ paySchemeTemplateId: s.target.paySchemeTemplateId }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "changing another organisation's holiday",
    method: 'PUT',
    url: (s) => `/api/v1/organization/holidays/${s.target.holidayId}`,
    payload: () => ({ holidayName: 'Taken over', fromDate: '2026-01-03', toDate: '2026-01-03' }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'every announcement',
    method: 'GET',
    url: () => '/api/v1/organization/announcements',
    kind: 'own-only-list',
    ownId: (s) => s.caller.announcementId,
    adminOnly: true,
  },
  {
    name: "deleting another organisation's announcement",
    method: 'DELETE',
    url: (s) => `/api/v1/organization/announcements/${s.target.announcementId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'the work schedule',
    method: 'GET',
    url: () => '/api/v1/organization/working-hours',
    kind: 'own-only-answer',
  },
  {
    name: 'the assistant admins',
    method: 'GET',
    url: () => '/api/v1/organization/asst-admin',
    kind: 'own-only-list',
    ownId: (s) => s.caller.assistantAdminId,
    adminOnly: true,
  },
  {
    name: "another organisation's assistant admin",
    method: 'GET',
    url: (s) => `/api/v1/organization/asst-admin/${s.target.assistantAdminId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "changing another organisation's assistant admin",
    method: 'PUT',
    url: (s) => `/api/v1/organization/asst-admin/${s.target.assistantAdminId}`,
    payload: () => ({
      name: 'Taken over',
      email: 'taken.over.assistant@tembusu.example',
      isActive: false,
      preventAccess: [],
    }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "removing another organisation's assistant admin",
    method: 'DELETE',
    url: (s) => `/api/v1/organization/asst-admin/${s.target.assistantAdminId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'the employee list as a file',
    method: 'GET',
    url: () => '/api/v1/employees/export?format=csv',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the employee import template',
    method: 'GET',
    url: () => '/api/v1/employees/import-template?format=csv',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the opening balances import template',
    method: 'GET',
    url: () => '/api/v1/payroll/opening-balances/import-template?year=2025',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the payroll settings',
    method: 'GET',
    url: () => '/api/v1/payroll/setting',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the filing settings',
    method: 'GET',
    url: () => '/api/v1/payroll/setting/filing',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the pay periods',
    method: 'GET',
    url: () => '/api/v1/payroll/setting/payment-periods?year=2026',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the candidates for a payroll',
    method: 'GET',
    url: () => '/api/v1/payroll/generate/candidates?year=2026&month=3',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: "a payroll paying another organisation's employee",
    method: 'POST',
    url: () => '/api/v1/payroll/generate',
    payload: (s) => ({
      year: 2026,
      month: 3,
      dateOfPayment: '2026-03-28',
      employeeIds: [s.target.employeeId],
    }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "another organisation's payroll generation",
    method: 'GET',
    url: (s) => `/api/v1/payroll/generations/${s.target.generationId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'the year-to-date summary',
    method: 'GET',
    url: () => '/api/v1/payroll/ytd-summary?year=2026',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: "the year's IR8A returns",
    method: 'GET',
    url: () => '/api/v1/payroll/ir8a?year=2025',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: "the year's IRAS AIS file",
    method: 'GET',
    url: () => '/api/v1/payroll/ir8a/ais-file?year=2025',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the year-to-date summary as a file',
    method: 'GET',
    url: () => '/api/v1/payroll/ytd-summary/export?year=2026&format=csv',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the CPF year-end settlement',
    method: 'GET',
    url: () => '/api/v1/payroll/cpf-year-end?year=2026',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the CPF year-end settlement as a file',
    method: 'GET',
    url: () => '/api/v1/payroll/cpf-year-end/export?year=2026&format=csv',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the rooms to manage',
    method: 'GET',
    url: () => '/api/v1/room',
    kind: 'own-only-list',
    ownId: (s) => s.caller.roomId,
    adminOnly: true,
  },
  {
    name: "a room at another organisation's branch",
    method: 'POST',
    url: () => '/api/v1/room',
    payload: (s) => ({ ...roomBody(s.target.branchId), name: 'Sneaky Room' }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: 'the room booking rules',
    method: 'GET',
    url: () => '/api/v1/room-booking/setting',
    kind: 'own-only-answer',
  },
  {
    name: "a workspace at another organisation's branch",
    method: 'POST',
    url: () => '/api/v1/desk/workspaces',
    payload: (s) => ({ ...workspaceBody(s.target.branchId), name: 'Sneaky Floor' }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "a desk assigned to another organisation's employee",
    method: 'POST',
    url: () => '/api/v1/desk/workspaces',
    payload: (s) => ({
      ...workspaceBody(s.caller.branchId),
      name: 'Sneaky Floor',
      desks: [
        {
          name: 'S-01',
          features: [],
          x: 20,
          y: 20,
          assignedEmployeeId: s.target.employeeId,
          underMaintenance: false,
        },
      ],
    }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: 'the desk booking rules',
    method: 'GET',
    url: () => '/api/v1/desk-booking/setting',
    kind: 'own-only-answer',
  },
  {
    name: "changing another organisation's desk booking",
    method: 'PUT',
    url: (s) => `/api/v1/desk-booking/${s.target.deskBookingId}`,
    payload: (s) => ({ deskId: s.caller.deskId, date: bookingDay(), period: 'morning' }),
    kind: 'not-found',
  },
  {
    name: "changing the organisation's details",
    method: 'PUT',
    url: () => '/api/v1/organization/info',
    payload: (s) => ({
      organizationName: `Renamed ${s.caller.organizationId.slice(0, 8)} Pte Ltd`,
      // A UEN still, so that the IR8A file the harness reads can be made after this case too.
      uen: '201912345A',
      registrationType: null,
      address: 'Isolation Road',
      industry: 'Isolation',
      phone: null,
      email: null,
      currency: 'SGD',
      timeZone: 'Asia/Singapore',
    }),
    kind: 'own-only-write',
    readBack: '/api/v1/organization/info',
    adminOnly: true,
  },
  {
    name: 'changing the work schedule',
    method: 'PUT',
    url: () => '/api/v1/organization/working-hours',
    payload: () => ({
      workingHoursType: 'fixed',
      scheduleType: 'flexible',
      breakDeduction: 1,
      days: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thurday', 'friday', 'saturday', 'sunday'].map(
          (day, at) => [
            day,
            {
              selected: at < 4,
              startTime: '07:15',
              endTime: '17:45',
              workingHours: 9.5,
              breakDuration: 45,
              offDayType: at < 4 ? null : 'offDay',
            },
          ],
        ),
      ),
    }),
    kind: 'own-only-write',
    readBack: '/api/v1/organization/working-hours',
    adminOnly: true,
  },
  {
    name: 'changing the payroll settings',
    method: 'PUT',
    url: () => '/api/v1/payroll/setting',
    payload: () => ({
      payFrequency: 'Monthly',
      defaultPaymentDay: 17,
      paymentMonth: 'FollowingMonth',
      contributeSdl: false,
      deductCommunityFunds: false,
      breakDeduction: 1,
      payslipPrefix: 'ISO-',
      nextPayslipNumber: 4321,
      payslipNumberDigits: 7,
    }),
    kind: 'own-only-write',
    readBack: '/api/v1/payroll/setting',
    adminOnly: true,
  },
  {
    name: 'changing the filing settings',
    method: 'PUT',
    url: () => '/api/v1/payroll/setting/filing',
    payload: () => ({
      cpfPaymentType: 'AMS',
      cpfSerial: '07',
      salaryBank: 'OCBC',
      debitAccountNumber: '501-123456-001',
      bankCompanyId: null,
      ...irasFilingBody,
      irasAuthorisedName: 'Isolation Declarant',
    }),
    kind: 'own-only-write',
    readBack: '/api/v1/payroll/setting/filing',
    adminOnly: true,
  },
  {
    name: "setting a pay period's payment date",
    method: 'PUT',
    url: () => '/api/v1/payroll/setting/payment-periods/2026/6',
    payload: () => ({ paymentDate: '2026-06-23' }),
    kind: 'own-only-write',
    readBack: '/api/v1/payroll/setting/payment-periods?year=2026',
    adminOnly: true,
  },
  {
    name: 'changing the room booking rules',
    method: 'PUT',
    url: () => '/api/v1/room-booking/setting',
    payload: () => ({ maxDaysAhead: 77, maxDurationMinutes: 195, staffMayBookForOthers: true }),
    kind: 'own-only-write',
    readBack: '/api/v1/room-booking/setting',
    adminOnly: true,
  },
  {
    name: 'changing the desk booking rules',
    method: 'PUT',
    url: () => '/api/v1/desk-booking/setting',
    payload: () => ({
      bookingMode: 'halfDay',
      maxDaysAhead: 77,
      checkInMinutes: 35,
      maxBookingsPerWeek: 9,
    }),
    kind: 'own-only-write',
    readBack: '/api/v1/desk-booking/setting',
    adminOnly: true,
  },
  {
    name: 'a new branch',
    method: 'POST',
    url: () => '/api/v1/organization/branches',
    payload: () => ({ ...branchBody, name: 'Isolation Branch' }),
    kind: 'own-only-write',
    readBack: '/api/v1/organization/branches',
    readNew: (id) => `/api/v1/organization/branches/${id}`,
    adminOnly: true,
  },
  {
    name: 'a new holiday',
    method: 'POST',
    url: () => '/api/v1/organization/holidays',
    payload: () => ({ holidayName: 'Isolation Day', fromDate: '2026-02-03', toDate: '2026-02-03' }),
    kind: 'own-only-write',
    readBack: '/api/v1/organization/holidays',
    readNew: (id) => `/api/v1/organization/holidays/${id}`,
    adminOnly: true,
  },
  {
    name: 'a new announcement',
    method: 'POST',
    url: () => '/api/v1/organization/announcements',
    payload: () => ({
      title: 'Isolation news',
      body: 'For one organisation',
      audience: 'everyone',
      publishDate: '2026-01-01',
    }),
    kind: 'own-only-write',
    readBack: '/api/v1/organization/announcements',
    readNew: (id) => `/api/v1/organization/announcements/${id}`,
    adminOnly: true,
  },
  {
    name: 'a new assistant admin',
    method: 'POST',
    url: () => '/api/v1/organization/asst-admin',
    payload: (s) => ({
      name: 'Isolation Assistant',
      // Admin e-mails are unique across the service, not per organisation.
      email: `isolation.${s.caller.organizationId}@tembusu.example`,
      password: 'Harness@2026',
      preventAccess: [],
    }),
    kind: 'own-only-write',
    readBack: '/api/v1/organization/asst-admin',
    readNew: (id) => `/api/v1/organization/asst-admin/${id}`,
    adminOnly: true,
  },
  {
    name: 'importing employees',
    method: 'POST',
    url: () => '/api/v1/employees/import',
    file: () =>
      multipartFile(
        'people.csv',
        [
          employeeImportColumns.join(','),
          employeeImportColumns
            .map((column) => importRow[column as keyof typeof importRow] ?? '')
            .join(','),
          '',
        ].join('\r\n'),
      ),
    kind: 'own-only-write',
    readBack: '/api/v1/employees?search=Importee',
    adminOnly: true,
  },
  {
    name: 'importing opening balances',
    method: 'POST',
    url: () => '/api/v1/payroll/opening-balances/import?year=2024',
    file: () =>
      multipartFile(
        'balances.csv',
        [
          'employeeNumber,throughMonth,grossSalary,ordinaryWagesForCpf,additionalWagesForCpf,employeeCpf,employerCpf,cdac,ecf,mbmf,sinda,sdl',
          `${employmentBody.employeeNumber},3,9000,9000,0,1800,1530,0,0,0,0,22.5`,
          '',
        ].join('\r\n'),
      ),
    kind: 'own-only-write',
    readBack: '/api/v1/payroll/opening-balances?year=2024&pageSize=100',
    adminOnly: true,
  },
  {
    name: 'uploading a file',
    method: 'POST',
    url: () => '/api/v1/uploads',
    file: () => multipartFile('isolation.png', onePixelPng),
    kind: 'own-only-write',
    readNew: (id) => `/api/v1/uploads/${id}`,
  },
  {
    name: "the staff profile: changing the caller's own contact details",
    method: 'PUT',
    url: () => '/api/v1/profile/me/contact',
    payload: () => ({
      phone: '+65 6100 2000',
      address: '1 Isolation Road',
      postalCode: '123456',
      emergencyContactName: 'Iso Lation',
      emergencyContactRelationship: 'Sibling',
      emergencyContactPhone: '+65 6100 3000',
      bankCode: null,
      bankAccountNumber: null,
    }),
    kind: 'own-only-write',
    readBack: { url: '/api/v1/profile/me/employee', as: 'person' },
    staffOnly: true,
    asPerson: true,
  },
  {
    name: 'a new pay item',
    method: 'POST',
    url: () => '/api/v1/payroll/pay-items',
    payload: () => ({ ...payItemBody, description: 'Isolation Allowance' }),
    kind: 'own-only-write',
    readBack: '/api/v1/payroll/pay-items',
    readNew: (id) => `/api/v1/payroll/pay-items/${id}`,
    adminOnly: true,
  },
  // Leave ----------------------------------------------------------------------------------------
  {
    name: 'the leave types',
    method: 'GET',
    url: () => '/api/v1/leaves/types',
    kind: 'own-only-list',
    ownId: (s) => s.caller.leaveTypeId,
    adminOnly: true,
  },
  {
    name: "another organisation's leave type",
    method: 'GET',
    url: (s) => `/api/v1/leaves/types/${s.target.leaveTypeId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "changing another organisation's leave type",
    method: 'PUT',
    url: (s) => `/api/v1/leaves/types/${s.target.leaveTypeId}`,
    payload: () => ({ ...leaveTypeBody, name: 'Taken over', fixedDays: 365 }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's leave type",
    method: 'DELETE',
    url: (s) => `/api/v1/leaves/types/${s.target.leaveTypeId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'the leave settings',
    method: 'GET',
    url: () => '/api/v1/leaves/setting',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the leave requests',
    method: 'GET',
    // The harness's requests are in June 2025; the demo's year of leave would fill a page.
    url: () => '/api/v1/leaves/requests?pageSize=100&from=2025-06-01&to=2025-06-30',
    kind: 'own-only-list',
    ownId: (s) => s.caller.leaveRequestId,
    adminOnly: true,
  },
  ...(
    [
      ['employee', (s: Sides) => `employeeId=${s.target.employeeId}`],
      ['leave type', (s: Sides) => `leaveTypeId=${s.target.leaveTypeId}`],
      [
        'department and branch',
        (s: Sides) => `departmentId=${s.target.departmentId}&branchId=${s.target.branchId}`,
      ],
    ] as const
  ).map(
    ([what, filter]): TenantEndpoint => ({
      name: `the leave requests filtered on another organisation's ${what}`,
      method: 'GET',
      url: (s) => `/api/v1/leaves/requests?pageSize=100&${filter(s)}`,
      kind: 'own-only-list',
      adminOnly: true,
    }),
  ),
  ...(
    [
      ['leaveRequestId', 'the approved'],
      ['pendingLeaveRequestId', 'the pending'],
    ] as const
  ).map(
    ([record, which]): TenantEndpoint => ({
      name: `${which} leave request of another organisation`,
      method: 'GET',
      url: (s) => `/api/v1/leaves/requests/${s.target[record]}`,
      kind: 'not-found',
      adminOnly: true,
    }),
  ),
  {
    name: "changing another organisation's leave request",
    method: 'PUT',
    url: (s) => `/api/v1/leaves/requests/${s.target.leaveRequestId}`,
    payload: (s) => ({
      leaveTypeId: s.target.leaveTypeId,
      startDate: '2025-06-11',
      endDate: '2025-06-12',
    }),
    kind: 'not-found',
    adminOnly: true,
  },
  // The pending request, as approving and rejecting need one; a leak would change its status.
  ...(
    [
      ['approve', 'approving'],
      ['reject', 'rejecting'],
      ['cancel', 'cancelling'],
    ] as const
  ).map(
    ([action, what]): TenantEndpoint => ({
      name: `${what} another organisation's pending leave request`,
      method: 'POST',
      url: (s) => `/api/v1/leaves/requests/${s.target.pendingLeaveRequestId}/${action}`,
      payload: () => ({ comment: 'Taken over' }),
      kind: 'not-found',
      adminOnly: true,
    }),
  ),
  {
    name: "cancelling another organisation's approved leave request",
    method: 'POST',
    url: (s) => `/api/v1/leaves/requests/${s.target.leaveRequestId}/cancel`,
    payload: () => ({ comment: 'Taken over' }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "recording leave for another organisation's employee",
    method: 'POST',
    url: () => '/api/v1/leaves/requests',
    payload: (s) => ({
      employeeId: s.target.employeeId,
      leaveTypeId: s.caller.leaveTypeId,
      startDate: '2025-06-17',
      endDate: '2025-06-17',
    }),
    readBack: (s) => `/api/v1/leaves/balances/${s.target.employeeId}?date=2025-06-17`,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "recording leave of another organisation's leave type",
    method: 'POST',
    url: () => '/api/v1/leaves/requests',
    payload: (s) => ({
      employeeId: s.caller.employeeId,
      leaveTypeId: s.target.leaveTypeId,
      startDate: '2025-06-17',
      endDate: '2025-06-17',
    }),
    readBack: (s) => `/api/v1/leaves/types/${s.target.leaveTypeId}`,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "recording leave with another organisation's file attached",
    method: 'POST',
    url: () => '/api/v1/leaves/requests',
    payload: (s) => ({
      employeeId: s.caller.employeeId,
      leaveTypeId: s.caller.leaveTypeId,
      startDate: '2025-06-17',
      endDate: '2025-06-17',
      attachmentId: s.target.uploadId,
    }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "previewing leave for another organisation's employee",
    method: 'POST',
    url: () => '/api/v1/leaves/requests/preview',
    payload: (s) => ({
      employeeId: s.target.employeeId,
      leaveTypeId: s.caller.leaveTypeId,
      startDate: '2025-06-17',
      endDate: '2025-06-17',
    }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "previewing leave of another organisation's leave type",
    method: 'POST',
    url: () => '/api/v1/leaves/requests/preview',
    payload: (s) => ({
      employeeId: s.caller.employeeId,
      leaveTypeId: s.target.leaveTypeId,
      startDate: '2025-06-17',
      endDate: '2025-06-17',
    }),
    kind: 'bad-request',
    adminOnly: true,
  },
  // Balance rows are keyed by employeeId, not id: the answer is searched for the other's ids.
  {
    name: 'the leave balances',
    method: 'GET',
    url: () => '/api/v1/leaves/balances?pageSize=100',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: "the leave balances filtered on another organisation's department",
    method: 'GET',
    url: (s) => `/api/v1/leaves/balances?pageSize=100&departmentId=${s.target.departmentId}`,
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the leave balances as a file',
    method: 'GET',
    url: () => '/api/v1/leaves/balances/export?format=csv',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the leave balance import template',
    method: 'GET',
    url: () => '/api/v1/leaves/balances/import/template?format=csv',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  // Both organisations have an employee numbered HARNESS-1 and a type coded HRN: only the
  // importing organisation's are changed.
  {
    name: 'importing leave balances',
    method: 'POST',
    url: () => '/api/v1/leaves/balances/import',
    file: () =>
      multipartFile(
        'leave-balances.csv',
        [
          'employeeNumber,leaveType,broughtForward,takenBeforeMovingIn,adjustment,reason',
          `${employmentBody.employeeNumber},${leaveTypeBody.code},2.5,1,,`,
          '',
        ].join('\r\n'),
      ),
    kind: 'own-only-write',
    readBack: `/api/v1/leaves/balances?search=${employmentBody.employeeNumber}`,
    adminOnly: true,
  },
  {
    name: 'the leave carry-forward report',
    method: 'GET',
    url: () => `/api/v1/leaves/carry-forward?year=${new Date().getUTCFullYear()}`,
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the leave carry-forward report as a file',
    method: 'GET',
    url: () => `/api/v1/leaves/carry-forward/export?format=csv&year=${new Date().getUTCFullYear()}`,
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    // The run carries the caller's people only: the other organisation's report reads the same.
    name: 'running the leave carry-forward',
    method: 'POST',
    url: () => '/api/v1/leaves/carry-forward/run',
    readBack: () => `/api/v1/leaves/carry-forward?year=${new Date().getUTCFullYear()}`,
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: "another organisation's employee's leave balances",
    method: 'GET',
    url: (s) => `/api/v1/leaves/balances/${s.target.employeeId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "adjusting another organisation's employee's leave balance",
    method: 'POST',
    url: (s) => `/api/v1/leaves/balances/${s.target.employeeId}/adjustments`,
    payload: (s) => ({ leaveTypeId: s.target.leaveTypeId, days: 5, reason: 'Taken over' }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "adjusting a leave balance of another organisation's leave type",
    method: 'POST',
    url: (s) => `/api/v1/leaves/balances/${s.caller.employeeId}/adjustments`,
    payload: (s) => ({ leaveTypeId: s.target.leaveTypeId, days: 5, reason: 'Sneaky' }),
    readBack: (s) => `/api/v1/leaves/types/${s.target.leaveTypeId}`,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: 'a new leave type',
    method: 'POST',
    url: () => '/api/v1/leaves/types',
    payload: () => ({ ...leaveTypeBody, name: 'Isolation Leave', code: 'ISO' }),
    kind: 'own-only-write',
    readBack: '/api/v1/leaves/types',
    readNew: (id) => `/api/v1/leaves/types/${id}`,
    adminOnly: true,
  },
  {
    name: 'changing the leave settings',
    method: 'PUT',
    url: () => '/api/v1/leaves/setting',
    payload: () => ({
      leaveYear: 'calendar',
      approvalLevels: ['reportingManager', 'admin'],
      noticeDays: 3,
      backdateDays: 45,
      notify: ['admins'],
      carryForwardRunDate: '01-15',
    }),
    kind: 'own-only-write',
    readBack: '/api/v1/leaves/setting',
    adminOnly: true,
  },
  {
    name: 'staff leave requests',
    method: 'GET',
    url: () => '/api/v1/staff/leaves?pageSize=100',
    kind: 'own-only-list',
    ownId: (s) => s.caller.pendingLeaveRequestId,
    staffOnly: true,
    asPerson: true,
  },
  {
    name: 'the leave types staff may apply for',
    method: 'GET',
    url: () => '/api/v1/staff/leaves/types',
    kind: 'own-only-list',
    ownId: (s) => s.caller.leaveTypeId,
    staffOnly: true,
  },
  {
    name: "the staff member's own leave balances",
    method: 'GET',
    url: () => '/api/v1/staff/leaves/balances',
    kind: 'own-only-answer',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: 'the leave requests waiting for a staff approver',
    method: 'GET',
    url: () => '/api/v1/staff/leaves/approvals',
    kind: 'own-only-list',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "previewing staff leave of another organisation's leave type",
    method: 'POST',
    url: () => '/api/v1/staff/leaves/preview',
    payload: (s) => ({ leaveTypeId: s.target.leaveTypeId, ...pendingLeaveWeek() }),
    kind: 'bad-request',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "applying for leave of another organisation's leave type",
    method: 'POST',
    url: () => '/api/v1/staff/leaves',
    payload: (s) => ({ leaveTypeId: s.target.leaveTypeId, ...pendingLeaveWeek() }),
    readBack: (s) => `/api/v1/leaves/types/${s.target.leaveTypeId}`,
    kind: 'bad-request',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "applying for leave with another organisation's file attached",
    method: 'POST',
    url: () => '/api/v1/staff/leaves',
    payload: (s) => ({
      leaveTypeId: s.caller.leaveTypeId,
      ...pendingLeaveWeek(),
      attachmentId: s.target.uploadId,
    }),
    kind: 'bad-request',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "another organisation's leave request for staff",
    method: 'GET',
    url: (s) => `/api/v1/staff/leaves/${s.target.pendingLeaveRequestId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  // The staff side has no GET of the request these name: the owner's admin reads it back.
  {
    name: "changing another organisation's leave request as staff",
    method: 'PUT',
    url: (s) => `/api/v1/staff/leaves/${s.target.pendingLeaveRequestId}`,
    payload: (s) => ({ leaveTypeId: s.target.leaveTypeId, ...pendingLeaveWeek(), endPart: 'AM' }),
    readBack: (s) => `/api/v1/leaves/requests/${s.target.pendingLeaveRequestId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "cancelling another organisation's leave request as staff",
    method: 'POST',
    url: (s) => `/api/v1/staff/leaves/${s.target.pendingLeaveRequestId}/cancel`,
    payload: () => ({ comment: 'Taken over' }),
    readBack: (s) => `/api/v1/leaves/requests/${s.target.pendingLeaveRequestId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  ...(
    [
      ['approve', 'approving'],
      ['reject', 'rejecting'],
    ] as const
  ).map(
    ([action, what]): TenantEndpoint => ({
      name: `${what} another organisation's leave request as a staff approver`,
      method: 'POST',
      url: (s) => `/api/v1/staff/leaves/approvals/${s.target.pendingLeaveRequestId}/${action}`,
      payload: () => ({ comment: 'Taken over' }),
      readBack: (s) => `/api/v1/leaves/requests/${s.target.pendingLeaveRequestId}`,
      kind: 'not-found',
      staffOnly: true,
      asPerson: true,
    }),
  ),
  // Claims ---------------------------------------------------------------------------------------
  {
    name: 'the claim types',
    method: 'GET',
    url: () => '/api/v1/claims/types',
    kind: 'own-only-list',
    ownId: (s) => s.caller.claimTypeId,
    adminOnly: true,
  },
  {
    name: "another organisation's claim type",
    method: 'GET',
    url: (s) => `/api/v1/claims/types/${s.target.claimTypeId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "changing another organisation's claim type",
    method: 'PUT',
    url: (s) => `/api/v1/claims/types/${s.target.claimTypeId}`,
    payload: (s) => ({ ...claimTypeBody(s.target.payItemId), name: 'Taken over' }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's claim type",
    method: 'DELETE',
    url: (s) => `/api/v1/claims/types/${s.target.claimTypeId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'a new claim type',
    method: 'POST',
    url: () => '/api/v1/claims/types',
    payload: (s) => ({ ...claimTypeBody(s.caller.payItemId), name: 'Isolation Claims' }),
    kind: 'own-only-write',
    readBack: '/api/v1/claims/types',
    readNew: (id) => `/api/v1/claims/types/${id}`,
    adminOnly: true,
  },
  {
    name: "a claim type paid through another organisation's pay item",
    method: 'POST',
    url: () => '/api/v1/claims/types',
    payload: (s) => ({ ...claimTypeBody(s.target.payItemId), name: 'Sneaky Claims' }),
    readBack: (s) => `/api/v1/payroll/pay-items/${s.target.payItemId}`,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "a claim type for another organisation's department",
    method: 'POST',
    url: () => '/api/v1/claims/types',
    payload: (s) => ({
      ...claimTypeBody(s.caller.payItemId),
      name: 'Sneaky Claims',
      departmentIds: [s.target.departmentId],
    }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: 'the claim settings',
    method: 'GET',
    url: () => '/api/v1/claims/settings',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'changing the claim settings',
    method: 'PUT',
    url: () => '/api/v1/claims/settings',
    payload: () => ({
      approvalLevels: ['departmentHead', 'admin'],
      cutOffDay: 27,
      currencies: ['USD', 'MYR'],
    }),
    kind: 'own-only-write',
    readBack: '/api/v1/claims/settings',
    adminOnly: true,
  },
  {
    name: 'the claims',
    method: 'GET',
    url: () => claimSearch,
    kind: 'own-only-list',
    ownId: (s) => s.caller.claimId,
    adminOnly: true,
  },
  ...(
    [
      ['employee', (s: Sides) => `employeeId=${s.target.employeeId}`],
      ['claim type', (s: Sides) => `claimTypeId=${s.target.claimTypeId}`],
      ['department', (s: Sides) => `departmentId=${s.target.departmentId}`],
    ] as const
  ).map(
    ([what, filter]): TenantEndpoint => ({
      name: `the claims filtered on another organisation's ${what}`,
      method: 'GET',
      url: (s) => `/api/v1/claims?pageSize=100&${filter(s)}`,
      kind: 'own-only-list',
      adminOnly: true,
    }),
  ),
  ...(
    [
      ['claimId', 'the submitted'],
      ['draftClaimId', 'the draft'],
    ] as const
  ).map(
    ([record, which]): TenantEndpoint => ({
      name: `${which} claim of another organisation`,
      method: 'GET',
      url: (s) => `/api/v1/claims/${s.target[record]}`,
      kind: 'not-found',
      adminOnly: true,
    }),
  ),
  {
    name: "changing another organisation's claim",
    method: 'PUT',
    url: (s) => `/api/v1/claims/${s.target.draftClaimId}`,
    payload: (s) => claimBody(s.target.claimTypeId, { amount: '99.99' }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's claim",
    method: 'DELETE',
    url: (s) => `/api/v1/claims/${s.target.draftClaimId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "submitting another organisation's draft claim",
    method: 'POST',
    url: (s) => `/api/v1/claims/${s.target.draftClaimId}/submit`,
    kind: 'not-found',
    adminOnly: true,
  },
  // The submitted claim, as deciding needs one; a leak would change its status.
  ...(['approve', 'reject', 'return'] as const).map(
    (action): TenantEndpoint => ({
      name: `deciding (${action}) another organisation's claim`,
      method: 'POST',
      url: (s) => `/api/v1/claims/${s.target.claimId}/${action}`,
      payload: () => ({ comment: 'Taken over' }),
      kind: 'not-found',
      adminOnly: true,
    }),
  ),
  {
    name: "a claim for another organisation's employee",
    method: 'POST',
    url: () => '/api/v1/claims',
    payload: (s) => ({ ...claimBody(s.caller.claimTypeId), employeeId: s.target.employeeId }),
    readBack: () => claimSearch,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "a claim of another organisation's claim type",
    method: 'POST',
    url: () => '/api/v1/claims',
    payload: (s) => ({ ...claimBody(s.target.claimTypeId), employeeId: s.caller.employeeId }),
    readBack: (s) => `/api/v1/claims/types/${s.target.claimTypeId}`,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "a claim with another organisation's receipt",
    method: 'POST',
    url: () => '/api/v1/claims',
    payload: (s) => ({
      ...claimBody(s.caller.claimTypeId, { receiptIds: [s.target.uploadId] }),
      employeeId: s.caller.employeeId,
    }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: 'a new claim',
    method: 'POST',
    url: () => '/api/v1/claims',
    payload: (s) => ({ ...claimBody(s.caller.claimTypeId), employeeId: s.caller.employeeId }),
    kind: 'own-only-write',
    readBack: claimSearch,
    readNew: (id) => `/api/v1/claims/${id}`,
    adminOnly: true,
  },
  {
    name: 'staff claims',
    method: 'GET',
    url: () => '/api/v1/staff/claims?pageSize=100',
    kind: 'own-only-list',
    ownId: (s) => s.caller.draftClaimId,
    staffOnly: true,
    asPerson: true,
  },
  {
    name: 'the claim settings staff claim by',
    method: 'GET',
    url: () => '/api/v1/staff/claims/settings',
    kind: 'own-only-answer',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: 'the claim types staff may claim',
    method: 'GET',
    url: () => '/api/v1/staff/claims/types',
    kind: 'own-only-list',
    ownId: (s) => s.caller.claimTypeId,
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "the staff member's claims against the limits",
    method: 'GET',
    url: () => '/api/v1/staff/claims/usage',
    kind: 'own-only-answer',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: 'the claims waiting for a staff approver',
    method: 'GET',
    url: () => '/api/v1/staff/claims/to-approve',
    kind: 'own-only-list',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "another organisation's claim for staff",
    method: 'GET',
    url: (s) => `/api/v1/staff/claims/${s.target.draftClaimId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  // The staff side's GET of a claim is the owner's: the owner's admin reads it back.
  {
    name: "changing another organisation's claim as staff",
    method: 'PUT',
    url: (s) => `/api/v1/staff/claims/${s.target.draftClaimId}`,
    payload: (s) => claimBody(s.target.claimTypeId, { amount: '99.99' }),
    readBack: (s) => `/api/v1/claims/${s.target.draftClaimId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "deleting another organisation's claim as staff",
    method: 'DELETE',
    url: (s) => `/api/v1/staff/claims/${s.target.draftClaimId}`,
    readBack: (s) => `/api/v1/claims/${s.target.draftClaimId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "submitting another organisation's claim as staff",
    method: 'POST',
    url: (s) => `/api/v1/staff/claims/${s.target.draftClaimId}/submit`,
    readBack: (s) => `/api/v1/claims/${s.target.draftClaimId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  ...(['approve', 'reject', 'return'] as const).map(
    (action): TenantEndpoint => ({
      name: `deciding (${action}) another organisation's claim as a staff approver`,
      method: 'POST',
      url: (s) => `/api/v1/staff/claims/${s.target.claimId}/${action}`,
      payload: () => ({ comment: 'Taken over' }),
      readBack: (s) => `/api/v1/claims/${s.target.claimId}`,
      kind: 'not-found',
      staffOnly: true,
      asPerson: true,
    }),
  ),
  {
    name: "claiming another organisation's claim type",
    method: 'POST',
    url: () => '/api/v1/staff/claims',
    payload: (s) => claimBody(s.target.claimTypeId),
    readBack: (s) => `/api/v1/claims/types/${s.target.claimTypeId}`,
    kind: 'bad-request',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "claiming with another organisation's receipt",
    method: 'POST',
    url: () => '/api/v1/staff/claims',
    payload: (s) => claimBody(s.caller.claimTypeId, { receiptIds: [s.target.uploadId] }),
    kind: 'bad-request',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: 'a new staff claim',
    method: 'POST',
    url: () => '/api/v1/staff/claims',
    payload: (s) => claimBody(s.caller.claimTypeId, { submit: false }),
    kind: 'own-only-write',
    readBack: { url: '/api/v1/staff/claims?pageSize=100', as: 'person' },
    readNew: (id) => `/api/v1/claims/${id}`,
    staffOnly: true,
    asPerson: true,
  },
  // Shift templates -----------------------------------------------------------------------------
  {
    name: 'the shift templates',
    method: 'GET',
    url: () => '/api/v1/shift/templates?includeInactive=true',
    kind: 'own-only-list',
    ownId: (s) => s.caller.shiftTemplateId,
    adminOnly: true,
  },
  {
    name: 'the shift templates for pick lists',
    method: 'GET',
    url: () => '/api/v1/shift/templates/options',
    kind: 'own-only-list',
    ownId: (s) => s.caller.shiftTemplateId,
    adminOnly: true,
  },
  {
    name: "another organisation's shift template",
    method: 'GET',
    url: (s) => `/api/v1/shift/templates/${s.target.shiftTemplateId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "changing another organisation's shift template",
    method: 'PUT',
    url: (s) => `/api/v1/shift/templates/${s.target.shiftTemplateId}`,
    payload: () => ({ ...shiftTemplateBody(null), name: 'Taken over', isActive: false }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "deleting another organisation's shift template",
    method: 'DELETE',
    url: (s) => `/api/v1/shift/templates/${s.target.shiftTemplateId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "a shift template at another organisation's branch",
    method: 'POST',
    url: () => '/api/v1/shift/templates',
    payload: (s) => ({ ...shiftTemplateBody(s.target.branchId), name: 'Sneaky Shift' }),
    readBack: (s) => `/api/v1/organization/branches/${s.target.branchId}`,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "moving a shift template to another organisation's branch",
    method: 'PUT',
    url: (s) => `/api/v1/shift/templates/${s.caller.shiftTemplateId}`,
    payload: (s) => shiftTemplateBody(s.target.branchId),
    readBack: (s) => `/api/v1/organization/branches/${s.target.branchId}`,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: 'a new shift template',
    method: 'POST',
    url: () => '/api/v1/shift/templates',
    payload: () => ({ ...shiftTemplateBody(null), name: 'Isolation Shift' }),
    kind: 'own-only-write',
    readBack: '/api/v1/shift/templates?includeInactive=true',
    readNew: (id) => `/api/v1/shift/templates/${id}`,
    adminOnly: true,
  },
  // Roster --------------------------------------------------------------------------------------
  {
    name: 'the roster board',
    method: 'GET',
    url: () => rosterBoard,
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: "the roster board of another organisation's branch",
    method: 'GET',
    url: (s) => `${rosterBoard}&branchId=${s.target.branchId}`,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "placing a shift for another organisation's employee",
    method: 'POST',
    url: () => '/api/v1/shift/roster/shifts',
    payload: (s) => ({
      employeeId: s.target.employeeId,
      workDate: '2028-03-08',
      templateId: s.caller.shiftTemplateId,
    }),
    readBack: rosterBoard,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "placing another organisation's shift template",
    method: 'POST',
    url: () => '/api/v1/shift/roster/shifts',
    payload: (s) => ({
      employeeId: s.caller.employeeId,
      workDate: '2028-03-08',
      templateId: s.target.shiftTemplateId,
    }),
    readBack: rosterBoard,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "another organisation's shift",
    method: 'GET',
    url: (s) => `/api/v1/shift/roster/shifts/${s.target.rosterShiftId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "moving another organisation's shift",
    method: 'PATCH',
    url: (s) => `/api/v1/shift/roster/shifts/${s.target.rosterShiftId}`,
    payload: (s) => ({ employeeId: s.caller.employeeId, workDate: '2028-03-09' }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "moving a shift to another organisation's employee",
    method: 'PATCH',
    url: (s) => `/api/v1/shift/roster/shifts/${s.caller.rosterShiftId}`,
    payload: (s) => ({ employeeId: s.target.employeeId, workDate: '2028-03-09' }),
    readBack: rosterBoard,
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "removing another organisation's shift",
    method: 'DELETE',
    url: (s) => `/api/v1/shift/roster/shifts/${s.target.rosterShiftId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  ...(['copy-week', 'clear', 'publish'] as const).map(
    (action): TenantEndpoint => ({
      name: `the roster's ${action} of another organisation's branch`,
      method: 'POST',
      url: () => `/api/v1/shift/roster/${action}`,
      payload: (s) =>
        action === 'copy-week'
          ? { from: rosterWeek, to: '2028-03-13', branchId: s.target.branchId }
          : { from: rosterWeek, days: 14, branchId: s.target.branchId },
      readBack: rosterBoard,
      kind: 'bad-request',
      adminOnly: true,
    }),
  ),
  // The writes over a range change the caller's own board only: copied, then published, then
  // cleared (withdrawn), each reading differently after.
  {
    name: "copying a week of the organisation's roster",
    method: 'POST',
    url: () => '/api/v1/shift/roster/copy-week',
    payload: () => ({ from: rosterWeek, to: '2028-03-13' }),
    readBack: rosterBoard,
    kind: 'own-only-write',
    adminOnly: true,
  },
  {
    name: "publishing the organisation's roster",
    method: 'POST',
    url: () => '/api/v1/shift/roster/publish',
    payload: () => ({ from: rosterWeek, days: 14 }),
    readBack: rosterBoard,
    kind: 'own-only-write',
    adminOnly: true,
  },
  {
    name: "clearing the organisation's roster",
    method: 'POST',
    url: () => '/api/v1/shift/roster/clear',
    payload: () => ({ from: rosterWeek, days: 14 }),
    readBack: rosterBoard,
    kind: 'own-only-write',
    adminOnly: true,
  },
  {
    name: "the staff member's own shift schedule",
    method: 'GET',
    url: () => '/api/v1/staff/shift-schedule?month=2028-03',
    kind: 'own-only-answer',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "making the staff member's calendar link",
    method: 'POST',
    url: () => '/api/v1/staff/shift-schedule/feed',
    readBack: { url: '/api/v1/staff/shift-schedule?month=2028-03', as: 'person' },
    kind: 'own-only-write',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "turning the staff member's calendar link off",
    method: 'DELETE',
    url: () => '/api/v1/staff/shift-schedule/feed',
    readBack: { url: '/api/v1/staff/shift-schedule?month=2028-03', as: 'person' },
    kind: 'own-only-write',
    staffOnly: true,
    asPerson: true,
  },
  // Attendance ----------------------------------------------------------------------------------
  {
    name: 'the attendance settings',
    method: 'GET',
    url: () => '/api/v1/attendance/settings',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'changing the attendance settings',
    method: 'PUT',
    url: () => '/api/v1/attendance/settings',
    payload: () => attendanceSettingsBody,
    kind: 'own-only-write',
    readBack: '/api/v1/attendance/settings',
    adminOnly: true,
  },
  {
    name: 'the attendance logs',
    method: 'GET',
    url: () => '/api/v1/attendance/logs?pageSize=100',
    kind: 'own-only-list',
    ownId: (s) => s.caller.attendanceLogId,
    adminOnly: true,
  },
  {
    name: "another organisation's attendance log",
    method: 'GET',
    url: (s) => `/api/v1/attendance/logs/${s.target.attendanceLogId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'the attendance summary',
    method: 'GET',
    url: () => '/api/v1/attendance/summary?pageSize=100',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: "the attendance summary of another organisation's department",
    method: 'GET',
    url: (s) => `/api/v1/attendance/summary?pageSize=100&departmentId=${s.target.departmentId}`,
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: 'the attendance summary as a file',
    method: 'GET',
    url: () => '/api/v1/attendance/summary/export?format=csv',
    kind: 'own-only-answer',
    adminOnly: true,
  },
  {
    name: "another organisation's employee's attendance summary",
    method: 'GET',
    url: (s) => `/api/v1/attendance/summary/${s.target.employeeId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'my attendance today',
    method: 'GET',
    url: () => '/api/v1/staff/attendance/today',
    kind: 'own-only-answer',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: 'my attendance of the month',
    method: 'GET',
    url: () => `/api/v1/staff/attendance?month=${new Date().toISOString().slice(0, 7)}`,
    kind: 'own-only-answer',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "another organisation's attendance log for staff",
    method: 'GET',
    url: (s) => `/api/v1/staff/attendance/${s.target.attendanceLogId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "checking out of another organisation's attendance log",
    method: 'POST',
    url: (s) => `/api/v1/staff/attendance/${s.target.attendanceLogId}/check-out`,
    payload: () => ({ position: null }),
    readBack: (s) => `/api/v1/attendance/logs/${s.target.attendanceLogId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "recording a log for another organisation's employee",
    method: 'POST',
    url: () => '/api/v1/attendance/logs',
    payload: (s) => ({
      employeeId: s.target.employeeId,
      workDate: yesterday(),
      branchId: s.caller.branchId,
      checkInAt: dayAgo(),
      checkOutAt: null,
      reason: 'Harness',
    }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "recording a log at another organisation's branch",
    method: 'POST',
    url: () => '/api/v1/attendance/logs',
    payload: (s) => ({
      employeeId: s.caller.employeeId,
      workDate: yesterday(),
      branchId: s.target.branchId,
      checkInAt: dayAgo(),
      checkOutAt: null,
      reason: 'Harness',
    }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "changing another organisation's attendance log",
    method: 'PUT',
    url: (s) => `/api/v1/attendance/logs/${s.target.attendanceLogId}`,
    payload: (s) => ({
      branchId: s.caller.branchId,
      checkInAt: dayAgo(),
      checkOutAt: null,
      reason: 'Harness',
    }),
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "approving overtime of another organisation's attendance log",
    method: 'POST',
    url: (s) => `/api/v1/attendance/logs/${s.target.attendanceLogId}/overtime`,
    payload: () => ({ approved: true }),
    readBack: (s) => `/api/v1/attendance/logs/${s.target.attendanceLogId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: 'the attendance audit forms',
    method: 'GET',
    url: () => '/api/v1/attendance/audits?pageSize=100',
    kind: 'own-only-list',
    ownId: (s) => s.caller.auditId,
    adminOnly: true,
  },
  {
    name: "another organisation's attendance audit form",
    method: 'GET',
    url: (s) => `/api/v1/attendance/audits/${s.target.auditId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "asking another organisation's employee for a day's times",
    method: 'POST',
    url: () => '/api/v1/attendance/audits',
    payload: (s) => ({ employeeId: s.target.employeeId, workDate: yesterday(), reason: 'Harness' }),
    kind: 'bad-request',
    adminOnly: true,
  },
  {
    name: "reviewing another organisation's attendance audit form",
    method: 'POST',
    url: (s) => `/api/v1/attendance/audits/${s.target.auditId}/review`,
    payload: () => ({ decision: 'reject', comment: 'Harness' }),
    readBack: (s) => `/api/v1/attendance/audits/${s.target.auditId}`,
    kind: 'not-found',
    adminOnly: true,
  },
  {
    name: "the staff member's audit forms",
    method: 'GET',
    url: () => '/api/v1/staff/attendance/audits?pageSize=100',
    kind: 'own-only-list',
    ownId: (s) => s.caller.auditId,
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "another organisation's audit form for staff",
    method: 'GET',
    url: (s) => `/api/v1/staff/attendance/audits/${s.target.auditId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "answering another organisation's audit form",
    method: 'POST',
    url: (s) => `/api/v1/staff/attendance/audits/${s.target.auditId}/answer`,
    payload: () => ({ checkInAt: dayAgo(), checkOutAt: null, comment: 'Harness' }),
    readBack: (s) => `/api/v1/attendance/audits/${s.target.auditId}`,
    kind: 'not-found',
    staffOnly: true,
    asPerson: true,
  },
  {
    name: 'asking for a correction of my own day',
    method: 'POST',
    url: () => '/api/v1/staff/attendance/audits',
    payload: () => ({
      workDate: yesterday(),
      checkInAt: dayAgo(),
      checkOutAt: null,
      reason: 'Harness correction',
    }),
    kind: 'own-only-write',
    readBack: { url: '/api/v1/staff/attendance/audits?pageSize=100', as: 'person' },
    readNew: (id) => `/api/v1/attendance/audits/${id}`,
    staffOnly: true,
    asPerson: true,
  },
  {
    name: "checking in at another organisation's branch",
    method: 'POST',
    url: () => '/api/v1/staff/attendance/check-in',
    payload: (s) => ({ branchId: s.target.branchId, position: null }),
    kind: 'bad-request',
    staffOnly: true,
    asPerson: true,
  },
];

/**
 * The /api/v1 routes the isolation cases leave out, as `METHOD /pattern`: each reaches no record
 * of an organisation, or reaches them only across the platform on purpose.
 */
export const notTenantScoped: string[] = [
  // Public: signing up, signing in and resetting a password come before any session, so there
  // is no caller's organisation to keep apart (identity/auth.int.test.ts, password-reset).
  'POST /api/v1/auth/signup',
  'POST /api/v1/auth/login',
  'POST /api/v1/employee/login',
  'POST /api/v1/auth/login/two-factor',
  'POST /api/v1/auth/two-factor/setup',
  'POST /api/v1/auth/two-factor/confirm',
  'POST /api/v1/account/reset-password/otp',
  'POST /api/v1/account/reset-password/otp/verify',
  'POST /api/v1/account/reset-password',
  // The signed-in account itself, found by the session's token: they take no id to point
  // elsewhere (identity/two-factor.int.test.ts, auth.int.test.ts).
  'POST /api/v1/auth/logout',
  'PUT /api/v1/account/change-password',
  'GET /api/v1/account/two-factor',
  'POST /api/v1/account/two-factor/setup',
  'POST /api/v1/account/two-factor/confirm',
  'POST /api/v1/account/two-factor/disable',
  // The platform: super admins work across every organisation on purpose, and organisation
  // admins and staff are refused by role (accounts/accounts.int.test.ts, dashboard.int.test.ts).
  'GET /api/v1/dashboard/platform',
  'GET /api/v1/manage/super-admins',
  'POST /api/v1/manage/super-admins',
  'GET /api/v1/manage/super-admins/:id',
  'PUT /api/v1/manage/super-admins/:id',
  'GET /api/v1/manage/admins',
  'POST /api/v1/manage/admins',
  'GET /api/v1/manage/admins/:id',
  'PUT /api/v1/manage/admins/:id',
  'GET /api/v1/manage/organizations',
  // A phone's calendar fetches an employee's shift feed without signing in: the secret in the
  // address names the person, and only its hash is kept (shift-planning/shift-feed.int.test.ts).
  'GET /api/v1/shift-feed/:token.ics',
];

/** A case that tries to change or delete the other organisation's record. */
export const isByIdWrite = (endpoint: TenantEndpoint) =>
  endpoint.kind === 'not-found' && endpoint.method !== 'GET';

/**
 * The reads of a case (`readBack`): its own, or for a by-id write without one, a GET of the
 * record its URL names: the same URL for PUT, PATCH and DELETE, and the URL less its action for a
 * POST (`/payroll/:id/confirm` reads `/payroll/:id`).
 */
export function readBacksOf(endpoint: TenantEndpoint, sides: Sides): Read[] {
  const { readBack } = endpoint;
  if (typeof readBack === 'function') return [readBack(sides)].flat();
  if (readBack) return [readBack];
  if (!isByIdWrite(endpoint)) return [];
  const url = endpoint.url(sides).split('?')[0] ?? '';
  return [endpoint.method === 'POST' ? url.slice(0, url.lastIndexOf('/')) : url];
}

export const urlOf = (read: Read) => (typeof read === 'string' ? read : read.url);

/** The ids of every record the harness made in an organisation. */
export function recordIds(tenant: Tenant): string[] {
  return [
    tenant.branchId,
    tenant.departmentId,
    tenant.holidayId,
    tenant.announcementId,
    tenant.employeeId,
    tenant.uploadId,
    tenant.payItemId,
    tenant.paySchemeTemplateId,
    tenant.payrollId,
    tenant.payslipId,
    tenant.roomId,
    tenant.bookingId,
    tenant.workspaceId,
    tenant.deskId,
    tenant.deskBookingId,
    tenant.assistantAdminId,
    tenant.generationId,
    tenant.leaveTypeId,
    tenant.leaveRequestId,
    tenant.pendingLeaveRequestId,
    tenant.shiftTemplateId,
    tenant.rosterShiftId,
    tenant.attendanceLogId,
    tenant.auditId,
    tenant.claimTypeId,
    tenant.claimId,
    tenant.draftClaimId,
  ];
}

async function token(app: FastifyInstance, url: string, payload: object): Promise<string> {
  const res = await app.inject({ method: 'POST', url, payload });
  if (res.statusCode >= 300) throw new Error(`Sign-in for the harness failed: ${res.body}`);
  return res.json().data.access_token;
}

function claimsOf(accessToken: string): { organizationId: string; sub: string } {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString());
}

const organizationOf = (accessToken: string) => claimsOf(accessToken).organizationId;

/** A confirmed January payroll paying the harness employee, made as the job makes one. */
async function createPayroll(app: FastifyInstance, adminToken: string, employeeId: string) {
  const { organizationId, sub: accountId } = claimsOf(adminToken);
  const ctx = { db: app.database.db, organizationId, accountId, now: app.clock(), ip: 'harness' };
  let job: GenerationJob | undefined;
  const generation = await requestPayrollGeneration(
    ctx,
    {
      year: 2026,
      month: 1,
      kind: 'regular',
      payBasicSalary: true,
      dateOfPayment: '2026-01-28',
      employeeIds: [employeeId],
    },
    async (queued) => {
      job = queued;
    },
  );
  if (!job) throw new Error('The harness could not queue a payroll');
  await runPayrollGeneration(app.database.db, job, app.clock);
  const { payrollId } = await getPayrollGeneration(ctx, generation.id);
  if (!payrollId) throw new Error('The harness could not generate a payroll');
  await setPayrollStatus(ctx, payrollId, 'confirmed');
  const payslip = (await payrollDetail(ctx, payrollId)).payslips[0];
  if (!payslip) throw new Error('The harness payroll has no payslip');
  return { payrollId, payslipId: payslip.id, generationId: generation.id };
}

/**
 * A UEN and the IRAS settings, so that the organisation's IR8A file of 2025 (the harness
 * employee's opening balance) can be made.
 */
async function fileIr8aReturns(app: FastifyInstance, adminToken: string) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const info = (
    await app.inject({ method: 'GET', url: '/api/v1/organization/info', headers })
  ).json().data;
  const updated = await app.inject({
    method: 'PUT',
    url: '/api/v1/organization/info',
    headers,
    payload: {
      organizationName: info.organizationName,
      uen: info.uen ?? '201900001A',
      registrationType: info.registrationType,
      address: info.address,
      industry: info.industry,
      phone: info.phone,
      email: info.email,
      currency: info.currency,
      timeZone: info.timeZone,
    },
  });
  const filing = await app.inject({
    method: 'PUT',
    url: '/api/v1/payroll/setting/filing',
    headers,
    payload: {
      cpfPaymentType: 'PTE',
      cpfSerial: '01',
      salaryBank: null,
      debitAccountNumber: null,
      bankCompanyId: null,
      ...irasFilingBody,
    },
  });
  if (updated.statusCode !== 200 || filing.statusCode !== 200) {
    throw new Error(`The harness could not set up IR8A filing: ${updated.body} ${filing.body}`);
  }
}

/** One record of each kind in the organisation of the admin holding the token. */
async function createRecords(app: FastifyInstance, adminToken: string) {
  const make = async (url: string, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (res.statusCode !== 201) throw new Error(`The harness could not create ${url}: ${res.body}`);
    return res.json().data.id as string;
  };
  const { payload, headers } = multipartFile('harness.png', onePixelPng);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    payload,
    headers: { ...headers, authorization: `Bearer ${adminToken}` },
  });
  if (uploaded.statusCode !== 201) {
    throw new Error(`The harness could not upload a file (is dataDir writable?): ${uploaded.body}`);
  }
  const payItemId = await make('/api/v1/payroll/pay-items', payItemBody);
  const employeeId = await make('/api/v1/employees', {
    personal: personalBody,
    employment: employmentBody,
    password: harnessPassword,
  });
  const balance = await app.inject({
    method: 'PUT',
    url: `/api/v1/payroll/opening-balances/${employeeId}/2025`,
    payload: openingBalanceBody,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (balance.statusCode !== 200) {
    throw new Error(`The harness could not set an opening balance: ${balance.body}`);
  }
  await fileIr8aReturns(app, adminToken);
  const branchId = await make('/api/v1/organization/branches', { ...branchBody, name: 'Harness' });
  const shiftTemplateId = await make('/api/v1/shift/templates', shiftTemplateBody(branchId));
  const rosterShiftId = await make('/api/v1/shift/roster/shifts', {
    employeeId,
    workDate: '2028-03-07',
    templateId: shiftTemplateId,
  });
  const roomId = await make('/api/v1/room', roomBody(branchId));
  const workspaceId = await make('/api/v1/desk/workspaces', workspaceBody(branchId));
  const space = await app.inject({
    method: 'GET',
    url: `/api/v1/desk/workspaces/${workspaceId}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const deskId = space.json().data.desks[0].id as string;
  const leaveTypeId = await make('/api/v1/leaves/types', leaveTypeBody);
  const claimTypeId = await make('/api/v1/claims/types', claimTypeBody(payItemId));
  return {
    claimTypeId,
    claimId: await make('/api/v1/claims', { ...claimBody(claimTypeId), employeeId }),
    shiftTemplateId,
    rosterShiftId,
    leaveTypeId,
    leaveRequestId: await make('/api/v1/leaves/requests', {
      employeeId,
      leaveTypeId,
      startDate: recordedLeaveDay,
      endDate: recordedLeaveDay,
      reason: 'Harness leave',
    }),
    workspaceId,
    deskId,
    deskBookingId: await make('/api/v1/desk-booking', {
      deskId,
      date: bookingDay(),
      period: 'afternoon',
      employeeId,
    }),
    ...(await createPayroll(app, adminToken, employeeId)),
    branchId,
    roomId,
    bookingId: await make(
      '/api/v1/room-booking',
      bookingBody({ branchId, employeeId }, roomId, 10),
    ),
    payItemId,
    paySchemeTemplateId: await make(
      '/api/v1/payroll/pay-scheme-templates',
      templateBody([payItemId]),
    ),
    uploadId: uploaded.json().data.id as string,
    employeeId,
    departmentId: await make('/api/v1/organization/departments', {
      name: 'Harness Department',
      description: null,
      parentId: null,
    }),
    holidayId: await make('/api/v1/organization/holidays', {
      holidayName: 'Harness Day',
      fromDate: '2026-01-02',
      toDate: '2026-01-02',
    }),
    assistantAdminId: await make('/api/v1/organization/asst-admin', {
      name: 'Harness Assistant',
      // Admin e-mails are unique across the service, not per organisation.
      email: `assistant.${organizationOf(adminToken)}@tembusu.example`,
      password: 'Harness@2026',
      preventAccess: [],
    }),
    announcementId: await make('/api/v1/organization/announcements', {
      title: 'Harness news',
      body: 'For the harness',
      audience: 'everyone',
      publishDate: '2026-01-01',
    }),
  };
}

/** The harness employee's own request for leave, pending: made through the staff side. */
async function submitPendingLeave(app: FastifyInstance, personToken: string, leaveTypeId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/leaves',
    payload: { leaveTypeId, ...pendingLeaveWeek(), reason: 'Harness pending leave' },
    headers: { authorization: `Bearer ${personToken}` },
  });
  if (res.statusCode !== 201) throw new Error(`The harness could not apply for leave: ${res.body}`);
  return res.json().data.id as string;
}

/** The harness employee's own claim, kept as a draft: made through the staff side. */
async function draftClaim(app: FastifyInstance, personToken: string, claimTypeId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/claims',
    payload: claimBody(claimTypeId, { submit: false }),
    headers: { authorization: `Bearer ${personToken}` },
  });
  if (res.statusCode !== 201) throw new Error(`The harness could not make a claim: ${res.body}`);
  return res.json().data.id as string;
}

/**
 * The harness employee checks in at the harness branch (their own log of today), and the admin
 * opens a form on the day that waits on them.
 */
async function checkInPerson(
  app: FastifyInstance,
  tokens: { person: string; admin: string },
  records: { branchId: string; employeeId: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/attendance/check-in',
    payload: { branchId: records.branchId, position: null },
    headers: { authorization: `Bearer ${tokens.person}` },
  });
  if (res.statusCode !== 201) throw new Error(`The harness could not check in: ${res.body}`);
  const log = res.json().data;
  const form = await app.inject({
    method: 'POST',
    url: '/api/v1/attendance/audits',
    payload: {
      employeeId: records.employeeId,
      workDate: log.workDate,
      reason: 'Harness audit form',
    },
    headers: { authorization: `Bearer ${tokens.admin}` },
  });
  if (form.statusCode !== 201) throw new Error(`The harness could not open a form: ${form.body}`);
  return { attendanceLogId: log.id as string, auditId: form.json().data.id as string };
}

export async function createTenants(app: FastifyInstance): Promise<Tenants> {
  await seedDemo(app.database.db);
  const signedUp = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      organizationName: 'Other Holdings Pte Ltd',
      organizationId: 'OTHER',
      name: 'Other Admin',
      email: 'admin@other.example',
      password: demoPassword,
    },
  });
  if (signedUp.statusCode !== 201) throw new Error(`The harness sign-up failed: ${signedUp.body}`);
  const otherAdmin = await token(app, '/api/v1/auth/login', {
    email: 'admin@other.example',
    password: demoPassword,
  });
  const otherId = organizationOf(otherAdmin);
  await insertAccount(app.database.db, {
    organizationId: otherId,
    role: 'employee',
    email: demoAccounts.employee.email,
    name: 'Same E-mail, Other Company',
    passwordHash: await hashPassword(demoPassword),
  });
  const demoAdmin = await token(app, '/api/v1/auth/login', {
    email: demoAccounts.admin.email,
    password: demoPassword,
  });
  const staff = (organizationID: string) =>
    token(app, '/api/v1/employee/login', {
      email: demoAccounts.employee.email,
      password: demoPassword,
      organizationID,
    });
  const person = (organizationID: string) =>
    token(app, '/api/v1/employee/login', {
      email: personalBody.email,
      password: harnessPassword,
      organizationID,
    });
  const demoRecords = await createRecords(app, demoAdmin);
  const otherRecords = await createRecords(app, otherAdmin);
  const demoPerson = await person('DEMO');
  const otherPerson = await person('OTHER');
  return {
    demo: {
      organizationId: organizationOf(demoAdmin),
      admin: demoAdmin,
      employee: await staff('DEMO'),
      person: demoPerson,
      ...demoRecords,
      pendingLeaveRequestId: await submitPendingLeave(app, demoPerson, demoRecords.leaveTypeId),
      draftClaimId: await draftClaim(app, demoPerson, demoRecords.claimTypeId),
      ...(await checkInPerson(app, { person: demoPerson, admin: demoAdmin }, demoRecords)),
    },
    other: {
      organizationId: otherId,
      admin: otherAdmin,
      employee: await staff('OTHER'),
      person: otherPerson,
      ...otherRecords,
      pendingLeaveRequestId: await submitPendingLeave(app, otherPerson, otherRecords.leaveTypeId),
      draftClaimId: await draftClaim(app, otherPerson, otherRecords.claimTypeId),
      ...(await checkInPerson(app, { person: otherPerson, admin: otherAdmin }, otherRecords)),
    },
  };
}
