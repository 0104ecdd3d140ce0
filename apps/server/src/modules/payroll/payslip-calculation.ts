// Between a stored payslip and the engine: what the calculator is given (its inputs, kept as the
// payslip's JSON), the editor's changes to them, and the engine's answer as the editor's lines.
import type { PrCpfScheme } from '@tembusu/contracts/employees';
import type { PayItemTypeCode } from '@tembusu/contracts/enums';
import type { OvertimeKind, OvertimeRule } from '@tembusu/contracts/payroll';
import type { PayrollTotals, PayslipLine, PayslipSaveInput } from '@tembusu/contracts/payroll-runs';
import { orderPayslipLines } from '@tembusu/contracts/payslip-lines';
import type { PrScheme } from '@tembusu/payroll/cpf';
import { toCents, toQuantity } from '@tembusu/payroll/money';
import {
  type CustomPayItem,
  calculatePayslip,
  type EarlierThisMonth,
  type PayslipLine as EngineLine,
  type OvertimeRateSetting,
  type PayslipInput,
  type PayslipQuantities,
  type PayslipResult,
  payslipQuantities,
} from '@tembusu/payroll/payslip';
import { absenceAmount } from '@tembusu/payroll/payslip/absence';
import { payTerms } from '@tembusu/payroll/payslip/terms';
import { invalid } from '../../errors.js';
import type {
  ClaimLineInput,
  CustomItemInput,
  EarlierThisMonthInput,
  PayslipInputs,
} from './payslip-documents.js';

export const overtimeLineCodes: Record<OvertimeKind, PayItemTypeCode> = {
  normal: 'M8a',
  offDay: 'M8b',
  restDay: 'M8c',
  holiday: 'M8d',
};

/** Integer cents as the API writes money: '-1234.50'. */
export function centsText(cents: number): string {
  const magnitude = Math.abs(cents);
  const text = `${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

// The payslip's money is decimal text ('1234.50'); the engine's is integer cents. toCents reads the
// text exactly, and centsText writes cents back.
function overtimeRates(
  rules: PayslipInputs['overtimeRates'],
): Record<OvertimeKind, OvertimeRateSetting> {
  const setting = (rule: OvertimeRule): OvertimeRateSetting => ({
    rate: rule.rate,
    customAmountCents:
      rule.customAmount === null ? null : toCents(rule.customAmount, 'overtimeRates.customAmount'),
  });
  return {
    normal: setting(rules.normal),
    offDay: setting(rules.offDay),
    restDay: setting(rules.restDay),
    holiday: setting(rules.holiday),
  };
}

function customItem(item: CustomItemInput, index: number): CustomPayItem {
  const common = {
    id: item.payItemId,
    description: item.description,
    category: item.category,
    wageClass: item.cPFType,
  };
  return item.unit === 'Percentage'
    ? { ...common, unit: 'Percentage', percentage: item.value }
    : { ...common, unit: 'Amount', amountCents: toCents(item.value, `customItems.${index}.value`) };
}

// The engine echoes an item's id on its line; a claims line's is told apart from a custom item of
// the same pay item by this prefix.
const claimLineId = (payItemId: string) => `claims:${payItemId}`;

function claimItem(line: ClaimLineInput, index: number): CustomPayItem {
  return {
    id: claimLineId(line.payItemId),
    description: line.description,
    category: line.category,
    wageClass: line.cPFType,
    unit: 'Amount',
    amountCents: toCents(line.amount, `claims.${index}.amount`),
  };
}

/** The remark a claims line carries: the numbers of the claims it pays. */
export function claimLineRemark(line: Pick<ClaimLineInput, 'claims'>): string {
  const numbers = line.claims.map((claim) => claim.number).join(', ');
  return line.claims.length === 1 ? `Claim ${numbers}` : `Claims ${numbers}`;
}

const engineSchemes: Record<PrCpfScheme, PrScheme> = {
  graduated: 'graduated',
  fullEmployer: 'full-employer',
  full: 'full',
};

/** The engine's name for an employee's PR CPF scheme. */
export const engineSchemeOf = (scheme: PrCpfScheme): PrScheme => engineSchemes[scheme];

/**
 * The PR CPF scheme a payslip's inputs hold. Payslips stored before the schemes hold the boolean
 * allowFullEmployerCpf instead, true being the full employer rate (F/G).
 */
export function prCpfSchemeOf(inputs: PayslipInputs): PrCpfScheme {
  return inputs.prCpfScheme ?? (inputs.allowFullEmployerCpf ? 'fullEmployer' : 'graduated');
}

/** The CPF rates a PR's payslip was worked out at. */
export function prSchemeOf(inputs: PayslipInputs): PrScheme {
  return engineSchemeOf(prCpfSchemeOf(inputs));
}

/** The engine's input for a payslip's stored inputs. */
function engineInput(inputs: PayslipInputs): PayslipInput {
  const { attendance } = inputs;
  return {
    wageMonth: inputs.wageMonth,
    payBasis: inputs.payBasis,
    salaryCents: toCents(inputs.salary, 'salary'),
    hoursPerDay: inputs.hoursPerDay,
    workingDaysPerYear: attendance?.workingDaysPerYear,
    attendanceLog: attendance?.log
      ? {
          days: attendance.log.days.map(({ hoursWorked, breakHours }) => ({
            hoursWorked,
            breakHours,
          })),
          breakDeduction: attendance.log.breakDeduction,
        }
      : null,
    workingTime: {
      workingDaysInMonth: inputs.workingDaysInMonth,
      workingDaysInRange: inputs.workingDaysInRange,
      absenceDays: inputs.absenceDays,
      latenessHours: inputs.latenessHours,
      earlyOutHours: inputs.earlyOutHours,
      absenceAdjustments: (inputs.absenceAdjustments ?? []).map((adjustment, index) => ({
        wageMonth: adjustment.wageMonth,
        days: adjustment.days,
        amountCents: toCents(adjustment.amount, `absenceAdjustments.${index}.amount`),
      })),
      attendanceAdjustments: (inputs.attendanceAdjustments ?? []).map((adjustment, index) => ({
        wageMonth: adjustment.wageMonth,
        amountCents: toCents(adjustment.amount, `attendanceAdjustments.${index}.amount`),
      })),
      overtimeHours: inputs.overtimeHours,
      restDayPayDays: attendance?.restDayPayDays,
      holidayPayDays: attendance?.holidayPayDays,
      overtimeRates: overtimeRates(inputs.overtimeRates),
    },
    customItems: [...inputs.customItems.map(customItem), ...(inputs.claims ?? []).map(claimItem)],
    employee: {
      birthDate: inputs.employee.birthDate,
      residency: inputs.employee.residency,
      prStartDate: inputs.employee.prStartDate,
      prScheme: prSchemeOf(inputs),
      // The month the SPR status starts splits its wages by the days employed (spr-conversion.ts).
      employedFrom: inputs.rangeFrom,
      employedTo: inputs.rangeTo,
      communityFunds: inputs.employee.communityFunds,
    },
    cpf: {
      excluded: inputs.excludeCpf,
      ordinaryWagesEarlierThisYearCents: toCents(
        inputs.ordinaryWagesEarlierThisYear,
        'ordinaryWagesEarlierThisYear',
      ),
      additionalWagesEarlierThisYearCents: toCents(
        inputs.additionalWagesEarlierThisYear,
        'additionalWagesEarlierThisYear',
      ),
    },
    sdl: inputs.sdl,
    earlierThisMonth: inputs.earlierThisMonth ? earlierThisMonth(inputs.earlierThisMonth) : null,
  };
}

/** What days of absence (either sign) come to at the daily rate of a stored payslip's month. */
export function absenceCentsAt(inputs: PayslipInputs, days: string): number {
  return absenceAmount(payTerms(engineInput(inputs)), toQuantity(days, 'days'));
}

export function calculate(inputs: PayslipInputs): PayslipResult {
  return calculatePayslip(engineInput(inputs));
}

/** The hours or days and the overtime rates behind a stored payslip, as the engine counts them. */
export function quantitiesOf(inputs: PayslipInputs): PayslipQuantities {
  return payslipQuantities(engineInput(inputs));
}

function earlierThisMonth(earlier: EarlierThisMonthInput): EarlierThisMonth {
  const numbers = earlier.payrollNos.map((no) => `#${no}`);
  return {
    ordinaryWagesCents: toCents(earlier.ordinaryWages),
    additionalWagesCents: toCents(earlier.additionalWages),
    ordinaryWagesSubjectToCpfCents: toCents(earlier.ordinaryWagesForCpf),
    additionalWagesSubjectToCpfCents: toCents(earlier.additionalWagesForCpf),
    employeeCpfCents: toCents(earlier.employeeCpf),
    employerCpfCents: toCents(earlier.employerCpf),
    communityFunds: earlier.communityFunds.map(({ fund, amount }) => ({
      fund,
      amountCents: toCents(amount),
    })),
    sdlCents: toCents(earlier.sdl),
    paidIn: `payroll${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}`,
  };
}

// What the editor may type into, and the unit of its Value column.
const inputLines: Partial<Record<PayItemTypeCode, PayslipLine['unit']>> = {
  M1: 'Rate',
  M3: 'Rate',
  M2: 'Days',
  M2a: 'Hours',
  M2b: 'Hours',
  M8a: 'Hours',
  M8b: 'Hours',
  M8c: 'Hours',
  M8d: 'Hours',
};
const computedLines: ReadonlySet<string> = new Set(['M10A', 'M4', 'M6', 'M5']);
// Basic pay: for the working days (M1), or from the attendance log (M3); the salary rate either way.
const basicCodes: ReadonlySet<string> = new Set(['M1', 'M3']);

/** The engine's Value column as text: money as '1234.50', a quantity as a plain number. */
function engineValue(line: EngineLine): string | null {
  if (line.valueCents !== null) return centsText(line.valueCents);
  return line.value === null ? null : String(line.value);
}

function lineValue(code: PayItemTypeCode, inputs: PayslipInputs): string | null {
  switch (code) {
    case 'M1':
    case 'M3':
      return inputs.salary;
    case 'M2':
      return inputs.absenceDays;
    case 'M2a':
      return inputs.latenessHours;
    case 'M2b':
      return inputs.earlyOutHours;
    case 'M8a':
      return inputs.overtimeHours.normal;
    case 'M8b':
      return inputs.overtimeHours.offDay;
    case 'M8c':
      return inputs.overtimeHours.restDay;
    case 'M8d':
      return inputs.overtimeHours.holiday;
    default:
      return null;
  }
}

/** The engine's lines as the editor shows them, in the spec's fixed order. */
export function editorLines(inputs: PayslipInputs, result: PayslipResult): PayslipLine[] {
  const items = new Map(inputs.customItems.map((item) => [item.payItemId, item]));
  const claimLines = new Map(
    (inputs.claims ?? []).map((claims) => [claimLineId(claims.payItemId), claims]),
  );
  const lines = result.lines.map((line): PayslipLine => {
    const code = line.code as PayItemTypeCode;
    const claims = line.itemId ? claimLines.get(line.itemId) : undefined;
    if (claims) {
      return {
        id: 'M9',
        typeId: claims.category,
        payItemId: claims.payItemId,
        description: claims.description,
        category: claims.category,
        cPFType: claims.cPFType,
        value: claims.amount,
        amount: centsText(line.amountCents),
        defaultAmount: null,
        defaultValue: null,
        unit: 'Amount',
        iRBACode: claims.iRBACode,
        remarks: claimLineRemark(claims),
        type: 'display',
        detail: line.detail,
        claims: claims.claims,
      };
    }
    const item = line.itemId ? items.get(line.itemId) : undefined;
    if (item) {
      return {
        id: 'M9',
        typeId: item.category,
        payItemId: item.payItemId,
        description: item.description,
        category: item.category,
        cPFType: item.cPFType,
        value: item.value,
        amount: centsText(line.amountCents),
        defaultAmount: null,
        defaultValue: item.value,
        unit: item.unit,
        iRBACode: item.iRBACode,
        remarks: item.remarks,
        type: 'input',
        detail: line.detail,
      };
    }
    const unit = inputLines[code] ?? null;
    return {
      id: code,
      typeId: basicCodes.has(code) ? 'Salary' : null,
      payItemId: null,
      description: line.description,
      category: line.category,
      cPFType: line.wageClass,
      value: unit ? lineValue(code, inputs) : engineValue(line),
      amount: centsText(line.amountCents),
      defaultAmount: null,
      defaultValue: null,
      unit,
      iRBACode: basicCodes.has(code) ? 'GrossSalary' : null,
      remarks: inputs.remarks[code] ?? null,
      type: unit ? 'input' : computedLines.has(code) ? 'computed' : 'display',
      detail: line.detail,
    };
  });
  return orderPayslipLines(lines);
}

export function totalsOf(result: PayslipResult): PayrollTotals {
  const { totals } = result;
  return {
    grossSalary: centsText(totals.gross),
    employeeCPF: centsText(totals.employeeCpf),
    employerCPF: centsText(totals.employerCpf),
    communityFund: centsText(totals.communityFund),
    sdl: centsText(totals.sdl),
    netPay: centsText(totals.netPay),
    total: centsText(totals.total),
  };
}

/** CPF-subject wages of the month, for later months' AW ceiling. */
export function wagesForCpf(result: PayslipResult): { ordinary: string; additional: string } {
  return {
    ordinary: centsText(result.cpf?.ordinaryWagesSubjectToCpfCents ?? 0),
    additional: centsText(result.cpf?.additionalWagesSubjectToCpfCents ?? 0),
  };
}

// A month has at most 31 days and 31 × 24 hours, and a pay item at most 100% of basic pay. More is
// a slip of the keyboard, and would let a payslip's figures outgrow the columns that keep them.
const mostDays = 31;
const mostHours = 744;
const mostPercentage = 100;

/** A value typed into the payslip, refused with its field named unless from 0 to `most`. */
const typed = (
  value: string | null | undefined,
  field: string,
  most?: { value: number; unit: string },
): string => {
  const text = value ?? '0';
  if (Number(text) < 0) throw invalid(field, `${field}: enter 0 or more`);
  if (most && Number(text) > most.value) {
    throw invalid(field, `${field}: enter at most ${most.value} ${most.unit}`);
  }
  return text;
};

/**
 * The payslip's own remarks and overtime period as edited: what the edit sends replaces them,
 * null clears them, and an edit that leaves them out keeps what the payslip has. The contract
 * refuses a period that ends before it starts.
 */
function payslipNotes(
  inputs: PayslipInputs,
  edit: PayslipSaveInput,
): Pick<PayslipInputs, 'payslipRemarks' | 'overtimePeriod'> {
  const remarks = edit.remarks === undefined ? inputs.payslipRemarks : edit.remarks;
  const period = edit.overtimePeriod === undefined ? inputs.overtimePeriod : edit.overtimePeriod;
  return {
    payslipRemarks: remarks?.trim() ? remarks.trim() : null,
    overtimePeriod: period ? { from: period.from, to: period.to } : null,
  };
}

/** A pay item of the organisation, as a custom line takes it. */
export type PayItemForPayslip = Omit<CustomItemInput, 'value' | 'remarks'>;

/**
 * The payslip's inputs with the editor's changes: the salary rate, the days and hours typed into
 * M2, M2a, M2b and M8a-d, each line's remarks, and the custom items (M9) as listed. A custom
 * item's description, category and CPF class come from the organisation's pay item, not the
 * request.
 */
export function applyEdits(
  inputs: PayslipInputs,
  edit: PayslipSaveInput,
  payItems: ReadonlyMap<string, PayItemForPayslip>,
): PayslipInputs {
  const byCode = new Map(edit.payrollItem.map((line) => [line.id, line]));
  const typedValue = (code: PayItemTypeCode, current: string) => {
    const line = byCode.get(code);
    const most =
      code === 'M2' ? { value: mostDays, unit: 'days' } : { value: mostHours, unit: 'hours' };
    return line && line.value !== null && line.value !== undefined
      ? typed(line.value, `payrollItem.${code}.value`, most)
      : current;
  };
  const remarks: PayslipInputs['remarks'] = {};
  for (const line of edit.payrollItem) {
    if (line.id !== 'M9' && line.remarks) remarks[line.id] = line.remarks;
  }
  if (edit.salary.remarks) remarks[inputs.attendance?.log ? 'M3' : 'M1'] = edit.salary.remarks;
  const overtimeHours = { ...inputs.overtimeHours };
  for (const [kind, code] of Object.entries(overtimeLineCodes) as [
    OvertimeKind,
    PayItemTypeCode,
  ][]) {
    overtimeHours[kind] = typedValue(code, inputs.overtimeHours[kind]);
  }
  const seen = new Set<string>();
  const customItems = edit.payslipPayItems.map((item, index): CustomItemInput => {
    if (seen.has(item.payItemId)) {
      throw invalid(
        `payslipPayItems.${index}.payItemId`,
        `payslipPayItems.${index}.payItemId: ${item.description} is on the payslip already`,
      );
    }
    seen.add(item.payItemId);
    const payItem = payItems.get(item.payItemId);
    if (!payItem) {
      throw invalid(
        `payslipPayItems.${index}.payItemId`,
        `payslipPayItems.${index}.payItemId: choose a pay item from the list`,
      );
    }
    return {
      ...payItem,
      value: typed(
        item.value,
        `payslipPayItems.${index}.value`,
        payItem.unit === 'Percentage' ? { value: mostPercentage, unit: 'percent' } : undefined,
      ),
      remarks: item.remarks ?? null,
    };
  });
  return {
    ...inputs,
    ...payslipNotes(inputs, edit),
    salary: edit.salary.value,
    absenceDays: typedValue('M2', inputs.absenceDays),
    latenessHours: typedValue('M2a', inputs.latenessHours),
    earlyOutHours: typedValue('M2b', inputs.earlyOutHours),
    overtimeHours,
    customItems,
    remarks,
  };
}
