import {
  type Announcement,
  type Branch,
  branchExistsMessage,
  type Department,
  departmentExistsMessage,
  type Holiday,
  type OrganizationInfo,
  type WorkingHours,
  type zAnnouncementInput,
  type zBranchInput,
  type zDepartmentInput,
  type zHolidayInput,
  type zUpdateOrganizationInfo,
  zWorkingHours,
} from '@tembusu/contracts/organization';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import {
  conflict,
  invalid,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  type BranchRow,
  countChildDepartments,
  type DepartmentRow,
  deleteAnnouncement,
  deleteBranch,
  deleteDepartment,
  deleteHoliday,
  employeeExists,
  findAnnouncement,
  findBranch,
  findDepartment,
  findHoliday,
  findOrganization,
  findWorkSchedule,
  type HolidayRow,
  insertAnnouncement,
  insertBranch,
  insertDepartment,
  insertHoliday,
  listAnnouncements,
  listBranches,
  listDepartments,
  listHolidays,
  type OrganizationRow,
  saveWorkSchedule,
  updateAnnouncement,
  updateBranch,
  updateDepartment,
  updateHoliday,
  updateOrganization,
} from './organization.repository.js';
import { defaultWorkingHours } from './work-schedule.js';

/** What the modules built on the organisation read of it and write to it, in their transaction. */
export {
  findBranch,
  findDepartment,
  findOrganization,
  findWorkSchedule,
  listBranches,
  listDepartments,
  preloadPublicHolidays,
  saveWorkSchedule,
} from './organization.repository.js';

// Services take what the routes' contracts have already checked and normalised.
type InfoValues = z.output<typeof zUpdateOrganizationInfo>;
type BranchValues = z.output<typeof zBranchInput>;
type DepartmentValues = z.output<typeof zDepartmentInput>;
type HolidayValues = z.output<typeof zHolidayInput>;
type AnnouncementValues = z.output<typeof zAnnouncementInput>;

function info(row: OrganizationRow): OrganizationInfo {
  return {
    id: row.id,
    code: row.code,
    organizationName: row.name,
    uen: row.uen,
    registrationType: row.registrationType,
    address: row.address,
    industry: row.industry,
    phone: row.phone,
    email: row.email,
    currency: row.currency,
    timeZone: row.timeZone,
  };
}

function branch(row: BranchRow): Branch {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organizationId,
    address: row.address,
    postalCode: row.postalCode,
    phone: row.phone,
    timeZone: row.timeZone,
    isActive: row.isActive,
  };
}

function department(row: DepartmentRow): Department {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parentId: row.parentId,
    headEmployeeId: row.headEmployeeId,
    headName: row.headName,
    organizationId: row.organizationId,
  };
}

/** Another organisation's id is answered as if it did not exist. */
function assertOwn(ctx: { organizationId: string }, organizationId: string | undefined) {
  if (organizationId !== undefined && organizationId !== ctx.organizationId) {
    throw notFound('Organisation');
  }
}

export function getOrganizationInfo(ctx: TenantContext, id = ctx.organizationId) {
  assertOwn(ctx, id);
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findOrganization(tx, ctx.organizationId);
    if (!row) throw notFound('Organisation');
    return info(row);
  });
}

export function organizationsForBooking(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findOrganization(tx, ctx.organizationId);
    return row ? [{ id: row.id, organizationName: row.name }] : [];
  });
}

export function updateOrganizationInfo(ctx: TenantContext, values: InfoValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await updateOrganization(tx, ctx.organizationId, {
      name: values.organizationName,
      uen: values.uen,
      registrationType: values.registrationType,
      address: values.address,
      industry: values.industry,
      phone: values.phone,
      email: values.email,
      currency: values.currency,
      timeZone: values.timeZone,
      updatedAt: ctx.now,
    });
    if (!row) throw notFound('Organisation');
    await recordTenantAudit(ctx, tx, 'organization.updated', row.id);
    return info(row);
  });
}

export function branchOptions(
  ctx: TenantContext,
  organizationId: string | undefined,
  all: boolean,
) {
  assertOwn(ctx, organizationId);
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listBranches(tx, ctx.organizationId, !all)).map((row) => ({
      id: row.id,
      name: row.name,
      organizationId: row.organizationId,
    })),
  );
}

export function listAllBranches(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listBranches(tx, ctx.organizationId, false)).map(branch),
  );
}

export function getBranch(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findBranch(tx, ctx.organizationId, id);
    if (!row) throw notFound('Branch/outlet');
    return branch(row);
  });
}

const uniqueBranch = (error: unknown) => {
  if (isUniqueViolation(error, 'branches_name_key')) throw conflict(branchExistsMessage);
  throw error;
};

export function createBranch(ctx: TenantContext, values: BranchValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await insertBranch(tx, { ...values, organizationId: ctx.organizationId });
    await recordTenantAudit(ctx, tx, 'branch.created', row.id, { name: row.name });
    return branch(row);
  }).catch(uniqueBranch);
}

export function editBranch(ctx: TenantContext, id: string, values: BranchValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await updateBranch(tx, ctx.organizationId, id, { ...values, updatedAt: ctx.now });
    if (!row) throw notFound('Branch/outlet');
    await recordTenantAudit(ctx, tx, 'branch.updated', row.id);
    return branch(row);
  }).catch(uniqueBranch);
}

export function removeBranch(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await deleteBranch(tx, ctx.organizationId, id))) throw notFound('Branch/outlet');
    await recordTenantAudit(ctx, tx, 'branch.deleted', id);
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) {
      throw conflict(
        'This branch/outlet has employees. Move them elsewhere or mark the branch/outlet inactive.',
      );
    }
    throw error;
  });
}

export function listAllDepartments(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listDepartments(tx, ctx.organizationId)).map(department),
  );
}

export function getDepartment(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findDepartment(tx, ctx.organizationId, id);
    if (!row) throw notFound('Department');
    return department(row);
  });
}

const uniqueDepartment = (error: unknown) => {
  if (isUniqueViolation(error, 'departments_name_key')) throw conflict(departmentExistsMessage);
  throw error;
};

/** A parent must be in the organisation and must not sit below the department itself. */
async function assertParent(tx: Db, ctx: TenantContext, parentId: string | null, self?: string) {
  if (!parentId) return;
  const all = await listDepartments(tx, ctx.organizationId);
  const byId = new Map(all.map((row) => [row.id, row]));
  if (!byId.has(parentId)) throw invalid('parentId', 'parentId: no such department');
  for (let at: string | null | undefined = parentId; at; at = byId.get(at)?.parentId) {
    if (at === self) {
      throw invalid(
        'parentId',
        'parentId: a department cannot sit under itself or one of its own sub-departments',
      );
    }
  }
}

async function assertHead(tx: Db, ctx: TenantContext, headEmployeeId: string | null | undefined) {
  if (headEmployeeId && !(await employeeExists(tx, ctx.organizationId, headEmployeeId))) {
    throw invalid('headEmployeeId', 'headEmployeeId: no such employee');
  }
}

async function savedDepartment(tx: Db, ctx: TenantContext, id: string) {
  const row = await findDepartment(tx, ctx.organizationId, id);
  if (!row) throw notFound('Department');
  return department(row);
}

export function createDepartment(ctx: TenantContext, values: DepartmentValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await assertParent(tx, ctx, values.parentId);
    await assertHead(tx, ctx, values.headEmployeeId);
    const { id } = await insertDepartment(tx, { ...values, organizationId: ctx.organizationId });
    await recordTenantAudit(ctx, tx, 'department.created', id, { name: values.name });
    return savedDepartment(tx, ctx, id);
  }).catch(uniqueDepartment);
}

export function editDepartment(ctx: TenantContext, id: string, values: DepartmentValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await findDepartment(tx, ctx.organizationId, id))) throw notFound('Department');
    await assertParent(tx, ctx, values.parentId, id);
    await assertHead(tx, ctx, values.headEmployeeId);
    await updateDepartment(tx, ctx.organizationId, id, { ...values, updatedAt: ctx.now });
    await recordTenantAudit(ctx, tx, 'department.updated', id);
    return savedDepartment(tx, ctx, id);
  }).catch(uniqueDepartment);
}

export function removeDepartment(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await findDepartment(tx, ctx.organizationId, id))) throw notFound('Department');
    if ((await countChildDepartments(tx, ctx.organizationId, id)) > 0) {
      throw conflict('This department has sub-departments. Move or delete them first.');
    }
    await deleteDepartment(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'department.deleted', id);
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) {
      throw conflict('This department has employees. Move them to another department first.');
    }
    throw error;
  });
}

function holiday(row: HolidayRow): Holiday {
  return { id: row.id, holidayName: row.name, fromDate: row.fromDate, toDate: row.toDate };
}

export function listAllHolidays(ctx: TenantContext, year?: number) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listHolidays(tx, ctx.organizationId, year)).map(holiday),
  );
}

export function getHoliday(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findHoliday(tx, ctx.organizationId, id);
    if (!row) throw notFound('Holiday');
    return holiday(row);
  });
}

export function createHoliday(ctx: TenantContext, values: HolidayValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await insertHoliday(tx, {
      organizationId: ctx.organizationId,
      name: values.holidayName,
      fromDate: values.fromDate,
      toDate: values.toDate,
    });
    await recordTenantAudit(ctx, tx, 'holiday.created', row.id, { name: row.name });
    return holiday(row);
  });
}

export function editHoliday(ctx: TenantContext, id: string, values: HolidayValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await updateHoliday(tx, ctx.organizationId, id, {
      name: values.holidayName,
      fromDate: values.fromDate,
      toDate: values.toDate,
      updatedAt: ctx.now,
    });
    if (!row) throw notFound('Holiday');
    await recordTenantAudit(ctx, tx, 'holiday.updated', row.id);
    return holiday(row);
  });
}

export function removeHoliday(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await deleteHoliday(tx, ctx.organizationId, id))) throw notFound('Holiday');
    await recordTenantAudit(ctx, tx, 'holiday.deleted', id);
  });
}

type AnnouncementRow = Omit<Announcement, 'audience'> & { audience: string };

function announcement(row: AnnouncementRow): Announcement {
  return { ...row, audience: row.audience as Announcement['audience'] };
}

/** The calendar date it is now where the organisation is. */
function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function listAllAnnouncements(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listAnnouncements(tx, ctx.organizationId)).map(announcement),
  );
}

/** What the dashboards show: published by today, meant for the reader's side. */
export function publishedAnnouncements(ctx: TenantContext, readerIsEmployee: boolean) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const organization = await findOrganization(tx, ctx.organizationId);
    const today = todayIn(organization?.timeZone ?? 'Asia/Singapore', ctx.now);
    const audiences = readerIsEmployee
      ? (['everyone', 'employees'] as const)
      : (['everyone', 'admins'] as const);
    return (await listAnnouncements(tx, ctx.organizationId, { publishedBy: today, audiences })).map(
      announcement,
    );
  });
}

export function getAnnouncement(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findAnnouncement(tx, ctx.organizationId, id);
    if (!row) throw notFound('Announcement');
    return announcement(row);
  });
}

export function createAnnouncement(ctx: TenantContext, values: AnnouncementValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const id = await insertAnnouncement(tx, {
      ...values,
      organizationId: ctx.organizationId,
      authorAccountId: ctx.accountId,
    });
    await recordTenantAudit(ctx, tx, 'announcement.created', id, { title: values.title });
    const row = await findAnnouncement(tx, ctx.organizationId, id);
    if (!row) throw notFound('Announcement');
    return announcement(row);
  });
}

export function editAnnouncement(ctx: TenantContext, id: string, values: AnnouncementValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (
      !(await updateAnnouncement(tx, ctx.organizationId, id, { ...values, updatedAt: ctx.now }))
    ) {
      throw notFound('Announcement');
    }
    await recordTenantAudit(ctx, tx, 'announcement.updated', id);
    const row = await findAnnouncement(tx, ctx.organizationId, id);
    if (!row) throw notFound('Announcement');
    return announcement(row);
  });
}

export function removeAnnouncement(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await deleteAnnouncement(tx, ctx.organizationId, id))) throw notFound('Announcement');
    await recordTenantAudit(ctx, tx, 'announcement.deleted', id);
  });
}

/** The organisation's working hours, or the defaults until it sets its own. */
export async function workingHoursIn(tx: Db, organizationId: string): Promise<WorkingHours> {
  const row = await findWorkSchedule(tx, organizationId);
  if (!row) return defaultWorkingHours;
  return zWorkingHours.parse({
    workingHoursType: row.workingHoursType,
    scheduleType: row.scheduleType,
    breakDeduction: row.breakDeduction,
    days: row.days,
  });
}

export function getWorkingHours(ctx: TenantContext): Promise<WorkingHours> {
  return withTenant(ctx.db, ctx.organizationId, (tx) => workingHoursIn(tx, ctx.organizationId));
}

export function setWorkingHours(ctx: TenantContext, values: WorkingHours) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await saveWorkSchedule(tx, {
      organizationId: ctx.organizationId,
      workingHoursType: values.workingHoursType,
      scheduleType: values.scheduleType,
      breakDeduction: values.breakDeduction,
      days: values.days,
      updatedAt: ctx.now,
    });
    await recordTenantAudit(ctx, tx, 'working_hours.updated', ctx.organizationId);
    return values;
  });
}
