import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendanceLogs } from '../../db/schema/attendance.js';

export type PayrollLogRow = Pick<
  typeof attendanceLogs.$inferSelect,
  | 'id'
  | 'employeeId'
  | 'workDate'
  | 'dayKind'
  | 'state'
  | 'expectedSource'
  | 'expectedBreakMinutes'
  | 'lateMinutes'
  | 'earlyOutMinutes'
  | 'workedMinutes'
  | 'overtimeMinutes'
  | 'overtimeApproved'
  | 'overtimeDecidedAt'
>;

/** The people's logs of a range of days, each person's in date order. */
export function logsOfPeopleBetween(
  db: Db,
  organizationId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
): Promise<PayrollLogRow[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: attendanceLogs.id,
      employeeId: attendanceLogs.employeeId,
      workDate: attendanceLogs.workDate,
      dayKind: attendanceLogs.dayKind,
      state: attendanceLogs.state,
      expectedSource: attendanceLogs.expectedSource,
      expectedBreakMinutes: attendanceLogs.expectedBreakMinutes,
      lateMinutes: attendanceLogs.lateMinutes,
      earlyOutMinutes: attendanceLogs.earlyOutMinutes,
      workedMinutes: attendanceLogs.workedMinutes,
      overtimeMinutes: attendanceLogs.overtimeMinutes,
      overtimeApproved: attendanceLogs.overtimeApproved,
      overtimeDecidedAt: attendanceLogs.overtimeDecidedAt,
    })
    .from(attendanceLogs)
    .where(
      and(
        eq(attendanceLogs.organizationId, organizationId),
        inArray(attendanceLogs.employeeId, [...employeeIds]),
        gte(attendanceLogs.workDate, range.from),
        lte(attendanceLogs.workDate, range.to),
      ),
    )
    .orderBy(asc(attendanceLogs.employeeId), asc(attendanceLogs.workDate));
}
