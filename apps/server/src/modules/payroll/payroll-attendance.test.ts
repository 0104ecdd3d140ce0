import type { AllowanceCondition } from '@tembusu/contracts/payroll';
import { describe, expect, it } from 'vitest';
import type { PayrollAttendanceDay } from '../attendance/attendance-payroll.service.js';
import {
  attendancePart,
  type ConditionalItem,
  datesText,
  hoursOfMinutes,
  workingDaysPerYearOf,
} from './payroll-attendance.js';

function day(workDate: string, changes: Partial<PayrollAttendanceDay> = {}): PayrollAttendanceDay {
  return {
    logId: `log-${workDate}`,
    workDate,
    dayKind: 'normal',
    absent: false,
    rostered: false,
    checkedOut: true,
    lateMinutes: 0,
    earlyOutMinutes: 0,
    regularMinutes: 480,
    breakMinutes: 60,
    overtimeMinutes: 0,
    unapprovedOvertimeMinutes: 0,
    ...changes,
  };
}

const absentDay = (workDate: string, changes: Partial<PayrollAttendanceDay> = {}) =>
  day(workDate, { absent: true, regularMinutes: 0, breakMinutes: 0, ...changes });

const base = {
  payBasis: 'Monthly' as const,
  leave: [],
  hoursPerDay: '8',
  breakDeduction: 0 as const,
  workingDaysPerYear: '260',
  allowances: [],
};

const noRule = {
  lateRule: null,
  lateMinutes: null,
  earlyOutRule: null,
  earlyOutMinutes: null,
  hoursAfterWork: null,
};

function allowance(
  description: string,
  rule: Partial<AllowanceCondition> & Pick<AllowanceCondition, 'condition'>,
  amount: { amount?: string | null; unit?: 'Amount' | 'Percentage' } = {},
): ConditionalItem {
  return {
    payItemId: `item-${description}`,
    description,
    typeId: 'Addition',
    cPFType: 'OrdinaryWages',
    unit: amount.unit ?? 'Amount',
    amount: amount.amount ?? null,
    defaultAmount: '6.00',
    iRBACode: 'OtherAllowance',
    isActive: true,
    allowance: { basis: 'Perday', period: 'Day', ...noRule, ...rule },
  };
}

describe('dates in a remark', () => {
  it('names the days of each month, runs of three or more as ranges', () => {
    expect(datesText(['2026-11-17', '2026-11-03', '2026-11-04'])).toBe('3, 4 and 17 Nov 2026');
    expect(datesText(['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-09'])).toBe(
      '3–5 and 9 Nov 2026',
    );
    expect(datesText(['2026-10-30', '2026-11-02'])).toBe('30 Oct 2026; 2 Nov 2026');
    expect(datesText(['2026-11-03'])).toBe('3 Nov 2026');
  });

  it('writes minutes as hours to the millionth, exactly where they end', () => {
    expect(hoursOfMinutes(15)).toBe('0.25');
    expect(hoursOfMinutes(90)).toBe('1.5');
    expect(hoursOfMinutes(10)).toBe('0.166667');
    expect(hoursOfMinutes(0)).toBe('0');
  });
});

describe('the working days a year a day of basic pay is counted on', () => {
  const week = (saturdayHours: number) => [
    ...Array.from({ length: 5 }, () => ({ selected: true, workingHours: 8 })),
    { selected: saturdayHours > 0, workingHours: saturdayHours },
    { selected: false, workingHours: 0 },
  ];
  it('counts 52 weeks of the working days, a short day as half', () => {
    expect(workingDaysPerYearOf(week(0), '8')).toBe('260');
    expect(workingDaysPerYearOf(week(4), '8')).toBe('286');
    expect(workingDaysPerYearOf(week(8), '8')).toBe('312');
  });
});

describe("a monthly salary's payslip from the attendance log", () => {
  it('deducts absent working days not covered by leave, leave winning the half it covers', () => {
    const part = attendancePart({
      ...base,
      days: [
        absentDay('2026-11-03'),
        absentDay('2026-11-04'),
        absentDay('2026-11-05'),
        absentDay('2026-11-07', { dayKind: 'restDay' }),
        day('2026-11-06'),
      ],
      leave: [
        { date: '2026-11-04', part: 'full', leaveTypeName: 'Annual Leave', requestId: 'r1' },
        { date: '2026-11-05', part: 'AM', leaveTypeName: 'Unpaid Leave', requestId: 'r2' },
      ],
    });
    expect(part.absentHalves).toBe(3);
    expect(part.absenceRemark).toBe(
      'Absent: 3 Nov 2026; Absent half a day, on leave the other half: 5 Nov 2026',
    );
    expect(part.stored.logIds.lines.M2).toEqual(['log-2026-11-03', 'log-2026-11-05']);
    expect(part.stored.absentDates).toEqual(['2026-11-03', '2026-11-04', '2026-11-05']);
  });

  it('adds up lateness and early outs in hours, naming the days', () => {
    const part = attendancePart({
      ...base,
      days: [
        day('2026-11-03', { lateMinutes: 8 }),
        day('2026-11-04', { lateMinutes: 15, earlyOutMinutes: 30 }),
        day('2026-11-05'),
      ],
    });
    expect(part.latenessHours).toBe('0.383333');
    expect(part.earlyOutHours).toBe('0.5');
    expect(part.remarks.M2a).toBe('Late on 3 and 4 Nov 2026: 23 minutes');
    expect(part.remarks.M2b).toBe('Left early on 4 Nov 2026: 30 minutes');
    expect(part.stored.logIds.lines.M2a).toEqual(['log-2026-11-03', 'log-2026-11-04']);
  });

  it('pays overtime by the kind of day, leaving what waits for approval unpaid', () => {
    const part = attendancePart({
      ...base,
      days: [
        day('2026-11-03', { overtimeMinutes: 60 }),
        day('2026-11-04', { overtimeMinutes: 30 }),
        day('2026-11-05', { unapprovedOvertimeMinutes: 45 }),
        day('2026-11-08', { dayKind: 'offDay', regularMinutes: 0, overtimeMinutes: 240 }),
      ],
    });
    expect(part.overtimeHours).toEqual({
      normal: '1.5',
      offDay: '4',
      restDay: '0',
      holiday: '0',
    });
    expect(part.remarks.M8a).toBe(
      'Overtime on 3 and 4 Nov 2026; awaiting approval, not paid: 5 Nov 2026',
    );
    expect(part.remarks.M8b).toBe('Off-day work on 8 Nov 2026');
    expect(part.stored.logIds.lines.M8a).toEqual(['log-2026-11-03', 'log-2026-11-04']);
  });

  it('pays rest-day work as the Employment Act says (s.37), by whose request it was', () => {
    const part = attendancePart({
      ...base,
      days: [
        // Rostered (the employer's request), over half the normal 8 hours: 2 days, and the hour
        // beyond the normal hours at the rest-day overtime rate.
        day('2026-11-01', {
          dayKind: 'restDay',
          rostered: true,
          regularMinutes: 480,
          overtimeMinutes: 60,
        }),
        // Rostered, up to half the normal hours: 1 day.
        day('2026-11-08', { dayKind: 'restDay', rostered: true, regularMinutes: 240 }),
        // Not rostered (the employee's own request): over half, 1 day; up to half, half a day.
        day('2026-11-15', { dayKind: 'restDay', regularMinutes: 0, overtimeMinutes: 300 }),
        day('2026-11-22', { dayKind: 'restDay', regularMinutes: 0, overtimeMinutes: 120 }),
        // Waiting for approval: nothing paid yet.
        day('2026-11-29', {
          dayKind: 'restDay',
          regularMinutes: 0,
          unapprovedOvertimeMinutes: 300,
        }),
      ],
    });
    expect(part.stored.restDayPayDays).toBe('4.5');
    expect(part.overtimeHours.restDay).toBe('1');
    expect(part.remarks.M8c).toBe(
      'Rest days (EA s.37): rostered, 2 days: 1 Nov 2026; rostered, 1 day: 8 Nov 2026; own request, 1 day: 15 Nov 2026; own request, half a day: 22 Nov 2026; awaiting approval, not paid: 29 Nov 2026',
    );
    expect(part.stored.logIds.lines.M8c).toEqual([
      'log-2026-11-01',
      'log-2026-11-08',
      'log-2026-11-15',
      'log-2026-11-22',
    ]);
  });

  it('pays an extra day for work on a public holiday (s.88(4)), its overtime at the holiday rate', () => {
    const part = attendancePart({
      ...base,
      days: [
        day('2026-11-09', { dayKind: 'publicHoliday', overtimeMinutes: 90 }),
        absentDay('2026-11-10', { dayKind: 'publicHoliday' }),
      ],
    });
    expect(part.stored.holidayPayDays).toBe('1');
    expect(part.overtimeHours.holiday).toBe('1.5');
    expect(part.absentHalves).toBe(0);
    expect(part.remarks.M8d).toBe(
      "Public holidays (EA s.88(4)), an extra day's pay each: 9 Nov 2026",
    );
    expect(part.stored.logIds.lines.M8d).toEqual(['log-2026-11-09']);
    expect(part.stored.log).toBeNull();
  });
});

describe('hourly and daily rates paid from the log (M3)', () => {
  const days = [
    day('2026-11-03', { lateMinutes: 15, regularMinutes: 465 }),
    day('2026-11-04', { regularMinutes: 480, overtimeMinutes: 60 }),
    day('2026-11-05', { checkedOut: false, regularMinutes: 0, breakMinutes: 0 }),
    day('2026-11-08', { dayKind: 'restDay', rostered: true, regularMinutes: 480 }),
    // Deepavali, no shift expected: nine hours, all measured as overtime.
    day('2026-11-09', {
      dayKind: 'publicHoliday',
      regularMinutes: 0,
      breakMinutes: 0,
      overtimeMinutes: 540,
    }),
    absentDay('2026-11-06'),
  ];

  it("pays an hourly rate the day's hours within its shift, the break put back for the rule", () => {
    const part = attendancePart({ ...base, payBasis: 'Hourly', breakDeduction: 1, days });
    expect(part.stored.log).toEqual({
      days: [
        { date: '2026-11-03', hoursWorked: '8.75', breakHours: '1' },
        { date: '2026-11-04', hoursWorked: '9', breakHours: '1' },
        // The holiday's pay up to the normal 8 hours; the hour beyond it is M8d's, with the
        // extra day.
        { date: '2026-11-09', hoursWorked: '8', breakHours: '0' },
      ],
      breakDeduction: 1,
    });
    expect(part.overtimeHours.holiday).toBe('1');
    expect(part.stored.holidayPayDays).toBe('1');
    expect(part.remarks.M3).toBe(
      'Hours logged on 3, 4 and 9 Nov 2026; no check-out, not paid until corrected: 5 Nov 2026',
    );
    expect(part.stored.logIds.lines.M3).toEqual([
      'log-2026-11-03',
      'log-2026-11-04',
      'log-2026-11-09',
    ]);
    // The hours logged leave lateness out already.
    expect(part.latenessHours).toBe('0');
    expect(part.remarks.M2a).toBe('Late on 3 Nov 2026: 15 minutes, unpaid in the hours logged');
    expect(part.stored.restDayPayDays).toBe('2');
  });

  it('counts the days present for a daily rate, deducting lateness', () => {
    const part = attendancePart({ ...base, payBasis: 'Daily', days });
    expect(part.stored.log?.days.map((logged) => logged.date)).toEqual([
      '2026-11-03',
      '2026-11-04',
      '2026-11-09',
    ]);
    expect(part.remarks.M3).toMatch(/^Days present: 3, 4 and 9 Nov 2026;/);
    expect(part.latenessHours).toBe('0.25');
  });
});

describe("the template's allowances on attendance conditions", () => {
  const days = [
    day('2026-11-02', { lateMinutes: 0, overtimeMinutes: 150 }),
    day('2026-11-03', { lateMinutes: 10, earlyOutMinutes: 5 }),
    day('2026-11-04', { lateMinutes: 12, overtimeMinutes: 120 }),
  ];
  const paid = (item: ConditionalItem, logged = days) =>
    attendancePart({ ...base, days: logged, allowances: [item] }).allowances[0] ?? null;

  it('pays a daily presence allowance for each day logged', () => {
    expect(paid(allowance('Meal', { condition: 'AttendancePresence' }))).toMatchObject({
      payItemId: 'item-Meal',
      value: '18.00',
      remarks: '3 days x $6.00: 2–4 Nov 2026',
    });
  });

  it('pays an after-hours allowance on the days with that much overtime', () => {
    const item = allowance('Late meal', { condition: 'AfterWorkingHours', hoursAfterWork: '2' });
    expect(paid(item)).toMatchObject({
      value: '12.00',
      remarks: '2 days x $6.00: 2 and 4 Nov 2026',
    });
  });

  it('reads the lateness and early-out rules as limits, the Less rules strict', () => {
    const lessThan = { condition: 'PunctualityTimeIn' as const, lateRule: 'LateLessThan' as const };
    expect(paid(allowance('a', { ...lessThan, lateMinutes: 10 }))?.value).toBe('6.00');
    expect(
      paid(allowance('b', { ...lessThan, lateRule: 'LateMoreThan', lateMinutes: 10 }))?.value,
    ).toBe('12.00');
    const early = { condition: 'PunctualityTimeOut' as const, earlyOutMinutes: 5 };
    expect(paid(allowance('c', { ...early, earlyOutRule: 'NeverEarlyMoreThan' }))?.value).toBe(
      '18.00',
    );
    expect(paid(allowance('d', { ...early, earlyOutRule: 'NeverEarlyLessThan' }))?.value).toBe(
      '12.00',
    );
  });

  it('pays a monthly condition once, or for each day, only when every day logged meets it', () => {
    const monthly = {
      condition: 'PunctualityTimeIn' as const,
      lateRule: 'LateLessThan' as const,
      period: 'Month' as const,
    };
    const once = allowance(
      'Punctuality',
      { ...monthly, basis: 'Attendance', lateMinutes: 15 },
      {
        amount: '100.00',
      },
    );
    expect(paid(once)).toMatchObject({
      value: '100.00',
      remarks: 'Met on every day logged: 2–4 Nov 2026',
    });
    expect(paid({ ...once, allowance: { ...once.allowance, lateMinutes: 12 } })).toBeNull();
    const perDay = allowance('Per day', { ...monthly, lateMinutes: 15 });
    expect(paid(perDay)?.value).toBe('18.00');
    expect(paid(perDay, [])).toBeNull();
  });

  it('takes a month of presence away for an absence, and pays a percentage for each day', () => {
    const presence = allowance(
      'Attendance',
      { condition: 'AttendancePresence', period: 'Month', basis: 'Attendance' },
      { amount: '2.5', unit: 'Percentage' },
    );
    expect(paid(presence)).toMatchObject({ value: '2.5', unit: 'Percentage' });
    expect(paid(presence, [...days, absentDay('2026-11-05')])).toBeNull();
    const daily = allowance(
      'Daily %',
      { condition: 'AttendancePresence' },
      {
        amount: '0.5',
        unit: 'Percentage',
      },
    );
    expect(paid(daily)?.value).toBe('1.5');
  });

  it('keeps the logs each allowance was paid for', () => {
    const item = allowance('Late meal', { condition: 'AfterWorkingHours', hoursAfterWork: '2' });
    const part = attendancePart({ ...base, days, allowances: [item] });
    expect(part.stored.logIds.payItems).toEqual({
      'item-Late meal': ['log-2026-11-02', 'log-2026-11-04'],
    });
  });
});
