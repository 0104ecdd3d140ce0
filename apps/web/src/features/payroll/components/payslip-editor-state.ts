// The payslip editor's state, without React: what was typed, whether the figures need working
// out again (spec section 4, "Payslip edit"), which pay items can still be added, and the save
// payload (section 3). The page only renders it and dispatches to it.
import type { PayItemTypeCode, PaymentMode } from '@tembusu/contracts/enums';
import type { PayItem } from '@tembusu/contracts/payroll';
import type {
  CalculatorResult,
  PayrollSaveInput,
  PayrollTotals,
  Payslip,
  PayslipLine,
  PayslipSaveInput,
} from '@tembusu/contracts/payroll-runs';
import { orderPayslipLines } from '@tembusu/contracts/payslip-lines';

/** Lines whose value changes the figures: editing one asks for a recalculation. */
export const recalculationCodes: ReadonlySet<PayItemTypeCode> = new Set<PayItemTypeCode>([
  'M1',
  'M2',
  'M2a',
  'M2b',
  'M3',
  'M8a',
  'M8b',
  'M8c',
  'M8d',
  'M9',
  'L4',
]);

/** The four overtime lines the M8 row opens. */
export const overtimeCodes: ReadonlySet<PayItemTypeCode> = new Set<PayItemTypeCode>([
  'M8a',
  'M8b',
  'M8c',
  'M8d',
]);

/** A payslip line with a key that tells custom items (all coded M9) apart. */
export type EditorLine = PayslipLine & {
  key: string;
  /** Its value was changed since the figures were last worked out. */
  edited: boolean;
};

export interface EditorState {
  /** The payslip as loaded: its id, version and employee. */
  payslip: Payslip;
  lines: EditorLine[];
  paymentMethod: PaymentMode;
  totals: PayrollTotals;
  ordinaryWages: string;
  additionalWages: string;
  warnings: Payslip['warnings'];
  /** A value that changes the figures was edited since they were last worked out. */
  needsRecalculation: boolean;
  /** Counts edits, so an answer for older values is not laid over newer ones. */
  revision: number;
  /** The revision being worked out by the calculator, if any. */
  calculating: number | null;
  /** Why the last calculation failed; the typed values are kept. */
  calculationError: string | null;
  /** Anything changed since the payslip was loaded. */
  dirty: boolean;
  /** The payslip's own remarks, printed on it. */
  remarks: string;
  /** The period the overtime was worked in, when not the salary period; ISO dates or null. */
  overtimePeriod: { from: string | null; to: string | null };
}

export type EditorAction =
  | { type: 'setValue'; key: string; value: string }
  | { type: 'setRemarks'; key: string; remarks: string }
  | { type: 'setPaymentMethod'; paymentMethod: PaymentMode }
  | { type: 'setPayslipRemarks'; remarks: string }
  | { type: 'setOvertimePeriod'; from: string | null; to: string | null }
  | { type: 'addPayItem'; item: PayItem }
  | { type: 'removePayItem'; key: string }
  | { type: 'calculationStarted' }
  | { type: 'calculated'; revision: number; result: CalculatorResult }
  | { type: 'calculationFailed'; revision: number; message: string }
  | { type: 'reset'; payslip: Payslip };

/** A line paying claims through a pay item: the claims' own, never typed into or deleted. */
const paysClaims = (line: Pick<PayslipLine, 'claims'>) => line.claims !== undefined;

export const lineKey = (line: Pick<PayslipLine, 'id' | 'payItemId' | 'claims'>) => {
  if (line.id !== 'M9') return line.id;
  return paysClaims(line) ? `M9:claims:${line.payItemId ?? ''}` : `M9:${line.payItemId ?? ''}`;
};

const editorLines = (lines: readonly PayslipLine[]): EditorLine[] =>
  orderPayslipLines(lines).map((line) => ({ ...line, key: lineKey(line), edited: false }));

export function initialEditorState(payslip: Payslip): EditorState {
  return {
    payslip,
    lines: editorLines(payslip.payRollItem),
    paymentMethod: payslip.paymentMethod,
    totals: payslip.totals,
    ordinaryWages: payslip.ordinaryWages,
    additionalWages: payslip.additionalWages,
    warnings: payslip.warnings,
    needsRecalculation: false,
    revision: 0,
    calculating: null,
    calculationError: null,
    dirty: false,
    remarks: payslip.remarks ?? '',
    overtimePeriod: payslip.overtimePeriod ?? { from: null, to: null },
  };
}

/**
 * A typed number as the API takes it: at most `places` decimals (rounded half up), without a
 * sign when `negative` is false. Text that is not a finite number is saved as 0 (product spec
 * section 5).
 */
export function decimalText(text: string | null | undefined, places: number, negative = true) {
  const match = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/.exec(text ?? '');
  if (!match || (!match[2] && !match[3])) return '0';
  const [, sign, whole = '', fraction = ''] = match;
  const scale = 10n ** BigInt(places);
  let scaled = BigInt(whole || '0') * scale + BigInt(fraction.slice(0, places).padEnd(places, '0'));
  if (Number(fraction[places] ?? '0') >= 5) scaled += 1n;
  if (scaled === 0n || (sign === '-' && !negative)) return '0';
  const units = (scaled / scale).toString();
  const decimals = (scaled % scale).toString().padStart(places, '0').replace(/0+$/, '');
  return `${sign === '-' ? '-' : ''}${units}${decimals ? `.${decimals}` : ''}`;
}

/** Money with exactly two decimals: '120' → '120.00'. */
function moneyText(text: string, negative: boolean): string {
  const [units = '0', cents = ''] = decimalText(text, 2, false).split('.');
  const magnitude = `${units}.${cents.padEnd(2, '0')}`;
  return negative && magnitude !== '0.00' ? `-${magnitude}` : magnitude;
}

/**
 * What an amount-valued custom item comes to before the calculator has seen it: the value, taken
 * off for a deduction. A percentage waits for the calculator.
 */
function localAmount(line: Pick<PayslipLine, 'unit' | 'category' | 'amount'>, value: string) {
  if (line.unit !== 'Amount') return line.amount;
  return moneyText(value, line.category === 'Deduction');
}

function edit(state: EditorState, lines: EditorLine[], recalculate: boolean): EditorState {
  return {
    ...state,
    lines,
    dirty: true,
    needsRecalculation: state.needsRecalculation || recalculate,
    revision: recalculate ? state.revision + 1 : state.revision,
    calculationError: recalculate ? null : state.calculationError,
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'setValue': {
      const target = state.lines.find((line) => line.key === action.key);
      if (target?.type !== 'input' || target.value === action.value) return state;
      const lines = state.lines.map((line) =>
        line.key === action.key
          ? {
              ...line,
              value: action.value,
              amount: line.id === 'M9' ? localAmount(line, action.value) : line.amount,
              edited: true,
            }
          : line,
      );
      return edit(state, lines, recalculationCodes.has(target.id));
    }
    case 'setRemarks': {
      const lines = state.lines.map((line) =>
        line.key === action.key ? { ...line, remarks: action.remarks } : line,
      );
      return edit(state, lines, false);
    }
    case 'setPaymentMethod':
      if (action.paymentMethod === state.paymentMethod) return state;
      return { ...state, paymentMethod: action.paymentMethod, dirty: true };
    case 'setPayslipRemarks':
      return { ...state, remarks: action.remarks, dirty: true };
    case 'setOvertimePeriod':
      return { ...state, overtimePeriod: { from: action.from, to: action.to }, dirty: true };
    case 'addPayItem': {
      const { item } = action;
      if (!payItemAvailable(item, state.lines)) return state;
      const value = decimalText(item.defaultAmount, 4, false);
      const line: EditorLine = {
        id: 'M9',
        typeId: item.typeId,
        payItemId: item.id,
        description: item.description,
        category: item.typeId,
        cPFType: item.cPFType,
        value,
        amount: localAmount({ unit: item.unit, category: item.typeId, amount: '0.00' }, value),
        defaultAmount: item.defaultAmount,
        defaultValue: item.defaultAmount,
        unit: item.unit,
        iRBACode: item.iRBACode,
        remarks: null,
        type: 'input',
        detail: 'Added to this payslip: press Update to work the figures out again.',
        key: lineKey({ id: 'M9', payItemId: item.id }),
        edited: true,
      };
      return edit(state, orderPayslipLines([...state.lines, line]), true);
    }
    case 'removePayItem': {
      const target = state.lines.find((line) => line.key === action.key);
      if (!target || !canDelete(target)) return state;
      return edit(
        state,
        state.lines.filter((line) => line.key !== action.key),
        true,
      );
    }
    case 'calculationStarted':
      return { ...state, calculating: state.revision, calculationError: null };
    case 'calculated': {
      if (action.revision !== state.revision) {
        // Values changed while this was being worked out: the answer is already out of date.
        return { ...state, calculating: null };
      }
      const { result } = action;
      // An answer with every line (payRollItem) replaces the lines; otherwise only the calculator
      // call's three figures, M4, M10A and M6, are updated.
      const three: Partial<Record<PayItemTypeCode, string>> = {
        M4: result.M4,
        M10A: result.M10A,
        M6: result.M6,
      };
      const lines = result.payRollItem
        ? editorLines(result.payRollItem)
        : state.lines.map((line) => ({
            ...line,
            amount: three[line.id] ?? line.amount,
            edited: false,
          }));
      return {
        ...state,
        lines,
        totals: result.totals ?? state.totals,
        ordinaryWages: result.ordinaryWages ?? state.ordinaryWages,
        additionalWages: result.additionalWages ?? state.additionalWages,
        warnings: result.warnings ?? state.warnings,
        needsRecalculation: false,
        calculating: null,
        calculationError: null,
      };
    }
    case 'calculationFailed':
      if (action.revision !== state.revision) return { ...state, calculating: null };
      // A failed calculation: Confirm is available again and the figures typed in are kept.
      return {
        ...state,
        needsRecalculation: false,
        calculating: null,
        calculationError: action.message,
      };
    case 'reset':
      return initialEditorState(action.payslip);
  }
}

/** What is wrong with the overtime period typed in, or null: both dates or neither, in order. */
export function overtimePeriodProblem(state: Pick<EditorState, 'overtimePeriod'>): string | null {
  const { from, to } = state.overtimePeriod;
  if (!from && !to) return null;
  if (!from || !to) return 'Give both dates of the overtime period, or neither';
  if (from > to) return 'The overtime period cannot end before it starts';
  return null;
}

/** Confirm waits for a pending recalculation (spec section 2) and a whole overtime period. */
export const canConfirm = (state: EditorState, readOnly = false) =>
  !readOnly &&
  !state.needsRecalculation &&
  state.calculating === null &&
  overtimePeriodProblem(state) === null;

/** The Update button beside M10A is enabled only while a recalculation is pending. */
export const canUpdate = (state: EditorState, readOnly = false) =>
  !readOnly && state.needsRecalculation && state.calculating === null;

/** Only custom (M9) items can be deleted, and never one of category Salary. */
export const canDelete = (line: Pick<PayslipLine, 'id' | 'category' | 'typeId' | 'claims'>) =>
  line.id === 'M9' && !paysClaims(line) && line.category !== 'Salary' && line.typeId !== 'Salary';

/** A pay item can be added while it is active and not on the payslip already. */
export function payItemAvailable(item: Pick<PayItem, 'id' | 'isActive'>, lines: EditorLine[]) {
  return (
    item.isActive &&
    !lines.some((line) => line.id === 'M9' && !paysClaims(line) && line.payItemId === item.id)
  );
}

export type PayItemOption = {
  value: string;
  label: string;
  disabled: boolean;
  /** Why it cannot be chosen. */
  note: string | null;
};

/** The Add More Pay Items pick list: inactive items and those on the payslip cannot be chosen. */
export function payItemOptions(items: readonly PayItem[], lines: EditorLine[]): PayItemOption[] {
  return items.map((item) => {
    const onPayslip = lines.some(
      (line) => line.id === 'M9' && !paysClaims(line) && line.payItemId === item.id,
    );
    const note = !item.isActive ? 'Inactive' : onPayslip ? 'On this payslip' : null;
    return { value: item.id, label: item.description, disabled: note !== null, note };
  });
}

/** One payslip of the save payload, also what the calculator is given. */
export function payslipInput(state: EditorState): PayslipSaveInput {
  const { payslip, lines } = state;
  // Basic pay is M1, or M3 when it comes from the attendance log: the salary rate either way.
  const salary = lines.find((line) => line.id === 'M1' || line.id === 'M3');
  const remarks = (text: string | null) => (text?.trim() ? text.trim() : null);
  return {
    id: payslip.id,
    version: payslip.version,
    employeeId: payslip.employeeId,
    paymentMethod: state.paymentMethod,
    paymentMethodExt:
      state.paymentMethod === 'giro' && payslip.paymentMethodExt
        ? {
            bankCode: payslip.paymentMethodExt.bankCode,
            accountNumber: payslip.paymentMethodExt.accountNumber,
          }
        : null,
    salary: {
      value: moneyText(salary?.value ?? '0', false),
      amount: salary?.amount ?? null,
      remarks: remarks(salary?.remarks ?? null),
      id: 'M1',
    },
    payslipPayItems: lines
      .filter((line) => line.id === 'M9' && line.payItemId && !paysClaims(line))
      .map((line) => ({
        payItemId: line.payItemId ?? '',
        description: line.description,
        category: line.typeId ?? 'Addition',
        cPFType: line.cPFType ?? 'OrdinaryWages',
        value: decimalText(line.value, 4, false),
        amount: line.amount,
        unit: line.unit === 'Percentage' ? 'Percentage' : 'Amount',
        iRBACode: line.iRBACode ?? 'OtherAllowance',
        remarks: remarks(line.remarks),
      })),
    payrollItem: lines
      .filter((line) => line.id !== 'M9')
      .map((line) => ({
        id: line.id,
        payItemId: line.payItemId,
        // L4 may be negative; the other inputs are 0 or more.
        value: line.type === 'input' ? decimalText(line.value, 4, line.id === 'L4') : null,
        amount: line.amount,
        remarks: remarks(line.remarks),
      })),
    employeeCPF: state.totals.employeeCPF,
    employerCPF: state.totals.employerCPF,
    grossSalary: state.totals.grossSalary,
    ow: state.ordinaryWages,
    aw: state.additionalWages,
    remarks: remarks(state.remarks),
    overtimePeriod:
      state.overtimePeriod.from && state.overtimePeriod.to
        ? { from: state.overtimePeriod.from, to: state.overtimePeriod.to }
        : null,
  };
}

/** The save payload (PUT /payroll/{id}: dateOfPayment and payslips[]) for the payslip on screen. */
export function savePayload(state: EditorState, dateOfPayment: string): PayrollSaveInput {
  return { dateOfPayment, payslips: [payslipInput(state)] };
}
