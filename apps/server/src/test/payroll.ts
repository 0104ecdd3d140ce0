import type { PayItem } from '@tembusu/contracts/payroll';
import type { PayrollGeneration, Payslip } from '@tembusu/contracts/payroll-runs';
import { expect } from 'vitest';
import type { apiCaller } from './app.js';

type Call = ReturnType<typeof apiCaller>;

/** Starts a generation (POST /payroll/generate) and waits for its job to finish, either way. */
export async function generationOf(call: Call, body: object): Promise<PayrollGeneration> {
  const started = await call('POST', '/payroll/generate', body);
  expect(started.statusCode, started.body).toBe(202);
  return finishedGeneration(call, started.json().data.id);
}

/** Waits for a queued generation's job to finish, either way. */
export async function finishedGeneration(call: Call, id: string): Promise<PayrollGeneration> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const progress: PayrollGeneration = (await call('GET', `/payroll/generations/${id}`)).json()
      .data;
    if (progress.state === 'completed' || progress.state === 'failed') return progress;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The payroll generation did not finish');
}

/** Generates a payroll and answers its id; a failed generation fails the test with its reason. */
export async function generatedPayroll(call: Call, body: object): Promise<string> {
  const generation = await generationOf(call, body);
  if (generation.state === 'failed' || !generation.payrollId) {
    throw new Error(generation.error ?? 'The payroll generation failed');
  }
  return generation.payrollId;
}

/** The save payload the editor sends for a payslip, with changes applied to its lines. */
export function savePayload(
  slip: Payslip,
  changes: { values?: Record<string, string>; items?: object[] } = {},
) {
  return {
    id: slip.id,
    version: slip.version,
    employeeId: slip.employeeId,
    paymentMethod: slip.paymentMethod,
    paymentMethodExt: slip.paymentMethodExt,
    salary: {
      id: 'M1',
      value: changes.values?.M1 ?? slip.payRollItem[0]?.value ?? '0',
      remarks: null,
    },
    payslipPayItems:
      changes.items ??
      slip.payRollItem
        // A line paying claims is written by linking them, not sent back by the editor.
        .filter((line) => line.id === 'M9' && !line.claims)
        .map((line) => ({
          payItemId: line.payItemId,
          description: line.description,
          category: line.category,
          cPFType: line.cPFType,
          value: line.value,
          unit: line.unit,
          iRBACode: line.iRBACode,
          remarks: line.remarks,
        })),
    payrollItem: slip.payRollItem
      .filter((line) => line.id !== 'M9')
      .map((line) => ({
        id: line.id,
        value: changes.values?.[line.id] ?? line.value,
        remarks: line.remarks,
      })),
    employeeCPF: slip.totals.employeeCPF,
    employerCPF: slip.totals.employerCPF,
    grossSalary: slip.totals.grossSalary,
    ow: slip.ordinaryWages,
    aw: slip.additionalWages,
  };
}

/** The organisation's pay item of that description (the demo seed's 'Annual Bonus', ...). */
export async function payItemNamed(call: Call, description: string): Promise<PayItem> {
  const items: PayItem[] = (await call('GET', '/payroll/pay-items')).json().data;
  const item = items.find((candidate) => candidate.description === description);
  if (!item) throw new Error(`No pay item '${description}'`);
  return item;
}

/** A pay item as a line of the editor's save payload (`savePayload`'s `items`): an amount, or a percentage of basic salary for a percentage item. */
export function payItemLine(item: PayItem, value: string, remarks: string | null = null) {
  return {
    payItemId: item.id,
    description: item.description,
    category: item.typeId,
    cPFType: item.cPFType,
    value,
    unit: item.unit,
    iRBACode: item.iRBACode,
    remarks,
  };
}
