import { describe, expect, it } from 'vitest';
import { type LogForPayroll, payrollDayOf } from './attendance-payroll.js';

const log: LogForPayroll = {
  id: 'log-1',
  workDate: '2026-11-02',
  dayKind: 'normal',
  state: 'complete',
  expectedSource: 'schedule',
  expectedBreakMinutes: 60,
  lateMinutes: 8,
  earlyOutMinutes: 0,
  workedMinutes: 532,
  overtimeMinutes: 60,
  overtimeApproved: null,
  overtimeDecidedAt: null,
};

describe("a log's figures for the payroll", () => {
  it('splits the time worked into the day and its overtime, the break already off', () => {
    expect(payrollDayOf(log)).toEqual({
      logId: 'log-1',
      workDate: '2026-11-02',
      dayKind: 'normal',
      absent: false,
      rostered: false,
      checkedOut: true,
      lateMinutes: 8,
      earlyOutMinutes: 0,
      regularMinutes: 472,
      breakMinutes: 60,
      overtimeMinutes: 60,
      unapprovedOvertimeMinutes: 0,
    });
  });

  it('holds back overtime waiting for approval, and pays approved overtime', () => {
    expect(payrollDayOf({ ...log, overtimeApproved: false })).toMatchObject({
      regularMinutes: 472,
      overtimeMinutes: 0,
      unapprovedOvertimeMinutes: 60,
    });
    expect(payrollDayOf({ ...log, overtimeApproved: true }).overtimeMinutes).toBe(60);
  });

  it('pays nothing for overtime turned down, and no longer counts it as waiting', () => {
    const turnedDown = {
      ...log,
      overtimeApproved: false,
      overtimeDecidedAt: new Date('2026-11-03T02:00:00Z'),
    };
    expect(payrollDayOf(turnedDown)).toMatchObject({
      regularMinutes: 472,
      overtimeMinutes: 0,
      unapprovedOvertimeMinutes: 0,
    });
  });

  it('counts no overtime beyond the time worked', () => {
    const late = { ...log, workedMinutes: 30, overtimeMinutes: 120, lateMinutes: 570 };
    expect(payrollDayOf(late)).toMatchObject({ regularMinutes: 0, overtimeMinutes: 30 });
  });

  it('tells a rostered day and a log without check-out', () => {
    expect(payrollDayOf({ ...log, expectedSource: 'roster' }).rostered).toBe(true);
    expect(
      payrollDayOf({ ...log, state: 'missingCheckOut', workedMinutes: 0, overtimeMinutes: 0 }),
    ).toMatchObject({ checkedOut: false, regularMinutes: 0, breakMinutes: 0, lateMinutes: 8 });
  });

  it('counts nothing worked on an absent day', () => {
    expect(payrollDayOf({ ...log, state: 'absent' })).toMatchObject({
      absent: true,
      lateMinutes: 0,
      regularMinutes: 0,
      overtimeMinutes: 0,
      breakMinutes: 0,
    });
  });
});
