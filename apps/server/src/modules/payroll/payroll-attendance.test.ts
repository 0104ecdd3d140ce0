import type { AllowanceCondition, OvertimeKind } from '@tembusu/contracts/payroll';
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

const afterWorkingHours = { start: 'AfterWorkingHours', fixedHours: null } as const;
const overtimeRules = (
  fixed: Partial<Record<OvertimeKind, string>> = {},
): Record<
  OvertimeKind,
  { start: 'AfterWorkingHours' | 'AfterFixedHours'; fixedHours: string | null }
> => {
  const rule = (kind: OvertimeKind) =>
    fixed[kind]
      ? { start: 'AfterFixedHours' as const, fixedHours: fixed[kind] }
      : afterWorkingHours;
  return {
    normal: rule('normal'),
    offDay: rule('offDay'),
    restDay: rule('restDay'),
    holiday: rule('holiday'),
  };
};

const base = {
  payBasis: 'Monthly' as const,
  leave: [],
  hoursPerDay: '8',
  breakDeduction: 0 as const,
  workingDaysPerYear: '260',
  salaryDays: { inMonth: 21, inRange: 21 },
  overtimeRules: overtimeRules(),
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

describe('overtime that starts after fixed hours worked', () => {
  it('pays the time worked in a day beyond the fixed hours, not the time after the shift', () => {
    const part = attendancePart({
      ...base,
      overtimeRules: overtimeRules({ normal: '9', offDay: '4' }),
      days: [
        // An hour past the shift's 8 hours: 9 hours worked, no overtime after 9.
        day('2026-11-02', { overtimeMinutes: 60 }),
        // 9.5 hours worked: half an hour.
        day('2026-11-03', { overtimeMinutes: 90 }),
        // Waiting for approval, so not worked time that pays: 8 hours.
        day('2026-11-04', { unapprovedOvertimeMinutes: 120 }),
        // Five hours on the Saturday off: the hour after 4.
        day('2026-11-07', { dayKind: 'offDay', regularMinutes: 0, overtimeMinutes: 300 }),
      ],
    });
    expect(part.overtimeHours).toEqual({ normal: '0.5', offDay: '1', restDay: '0', holiday: '0' });
    expect(part.remarks.M8a).toBe(
      'Overtime after 9 hours worked on 3 Nov 2026; awaiting approval, not paid: 4 Nov 2026',
    );
    expect(part.remarks.M8b).toBe('Off-day work after 4 hours worked on 7 Nov 2026');
    expect(part.stored.logIds.lines.M8a).toEqual(['log-2026-11-03']);
    expect(part.stored.logIds.lines.M8b).toEqual(['log-2026-11-07']);
  });

  it('counts time within the shift as overtime when the fixed hours are fewer', () => {
    const part = attendancePart({
      ...base,
      overtimeRules: overtimeRules({ normal: '7.5' }),
      days: [day('2026-11-02'), day('2026-11-03', { regularMinutes: 420, earlyOutMinutes: 60 })],
    });
    expect(part.overtimeHours.normal).toBe('0.5');
    expect(part.remarks.M8a).toBe('Overtime after 7.5 hours worked on 2 Nov 2026');
  });

  it('measures rest-day and public-holiday time beyond the fixed hours, the day pay by the Act still', () => {
    const days = [
      // Rostered, 11 hours: two days' pay (over half the normal 8 hours).
      day('2026-11-01', {
        dayKind: 'restDay' as const,
        rostered: true,
        regularMinutes: 480,
        overtimeMinutes: 180,
      }),
      // Nine hours on Deepavali.
      day('2026-11-09', {
        dayKind: 'publicHoliday' as const,
        regularMinutes: 0,
        overtimeMinutes: 540,
      }),
    ];
    const byNormalHours = attendancePart({ ...base, days });
    expect(byNormalHours.overtimeHours).toMatchObject({ restDay: '3', holiday: '1' });
    expect(byNormalHours.remarks.M8c).toBe('Rest days (EA s.37): rostered, 2 days: 1 Nov 2026');

    const part = attendancePart({
      ...base,
      overtimeRules: overtimeRules({ restDay: '10', holiday: '6' }),
      days,
    });
    expect(part.overtimeHours).toMatchObject({ restDay: '1', holiday: '3' });
    expect(part.stored.restDayPayDays).toBe('2');
    expect(part.stored.holidayPayDays).toBe('1');
    expect(part.remarks.M8c).toBe(
      'Rest days (EA s.37): rostered, 2 days: 1 Nov 2026; overtime after 10 hours worked: 1 Nov 2026',
    );
    expect(part.remarks.M8d).toBe(
      "Public holidays (EA s.88(4)), an extra day's pay each: 9 Nov 2026; overtime after 6 hours worked: 9 Nov 2026",
    );
  });

  it('pays an hourly rate the time worked up to the fixed hours, the rest as overtime', () => {
    const part = attendancePart({
      ...base,
      payBasis: 'Hourly',
      overtimeRules: overtimeRules({ normal: '9', holiday: '6' }),
      days: [
        day('2026-11-02', { overtimeMinutes: 30 }),
        day('2026-11-03', { overtimeMinutes: 120 }),
        day('2026-11-09', {
          dayKind: 'publicHoliday',
          regularMinutes: 0,
          breakMinutes: 0,
          overtimeMinutes: 540,
        }),
      ],
    });
    // 8.5 hours, under 9: all basic pay; 10 hours: 9 of them, an hour overtime; the holiday up
    // to its 6 fixed hours, 3 hours beyond at the holiday rate.
    expect(part.stored.log?.days).toEqual([
      { date: '2026-11-02', hoursWorked: '9.5', breakHours: '1' },
      { date: '2026-11-03', hoursWorked: '10', breakHours: '1' },
      { date: '2026-11-09', hoursWorked: '6', breakHours: '0' },
    ]);
    expect(part.overtimeHours).toMatchObject({ normal: '1', holiday: '3' });
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

  it('takes a month of presence away for an absence, and pays a percentage once a month as it is', () => {
    const presence = allowance(
      'Attendance',
      { condition: 'AttendancePresence', period: 'Month', basis: 'Attendance' },
      { amount: '2.5', unit: 'Percentage' },
    );
    expect(paid(presence)).toMatchObject({
      value: '2.5',
      unit: 'Percentage',
      remarks: 'Met on every day logged: 2–4 Nov 2026',
    });
    expect(paid(presence, [...days, absentDay('2026-11-05')])).toBeNull();
  });

  it("pays a percentage for each day as the days' share of the month's basic pay", () => {
    const daily = allowance(
      'Daily %',
      { condition: 'AttendancePresence' },
      { amount: '10', unit: 'Percentage' },
    );
    // 260 working days a year: a month has 21.666667; 3 days of 10% of a day's pay are
    // 10% x 3 / 21.666667 of the month's.
    expect(paid(daily)).toMatchObject({
      value: '1.384615',
      remarks: "3 days x 10% of a day's pay (a month's ÷ 21.666667): 2–4 Nov 2026",
    });
    // 22 days: 10.153846%, not 220%.
    const month = Array.from({ length: 22 }, (_, index) =>
      day(`2026-12-${String(index + 1).padStart(2, '0')}`),
    );
    expect(paid(daily, month)?.value).toBe('10.153846');
    const everyDay = allowance(
      'Per day %',
      { condition: 'AttendancePresence', period: 'Month', basis: 'Perday' },
      { amount: '10', unit: 'Percentage' },
    );
    expect(paid(everyDay)).toMatchObject({
      value: '1.384615',
      remarks:
        "Met on every day logged, 3 days x 10% of a day's pay (a month's ÷ 21.666667): 2–4 Nov 2026",
    });
  });

  it('undoes the proration of a month employed in part, and shares pay from the log by its days', () => {
    const daily = allowance(
      'Daily %',
      { condition: 'PunctualityTimeIn', lateRule: 'LateLessThan', lateMinutes: 11 },
      { amount: '10', unit: 'Percentage' },
    );
    // Employed for 14 of the month's 21 working days, the basic pay is 14/21 of the salary: the
    // 2 days' share of the salary is 10% x 2 x 12 / 260 x 21 / 14 of it.
    const partMonth = attendancePart({
      ...base,
      salaryDays: { inMonth: 21, inRange: 14 },
      days,
      allowances: [daily],
    });
    expect(partMonth.allowances[0]?.value).toBe('1.384615');
    // A daily rate's basic pay is 3 days logged: 2 days' share is 2/3 of 10%.
    const logged = attendancePart({ ...base, payBasis: 'Daily', days, allowances: [daily] });
    expect(logged.allowances[0]).toMatchObject({
      value: '6.666667',
      remarks: "2 days x 10% of a day's pay (the pay logged ÷ 3 days): 2 and 3 Nov 2026",
    });
  });

  it('keeps the logs each allowance was paid for', () => {
    const item = allowance('Late meal', { condition: 'AfterWorkingHours', hoursAfterWork: '2' });
    const part = attendancePart({ ...base, days, allowances: [item] });
    expect(part.stored.logIds.payItems).toEqual({
      'item-Late meal': ['log-2026-11-02', 'log-2026-11-04'],
    });
  });
});
