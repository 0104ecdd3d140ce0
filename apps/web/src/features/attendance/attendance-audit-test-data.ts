// Audit forms for the admins' correction screens' tests: an employee's answer waiting on a
// reviewer, a form waiting on the employee, and an admin's change kept as completed.
import type { AttendanceAudit } from '@tembusu/contracts/attendance';
import { lateLog, overtimeLog } from './attendance-log-test-data';

/** Lim Mei Ling's 03/03/2026, answered: 09:00 to 18:00 instead of 09:20 to 17:30. */
export const answeredAudit: AttendanceAudit = {
  id: '7c0b6c1e-0000-4000-8000-000000000001',
  employee: lateLog.employee,
  workDate: lateLog.workDate,
  timeZone: 'Asia/Singapore',
  logId: lateLog.id,
  origin: 'admin',
  status: 'Pending Reviewer',
  outcome: null,
  before: { checkInAt: lateLog.checkInAt, checkOutAt: lateLog.checkOutAt },
  proposed: { checkInAt: '2026-03-03T01:00:00.000Z', checkOutAt: '2026-03-03T10:00:00.000Z' },
  reason: 'Please confirm your hours',
  openedBy: 'Test User',
  createdAt: '2026-03-04T02:00:00.000Z',
  updatedAt: '2026-03-05T03:00:00.000Z',
  events: [
    {
      id: 'e1',
      kind: 'opened',
      actorName: 'Test User',
      times: null,
      comment: 'Please confirm your hours',
      at: '2026-03-04T02:00:00.000Z',
    },
    {
      id: 'e2',
      kind: 'answered',
      actorName: 'Lim Mei Ling',
      times: { checkInAt: '2026-03-03T01:00:00.000Z', checkOutAt: '2026-03-03T10:00:00.000Z' },
      comment: 'The card reader was down',
      at: '2026-03-05T03:00:00.000Z',
    },
  ],
};

/** Tan Wei Ming's 03/07/2026 in Jakarta, asked for and not yet answered. */
export const waitingAudit: AttendanceAudit = {
  id: '7c0b6c1e-0000-4000-8000-000000000002',
  employee: overtimeLog.employee,
  workDate: overtimeLog.workDate,
  timeZone: 'Asia/Jakarta',
  logId: overtimeLog.id,
  origin: 'admin',
  status: 'Pending Employee',
  outcome: null,
  before: { checkInAt: overtimeLog.checkInAt, checkOutAt: overtimeLog.checkOutAt },
  proposed: { checkInAt: overtimeLog.checkInAt, checkOutAt: overtimeLog.checkOutAt },
  reason: 'Rest day worked: confirm the hours',
  openedBy: 'Test User',
  createdAt: '2026-03-08T02:00:00.000Z',
  updatedAt: '2026-03-08T02:00:00.000Z',
  events: [
    {
      id: 'e3',
      kind: 'opened',
      actorName: 'Test User',
      times: null,
      comment: 'Rest day worked: confirm the hours',
      at: '2026-03-08T02:00:00.000Z',
    },
  ],
};

/** An admin's change to Tan Wei Ming's 03/07/2026: the check-out moved, applied at once. */
export const changedAudit: AttendanceAudit = {
  ...waitingAudit,
  id: '7c0b6c1e-0000-4000-8000-000000000003',
  status: 'Completed',
  outcome: 'applied',
  before: { checkInAt: overtimeLog.checkInAt, checkOutAt: '2026-03-07T12:00:00.000Z' },
  proposed: { checkInAt: overtimeLog.checkInAt, checkOutAt: overtimeLog.checkOutAt },
  reason: 'Forgot to check out',
  createdAt: '2026-03-07T14:00:00.000Z',
  updatedAt: '2026-03-07T14:00:00.000Z',
  events: [
    {
      id: 'e4',
      kind: 'opened',
      actorName: 'Test User',
      times: { checkInAt: overtimeLog.checkInAt, checkOutAt: overtimeLog.checkOutAt },
      comment: 'Forgot to check out',
      at: '2026-03-07T14:00:00.000Z',
    },
    {
      id: 'e5',
      kind: 'applied',
      actorName: 'Test User',
      times: { checkInAt: overtimeLog.checkInAt, checkOutAt: overtimeLog.checkOutAt },
      comment: null,
      at: '2026-03-07T14:00:00.000Z',
    },
  ],
};
