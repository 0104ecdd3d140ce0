import { type PayrollKind, payrollKindLabels, payrollKinds } from '@tembusu/contracts/payroll-runs';

export const payrollKindOptions = payrollKinds.map((kind) => ({
  value: kind,
  label: payrollKindLabels[kind],
}));

/** What an off-cycle run will and will not pay, said before it is generated. */
export function offCycleNote(kind: PayrollKind, payBasicSalary: boolean): string | null {
  if (kind === 'regular') return null;
  const pays = payBasicSalary
    ? 'It pays basic salary; add the rest to each payslip once it is generated.'
    : 'It pays no basic salary: add what it pays to each payslip once it is generated.';
  return `${pays} CPF, community funds and SDL are worked out on the month's wages from every run together, less what the month's confirmed and paid payrolls already paid.`;
}
