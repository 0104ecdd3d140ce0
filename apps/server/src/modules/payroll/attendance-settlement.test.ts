import type { WorkingHours } from '@tembusu/contracts/organization';
import type { PaySchemeTemplate } from '@tembusu/contracts/payroll';
import { describe, expect, it } from 'vitest';
import type { PayrollAttendanceDay } from '../attendance/attendance-payroll.service.js';
import type { ApprovedLeaveDay } from '../leave/leave-days-off.service.js';
import type { UnpaidLeaveDay } from '../leave/leave-requests.service.js';
import { type AttendanceNow, attendanceAdjustmentsOf } from './attendance-settlement.js';
import type { ConditionalItem } from './payroll-attendance.js';
import {
  attendanceAdjustmentRemark,
  type EmployeeForPayroll,
  initialInputs,
  type SettledPayslip,
} from './payroll-generation.js';
import type { PayslipInputs } from './payslip-documents.js';

// October 2026: Monday to Friday, 8 hours a day, 22 working days. $2,288 a month is $104 a day
// (EA s.20A) and $12 an hour (12 x $2,288 / (52 x 44)); overtime at 1.5x is $18 an hour.
const workday = (selected: boolean) => ({
  selected,
  startTime: '09:00',
  endTime: '18:00',
  workingHours: selected ? 8 : 0,
  breakDuration: selected ? 60 : 0,
  offDayType: null,
});
const schedule: WorkingHours = {
  workingHoursType: 'fixed',
  scheduleType: 'fixed',
  breakDeduction: 0,
  days: {
    monday: workday(true),
    tuesday: workday(true),
    wednesday: workday(true),
    thurday: workday(true),
    friday: workday(true),
    saturday: { ...workday(false), offDayType: 'offDay' },
    sunday: { ...workday(false), offDayType: 'restDay' },
  },
};

const punctuality: ConditionalItem = {
  payItemId: 'item-punctuality',
  description: 'Punctuality Allowance',
  typeId: 'Addition',
  cPFType: 'OrdinaryWages',
  unit: 'Amount',
  amount: '100.00',
  defaultAmount: '50.00',
  iRBACode: 'OtherAllowance',
  isActive: true,
  allowance: {
    condition: 'PunctualityTimeIn',
    basis: 'Attendance',
    period: 'Month',
    lateRule: 'LateLessThan',
    lateMinutes: 10,
    earlyOutRule: null,
    earlyOutMinutes: null,
    hoursAfterWork: null,
  },
};
const template: PaySchemeTemplate = {
  id: 'template-1',
  name: 'Monthly Staff',
  type: 'Monthly',
  description: null,
  items: [punctuality],
  overtimeRules: [],
  employeeCount: 1,
};

function employee(salaryBasis: EmployeeForPayroll['salaryBasis']): EmployeeForPayroll {
  return {
    id: 'e1',
    name: 'Tan Wei Ling',
    employeeNumber: 'EMP-0042',
    departmentName: null,
    isActive: true,
    employmentStartDate: '2025-01-06',
    employmentEndDate: null,
    salaryBasis,
    salaryAmount: salaryBasis === 'Monthly' ? '2288.00' : '15.00',
    paySchemeTemplateId: template.id,
    paySchemeTemplateName: template.name,
    paymentMode: 'cash',
    bankCode: null,
    bankAccountNumber: null,
    dateOfBirth: '1990-01-01',
    residency: 'Citizen',
    prStartDate: null,
    communityFunds: [],
    excludeCpfContributions: false,
    prCpfScheme: 'graduated',
    attendanceLogOn: true,
  };
}

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
const absentDay = (workDate: string) =>
  day(workDate, { absent: true, regularMinutes: 0, breakMinutes: 0 });

const leaveDay = (date: string, leaveTypeName: string): ApprovedLeaveDay => ({
  date,
  part: 'full',
  leaveTypeName,
  requestId: `request-${date}`,
});
const unpaidDay = (date: string): UnpaidLeaveDay => ({
  date,
  portion: '1',
  leaveTypeName: 'No-pay Leave',
});

/** October's payslip as generation made it from the logs and leave of then. */
function october(
  days: PayrollAttendanceDay[],
  options: {
    salaryBasis?: EmployeeForPayroll['salaryBasis'];
    status?: SettledPayslip['status'];
    edit?: (inputs: PayslipInputs) => PayslipInputs;
  } = {},
): SettledPayslip {
  const inputs = initialInputs({
    employee: employee(options.salaryBasis ?? 'Monthly'),
    period: { year: 2026, periodValue: 10, startDate: '2026-10-01', endDate: '2026-10-31' },
    schedule,
    template,
    settings: { contributeSdl: true, deductCommunityFunds: false },
    earlier: { ordinaryWages: '0', additionalWages: '0' },
    earlierThisMonth: null,
    paysBasicSalary: true,
    unpaidLeave: [],
    absenceAdjustments: [],
    attendanceAdjustments: [],
    attendance: { days, leave: [] },
  });
  return {
    year: 2026,
    month: 10,
    status: options.status ?? 'confirmed',
    inputs: options.edit ? options.edit(inputs) : inputs,
  };
}

/** A later payslip of November that settled what it was given for October. */
function november(
  settled: PayslipInputs['attendanceAdjustments'],
  status: SettledPayslip['status'],
): SettledPayslip {
  const { attendance: _none, ...inputs } = october([]).inputs;
  return {
    year: 2026,
    month: 11,
    status,
    inputs: {
      ...inputs,
      rangeFrom: '2026-11-01',
      rangeTo: '2026-11-30',
      attendanceAdjustments: settled,
    },
  };
}

const now = (days: PayrollAttendanceDay[], more: Partial<AttendanceNow> = {}): AttendanceNow => ({
  days,
  leave: [],
  unpaidLeave: [],
  allowances: [punctuality],
  breakDeduction: 0,
  ...more,
});
const inDecember = { year: 2026, month: 12 };
const inNovember = { year: 2026, month: 11 };

describe('attendance corrected after its payroll', () => {
  it("pays overtime approved after the month's payroll, at that month's rate", () => {
    const slip = october([day('2026-10-05', { unapprovedOvertimeMinutes: 90 })]);
    expect(slip.inputs.overtimeHours.normal).toBe('0');
    const settled = attendanceAdjustmentsOf(
      [slip],
      now([day('2026-10-05', { overtimeMinutes: 90 })]),
      inNovember,
    );
    expect(settled).toEqual([
      {
        wageMonth: '2026-10',
        amount: '27.00',
        changes: 'overtime +1.5 h on 5 Oct 2026',
        lines: [
          {
            code: 'M8a',
            payItemId: null,
            quantity: '1.5',
            amount: '27.00',
            logIds: ['log-2026-10-05'],
          },
        ],
      },
    ]);
    expect(attendanceAdjustmentRemark(settled)).toBe(
      'Attendance of 10/2026 corrected after its payroll: overtime +1.5 h on 5 Oct 2026',
    );
  });

  it('settles nothing twice: what later payslips settled, drafts too, is taken off', () => {
    const slip = october([day('2026-10-05', { unapprovedOvertimeMinutes: 90 })]);
    const approved = now([day('2026-10-05', { overtimeMinutes: 90 })]);
    const paid = attendanceAdjustmentsOf([slip], approved, inNovember);
    for (const status of ['draft', 'confirmed', 'paid'] as const) {
      expect(attendanceAdjustmentsOf([slip, november(paid, status)], approved, inDecember)).toEqual(
        [],
      );
    }
    // Turned down after November paid it: December recovers it.
    const recovered = attendanceAdjustmentsOf(
      [slip, november(paid, 'confirmed')],
      now([day('2026-10-05')]),
      inDecember,
    );
    expect(recovered).toEqual([
      {
        wageMonth: '2026-10',
        amount: '-27.00',
        changes: 'overtime -1.5 h on 5 Oct 2026',
        lines: [{ code: 'M8a', payItemId: null, quantity: '-1.5', amount: '-27.00', logIds: [] }],
      },
    ]);
  });

  it('settles a later change to a line already settled on its own, naming only its days', () => {
    const slip = october([
      day('2026-10-05', { unapprovedOvertimeMinutes: 90 }),
      day('2026-10-06', { unapprovedOvertimeMinutes: 60 }),
    ]);
    const fifth = now([
      day('2026-10-05', { overtimeMinutes: 90 }),
      day('2026-10-06', { unapprovedOvertimeMinutes: 60 }),
    ]);
    const paid = attendanceAdjustmentsOf([slip], fifth, inNovember);
    const both = now([
      day('2026-10-05', { overtimeMinutes: 90 }),
      day('2026-10-06', { overtimeMinutes: 60 }),
    ]);
    const [settled] = attendanceAdjustmentsOf(
      [slip, november(paid, 'confirmed')],
      both,
      inDecember,
    );
    expect(settled).toMatchObject({ amount: '18.00', changes: 'overtime +1 h on 6 Oct 2026' });
  });

  it('reads a payslip from before the generated figures were kept as generated', () => {
    const slip = october([day('2026-10-06', { lateMinutes: 30 })]);
    const { generated: _none, ...attendance } = slip.inputs.attendance ?? ({} as never);
    const older = { ...slip, inputs: { ...slip.inputs, attendance } };
    const [settled] = attendanceAdjustmentsOf(
      [older],
      now([day('2026-10-06')], { allowances: [] }),
      inNovember,
    );
    expect(settled).toMatchObject({ amount: '6.00', changes: 'lateness -0.5 h on 6 Oct 2026' });
  });

  it('gives back lateness a correction took away, with the allowance the month now earns', () => {
    // Half an hour late on 6 October: $6 deducted, and no punctuality allowance.
    const slip = october([day('2026-10-06', { lateMinutes: 30 }), day('2026-10-07')]);
    expect(slip.inputs.latenessHours).toBe('0.5');
    expect(slip.inputs.customItems).toEqual([]);
    const [settled] = attendanceAdjustmentsOf(
      [slip],
      now([day('2026-10-06'), day('2026-10-07')]),
      inNovember,
    );
    expect(settled).toMatchObject({
      amount: '106.00',
      changes: 'lateness -0.5 h on 6 Oct 2026; Punctuality Allowance +$100.00 on 6 and 7 Oct 2026',
    });
    expect(settled?.lines).toEqual([
      { code: 'M2a', payItemId: null, quantity: '-0.5', amount: '6.00', logIds: [] },
      {
        code: 'M9',
        payItemId: 'item-punctuality',
        quantity: null,
        amount: '100.00',
        logIds: ['log-2026-10-06', 'log-2026-10-07'],
      },
    ]);
  });

  it('gives back an absent day that leave was approved for, and not a day of unpaid leave', () => {
    const slip = october([absentDay('2026-10-07'), absentDay('2026-10-08')]);
    expect(slip.inputs.absenceDays).toBe('2');
    // Annual leave covers the 7th; no-pay leave the 8th, whose absent log the approval deleted.
    const settled = attendanceAdjustmentsOf(
      [slip],
      now([absentDay('2026-10-07')], {
        leave: [leaveDay('2026-10-07', 'Annual Leave'), leaveDay('2026-10-08', 'No-pay Leave')],
        unpaidLeave: [unpaidDay('2026-10-08')],
      }),
      inNovember,
    );
    expect(settled).toEqual([
      {
        wageMonth: '2026-10',
        amount: '104.00',
        changes: 'absence -1 day on 7 Oct 2026',
        lines: [{ code: 'M2', payItemId: null, quantity: '-1', amount: '104.00', logIds: [] }],
      },
    ]);
  });

  it('keeps what the admin typed over the figures the log gave', () => {
    // October paid two hours of overtime typed by hand while the log's 90 minutes waited.
    const slip = october([day('2026-10-05', { unapprovedOvertimeMinutes: 90 })], {
      edit: (inputs) => ({ ...inputs, overtimeHours: { ...inputs.overtimeHours, normal: '2' } }),
    });
    const [settled] = attendanceAdjustmentsOf(
      [slip],
      now([day('2026-10-05', { overtimeMinutes: 90 })]),
      inNovember,
    );
    expect(settled).toMatchObject({ amount: '27.00', changes: 'overtime +1.5 h on 5 Oct 2026' });
  });

  it('pays an hourly rate for hours a correction added to the log', () => {
    // The 5th had no check-out: nothing paid for it until corrected. 8 hours x $15.
    const slip = october([day('2026-10-05', { checkedOut: false, regularMinutes: 0 })], {
      salaryBasis: 'Hourly',
    });
    const [settled] = attendanceAdjustmentsOf([slip], now([day('2026-10-05')]), inNovember);
    expect(settled).toMatchObject({
      amount: '120.00',
      changes: 'hours logged +8 h on 5 Oct 2026',
    });
  });

  it('leaves months still in draft, the month being paid and unchanged months alone', () => {
    const waiting = [day('2026-10-05', { unapprovedOvertimeMinutes: 90 })];
    const approved = now([day('2026-10-05', { overtimeMinutes: 90 })]);
    expect(
      attendanceAdjustmentsOf([october(waiting, { status: 'draft' })], approved, inNovember),
    ).toEqual([]);
    expect(
      attendanceAdjustmentsOf([october(waiting)], approved, { year: 2026, month: 10 }),
    ).toEqual([]);
    expect(attendanceAdjustmentsOf([october(waiting)], now(waiting), inNovember)).toEqual([]);
  });
});
