// Who decides a request of a person at each approval level: their reporting manager, their
// department head, or the organisation's admins. Leave uses it for leave requests, and the modules
// above leave (claims) for their own requests through the same approvers' list and labels.
import { type LeaveApprover, leaveApproverLabels } from '@tembusu/contracts/leave';
import type { Db } from '../../db/client.js';
import { leavePeople, peopleReportingTo } from './leave.repository.js';

/** Who decides a level: an employee (manager or head), or the admins (no employee, no account). */
export type Approver = { accountId: string | null; employeeId: string | null; label: string };

/** What deciding who approves needs of the person asking. */
export type ApprovalPerson = {
  id: string;
  managerId: string | null;
  managerAccountId: string | null;
  departmentHeadId: string | null;
  departmentHeadAccountId: string | null;
};

/** The admins, as an approver: every admin and assistant admin may decide. */
export const adminApprover: Approver = {
  accountId: null,
  employeeId: null,
  label: leaveApproverLabels.admin,
};

/**
 * Who decides a level for this person: their manager or head, or the admins when they have none
 * (or are their own). `names` holds the managers' and heads' names by employee id.
 */
export function approverOf(
  kind: LeaveApprover,
  person: ApprovalPerson,
  names: ReadonlyMap<string, string>,
): Approver {
  if (kind === 'reportingManager') {
    if (!person.managerId || person.managerId === person.id) {
      return { ...adminApprover, label: `${leaveApproverLabels.admin} (no reporting manager)` };
    }
    return {
      accountId: person.managerAccountId,
      employeeId: person.managerId,
      label: `${leaveApproverLabels.reportingManager}: ${names.get(person.managerId) ?? ''}`,
    };
  }
  if (kind === 'departmentHead') {
    if (!person.departmentHeadId || person.departmentHeadId === person.id) {
      return { ...adminApprover, label: `${leaveApproverLabels.admin} (no department head)` };
    }
    return {
      accountId: person.departmentHeadAccountId,
      employeeId: person.departmentHeadId,
      label: `${leaveApproverLabels.departmentHead}: ${names.get(person.departmentHeadId) ?? ''}`,
    };
  }
  return adminApprover;
}

/** Who decides the level (1-based) of the settings' approval levels; null for no such level. */
export function approverAtLevel(
  levels: readonly LeaveApprover[],
  level: number | null,
  person: ApprovalPerson,
  names: ReadonlyMap<string, string>,
): Approver | null {
  if (level === null) return null;
  const kind = levels[level - 1];
  return kind ? approverOf(kind, person, names) : null;
}

/**
 * Who decides next when `level` is approved by the caller (a staff approver's employee id, or null
 * for an admin): the next level's approver, or null when the approval completes the request. An
 * admin's approval completes it, and so does one whose next level is the same person again.
 */
export function nextLevelApprover(
  levels: readonly LeaveApprover[],
  level: number,
  person: ApprovalPerson,
  names: ReadonlyMap<string, string>,
  callerEmployeeId: string | null,
): Approver | null {
  if (callerEmployeeId === null) return null;
  const next = approverAtLevel(levels, level + 1, person, names);
  return next && next.employeeId !== callerEmployeeId ? next : null;
}

/** The names of the people's managers and heads, by employee id, for the approvers' labels. */
export async function approverNamesOf(
  tx: Db,
  organizationId: string,
  people: readonly ApprovalPerson[],
): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const person of people) {
    if (person.managerId) ids.add(person.managerId);
    if (person.departmentHeadId) ids.add(person.departmentHeadId);
  }
  if (ids.size === 0) return new Map();
  const { rows } = await leavePeople(tx, organizationId, { ids: [...ids] });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The employees whose reporting manager or department head this employee is. */
export function peopleApprovedBy(
  tx: Db,
  organizationId: string,
  employeeId: string,
): Promise<string[]> {
  return peopleReportingTo(tx, organizationId, employeeId);
}
