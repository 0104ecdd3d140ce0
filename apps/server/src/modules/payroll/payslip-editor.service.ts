import type {
  CalculatorResult,
  PayrollDetail,
  PayslipSaveInput,
  zPayrollSaveInput,
} from '@tembusu/contracts/payroll-runs';
import { payslipChangedMessage } from '@tembusu/contracts/payroll-runs';
import { calculateCpf } from '@tembusu/payroll/cpf';
import { PayrollInputError, StatutoryTableError } from '@tembusu/payroll/errors';
import { toCents } from '@tembusu/payroll/money';
import { calculateShg } from '@tembusu/payroll/shg';
import { communityFundsInMonth, cpfWagesInSprMonth } from '@tembusu/payroll/spr-conversion';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict, invalid, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { organizationIn } from '../organization/organization.service.js';
import { wagesEarlierThisYear } from './opening-balances.service.js';
import { requirePayrollAllows } from './payroll.policy.js';
import { cpfResidency } from './payroll-generation.js';
import { loadedPayroll } from './payroll-lifecycle.service.js';
import { presentPayslip } from './payroll-presentation.js';
import { employeesForPayroll, updatePayroll } from './payroll-runs.repository.js';
import { findPayItems } from './payroll-setup.repository.js';
import { settingsIn } from './payroll-setup.service.js';
import { calculated } from './payslip-batch.service.js';
import {
  applyEdits,
  centsText,
  engineSchemeOf,
  type PayItemForPayslip,
} from './payslip-calculation.js';
import {
  findPayslip,
  listPayslipNumbers,
  listPayslips,
  type PayslipRow,
  updatePayslipAtVersion,
} from './payslips.repository.js';

async function detailIn(
  tx: Db,
  ctx: TenantContext,
  id: string,
  payslipNo?: string,
): Promise<PayrollDetail> {
  const row = await loadedPayroll(tx, ctx, id);
  const { currency } = await organizationIn(tx, ctx);
  const slips = await listPayslips(tx, ctx.organizationId, id, payslipNo);
  if (payslipNo && slips.length === 0) throw notFound('Payslip');
  return {
    id: row.id,
    payrollNo: row.payrollNo,
    dateOfPayment: row.dateOfPayment,
    month: row.month,
    year: row.year,
    periodType: row.periodType,
    periodValue: row.month,
    status: row.status,
    defaultWorkSchedule: { defaultWorkingHours: row.defaultWorkingHours },
    payslipNumbers: await listPayslipNumbers(tx, ctx.organizationId, id),
    payslips: slips.map((slip) => presentPayslip(slip, currency)),
  };
}

export function payrollDetail(ctx: TenantContext, id: string, payslipNo?: string) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => detailIn(tx, ctx, id, payslipNo));
}

/** The organisation's pay items that a payslip's custom lines name, as the lines take them. */
async function payItemsFor(
  tx: Db,
  ctx: TenantContext,
  edits: PayslipSaveInput[],
): Promise<Map<string, PayItemForPayslip>> {
  const ids = [...new Set(edits.flatMap((edit) => edit.payslipPayItems.map((i) => i.payItemId)))];
  const rows = await findPayItems(tx, ctx.organizationId, ids);
  return new Map(
    rows.map((item) => [
      item.id,
      {
        payItemId: item.id,
        description: item.description,
        category: item.type as PayItemForPayslip['category'],
        cPFType: item.cpfType,
        unit: item.unit,
        iRBACode: item.incomeType,
      },
    ]),
  );
}

/** The bank a payslip pays into: GIRO needs one, as on the employee's record. */
function bankOf(edit: PayslipSaveInput, slip: PayslipRow) {
  if (edit.paymentMethod !== 'giro') return { bankCode: null, bankAccountNumber: null };
  const bankCode = edit.paymentMethodExt?.bankCode ?? slip.bankCode;
  const bankAccountNumber = edit.paymentMethodExt?.accountNumber ?? slip.bankAccountNumber;
  if (!bankCode)
    throw invalid('paymentMethodExt.bankCode', 'paymentMethodExt.bankCode: GIRO needs a bank');
  if (!bankAccountNumber) {
    throw invalid(
      'paymentMethodExt.accountNumber',
      'paymentMethodExt.accountNumber: GIRO needs a bank account number',
    );
  }
  return { bankCode, bankAccountNumber };
}

/**
 * The editor's save: each payslip is worked out again from what was typed and saved only if
 * nobody changed it since it was loaded; one stale payslip refuses the whole save.
 */
export function savePayroll(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof zPayrollSaveInput>,
): Promise<PayrollDetail> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await loadedPayroll(tx, ctx, id);
    requirePayrollAllows(row.status, 'edit');
    const payItems = await payItemsFor(tx, ctx, input.payslips);
    for (const edit of input.payslips) {
      const slip = await findPayslip(tx, ctx.organizationId, id, edit.id);
      if (!slip) throw notFound('Payslip');
      if (slip.version !== edit.version) throw conflict(payslipChangedMessage);
      const inputs = applyEdits(slip.inputs, edit, payItems);
      const saved = await updatePayslipAtVersion(tx, ctx.organizationId, slip.id, edit.version, {
        ...calculated(inputs, `${slip.employeeName}'s payslip`),
        paymentMethod: edit.paymentMethod,
        ...bankOf(edit, slip),
        updatedAt: ctx.now,
      });
      if (!saved) throw conflict(payslipChangedMessage);
      await recordTenantAudit(ctx, tx, 'payslip.updated', slip.id, {
        payrollNo: row.payrollNo,
        payslipNo: slip.payslipNo,
        before: { netPay: slip.netPay, inputs: slip.inputs },
        after: { inputs },
      });
    }
    if (input.dateOfPayment !== row.dateOfPayment) {
      await updatePayroll(tx, ctx.organizationId, id, {
        dateOfPayment: input.dateOfPayment,
        updatedAt: ctx.now,
      });
    }
    return detailIn(tx, ctx, id);
  });
}

/**
 * The payslip editor's calculator (POST /employee/calculator-deduction, product spec section 7):
 * an employee's CPF (M10A employee, M6 employer) and community funds (M4)
 * on the given wages of a month, counting what this employer paid them earlier in the year.
 */
export function calculateDeductions(
  ctx: TenantContext,
  input: { employeeId: string; ow: string; aw: string; year: number; month: number },
): Promise<CalculatorResult> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const [employee] = await employeesForPayroll(tx, ctx.organizationId, [input.employeeId]);
    if (!employee) throw notFound('Employee');
    const settings = await settingsIn(tx, ctx);
    const earlier = (await wagesEarlierThisYear(tx, ctx, input)).get(employee.id);
    const wageMonth = `${input.year}-${String(input.month).padStart(2, '0')}`;
    try {
      const ordinaryCents = toCents(input.ow, 'ow');
      const additionalCents = toCents(input.aw, 'aw');
      const residency = cpfResidency(employee.residency);
      // In the month the SPR status starts, CPF is due only on the wages for the period from the
      // SPR date (spr-conversion.ts); the funds read the month's whole wages.
      const cpfWages = cpfWagesInSprMonth({
        wageMonth,
        residency,
        prStartDate: employee.prStartDate,
        employedFrom: employee.employmentStartDate,
        employedTo: employee.employmentEndDate,
        ordinaryWagesCents: ordinaryCents,
        additionalWagesCents: additionalCents,
      });
      const cpf = employee.excludeCpfContributions
        ? null
        : calculateCpf({
            wageMonth,
            birthDate: employee.dateOfBirth,
            residency,
            prStartDate: employee.prStartDate,
            prScheme: engineSchemeOf(employee.prCpfScheme),
            ordinaryWagesCents: cpfWages.ordinaryWagesCents,
            additionalWagesCents: cpfWages.additionalWagesCents,
            ordinaryWagesEarlierThisYearCents: toCents(earlier?.ordinaryWages ?? '0'),
            additionalWagesEarlierThisYearCents: toCents(earlier?.additionalWages ?? '0'),
          });
      const totalWagesCents = ordinaryCents + additionalCents;
      const funds = settings.deductCommunityFunds
        ? communityFundsInMonth(employee.communityFunds, {
            wageMonth,
            residency,
            prStartDate: employee.prStartDate,
          })
        : [];
      const fundCents = funds.reduce(
        (sum, fund) => sum + calculateShg({ fund, wageMonth, totalWagesCents }),
        0,
      );
      const M4 = centsText(-fundCents);
      const M10A = centsText(-(cpf?.employeeCents ?? 0));
      const M6 = centsText(cpf?.employerCents ?? 0);
      return {
        payItem: [
          { id: 'M4', value: M4 },
          { id: 'M10A', value: M10A },
          { id: 'M6', value: M6 },
        ],
        M4,
        M10A,
        M6,
      };
    } catch (error) {
      if (error instanceof PayrollInputError || error instanceof StatutoryTableError) {
        throw invalid('paymentPeriod', `paymentPeriod: ${error.message}`);
      }
      throw error;
    }
  });
}

/** The calculator behind the editor's Update: works a payslip out as edited, saving nothing. */
export function calculatePayslipAsEdited(
  ctx: TenantContext,
  payrollId: string,
  edit: PayslipSaveInput,
): Promise<CalculatorResult> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await loadedPayroll(tx, ctx, payrollId);
    const slip = await findPayslip(tx, ctx.organizationId, payrollId, edit.id);
    if (!slip) throw notFound('Payslip');
    const inputs = applyEdits(slip.inputs, edit, await payItemsFor(tx, ctx, [edit]));
    const figures = calculated(inputs, `${slip.employeeName}'s payslip`);
    const amountOf = (code: string) =>
      figures.calculation.lines.find((line) => line.id === code)?.amount ?? '0.00';
    return {
      payItem: [
        { id: 'M4', value: amountOf('M4') },
        { id: 'M10A', value: amountOf('M10A') },
        { id: 'M6', value: amountOf('M6') },
      ],
      M4: amountOf('M4'),
      M10A: amountOf('M10A'),
      M6: amountOf('M6'),
      payRollItem: figures.calculation.lines,
      ordinaryWages: figures.ordinaryWages,
      additionalWages: figures.additionalWages,
      totals: {
        grossSalary: figures.grossSalary,
        employeeCPF: figures.employeeCpf,
        employerCPF: figures.employerCpf,
        communityFund: figures.communityFund,
        sdl: figures.sdl,
        netPay: figures.netPay,
        total: figures.total,
      },
      warnings: figures.calculation.warnings,
    };
  });
}
