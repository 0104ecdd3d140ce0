import {
  defaultCommunityFunds,
  type Employee,
  type EmployeeEmploymentPayValues,
  type EmployeeListItem,
  type EmployeeOption,
  type EmployeePersonalValues,
  employeeEmailExistsMessage,
  employeeHasRecordsMessage,
  employeeNumberExistsMessage,
  prCpfSchemeProblem,
  type ResidencyStatus,
  type zEmployeeOptionQuery,
} from '@tembusu/contracts/employees';
import type { CommunityFund, Race, Religion } from '@tembusu/contracts/enums';
import { gmtOffsetAt, isoDateIn } from '@tembusu/contracts/wall-clock';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import {
  conflict,
  invalid,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  RateLimited,
} from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { insertAccount, updatePassword } from '../identity/identity.service.js';
import { hashPassword } from '../identity/passwords.js';
import {
  branchExists,
  departmentExists,
  organizationIn,
} from '../organization/organization.service.js';
import { takeLocalAllowance } from '../rate-limits/rate-limits.service.js';
import { findUpload } from '../uploads/uploads.service.js';
import { wholeYearsBetween } from './calendar.js';
import {
  deleteEmployee,
  deleteStaffAccount,
  type EmployeeListFilter,
  type EmployeeRow,
  type EmployeeValues,
  employeeOfAccount,
  findBookableEmployeeRow,
  findEmployeeRow,
  insertEmployee,
  listActiveEmployeeOptions,
  listAllEmployees,
  listEmployeePage,
  paySchemeTemplateExists,
  updateEmployee,
  updateStaffAccount,
} from './employees.repository.js';

type EmployeeOptionQueryValues = z.output<typeof zEmployeeOptionQuery>;

/** The organisation's today: ages and years of service are counted to it. */
export async function organizationToday(tx: Db, ctx: TenantContext): Promise<string> {
  return isoDateIn(ctx.now, (await organizationIn(tx, ctx)).timeZone);
}

/*
 * Who an account is in the organisation, for the modules that act for or on employees (bookings,
 * payslips), inside their own transaction: scoped to the caller's organisation, and answering
 * only what acting for someone needs, never the employee's record.
 */

/** The caller's own employee record (its id, time zone and branch), if their account has one. */
export async function ownEmployee(
  tx: Db,
  ctx: TenantContext,
): Promise<{ id: string; timeZone: string; branchId: string | null } | undefined> {
  return employeeOfAccount(tx, ctx.organizationId, ctx.accountId);
}

export type BookableEmployee = { id: string; name: string; isActive: boolean };

/** An employee of the caller's organisation to book or assign something for, by id. */
export async function findBookableEmployee(
  tx: Db,
  ctx: TenantContext,
  id: string,
): Promise<BookableEmployee | undefined> {
  return findBookableEmployeeRow(tx, ctx.organizationId, id);
}

/** What another module needs to record something on an employee's day. */
export type EmployeeOnRecord = {
  id: string;
  name: string;
  isActive: boolean;
  timeZone: string;
  branchId: string | null;
  employmentStartDate: string;
  employmentEndDate: string | null;
};

/** An employee of the caller's organisation; undefined when it has no such employee. */
export async function employeeOnRecord(
  tx: Db,
  ctx: TenantContext,
  id: string,
): Promise<EmployeeOnRecord | undefined> {
  const row = await findEmployeeRow(tx, ctx.organizationId, id);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    timeZone: row.timeZone,
    branchId: row.branchId,
    employmentStartDate: row.employmentStartDate,
    employmentEndDate: row.employmentEndDate,
  };
}

/** Answers 404 Employee unless the caller's organisation has this employee. */
export async function requireEmployee(tx: Db, ctx: TenantContext, id: string): Promise<void> {
  if (!(await findEmployeeRow(tx, ctx.organizationId, id))) throw notFound('Employee');
}

// The reads that cost the most, limited per account and minute in each instance: far above what a
// person clicking and typing asks for, far below what a script asking in a loop would.
export const employeeReadLimits = {
  'employee-options': { what: 'the employee pick list', perMinute: 300 },
  'employee-list': { what: 'the employee list', perMinute: 300 },
  'employee-export': { what: 'employee exports', perMinute: 10 },
} as const;

function takeRead(ctx: TenantContext, read: keyof typeof employeeReadLimits) {
  const { what, perMinute } = employeeReadLimits[read];
  takeLocalAllowance(
    { key: `${read}:account:${ctx.accountId}`, limit: perMinute, windowSeconds: 60 },
    ctx.now,
    (_spent, retryAfterSeconds) =>
      new RateLimited(
        `Too many requests for ${what}. Please wait ${retryAfterSeconds} seconds and try again.`,
        retryAfterSeconds,
      ),
  );
}

function present(row: EmployeeRow, today: string): Employee {
  return {
    id: row.id,
    organizationId: row.organizationId,
    personal: {
      name: row.name,
      email: row.email,
      idType: row.idType,
      idNumber: row.idNumber,
      race: row.race,
      religion: row.religion,
      gender: row.gender,
      maritalStatus: row.maritalStatus,
      nationality: row.nationality,
      residency: row.residency,
      prStartDate: row.prStartDate,
      dateOfBirth: row.dateOfBirth,
      educationLevel: row.educationLevel,
      phone: row.phone,
      address: row.address,
      postalCode: row.postalCode,
      emergencyContactName: row.emergencyContactName,
      emergencyContactRelationship: row.emergencyContactRelationship,
      emergencyContactPhone: row.emergencyContactPhone,
      photoId: row.photoId,
    },
    employment: {
      employeeNumber: row.employeeNumber,
      roleTitle: row.roleTitle,
      departmentId: row.departmentId,
      branchId: row.branchId,
      employmentType: row.employmentType,
      workMode: row.workMode,
      employmentStartDate: row.employmentStartDate,
      employmentEndDate: row.employmentEndDate,
      workPassExpiryDate: row.workPassExpiryDate,
      managerId: row.managerId,
      timeZone: row.timeZone,
      countryOfWork: row.countryOfWork,
      isActive: row.isActive,
      salaryBasis: row.salaryBasis,
      salaryAmount: row.salaryAmount,
      paySchemeTemplateId: row.paySchemeTemplateId,
      paySchemeTemplateName: row.paySchemeTemplateName,
      paymentMode: row.paymentMode,
      bankCode: row.bankCode,
      bankAccountNumber: row.bankAccountNumber,
      excludeCPFContributions: row.excludeCpfContributions,
      isTurnOnAttendLog: row.attendanceLogOn,
      prCpfScheme: row.prCpfScheme,
      communityFundOverride: row.communityFundOverride,
      communityFunds: row.communityFunds,
    },
    departmentName: row.departmentName,
    branchName: row.branchName,
    managerName: row.managerName,
    age: wholeYearsBetween(row.dateOfBirth, today),
  };
}

export function listItem(row: EmployeeRow, today: string): EmployeeListItem {
  return {
    id: row.id,
    employeeName: row.name,
    employeeNumber: row.employeeNumber,
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    age: wholeYearsBetween(row.dateOfBirth, today),
    hiredDate: row.employmentStartDate,
    yearOfService: wholeYearsBetween(row.employmentStartDate, today),
    countryOfWork: row.countryOfWork,
    organization: row.organizationName,
    department: row.departmentName,
    branch: row.branchName,
    roleTitle: row.roleTitle,
    isActive: row.isActive,
  };
}

type PickListPerson = Awaited<ReturnType<typeof listActiveEmployeeOptions>>[number] & {
  /** The name as a search compares it. */
  folded: string;
};

/**
 * An employee in a pick list: id, name, timezone (the IANA name) and employeeTimezone (its GMT
 * offset now) (product spec section 3, Employee).
 */
function option(person: PickListPerson, now: Date): EmployeeOption {
  return {
    id: person.id,
    name: person.name,
    timezone: person.timeZone,
    employeeTimezone: gmtOffsetAt(person.timeZone, now),
    isActive: true,
    departmentId: person.departmentId,
    branchId: person.branchId,
  };
}

/**
 * Pick lists are asked on every keystroke by everyone in an organisation while its people change
 * seldom, so each organisation's active people are read once and kept for a few seconds instead
 * of a transaction a keystroke. A change made through this server forgets them at once; one made
 * through another server shows here within the lifetime.
 */
const pickListLifetimeMs = 10_000;
const maxPickLists = 1_000;
const pickLists = new Map<string, { expiresAt: number; people: Promise<PickListPerson[]> }>();

function pickListOf(ctx: TenantContext): Promise<PickListPerson[]> {
  const now = Date.now();
  const known = pickLists.get(ctx.organizationId);
  if (known && known.expiresAt > now) return known.people;
  if (pickLists.size >= maxPickLists) {
    for (const [organizationId, list] of pickLists) {
      if (list.expiresAt <= now) pickLists.delete(organizationId);
    }
  }
  // Concurrent askers share one read: the entry holds the read in flight.
  const people = withTenant(ctx.db, ctx.organizationId, (tx) =>
    listActiveEmployeeOptions(tx, ctx.organizationId),
  ).then((rows) => rows.map((row) => ({ ...row, folded: row.name.toLowerCase() })));
  const entry = { expiresAt: now + pickListLifetimeMs, people };
  pickLists.set(ctx.organizationId, entry);
  people.catch(() => {
    if (pickLists.get(ctx.organizationId) === entry) pickLists.delete(ctx.organizationId);
  });
  return people;
}

/** After a change to an organisation's people has committed: its next pick list reads afresh. */
export function forgetPickList(organizationId: string): void {
  pickLists.delete(organizationId);
}

/** Rules a schema cannot see: dates against today, and records that must be this tenant's. */
async function checkPersonal(tx: Db, ctx: TenantContext, values: EmployeePersonalValues) {
  const today = await organizationToday(tx, ctx);
  if (values.dateOfBirth > today) {
    throw invalid('dateOfBirth', 'dateOfBirth: a date of birth cannot be in the future');
  }
  if (values.dateOfBirth < '1900-01-01') {
    throw invalid('dateOfBirth', 'dateOfBirth: enter a date of birth after 1900');
  }
  if (values.prStartDate && values.prStartDate > today) {
    throw invalid('prStartDate', 'prStartDate: permanent residency cannot begin in the future');
  }
  if (values.photoId) {
    const photo = await findUpload(tx, ctx, values.photoId);
    if (!photo) throw invalid('photoId', 'photoId: upload the photo again');
    if (!photo.contentType.startsWith('image/')) {
      throw invalid('photoId', 'photoId: a photo must be an image');
    }
  }
}

async function checkEmployment(
  tx: Db,
  ctx: TenantContext,
  values: EmployeeEmploymentPayValues,
  personal: { dateOfBirth: string; residency: ResidencyStatus },
  self?: string,
) {
  const { dateOfBirth } = personal;
  const schemeProblem = prCpfSchemeProblem(personal.residency, values.prCpfScheme);
  if (schemeProblem) throw invalid('prCpfScheme', `prCpfScheme: ${schemeProblem}`);
  if (values.employmentStartDate < dateOfBirth) {
    throw invalid(
      'employmentStartDate',
      'employmentStartDate: employment cannot start before birth',
    );
  }
  if (values.departmentId && !(await departmentExists(tx, ctx, values.departmentId))) {
    throw invalid('departmentId', 'departmentId: no such department');
  }
  if (values.branchId && !(await branchExists(tx, ctx, values.branchId))) {
    throw invalid('branchId', 'branchId: no such branch/outlet');
  }
  if (
    values.paySchemeTemplateId &&
    !(await paySchemeTemplateExists(tx, ctx.organizationId, values.paySchemeTemplateId))
  ) {
    throw invalid('paySchemeTemplateId', 'paySchemeTemplateId: no such pay scheme template');
  }
  if (values.managerId) {
    if (values.managerId === self) {
      throw invalid('managerId', 'managerId: an employee cannot be their own manager');
    }
    if (!(await findEmployeeRow(tx, ctx.organizationId, values.managerId))) {
      throw invalid('managerId', 'managerId: no such employee');
    }
  }
}

/** The funds that apply: the employee's own choice if overridden, otherwise the default. */
function communityFundsFor(
  personal: { race: Race; religion: Religion; residency: ResidencyStatus },
  employment: { communityFundOverride: boolean; communityFunds: CommunityFund[] },
): CommunityFund[] {
  return employment.communityFundOverride
    ? employment.communityFunds
    : defaultCommunityFunds(personal.race, personal.religion, personal.residency);
}

function personalColumns(values: EmployeePersonalValues) {
  const { name: _name, email: _email, ...columns } = values;
  return columns;
}

function employmentColumns(
  values: EmployeeEmploymentPayValues,
  personal: { race: Race; religion: Religion; residency: ResidencyStatus },
) {
  const {
    isActive: _isActive,
    excludeCPFContributions,
    isTurnOnAttendLog,
    communityFunds: _funds,
    ...columns
  } = values;
  return {
    ...columns,
    excludeCpfContributions: excludeCPFContributions,
    attendanceLogOn: isTurnOnAttendLog,
    bankCode: values.paymentMode === 'giro' ? values.bankCode : null,
    bankAccountNumber: values.paymentMode === 'giro' ? values.bankAccountNumber : null,
    communityFunds: communityFundsFor(personal, values),
  } satisfies Partial<EmployeeValues>;
}

/** A new employee and the staff account they sign in with; answers the employee's id. */
export async function insertEmployeeWithAccount(
  tx: Db,
  ctx: TenantContext,
  personal: EmployeePersonalValues,
  employment: EmployeeEmploymentPayValues,
  passwordHash: string,
): Promise<string> {
  const account = await insertAccount(tx, {
    organizationId: ctx.organizationId,
    role: 'employee',
    name: personal.name,
    email: personal.email,
    passwordHash,
    isActive: employment.isActive,
  });
  const { id } = await insertEmployee(tx, {
    organizationId: ctx.organizationId,
    accountId: account.id,
    ...personalColumns(personal),
    ...employmentColumns(employment, personal),
  });
  return id;
}

const identityTaken = (error: unknown) => {
  if (isUniqueViolation(error, 'accounts_employee_email_key')) {
    throw conflict(employeeEmailExistsMessage);
  }
  if (isUniqueViolation(error, 'employees_number_key')) throw conflict(employeeNumberExistsMessage);
  throw error;
};

async function loaded(tx: Db, ctx: TenantContext, id: string): Promise<Employee> {
  const row = await findEmployeeRow(tx, ctx.organizationId, id);
  if (!row) throw notFound('Employee');
  return present(row, await organizationToday(tx, ctx));
}

export async function listEmployees(
  ctx: TenantContext,
  filter: EmployeeListFilter,
  page: { page: number; pageSize: number },
) {
  takeRead(ctx, 'employee-list');
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const today = await organizationToday(tx, ctx);
    const { rows, total } = await listEmployeePage(tx, ctx.organizationId, filter, {
      offset: (page.page - 1) * page.pageSize,
      limit: page.pageSize,
    });
    return { items: rows.map((row) => listItem(row, today)), total };
  });
}

export async function employeesForExport(ctx: TenantContext, filter: EmployeeListFilter) {
  takeRead(ctx, 'employee-export');
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const today = await organizationToday(tx, ctx);
    const rows = await listAllEmployees(tx, ctx.organizationId, filter);
    return rows.map((row) => listItem(row, today));
  });
}

/** A page of the pick list: the people whose name holds the search, or the one asked for. */
export async function employeeOptions(ctx: TenantContext, query: EmployeeOptionQueryValues) {
  takeRead(ctx, 'employee-options');
  const search = query.search?.toLowerCase();
  const found: EmployeeOption[] = [];
  for (const person of await pickListOf(ctx)) {
    if (found.length === query.limit) break;
    if (query.id && person.id !== query.id) continue;
    if (search && !person.folded.includes(search)) continue;
    found.push(option(person, ctx.now));
  }
  return found;
}

export function getEmployee(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => loaded(tx, ctx, id));
}

export async function createEmployee(
  ctx: TenantContext,
  values: {
    personal: EmployeePersonalValues;
    employment: EmployeeEmploymentPayValues;
    password: string;
  },
) {
  const passwordHash = await hashPassword(values.password);
  const employee = await withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { personal, employment } = values;
    await checkPersonal(tx, ctx, personal);
    await checkEmployment(tx, ctx, employment, personal);
    const id = await insertEmployeeWithAccount(tx, ctx, personal, employment, passwordHash);
    await recordTenantAudit(ctx, tx, 'employee.created', id, {
      employeeNumber: employment.employeeNumber,
      pay: payDetails(employmentColumns(employment, personal)),
    });
    return loaded(tx, ctx, id);
  }).catch(identityTaken);
  forgetPickList(ctx.organizationId);
  return employee;
}

async function current(tx: Db, ctx: TenantContext, id: string) {
  const row = await findEmployeeRow(tx, ctx.organizationId, id);
  if (!row) throw notFound('Employee');
  return row;
}

export async function updatePersonalDetails(
  ctx: TenantContext,
  id: string,
  values: EmployeePersonalValues,
) {
  const employee = await withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const before = await current(tx, ctx, id);
    await checkPersonal(tx, ctx, values);
    if (before.employmentStartDate < values.dateOfBirth) {
      throw invalid(
        'dateOfBirth',
        'dateOfBirth: the employee cannot be born after they were hired',
      );
    }
    const funds = communityFundsFor(values, {
      communityFundOverride: before.communityFundOverride,
      communityFunds: before.communityFunds,
    });
    // Someone who is no longer a permanent resident is back on the only rates others have.
    const prCpfScheme = values.residency === 'PermanentResident' ? before.prCpfScheme : 'graduated';
    await updateStaffAccount(tx, ctx.organizationId, before.accountId, {
      name: values.name,
      email: values.email,
      at: ctx.now,
    });
    await updateEmployee(tx, ctx.organizationId, id, {
      ...personalColumns(values),
      communityFunds: funds,
      prCpfScheme,
      updatedAt: ctx.now,
    });
    await recordTenantAudit(ctx, tx, 'employee.personal_updated', id);
    const residencyChanged = before.residency !== values.residency;
    const fundsChanged = funds.join() !== before.communityFunds.join();
    const prChanged =
      before.prStartDate !== values.prStartDate || before.prCpfScheme !== prCpfScheme;
    if (residencyChanged || fundsChanged || prChanged) {
      // Residency, the SPR date and funds decide CPF and deductions: audited as pay details.
      await recordTenantAudit(ctx, tx, 'employee.pay_updated', id, {
        before: {
          residency: before.residency,
          prStartDate: before.prStartDate,
          prCpfScheme: before.prCpfScheme,
          communityFunds: before.communityFunds,
        },
        after: {
          residency: values.residency,
          prStartDate: values.prStartDate,
          prCpfScheme,
          communityFunds: funds,
        },
      });
    }
    return loaded(tx, ctx, id);
  }).catch(identityTaken);
  forgetPickList(ctx.organizationId);
  return employee;
}

const payFields = [
  'salaryBasis',
  'salaryAmount',
  'paymentMode',
  'bankCode',
  'bankAccountNumber',
  'excludeCpfContributions',
  'attendanceLogOn',
  'prCpfScheme',
  'communityFunds',
] as const;

function payDetails(values: Pick<EmployeeValues, (typeof payFields)[number]>) {
  return Object.fromEntries(payFields.map((field) => [field, values[field] ?? null]));
}

export async function updateEmploymentPayDetails(
  ctx: TenantContext,
  id: string,
  values: EmployeeEmploymentPayValues,
) {
  const employee = await withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const before = await current(tx, ctx, id);
    const personal = {
      race: before.race,
      religion: before.religion,
      residency: before.residency,
    };
    await checkEmployment(tx, ctx, values, before, id);
    const columns = employmentColumns(values, personal);
    await updateEmployee(tx, ctx.organizationId, id, { ...columns, updatedAt: ctx.now });
    if (before.isActive !== values.isActive) {
      // Deactivation ends the employee's sessions at once; every record stays.
      await updateStaffAccount(tx, ctx.organizationId, before.accountId, {
        isActive: values.isActive,
        endSessions: !values.isActive,
        at: ctx.now,
      });
      await recordTenantAudit(
        ctx,
        tx,
        values.isActive ? 'employee.activated' : 'employee.deactivated',
        id,
      );
    }
    await recordTenantAudit(ctx, tx, 'employee.employment_updated', id);
    const beforePay = payDetails({
      ...before,
      communityFunds: before.communityFunds,
    });
    const afterPay = payDetails(columns);
    if (JSON.stringify(beforePay) !== JSON.stringify(afterPay)) {
      await recordTenantAudit(ctx, tx, 'employee.pay_updated', id, {
        before: beforePay,
        after: afterPay,
      });
    }
    return loaded(tx, ctx, id);
  }).catch(identityTaken);
  forgetPickList(ctx.organizationId);
  return employee;
}

export async function setEmployeePassword(ctx: TenantContext, id: string, password: string) {
  const passwordHash = await hashPassword(password);
  await withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await current(tx, ctx, id);
    await updatePassword(tx, ctx, row.accountId, passwordHash);
    await recordTenantAudit(ctx, tx, 'employee.password_set', id);
  });
}

/** Only a record made in error goes: anything that refers to the employee keeps them. */
export async function removeEmployee(ctx: TenantContext, id: string) {
  await withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const removed = await deleteEmployee(tx, ctx.organizationId, id);
    if (!removed) throw notFound('Employee');
    await deleteStaffAccount(tx, ctx.organizationId, removed.accountId);
    await recordTenantAudit(ctx, tx, 'employee.deleted', id);
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw conflict(employeeHasRecordsMessage);
    throw error;
  });
  forgetPickList(ctx.organizationId);
}
