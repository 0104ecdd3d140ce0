// Logs for the admins' attendance log screens' tests: a day on time, one late and early out
// checked in outside the branch's area, overtime waiting for approval at a branch in another
// zone, one still open, and an absence the day-end job marked.
import type { AttendanceLog } from '@tembusu/contracts/attendance';

const rafflesPlace = { id: 'b1', name: 'Raffles Place', timeZone: 'Asia/Singapore' };
const jakarta = { id: 'b2', name: 'Jakarta Office', timeZone: 'Asia/Jakarta' };

export const onTimeLog: AttendanceLog = {
  id: '5b0b6c1e-0000-4000-8000-000000000001',
  employee: {
    id: 'emp-1',
    name: 'Tan Wei Ming',
    employeeNumber: 'EMP-0001',
    departmentName: 'Engineering',
  },
  workDate: '2026-03-02',
  branch: rafflesPlace,
  dayKind: 'normal',
  expected: {
    source: 'schedule',
    name: 'Office hours',
    startAt: '2026-03-02T01:00:00.000Z',
    endAt: '2026-03-02T10:00:00.000Z',
    breakMinutes: 60,
  },
  checkInAt: '2026-03-02T00:55:00.000Z',
  checkInPosition: { latitude: 1.28392, longitude: 103.85153, accuracyMeters: 15 },
  checkInOutsideGeofence: false,
  checkOutAt: '2026-03-02T10:05:00.000Z',
  checkOutPosition: null,
  checkOutOutsideGeofence: false,
  autoCheckedOut: false,
  state: 'complete',
  statuses: ['onTime'],
  lateMinutes: 0,
  earlyOutMinutes: 0,
  workedMinutes: 490,
  overtimeMinutes: 0,
  overtimeApproved: null,
  overtimeDecidedAt: null,
  overtimeDecidedBy: null,
  note: null,
  source: 'employee',
  createdAt: '2026-03-02T00:55:00.000Z',
  updatedAt: '2026-03-02T10:05:00.000Z',
};

export const lateLog: AttendanceLog = {
  ...onTimeLog,
  id: '5b0b6c1e-0000-4000-8000-000000000002',
  employee: {
    id: 'emp-2',
    name: 'Lim Mei Ling',
    employeeNumber: 'EMP-0002',
    departmentName: null,
  },
  workDate: '2026-03-03',
  expected: {
    source: 'roster',
    name: 'Morning',
    startAt: '2026-03-03T01:00:00.000Z',
    endAt: '2026-03-03T10:00:00.000Z',
    breakMinutes: 60,
  },
  checkInAt: '2026-03-03T01:20:00.000Z',
  checkInPosition: { latitude: 1.35, longitude: 103.9, accuracyMeters: 20 },
  checkInOutsideGeofence: true,
  checkOutAt: '2026-03-03T09:30:00.000Z',
  statuses: ['late', 'earlyOut'],
  lateMinutes: 20,
  earlyOutMinutes: 30,
  workedMinutes: 430,
  note: 'Train delay on the East West line',
};

export const overtimeLog: AttendanceLog = {
  ...onTimeLog,
  id: '5b0b6c1e-0000-4000-8000-000000000003',
  workDate: '2026-03-07',
  branch: jakarta,
  dayKind: 'restDay',
  expected: null,
  // 09:00 to 20:00 in Jakarta (UTC+7).
  checkInAt: '2026-03-07T02:00:00.000Z',
  checkOutAt: '2026-03-07T13:00:00.000Z',
  statuses: [],
  workedMinutes: 600,
  overtimeMinutes: 120,
  overtimeApproved: false,
};

export const openLog: AttendanceLog = {
  ...onTimeLog,
  id: '5b0b6c1e-0000-4000-8000-000000000004',
  workDate: '2026-03-18',
  checkInAt: '2026-03-18T00:58:00.000Z',
  checkOutAt: null,
  state: 'open',
  statuses: ['onTime'],
  workedMinutes: 0,
};

export const absentLog: AttendanceLog = {
  ...onTimeLog,
  id: '5b0b6c1e-0000-4000-8000-000000000005',
  workDate: '2026-03-04',
  checkInAt: null,
  checkInPosition: null,
  checkOutAt: null,
  state: 'absent',
  statuses: ['absent'],
  workedMinutes: 0,
  source: 'job',
};

/** Noon in Singapore on 03/18/2026: the tests' "now", in March. */
export const testNow = new Date('2026-03-18T04:00:00.000Z');

/** What the screens read of the organisation: its time zone. */
export const organizationInfo = {
  id: 'org-1',
  code: 'DEMO',
  organizationName: 'Tembusu Demo',
  uen: null,
  registrationType: null,
  address: null,
  industry: null,
  phone: null,
  email: null,
  currency: 'SGD',
  timeZone: 'Asia/Singapore',
};
