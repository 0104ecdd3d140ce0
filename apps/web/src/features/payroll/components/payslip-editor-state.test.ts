import type { PayItem } from '@tembusu/contracts/payroll';
import type {
  CalculatorResult,
  PayrollTotals,
  Payslip,
  PayslipLine,
} from '@tembusu/contracts/payroll-runs';
import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  canDelete,
  canUpdate,
  decimalText,
  type EditorAction,
  type EditorState,
  editorReducer,
  initialEditorState,
  overtimePeriodProblem,
  payItemOptions,
  payslipInput,
  savePayload,
} from './payslip-editor-state';

function line(id: PayslipLine['id'], overrides: Partial<PayslipLine> = {}): PayslipLine {
  const unit: Partial<Record<PayslipLine['id'], PayslipLine['unit']>> = {
    M1: 'Rate',
    M2: 'Days',
    M2a: 'Hours',
    M2b: 'Hours',
    M8a: 'Hours',
    M8b: 'Hours',
    M8c: 'Hours',
    M8d: 'Hours',
  };
  const input = id in unit;
  return {
    id,
    typeId: id === 'M1' ? 'Salary' : null,
    payItemId: null,
    description: id,
    category: null,
    cPFType: null,
    value: input ? '0' : null,
    amount: '0.00',
    defaultAmount: null,
    defaultValue: null,
    unit: unit[id] ?? null,
    iRBACode: null,
    remarks: null,
    type: input ? 'input' : ['M10A', 'M4', 'M5', 'M6'].includes(id) ? 'computed' : 'display',
    detail: `${id} detail`,
    ...overrides,
  };
}

const transport = line('M9', {
  typeId: 'Addition',
  payItemId: '35ee9263-35d5-4b67-82dc-f6b00ffe4bfa',
  description: 'Transport Allowance',
  category: 'Addition',
  cPFType: 'OrdinaryWages',
  value: '120.00',
  amount: '120.00',
  unit: 'Amount',
  iRBACode: 'TransportAllowance',
  type: 'input',
});

const totals: PayrollTotals = {
  grossSalary: '3520.00',
  employeeCPF: '440.00',
  employerCPF: '440.00',
  communityFund: '15.00',
  sdl: '8.80',
  netPay: '3065.00',
  total: '3968.80',
};

// As the server sends them, but shuffled: the editor puts them in the payslip's fixed line order
// itself.
const lines: PayslipLine[] = [
  line('M7', { amount: '3065.00' }),
  line('M1', { value: '3400.00', amount: '3400.00', category: 'Salary', cPFType: 'OrdinaryWages' }),
  line('M2', { category: 'Deduction' }),
  line('M2a'),
  line('M2b'),
  line('M8', { value: '0' }),
  line('M8a'),
  line('M8b'),
  line('M8c'),
  line('M8d'),
  transport,
  line('M10A', { amount: '-440.00' }),
  line('TotalWages', { amount: '3520.00' }),
  line('M4', { amount: '-15.00' }),
  line('M5', { amount: '8.80' }),
  line('M6', { amount: '440.00' }),
  line('M11', { amount: '3968.80' }),
];

const payslip: Payslip = {
  id: '8f9e4555-4089-40b7-b3e7-93d916ef3f81',
  payslipNo: 'PS-000001',
  version: 3,
  employeeId: '49ec1082-57f5-4ba2-a49b-2d42a3c8b76c',
  employee: {
    id: '49ec1082-57f5-4ba2-a49b-2d42a3c8b76c',
    name: 'Ahmad bin Ismail',
    employeeNumber: 'EMP-0007',
    department: { name: 'Operations' },
  },
  paymentMethod: 'giro',
  paymentMethodExt: {
    bankCode: 'OCBCSGSG',
    bankName: 'Oversea-Chinese Banking Corporation Ltd',
    accountNumber: '106-239433-6',
  },
  currency: 'SGD',
  workingTime: {
    workingDatesInRange: {
      from: '2026-11-01',
      to: '2026-11-30',
      workingDays: '21',
      workingDaysInMonth: '21',
      hourlyRate: '17.8322',
      overtimeRates: {} as Payslip['workingTime']['workingDatesInRange']['overtimeRates'],
    },
  },
  payRollItem: lines,
  dob: '1962-12-01',
  ct: 'citizen',
  ordinaryWages: '3520.00',
  additionalWages: '0.00',
  isTurnOnAttendLog: false,
  sdlAmount: '8.80',
  excludeCPFContributions: false,
  allowFullEmployerCPF: false,
  prCpfScheme: 'graduated',
  defaultWorkingHours: '8',
  originPayItems: [],
  totals,
  warnings: [],
  remarks: null,
  overtimePeriod: null,
};

const payItem = (overrides: Partial<PayItem>): PayItem => ({
  id: '686dbe90-40ff-4106-b37f-faf94f69accb',
  description: 'Annual Bonus',
  typeId: 'Addition',
  category: 'Bonus',
  cPFType: 'AdditionalWages',
  unit: 'Amount',
  defaultAmount: '500.00',
  iRBACode: 'Bonus',
  isActive: true,
  templateCount: 0,
  ...overrides,
});

const bonus = payItem({});
const advance = payItem({
  id: '0f7c2d8e-8c1e-4d5e-9a44-1b2f4b0a9c11',
  description: 'Salary Advance Recovery',
  typeId: 'Deduction',
  category: 'Deduction',
  cPFType: 'NoWages',
  defaultAmount: '200',
  iRBACode: 'NotTaxable',
});
const retired = payItem({
  id: 'a1d0c3e2-2b7f-4f7e-8f0a-3b5c6d7e8f90',
  description: 'Old Allowance',
  isActive: false,
});

const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);
const codes = (state: EditorState) => state.lines.map((l) => l.id);

const calculated = (overrides: Partial<CalculatorResult> = {}): CalculatorResult => ({
  payItem: [
    { id: 'M4', value: '-15.00' },
    { id: 'M10A', value: '-401.00' },
    { id: 'M6', value: '402.00' },
  ],
  M4: '-15.00',
  M10A: '-401.00',
  M6: '402.00',
  payRollItem: lines.map((l) =>
    l.id === 'M2' ? { ...l, value: '2', amount: '-309.09', detail: '2 days x $154.5455' } : l,
  ),
  ordinaryWages: '3210.91',
  additionalWages: '0.00',
  totals: { ...totals, grossSalary: '3210.91', employeeCPF: '401.00', netPay: '2794.91' },
  warnings: [{ code: 'EA_PART_IV', message: 'Part IV of the Employment Act applies' }],
  ...overrides,
});

describe('loading a payslip', () => {
  it("arranges the lines in the spec's fixed order", () => {
    const state = initialEditorState(payslip);
    expect(codes(state)).toEqual([
      'M1',
      'M2',
      'M2a',
      'M2b',
      'M8',
      'M8a',
      'M8b',
      'M8c',
      'M8d',
      'M9',
      'TotalWages',
      'M10A',
      'M7',
      'M4',
      'M5',
      'M6',
      'M11',
    ]);
    expect(canConfirm(state)).toBe(true);
    expect(canUpdate(state)).toBe(false);
  });
});

describe('recalculation', () => {
  it.each(['M1', 'M2', 'M2a', 'M2b', 'M8a', 'M8d'] as const)(
    'a change to %s disables Confirm and enables Update',
    (code) => {
      const state = run(initialEditorState(payslip), { type: 'setValue', key: code, value: '3' });
      expect(state.needsRecalculation).toBe(true);
      expect(state.dirty).toBe(true);
      expect(canConfirm(state)).toBe(false);
      expect(canUpdate(state)).toBe(true);
    },
  );

  it('a change to a custom item asks for it too, and shows its amount at once', () => {
    const state = run(initialEditorState(payslip), {
      type: 'setValue',
      key: `M9:${transport.payItemId}`,
      value: '150.5',
    });
    expect(canConfirm(state)).toBe(false);
    expect(state.lines.find((l) => l.id === 'M9')?.amount).toBe('150.50');
  });

  it('remarks and the payment method do not', () => {
    const state = run(
      initialEditorState(payslip),
      { type: 'setRemarks', key: 'M2', remarks: 'Medical leave' },
      { type: 'setPaymentMethod', paymentMethod: 'cash' },
    );
    expect(state.dirty).toBe(true);
    expect(state.needsRecalculation).toBe(false);
    expect(canConfirm(state)).toBe(true);
  });

  it('lines that are worked out cannot be typed into', () => {
    const state = run(initialEditorState(payslip), { type: 'setValue', key: 'M10A', value: '1' });
    expect(state.needsRecalculation).toBe(false);
    expect(state.dirty).toBe(false);
  });

  it('Update: both stay disabled while the calculator works, then Confirm is enabled', () => {
    const edited = run(initialEditorState(payslip), { type: 'setValue', key: 'M2', value: '2' });
    const working = run(edited, { type: 'calculationStarted' });
    expect(canConfirm(working)).toBe(false);
    expect(canUpdate(working)).toBe(false);

    const done = run(working, {
      type: 'calculated',
      revision: edited.revision,
      result: calculated(),
    });
    expect(canConfirm(done)).toBe(true);
    expect(canUpdate(done)).toBe(false);
    const absence = done.lines.find((l) => l.id === 'M2');
    expect(absence?.amount).toBe('-309.09');
    expect(absence?.value).toBe('2');
    expect(done.totals.netPay).toBe('2794.91');
    expect(done.ordinaryWages).toBe('3210.91');
    expect(done.warnings).toHaveLength(1);
  });

  it("an answer of the spec's three figures only updates those lines", () => {
    const edited = run(initialEditorState(payslip), { type: 'setValue', key: 'M2', value: '2' });
    const done = run(edited, {
      type: 'calculated',
      revision: edited.revision,
      result: {
        payItem: [],
        M4: '-14.00',
        M10A: '-401.00',
        M6: '402.00',
      },
    });
    expect(canConfirm(done)).toBe(true);
    expect(done.lines.find((l) => l.id === 'M10A')?.amount).toBe('-401.00');
    expect(done.lines.find((l) => l.id === 'M2')?.value).toBe('2');
    expect(done.totals).toEqual(totals);
  });

  it('a calculator failure re-enables Confirm and keeps the typed figures', () => {
    const edited = run(initialEditorState(payslip), { type: 'setValue', key: 'M2', value: '2' });
    const failed = run(
      edited,
      { type: 'calculationStarted' },
      { type: 'calculationFailed', revision: edited.revision, message: 'Server unavailable' },
    );
    expect(canConfirm(failed)).toBe(true);
    expect(canUpdate(failed)).toBe(false);
    expect(failed.calculationError).toBe('Server unavailable');
    expect(failed.lines.find((l) => l.id === 'M2')?.value).toBe('2');
    expect(failed.totals).toEqual(totals);
  });

  it('an answer for values changed since is not laid over them', () => {
    const edited = run(initialEditorState(payslip), { type: 'setValue', key: 'M2', value: '2' });
    const working = run(edited, { type: 'calculationStarted' });
    const changedAgain = run(working, { type: 'setValue', key: 'M2', value: '4' });
    const late = run(changedAgain, {
      type: 'calculated',
      revision: edited.revision,
      result: calculated(),
    });
    expect(late.lines.find((l) => l.id === 'M2')?.value).toBe('4');
    expect(canConfirm(late)).toBe(false);
    expect(canUpdate(late)).toBe(true);
  });

  it('a read-only payslip can neither be confirmed nor updated', () => {
    const edited = run(initialEditorState(payslip), { type: 'setValue', key: 'M2', value: '2' });
    expect(canConfirm(initialEditorState(payslip), true)).toBe(false);
    expect(canUpdate(edited, true)).toBe(false);
  });
});

describe('custom pay items (M9)', () => {
  it('inactive items and those on the payslip cannot be picked', () => {
    const state = initialEditorState(payslip);
    const onPayslip = payItem({
      id: transport.payItemId ?? '',
      description: 'Transport Allowance',
    });
    const options = payItemOptions([bonus, retired, onPayslip], state.lines);
    expect(options).toEqual([
      { value: bonus.id, label: 'Annual Bonus', disabled: false, note: null },
      { value: retired.id, label: 'Old Allowance', disabled: true, note: 'Inactive' },
      {
        value: onPayslip.id,
        label: 'Transport Allowance',
        disabled: true,
        note: 'On this payslip',
      },
    ]);
  });

  it('an added item is appended as M9, asks for a recalculation and is no longer available', () => {
    const state = run(initialEditorState(payslip), { type: 'addPayItem', item: bonus });
    const added = state.lines.filter((l) => l.id === 'M9');
    expect(added.map((l) => l.description)).toEqual(['Transport Allowance', 'Annual Bonus']);
    expect(codes(state).indexOf('M9') < codes(state).indexOf('TotalWages')).toBe(true);
    expect(added[1]).toMatchObject({ value: '500', amount: '500.00', type: 'input', edited: true });
    expect(canConfirm(state)).toBe(false);
    expect(payItemOptions([bonus], state.lines)[0]?.disabled).toBe(true);
    // Adding it twice does nothing.
    expect(run(state, { type: 'addPayItem', item: bonus })).toBe(state);
  });

  it('a NoWages deduction lands after employee CPF, taken off', () => {
    const state = run(initialEditorState(payslip), { type: 'addPayItem', item: advance });
    const at = state.lines.findIndex((l) => l.payItemId === advance.id);
    expect(state.lines[at - 1]?.id).toBe('M10A');
    expect(state.lines[at]?.amount).toBe('-200.00');
  });

  it('an inactive item cannot be added', () => {
    const state = initialEditorState(payslip);
    expect(run(state, { type: 'addPayItem', item: retired })).toBe(state);
  });

  it('deleting an item makes it available again', () => {
    const added = run(initialEditorState(payslip), { type: 'addPayItem', item: bonus });
    const removed = run(added, { type: 'removePayItem', key: `M9:${bonus.id}` });
    expect(removed.lines.some((l) => l.payItemId === bonus.id)).toBe(false);
    expect(payItemOptions([bonus], removed.lines)[0]?.disabled).toBe(false);
    expect(canConfirm(removed)).toBe(false);
  });

  it('only custom items can be deleted, never one of category Salary', () => {
    expect(canDelete(transport)).toBe(true);
    expect(canDelete(line('M1', { category: 'Salary' }))).toBe(false);
    expect(canDelete(line('M2'))).toBe(false);
    expect(canDelete({ ...transport, category: 'Salary', typeId: 'Salary' })).toBe(false);
    const state = initialEditorState({
      ...payslip,
      payRollItem: [
        ...lines,
        { ...transport, payItemId: 'salary', typeId: 'Salary', category: 'Salary' },
      ],
    });
    expect(run(state, { type: 'removePayItem', key: 'M9:salary' })).toBe(state);
  });
});

describe('a line paying claims', () => {
  // The same pay item as the custom transport line: claims paid through it are a line of their own.
  const claimsLine = line('M9', {
    ...transport,
    value: '86.40',
    amount: '86.40',
    remarks: 'Claims CL-000004, CL-000009',
    type: 'display',
    claims: [
      { id: 'c4', number: 'CL-000004' },
      { id: 'c9', number: 'CL-000009' },
    ],
  });
  const withClaims = initialEditorState({ ...payslip, payRollItem: [...lines, claimsLine] });

  it('sits beside a custom item of the same pay item, and cannot be deleted', () => {
    const keys = withClaims.lines.filter((l) => l.id === 'M9').map((l) => l.key);
    expect(new Set(keys).size).toBe(2);
    expect(canDelete(claimsLine)).toBe(false);
    expect(
      run(withClaims, { type: 'removePayItem', key: `M9:claims:${transport.payItemId}` }),
    ).toBe(withClaims);
  });

  it('is not sent back as a custom item: linking claims writes it, never the editor', () => {
    const items = payslipInput(withClaims).payslipPayItems;
    expect(items.map((item) => item.value)).toEqual(['120']);
  });
});

describe('the save payload', () => {
  it("carries the spec's fields for the payslip as edited", () => {
    const state = run(
      initialEditorState(payslip),
      { type: 'setValue', key: 'M2', value: '1.5' },
      { type: 'setValue', key: 'M1', value: '3500.456' },
      { type: 'setRemarks', key: 'M2', remarks: '  Unpaid leave  ' },
      { type: 'addPayItem', item: bonus },
      { type: 'setValue', key: `M9:${bonus.id}`, value: '' },
    );
    const payload = savePayload(state, '2026-11-28');
    expect(payload.dateOfPayment).toBe('2026-11-28');
    expect(payload.payslips).toHaveLength(1);
    const [slip] = payload.payslips;
    expect(slip).toMatchObject({
      id: payslip.id,
      version: 3,
      employeeId: payslip.employeeId,
      paymentMethod: 'giro',
      paymentMethodExt: { bankCode: 'OCBCSGSG', accountNumber: '106-239433-6' },
      salary: { value: '3500.46', amount: '3400.00', remarks: null, id: 'M1' },
      employeeCPF: '440.00',
      employerCPF: '440.00',
      grossSalary: '3520.00',
      ow: '3520.00',
      aw: '0.00',
    });
    expect(slip?.payslipPayItems).toEqual([
      {
        payItemId: transport.payItemId,
        description: 'Transport Allowance',
        category: 'Addition',
        cPFType: 'OrdinaryWages',
        value: '120',
        amount: '120.00',
        unit: 'Amount',
        iRBACode: 'TransportAllowance',
        remarks: null,
      },
      {
        payItemId: bonus.id,
        description: 'Annual Bonus',
        category: 'Addition',
        cPFType: 'AdditionalWages',
        // Left empty: a value that is not a finite number is saved as 0.
        value: '0',
        amount: '0.00',
        unit: 'Amount',
        iRBACode: 'Bonus',
        remarks: null,
      },
    ]);
    const items = slip?.payrollItem ?? [];
    expect(items.some((i) => i.id === 'M9')).toBe(false);
    expect(items.find((i) => i.id === 'M2')).toEqual({
      id: 'M2',
      payItemId: null,
      value: '1.5',
      amount: '0.00',
      remarks: 'Unpaid leave',
    });
    expect(items.find((i) => i.id === 'M10A')?.value).toBeNull();
    expect(items.map((i) => i.id)).toContain('M11');
  });

  it("sends the payslip's own remarks and its overtime period, once both dates are given", () => {
    const start = initialEditorState({
      ...payslip,
      remarks: 'Paid in two parts',
      overtimePeriod: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(payslipInput(start)).toMatchObject({
      remarks: 'Paid in two parts',
      overtimePeriod: { from: '2026-10-01', to: '2026-10-31' },
    });
    const edited = run(
      start,
      { type: 'setPayslipRemarks', remarks: '  Overtime of October  ' },
      { type: 'setOvertimePeriod', from: '2026-10-01', to: null },
    );
    expect(edited.dirty).toBe(true);
    // Half a period cannot be confirmed: the admin is told to give both dates or neither.
    expect(overtimePeriodProblem(edited)).toBe(
      'Give both dates of the overtime period, or neither',
    );
    expect(canConfirm(edited)).toBe(false);
    const backwards = run(edited, {
      type: 'setOvertimePeriod',
      from: '2026-10-31',
      to: '2026-10-01',
    });
    expect(overtimePeriodProblem(backwards)).toBe(
      'The overtime period cannot end before it starts',
    );
    expect(canConfirm(backwards)).toBe(false);
    const whole = run(edited, { type: 'setOvertimePeriod', from: '2026-10-01', to: '2026-10-31' });
    expect(canConfirm(whole)).toBe(true);
    expect(payslipInput(whole)).toMatchObject({
      remarks: 'Overtime of October',
      overtimePeriod: { from: '2026-10-01', to: '2026-10-31' },
    });
    const cleared = run(
      whole,
      { type: 'setPayslipRemarks', remarks: '   ' },
      { type: 'setOvertimePeriod', from: null, to: null },
    );
    expect(canConfirm(cleared)).toBe(true);
    expect(payslipInput(cleared)).toMatchObject({ remarks: null, overtimePeriod: null });
  });

  it('sends no bank details unless paid by GIRO', () => {
    const state = run(initialEditorState(payslip), {
      type: 'setPaymentMethod',
      paymentMethod: 'cheque',
    });
    expect(payslipInput(state)).toMatchObject({ paymentMethod: 'cheque', paymentMethodExt: null });
  });
});

describe('decimalText', () => {
  it.each([
    ['2', 4, '2'],
    ['02.50', 4, '2.5'],
    ['1.23456', 4, '1.2346'],
    ['3500.455', 2, '3500.46'],
    ['.5', 2, '0.5'],
    ['', 2, '0'],
    ['abc', 2, '0'],
    ['Infinity', 2, '0'],
    ['1e3', 2, '0'],
    ['-2', 4, '-2'],
    ['-0.00001', 4, '0'],
    ['12345678901234567890.5', 2, '12345678901234567890.5'],
  ])('%s to %i places is %s', (text, places, expected) => {
    expect(decimalText(text, places)).toBe(expected);
  });

  it('drops a sign where the value may not be negative', () => {
    expect(decimalText('-3', 2, false)).toBe('0');
  });
});
