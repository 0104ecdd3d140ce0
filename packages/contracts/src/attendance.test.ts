import { describe, expect, it } from 'vitest';
import { attendanceMonthSummary } from './attendance.js';

type Counted = Parameters<typeof attendanceMonthSummary>[0][number];

const day = (log: Partial<Counted>): Counted => ({
  state: 'complete',
  dayKind: 'normal',
  lateMinutes: 0,
  earlyOutMinutes: 0,
  workedMinutes: 480,
  overtimeMinutes: 0,
  overtimeApproved: null,
  ...log,
});

describe('attendanceMonthSummary', () => {
  it('counts worked days, lateness and early outs, and absences apart', () => {
    const summary = attendanceMonthSummary([
      day({}),
      day({ lateMinutes: 12, earlyOutMinutes: 30, workedMinutes: 438 }),
      day({ state: 'missingCheckOut', lateMinutes: 3, workedMinutes: 0 }),
      day({ state: 'open', workedMinutes: 0 }),
      day({ state: 'absent', workedMinutes: 0, lateMinutes: 0 }),
    ]);
    expect(summary).toEqual({
      daysWorked: 4,
      absences: 1,
      lateCount: 2,
      lateMinutes: 15,
      earlyOutCount: 1,
      earlyOutMinutes: 30,
      missingCheckOuts: 1,
      workedMinutes: 918,
      overtimeMinutes: { normal: 0, offDay: 0, restDay: 0, publicHoliday: 0 },
    });
  });

  it('adds overtime by the kind of day, leaving out what waits for approval', () => {
    const summary = attendanceMonthSummary([
      day({ overtimeMinutes: 60, overtimeApproved: true }),
      day({ overtimeMinutes: 30, overtimeApproved: null }),
      day({ dayKind: 'restDay', overtimeMinutes: 120, overtimeApproved: true }),
      day({ dayKind: 'publicHoliday', overtimeMinutes: 90, overtimeApproved: false }),
    ]);
    expect(summary.overtimeMinutes).toEqual({
      normal: 90,
      offDay: 0,
      restDay: 120,
      publicHoliday: 0,
    });
  });
});
