// Attendance of earlier months corrected after their payroll (#16): a log edited or corrected on
// request, overtime approved late, an absent day later covered by leave. The next run paying
// salary works each such month's attendance part out again from the logs and leave as they stand
// now, values it and what the month's payslip took at that payslip's own rates, and pays or
// recovers the difference on a line of its own (M12), as the settlement of unpaid leave does on
// the absence line (absenceAdjustmentsOf, which shares its months and what was settled since).

import type { PayItemTypeCode } from '@tembusu/contracts/enums';
import { overtimeKinds } from '@tembusu/contracts/payroll';
import { formatDollars, QUANTITY_SCALE, toCents, toQuantity } from '@tembusu/payroll/money';
import type { PayslipResult } from '@tembusu/payroll/payslip';
import type { PayrollAttendanceDay } from '../attendance/attendance-payroll.service.js';
import type { ApprovedLeaveDay } from '../leave/leave-days-off.service.js';
import type { UnpaidLeaveDay } from '../leave/leave-requests.service.js';
import {
  attendancePart,
  type ConditionalItem,
  datesText,
  quantityText,
} from './payroll-attendance.js';
import {
  attendanceFigures,
  halvesText,
  releasedMonthsBefore,
  type SettledPayslip,
  settledByMonth,
} from './payroll-generation.js';
import { calculate, centsText, overtimeLineCodes, quantitiesOf } from './payslip-calculation.js';
import type {
  AttendanceAdjustmentInput,
  AttendanceFigures,
  AttendanceInput,
  AttendanceLineSettled,
  CustomItemInput,
  PayslipInputs,
} from './payslip-documents.js';

/** A person's attendance as it stands now, for the months a run settles. */
export type AttendanceNow = {
  /** The logs of the months settled, as the payroll reads them. */
  days: readonly PayrollAttendanceDay[];
  /** Approved leave of any type of those months: it excuses the absence it covers. */
  leave: readonly ApprovedLeaveDay[];
  /** Approved unpaid leave of those months: a day logged absent is unpaid whichever deducts it. */
  unpaidLeave: readonly UnpaidLeaveDay[];
  /**
   * The items of the person's pay scheme template paid on an attendance condition; a month pays
   * those its template had then (originPayItems), at the amounts it had.
   */
  allowances: readonly ConditionalItem[];
  /** The schedule's break rule, for payslips that paid no hours from the log. */
  breakDeduction: 0 | 1;
};

/** A payslip from before the figures were stored: its lines are read as generated. */
function generatedFigures(inputs: PayslipInputs, stored: AttendanceInput): AttendanceFigures {
  if (stored.generated) return stored.generated;
  const leaveHalves = Math.round(Number(inputs.unpaidLeaveDays ?? '0') * 2);
  const absenceHalves = Math.round(Number(inputs.absenceDays) * 2);
  return {
    absenceDays: stored.log === null ? halvesText(Math.max(0, absenceHalves - leaveHalves)) : '0',
    latenessHours: inputs.latenessHours,
    earlyOutHours: inputs.earlyOutHours,
    overtimeHours: inputs.overtimeHours,
  };
}

/** A typed quantity moved by what the log's figure moved, never below 0. */
const shifted = (typed: string, generated: string, now: string) =>
  quantityText(Math.max(0, toQuantity(typed) + toQuantity(now) - toQuantity(generated)));

/** JSON with its keys in order: stored inputs come back from jsonb with their keys reordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What of the inputs the attendance moves, as the engine reads it. */
function attendanceKey(inputs: PayslipInputs): string {
  return canonical({
    absenceDays: toQuantity(inputs.absenceDays),
    latenessHours: toQuantity(inputs.latenessHours),
    earlyOutHours: toQuantity(inputs.earlyOutHours),
    overtimeHours: overtimeKinds.map((kind) => toQuantity(inputs.overtimeHours[kind])),
    customItems: inputs.customItems.map(({ remarks: _remarks, ...item }) => item),
    log: inputs.attendance?.log ?? null,
    restDayPayDays: toQuantity(inputs.attendance?.restDayPayDays ?? '0'),
    holidayPayDays: toQuantity(inputs.attendance?.holidayPayDays ?? '0'),
  });
}

type LineKey = string;
type LineFigure = {
  code: PayItemTypeCode;
  payItemId: string | null;
  /** Millionths of a day or an hour; null for an allowance. */
  quantity: number | null;
  cents: number;
};

const attendanceCodes: ReadonlySet<string> = new Set<PayItemTypeCode>([
  'M2',
  'M2a',
  'M2b',
  'M3',
  ...Object.values(overtimeLineCodes),
]);
const lineKey = (code: string, payItemId: string | null): LineKey =>
  payItemId ? `${code}:${payItemId}` : code;

function lineQuantity(code: PayItemTypeCode, inputs: PayslipInputs): number | null {
  switch (code) {
    case 'M2':
      return toQuantity(inputs.absenceDays);
    case 'M2a':
      return toQuantity(inputs.latenessHours);
    case 'M2b':
      return toQuantity(inputs.earlyOutHours);
    case 'M3': {
      const paid = quantitiesOf(inputs).basic?.paid;
      return paid === undefined ? null : toQuantity(paid);
    }
  }
  const kind = overtimeKinds.find((each) => overtimeLineCodes[each] === code);
  return kind ? toQuantity(inputs.overtimeHours[kind]) : null;
}

/** The attendance lines of a payslip worked out: the lines the log fills, and the allowances. */
function attendanceLines(
  inputs: PayslipInputs,
  result: PayslipResult,
  allowanceIds: ReadonlySet<string>,
): Map<LineKey, LineFigure> {
  const lines = new Map<LineKey, LineFigure>();
  for (const line of result.lines) {
    const code = line.code as PayItemTypeCode;
    if (attendanceCodes.has(code)) {
      lines.set(lineKey(code, null), {
        code,
        payItemId: null,
        quantity: lineQuantity(code, inputs),
        cents: line.amountCents,
      });
    } else if (code === 'M9' && line.itemId && allowanceIds.has(line.itemId)) {
      lines.set(lineKey(code, line.itemId), {
        code,
        payItemId: line.itemId,
        quantity: null,
        cents: line.amountCents,
      });
    }
  }
  return lines;
}

/**
 * The allowances the payslip pays as the logs stand now: the log's allowances of generation
 * replaced by today's, so an allowance the admin took off stays off and one they added stays.
 */
function allowancesNow(
  items: readonly CustomItemInput[],
  paidAtGeneration: ReadonlySet<string>,
  now: readonly CustomItemInput[],
): CustomItemInput[] {
  const fresh = new Map(now.map((item) => [item.payItemId, item]));
  const onPayslip = new Set(items.map((item) => item.payItemId));
  return [
    ...items.flatMap((item) => {
      if (!paidAtGeneration.has(item.payItemId)) return [item];
      const again = fresh.get(item.payItemId);
      return again ? [{ ...again, remarks: item.remarks }] : [];
    }),
    ...now.filter(
      (item) => !paidAtGeneration.has(item.payItemId) && !onPayslip.has(item.payItemId),
    ),
  ];
}

type LogIds = AttendanceInput['logIds'];

/**
 * One payslip's attendance as it stands now: how much each line's quantity and amount moved, the
 * logs behind the lines then and now, and the allowances' items for their names.
 */
type PayslipNow = {
  changes: LineFigure[];
  logsThen: LogIds;
  logsNow: LogIds;
  absentDates: readonly string[];
  items: readonly CustomItemInput[];
};

/** What one payslip's attendance lines come to now, less what they came to, line by line. */
function payslipNow(slip: SettledPayslip, now: AttendanceNow): PayslipNow | null {
  const { inputs } = slip;
  const stored = inputs.attendance;
  if (!stored) return null;
  const inRange = (date: string) => date >= inputs.rangeFrom && date <= inputs.rangeTo;
  const origin = new Map(inputs.originPayItems.map((item) => [item.payItemId, item.amount]));
  const part = attendancePart({
    payBasis: inputs.payBasis,
    days: now.days.filter((day) => inRange(day.workDate)),
    leave: now.leave.filter((day) => inRange(day.date)),
    hoursPerDay: inputs.hoursPerDay,
    breakDeduction: stored.log?.breakDeduction ?? now.breakDeduction,
    workingDaysPerYear: stored.workingDaysPerYear,
    salaryDays: {
      inMonth: Number(inputs.workingDaysInMonth),
      inRange: Number(inputs.workingDaysInRange),
    },
    overtimeRules: inputs.overtimeRates,
    allowances: now.allowances.flatMap((item) => {
      const amount = origin.get(item.payItemId);
      return amount === undefined ? [] : [{ ...item, amount }];
    }),
  });
  const generated = generatedFigures(inputs, stored);
  const fresh = attendanceFigures(
    { ...part, stored: { ...part.stored, absentDates: stored.absentDates } },
    now.unpaidLeave.filter((day) => inRange(day.date)),
  );
  const paidAtGeneration = new Set(Object.keys(stored.logIds.payItems));
  const corrected: PayslipInputs = {
    ...inputs,
    absenceDays: shifted(inputs.absenceDays, generated.absenceDays, fresh.absenceDays),
    latenessHours: shifted(inputs.latenessHours, generated.latenessHours, fresh.latenessHours),
    earlyOutHours: shifted(inputs.earlyOutHours, generated.earlyOutHours, fresh.earlyOutHours),
    overtimeHours: Object.fromEntries(
      overtimeKinds.map((kind) => [
        kind,
        shifted(
          inputs.overtimeHours[kind],
          generated.overtimeHours[kind],
          fresh.overtimeHours[kind],
        ),
      ]),
    ) as PayslipInputs['overtimeHours'],
    customItems: allowancesNow(inputs.customItems, paidAtGeneration, part.allowances),
    attendance: {
      ...stored,
      log: part.stored.log,
      restDayPayDays: part.stored.restDayPayDays,
      holidayPayDays: part.stored.holidayPayDays,
    },
  };
  const read = {
    logsThen: stored.logIds,
    logsNow: part.stored.logIds,
    absentDates: stored.absentDates,
    items: [...part.allowances, ...inputs.customItems],
  };
  if (attendanceKey(corrected) === attendanceKey(inputs)) return { ...read, changes: [] };

  const allowanceIds = new Set([...paidAtGeneration, ...part.allowances.map((a) => a.payItemId)]);
  const before = attendanceLines(inputs, calculate(inputs), allowanceIds);
  const after = attendanceLines(corrected, calculate(corrected), allowanceIds);
  const changes: LineFigure[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(key);
    const is = after.get(key);
    const line = is ?? was;
    if (!line) continue;
    const cents = (is?.cents ?? 0) - (was?.cents ?? 0);
    if (cents === 0) continue;
    const quantity =
      is?.quantity === null || was?.quantity === null
        ? null
        : (is?.quantity ?? 0) - (was?.quantity ?? 0);
    changes.push({ ...line, quantity, cents });
  }
  return { ...read, changes };
}

const idsOf = (logIds: LogIds, line: Pick<LineFigure, 'code' | 'payItemId'>): string[] =>
  (line.payItemId ? logIds.payItems[line.payItemId] : logIds.lines[line.code]) ?? [];

/**
 * The days whose logs moved a line since it was last paid or settled: logs that joined it or left
 * it. An absent log deleted since (leave approved over it) is named by its date, unless unpaid
 * leave leaves the day unpaid all the same.
 */
function datesMoved(
  line: Pick<LineFigure, 'code'>,
  then: ReadonlySet<string>,
  today: ReadonlySet<string>,
  now: AttendanceNow,
  absentDates: readonly string[],
): string[] {
  const dateOf = new Map(now.days.map((day) => [day.logId, day.workDate]));
  const moved = [...then]
    .filter((id) => !today.has(id))
    .concat([...today].filter((id) => !then.has(id)));
  const dates = new Set(moved.flatMap((id) => dateOf.get(id) ?? []));
  if (line.code === 'M2' && [...then].some((id) => !dateOf.has(id))) {
    const absentNow = new Set(now.days.filter((day) => day.absent).map((day) => day.workDate));
    const unpaidNow = new Set(now.unpaidLeave.map((day) => day.date));
    for (const date of absentDates) {
      if (!absentNow.has(date) && !unpaidNow.has(date)) dates.add(date);
    }
  }
  return [...dates];
}

const lineWords: Partial<Record<PayItemTypeCode, { words: string; unit: 'h' | 'day' | null }>> = {
  M2: { words: 'absence', unit: 'day' },
  M2a: { words: 'lateness', unit: 'h' },
  M2b: { words: 'early out', unit: 'h' },
  M8a: { words: 'overtime', unit: 'h' },
  M8b: { words: 'off-day work', unit: 'h' },
  M8c: { words: 'rest-day pay', unit: null },
  M8d: { words: 'public holiday pay', unit: null },
};

const signed = (text: string) => (text.startsWith('-') ? text : `+${text}`);

/** "overtime +1.5 h on 3 Oct 2026", "absence -1 day on 7 Oct 2026", "Meal Allowance +$8.00". */
function changeText(
  change: Pick<LineFigure, 'code' | 'quantity' | 'cents'>,
  words: { words: string; unit: 'h' | 'day' | null },
  dates: readonly string[],
): string {
  const { quantity } = change;
  let amount = signed(formatDollars(change.cents));
  if (words.unit && quantity !== null && quantity !== 0) {
    const count = signed(quantityText(quantity));
    const plural = Math.abs(quantity) === QUANTITY_SCALE ? '' : 's';
    amount = words.unit === 'h' ? `${count} h` : `${count} day${plural}`;
  }
  return `${words.words} ${amount}${dates.length > 0 ? ` on ${datesText(dates)}` : ''}`;
}

const monthIndex = (slip: SettledPayslip) => slip.year * 12 + slip.month;

/**
 * Attendance of earlier months that their confirmed payroll paid otherwise than the logs and
 * leave now say: for each month of the past year with a confirmed or paid payslip that took
 * attendance, its attendance part worked out again (the same salary period, rates, overtime rules
 * and template amounts), the lines valued by the engine both ways, and the difference less what
 * later payslips (drafts too) already settled for the month: positive pays, negative recovers.
 * What the admin typed over the log's figures stands: only what the log's figures moved, moves.
 */
export function attendanceAdjustmentsOf(
  slips: readonly SettledPayslip[],
  now: AttendanceNow,
  before: { year: number; month: number },
): AttendanceAdjustmentInput[] {
  const inOrder = [...slips].sort((a, b) => monthIndex(a) - monthIndex(b));
  const settledLater = settledByMonth(inOrder, (inputs) => inputs.attendanceAdjustments);
  const months = releasedMonthsBefore(inOrder, before, (inputs) => inputs.attendance !== undefined);
  const adjustments: AttendanceAdjustmentInput[] = [];
  for (const [wageMonth, paid] of months) {
    const [first] = paid;
    if (!first) continue;
    const read = paid.flatMap((slip) => payslipNow(slip, now) ?? []);
    const owed = new Map<LineKey, LineFigure>();
    const add = (line: LineFigure, sign: 1 | -1) => {
      const key = lineKey(line.code, line.payItemId);
      const known = owed.get(key);
      const quantity =
        line.quantity === null || known?.quantity === null
          ? null
          : (known?.quantity ?? 0) + sign * line.quantity;
      owed.set(key, { ...line, quantity, cents: (known?.cents ?? 0) + sign * line.cents });
    };
    for (const change of read.flatMap((payslip) => payslip.changes)) add(change, 1);
    // The logs each line was last settled with, the latest settlement's last.
    const settledIds = new Map<LineKey, string[]>();
    for (const line of (settledLater.get(wageMonth) ?? []).flatMap((each) => each.lines)) {
      add(
        {
          code: line.code,
          payItemId: line.payItemId,
          quantity: line.quantity === null ? null : toQuantity(line.quantity),
          cents: toCents(line.amount),
        },
        -1,
      );
      settledIds.set(lineKey(line.code, line.payItemId), line.logIds);
    }
    const lines = [...owed.values()].filter((line) => line.cents !== 0);
    if (lines.length === 0) continue;
    const names = new Map(
      read.flatMap((payslip) => payslip.items).map((item) => [item.payItemId, item.description]),
    );
    const absentDates = read.flatMap((payslip) => payslip.absentDates);
    const settledLines = lines.map((line) => {
      const today = new Set(read.flatMap((payslip) => idsOf(payslip.logsNow, line)));
      const then = new Set(
        settledIds.get(lineKey(line.code, line.payItemId)) ??
          read.flatMap((payslip) => idsOf(payslip.logsThen, line)),
      );
      const words =
        line.code === 'M3'
          ? first.inputs.payBasis === 'Hourly'
            ? ({ words: 'hours logged', unit: 'h' } as const)
            : ({ words: 'days logged', unit: 'day' } as const)
          : (lineWords[line.code] ?? {
              words: names.get(line.payItemId ?? '') ?? 'Allowance',
              unit: null,
            });
      return {
        text: changeText(line, words, datesMoved(line, then, today, now, absentDates)),
        settled: {
          code: line.code,
          payItemId: line.payItemId,
          quantity: line.quantity === null ? null : quantityText(line.quantity),
          amount: centsText(line.cents),
          logIds: [...today],
        } satisfies AttendanceLineSettled,
      };
    });
    adjustments.push({
      wageMonth,
      amount: centsText(lines.reduce((sum, line) => sum + line.cents, 0)),
      changes: settledLines.map((line) => line.text).join('; '),
      lines: settledLines.map((line) => line.settled),
    });
  }
  return adjustments;
}
