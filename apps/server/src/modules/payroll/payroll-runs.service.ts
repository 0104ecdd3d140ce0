import type { PayrollSettings } from '@tembusu/contracts/payroll';
import {
  type CalculatorResult,
  confirmedPayrollMessage,
  type PayrollCandidates,
  type PayrollDetail,
  type PayrollGeneration,
  type PayrollListItem,
  type PayrollSummary,
  type PayrollTotals,
  type Payslip,
  type PayslipLine,
  type PayslipSaveInput,
  paidPayrollMessage,
  payslipChangedMessage,
  type zGeneratePayrollInput,
  type zPayrollSaveInput,
} from '@tembusu/contracts/payroll-runs';
import { banks } from '@tembusu/contracts/reference/banks';
import { calculateCpf } from '@tembusu/payroll/cpf';
import { PayrollInputError, StatutoryTableError } from '@tembusu/payroll/errors';
import { toCents } from '@tembusu/payroll/money';
import { calculateShg } from '@tembusu/payroll/shg';
import type { CommunityFund } from '@tembusu/payroll/statutory/self-help-groups';
import { payrollEngineVersion, statutoryTableVersions } from '@tembusu/payroll/versions';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.repository.js';
import { findOrganization } from '../organization/organization.repository.js';
import { workingHoursIn } from '../organization/organization.service.js';
import {
  cpfResidency,
  type EmployeeForPayroll,
  exclusionReason,
  initialInputs,
  standardDayHours,
} from './payroll-generation.js';
import {
  advancePayslipNumber,
  deletePayroll,
  earlierWagesThisYear,
  employeesForPayroll,
  findGeneration,
  findPayroll,
  findPayslip,
  insertGeneration,
  insertPayroll,
  insertPayslips,
  listPayrollPage,
  listPayslipNumbers,
  listPayslips,
  lockNumbering,
  nextPayrollNo,
  type PayrollRow,
  type PayrollSums,
  type PayslipRow,
  payrollNosPayingInMonth,
  payrollSums,
  updateGeneration,
  updatePayroll,
  updatePayslipAtVersion,
} from './payroll-runs.repository.js';
import { findPayItems } from './payroll-setup.repository.js';
import {
  defaultPayrollSettings,
  periodsIn,
  settingsIn,
  templatesIn,
} from './payroll-setup.service.js';
import {
  applyEdits,
  calculate,
  centsText,
  editorLines,
  type PayItemForPayslip,
  type PayslipInputs,
  totalsOf,
  wagesForCpf,
} from './payslip-calculation.js';

type Month = { year: number; month: number };

const bankNames = new Map<string, string>(banks.map((bank) => [bank.code, bank.name]));

async function periodOf(tx: Db, ctx: TenantContext, { year, month }: Month) {
  const period = (await periodsIn(tx, ctx, year)).find((p) => p.periodValue === month);
  if (!period) throw invalid('month', 'month: choose a month from 1 to 12');
  return period;
}

function candidate(employee: EmployeeForPayroll, excludedReason: string | null) {
  return {
    employeeId: employee.id,
    name: employee.name,
    employeeNumber: employee.employeeNumber,
    departmentName: employee.departmentName,
    salaryBasis: employee.salaryBasis,
    salaryAmount: employee.salaryAmount,
    paySchemeTemplateName: employee.paySchemeTemplateName,
    excludedReason,
  };
}

/** Everyone in the organisation, each either payable in the period or left out with a reason. */
async function candidatesIn(
  tx: Db,
  ctx: TenantContext,
  month: Month,
  period: { label: string; startDate: string; endDate: string; paymentDate: string },
): Promise<PayrollCandidates> {
  const paying = await payrollNosPayingInMonth(tx, ctx.organizationId, month);
  const people = await employeesForPayroll(tx, ctx.organizationId);
  return {
    ...month,
    periodLabel: period.label,
    startDate: period.startDate,
    endDate: period.endDate,
    paymentDate: period.paymentDate,
    candidates: people.map((employee) =>
      candidate(employee, exclusionReason(employee, period, paying.get(employee.id))),
    ),
  };
}

export function payrollCandidates(ctx: TenantContext, month: Month): Promise<PayrollCandidates> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    candidatesIn(tx, ctx, month, await periodOf(tx, ctx, month)),
  );
}

function generation(row: {
  id: string;
  state: string;
  done: number;
  total: number;
  payrollId: string | null;
  error: string | null;
}): PayrollGeneration {
  return {
    id: row.id,
    state: row.state as PayrollGeneration['state'],
    done: row.done,
    total: row.total,
    payrollId: row.payrollId,
    error: row.error,
  };
}

export const payrollGenerationQueue = 'payroll-generation';

export type GenerationJob = { generationId: string; organizationId: string; accountId: string };

/**
 * Checks the request and queues the payroll's generation; the page follows its progress. Every
 * employee named must be payable in the month, so nobody is silently left out.
 */
export function requestPayrollGeneration(
  ctx: TenantContext,
  input: z.output<typeof zGeneratePayrollInput>,
  enqueue: (job: GenerationJob) => Promise<void>,
): Promise<PayrollGeneration> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const period = await periodOf(tx, ctx, input);
    await payableEmployees(tx, ctx, input, period, input.employeeIds);
    const row = await insertGeneration(tx, {
      organizationId: ctx.organizationId,
      request: input,
      state: 'queued',
      total: input.employeeIds.length,
      requestedBy: ctx.accountId,
    });
    await recordTenantAudit(ctx, tx, 'payroll.generation_requested', row.id, {
      year: input.year,
      month: input.month,
      employees: input.employeeIds.length,
    });
    return row;
  }).then(async (row) => {
    await enqueue({
      generationId: row.id,
      organizationId: ctx.organizationId,
      accountId: ctx.accountId,
    });
    return generation(row);
  });
}

export function getPayrollGeneration(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findGeneration(tx, ctx.organizationId, id);
    if (!row) throw notFound('Payroll generation');
    return generation(row);
  });
}

/** The named employees, refused together if any of them cannot be paid in the month. */
async function payableEmployees(
  tx: Db,
  ctx: TenantContext,
  month: Month,
  period: { startDate: string; endDate: string },
  employeeIds: string[],
): Promise<EmployeeForPayroll[]> {
  const unique = [...new Set(employeeIds)];
  const people = await employeesForPayroll(tx, ctx.organizationId, unique);
  if (people.length !== unique.length) {
    throw invalid('employeeIds', 'employeeIds: choose employees of this organisation');
  }
  const paying = await payrollNosPayingInMonth(tx, ctx.organizationId, month);
  for (const employee of people) {
    const reason = exclusionReason(employee, period, paying.get(employee.id));
    if (reason)
      throw invalid('employeeIds', `employeeIds: ${employee.name} cannot be paid: ${reason}`);
  }
  return people;
}

type NewPayslip = Omit<
  typeof import('../../db/schema/payroll.js').payslips.$inferInsert,
  'payrollId' | 'payslipNo'
>;

/** Works out a payslip for each employee, calling back as each batch is done. */
async function computePayslips(
  tx: Db,
  ctx: TenantContext,
  month: Month,
  people: EmployeeForPayroll[],
  onProgress: (done: number) => Promise<void>,
): Promise<NewPayslip[]> {
  const [settings, schedule, templates, period, earlier] = [
    await settingsIn(tx, ctx),
    await workingHoursIn(tx, ctx.organizationId),
    await templatesIn(tx, ctx.organizationId),
    await periodOf(tx, ctx, month),
    await earlierWagesThisYear(tx, ctx.organizationId, month),
  ];
  const templateById = new Map(templates.map((template) => [template.id, template]));
  const rows: NewPayslip[] = [];
  for (const [index, employee] of people.entries()) {
    const inputs = initialInputs({
      employee,
      period,
      schedule,
      template: employee.paySchemeTemplateId
        ? (templateById.get(employee.paySchemeTemplateId) ?? null)
        : null,
      settings,
      earlier: earlier.get(employee.id) ?? { ordinaryWages: '0', additionalWages: '0' },
    });
    rows.push({
      organizationId: ctx.organizationId,
      employeeId: employee.id,
      employeeName: employee.name,
      employeeNumber: employee.employeeNumber,
      departmentName: employee.departmentName,
      paymentMethod: employee.paymentMode,
      bankCode: employee.bankCode,
      bankAccountNumber: employee.bankAccountNumber,
      ...calculated(inputs, `${employee.name}'s payslip`),
    });
    if ((index + 1) % 250 === 0) await onProgress(index + 1);
  }
  return rows;
}

/** The stored figures of a payslip worked out from its inputs. */
function calculated(inputs: PayslipInputs, what: string) {
  let result: ReturnType<typeof calculate>;
  try {
    result = calculate(inputs);
  } catch (error) {
    if (error instanceof PayrollInputError) {
      throw invalid(error.field, `${error.field}: ${what} cannot be worked out: ${error.message}`);
    }
    throw error;
  }
  const totals = totalsOf(result);
  const forCpf = wagesForCpf(result);
  return {
    inputs,
    calculation: {
      lines: editorLines(inputs, result),
      hourlyRate: result.hourlyRate.toFixed(4),
      warnings: result.warnings.map(({ code, message }) => ({ code, message })),
      communityFunds: result.communityFunds.map(({ fund, amount }) => ({
        fund,
        amount: centsText(toCents(amount)),
      })),
    },
    ordinaryWages: centsText(result.cents.ow),
    additionalWages: centsText(result.cents.aw),
    ordinaryWagesForCpf: forCpf.ordinary,
    additionalWagesForCpf: forCpf.additional,
    grossSalary: totals.grossSalary,
    employeeCpf: totals.employeeCPF,
    employerCpf: totals.employerCPF,
    communityFund: totals.communityFund,
    sdl: totals.sdl,
    netPay: totals.netPay,
    total: totals.total,
  };
}

/** Numbers the payslips and writes them into the payroll, in the caller's transaction. */
async function writePayslips(
  tx: Db,
  ctx: TenantContext,
  payrollId: string,
  rows: NewPayslip[],
  numbering: { payslipPrefix: string; nextPayslipNumber: number; payslipNumberDigits: number },
) {
  const numbered = rows.map((row, index) => ({
    ...row,
    payrollId,
    payslipNo: `${numbering.payslipPrefix}${String(numbering.nextPayslipNumber + index).padStart(numbering.payslipNumberDigits, '0')}`,
  }));
  await insertPayslips(tx, numbered);
  await advancePayslipNumber(tx, ctx.organizationId, numbering.nextPayslipNumber + rows.length);
}

const numberingDefaults = (settings: Omit<PayrollSettings, 'breakDeduction'>) => {
  const { payFrequency, defaultPaymentDay, paymentMonth, contributeSdl, deductCommunityFunds } =
    settings;
  return {
    payFrequency,
    defaultPaymentDay,
    paymentMonth,
    contributeSdl,
    deductCommunityFunds,
    payslipPrefix: settings.payslipPrefix,
    nextPayslipNumber: settings.nextPayslipNumber,
    payslipNumberDigits: settings.payslipNumberDigits,
  };
};

/**
 * The job: works out every payslip, then writes the payroll and all its payslips in one
 * transaction, so a failure leaves nothing behind.
 */
export async function runPayrollGeneration(
  db: Db,
  job: GenerationJob,
  now: () => Date,
): Promise<void> {
  const ctx: TenantContext = {
    db,
    organizationId: job.organizationId,
    accountId: job.accountId,
    now: now(),
    ip: 'payroll-generation',
  };
  const row = await withTenant(db, ctx.organizationId, (tx) =>
    findGeneration(tx, ctx.organizationId, job.generationId),
  );
  if (row?.state !== 'queued') return;
  const request = row.request as z.output<typeof zGeneratePayrollInput>;
  const progress = (values: Parameters<typeof updateGeneration>[3]) =>
    withTenant(db, ctx.organizationId, (tx) =>
      updateGeneration(tx, ctx.organizationId, job.generationId, { ...values, updatedAt: now() }),
    );
  await progress({ state: 'running' });
  try {
    const payroll = await withTenant(db, ctx.organizationId, async (tx) => {
      const numbering = await lockNumbering(
        tx,
        ctx.organizationId,
        numberingDefaults(defaultPayrollSettings),
      );
      const period = await periodOf(tx, ctx, request);
      const people = await payableEmployees(tx, ctx, request, period, request.employeeIds);
      const rows = await computePayslips(tx, ctx, request, people, async (done) => {
        // Progress is written outside this transaction so the page sees it before the end.
        await progress({ done });
      });
      const schedule = await workingHoursIn(tx, ctx.organizationId);
      const created = await insertPayroll(tx, {
        organizationId: ctx.organizationId,
        payrollNo: await nextPayrollNo(tx, ctx.organizationId),
        periodType: 'Monthly',
        year: request.year,
        month: request.month,
        startDate: period.startDate,
        endDate: period.endDate,
        dateOfPayment: request.dateOfPayment,
        status: 'draft',
        defaultWorkingHours: standardDayHours(schedule),
        createdBy: ctx.accountId,
      });
      await writePayslips(tx, ctx, created.id, rows, numbering);
      await recordTenantAudit(ctx, tx, 'payroll.generated', created.id, {
        payrollNo: created.payrollNo,
        employees: rows.length,
      });
      return created;
    });
    await progress({ state: 'completed', done: request.employeeIds.length, payrollId: payroll.id });
  } catch (error) {
    // A rule the request broke is the admin's to fix; anything else is ours, and is logged.
    const message =
      error instanceof AppError
        ? error.message
        : 'The payroll could not be generated. Nothing was saved; try again.';
    await progress({ state: 'failed', error: message });
    if (!(error instanceof AppError)) throw error;
  }
}

export function money(sums: Partial<PayrollSums> | undefined): PayrollTotals {
  return {
    grossSalary: sums?.grossSalary ?? '0.00',
    employeeCPF: sums?.employeeCpf ?? '0.00',
    employerCPF: sums?.employerCpf ?? '0.00',
    communityFund: sums?.communityFund ?? '0.00',
    sdl: sums?.sdl ?? '0.00',
    netPay: sums?.netPay ?? '0.00',
    total: sums?.total ?? '0.00',
  };
}

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export const periodLabelOf = (row: { year: number; month: number }) =>
  `${monthNames[row.month - 1]} ${row.year}`;

function listItem(row: PayrollRow, sums: PayrollSums | undefined): PayrollListItem {
  return {
    id: row.id,
    payrollNo: row.payrollNo,
    year: row.year,
    month: row.month,
    periodLabel: periodLabelOf(row),
    dateOfPayment: row.dateOfPayment,
    headcount: sums?.headcount ?? 0,
    status: row.status as PayrollListItem['status'],
    totals: money(sums),
  };
}

export function listPayrolls(
  ctx: TenantContext,
  query: { page: number; pageSize: number; year?: number },
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { rows, total } = await listPayrollPage(
      tx,
      ctx.organizationId,
      { year: query.year },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    );
    const sums = await payrollSums(
      tx,
      ctx.organizationId,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => listItem(row, sums.get(row.id))), total };
  });
}

async function loadedPayroll(tx: Db, ctx: TenantContext, id: string) {
  const row = await findPayroll(tx, ctx.organizationId, id);
  if (!row) throw notFound('Payroll');
  return row;
}

export type Calculation = {
  lines: PayslipLine[];
  hourlyRate: string;
  warnings: Payslip['warnings'];
  communityFunds: { fund: string; amount: string }[];
};

export function payrollSummary(ctx: TenantContext, id: string): Promise<PayrollSummary> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await loadedPayroll(tx, ctx, id);
    const sums = await payrollSums(tx, ctx.organizationId, [id]);
    const slips = await listPayslips(tx, ctx.organizationId, id);
    return {
      ...listItem(row, sums.get(id)),
      engineVersion: row.engineVersion,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      paidAt: row.paidAt?.toISOString() ?? null,
      rows: slips.map((slip) => ({
        payslipId: slip.id,
        payslipNo: slip.payslipNo,
        employeeId: slip.employeeId,
        name: slip.employeeName,
        employeeNumber: slip.employeeNumber,
        departmentName: slip.departmentName,
        paymentMethod: slip.paymentMethod as Payslip['paymentMethod'],
        grossSalary: slip.grossSalary,
        employeeCPF: slip.employeeCpf,
        employerCPF: slip.employerCpf,
        communityFund: slip.communityFund,
        sdl: slip.sdl,
        netPay: slip.netPay,
        warnings: (slip.calculation as Calculation).warnings.length,
      })),
    };
  });
}

export function presentPayslip(slip: PayslipRow, currency: string): Payslip {
  const inputs = slip.inputs as PayslipInputs;
  const calculation = slip.calculation as Calculation;
  return {
    id: slip.id,
    payslipNo: slip.payslipNo,
    version: slip.version,
    employeeId: slip.employeeId,
    employee: {
      id: slip.employeeId,
      name: slip.employeeName,
      employeeNumber: slip.employeeNumber,
      department: slip.departmentName ? { name: slip.departmentName } : null,
    },
    paymentMethod: slip.paymentMethod as Payslip['paymentMethod'],
    paymentMethodExt:
      slip.paymentMethod === 'giro' && slip.bankCode && slip.bankAccountNumber
        ? {
            bankCode: slip.bankCode,
            bankName: bankNames.get(slip.bankCode) ?? slip.bankCode,
            accountNumber: slip.bankAccountNumber,
          }
        : null,
    currency,
    workingTime: {
      workingDatesInRange: {
        from: inputs.rangeFrom,
        to: inputs.rangeTo,
        workingDays: inputs.workingDaysInRange,
        workingDaysInMonth: inputs.workingDaysInMonth,
        hourlyRate: calculation.hourlyRate,
        overtimeRates: inputs.overtimeRates,
      },
    },
    payRollItem: calculation.lines,
    dob: inputs.employee.birthDate,
    ct: inputs.employee.residency,
    ordinaryWages: slip.ordinaryWages,
    additionalWages: slip.additionalWages,
    isTurnOnAttendLog: false,
    sdlAmount: slip.sdl,
    excludeCPFContributions: inputs.excludeCpf,
    allowFullEmployerCPF: inputs.allowFullEmployerCpf,
    defaultWorkingHours: inputs.hoursPerDay,
    originPayItems: inputs.originPayItems,
    totals: {
      grossSalary: slip.grossSalary,
      employeeCPF: slip.employeeCpf,
      employerCPF: slip.employerCpf,
      communityFund: slip.communityFund,
      sdl: slip.sdl,
      netPay: slip.netPay,
      total: slip.total,
    },
    warnings: calculation.warnings,
  };
}

async function detailIn(
  tx: Db,
  ctx: TenantContext,
  id: string,
  payslipNo?: string,
): Promise<PayrollDetail> {
  const row = await loadedPayroll(tx, ctx, id);
  const organization = await findOrganization(tx, ctx.organizationId);
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
    status: row.status as PayrollDetail['status'],
    defaultWorkSchedule: { defaultWorkingHours: row.defaultWorkingHours },
    payslipNumbers: await listPayslipNumbers(tx, ctx.organizationId, id),
    payslips: slips.map((slip) => presentPayslip(slip, organization?.currency ?? 'SGD')),
  };
}

export function payrollDetail(ctx: TenantContext, id: string, payslipNo?: string) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => detailIn(tx, ctx, id, payslipNo));
}

function editable(row: PayrollRow) {
  if (row.status === 'paid') throw conflict(paidPayrollMessage);
  if (row.status === 'confirmed') throw conflict(confirmedPayrollMessage);
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
        cPFType: item.cpfType as PayItemForPayslip['cPFType'],
        unit: item.unit as PayItemForPayslip['unit'],
        iRBACode: item.incomeType as PayItemForPayslip['iRBACode'],
      },
    ]),
  );
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
    editable(row);
    const payItems = await payItemsFor(tx, ctx, input.payslips);
    for (const edit of input.payslips) {
      const slip = await findPayslip(tx, ctx.organizationId, id, edit.id);
      if (!slip) throw notFound('Payslip');
      if (slip.version !== edit.version) throw conflict(payslipChangedMessage);
      const inputs = applyEdits(slip.inputs as PayslipInputs, edit, payItems);
      const saved = await updatePayslipAtVersion(tx, ctx.organizationId, slip.id, edit.version, {
        ...calculated(inputs, `${slip.employeeName}'s payslip`),
        paymentMethod: edit.paymentMethod,
        bankCode:
          edit.paymentMethod === 'giro' ? (edit.paymentMethodExt?.bankCode ?? slip.bankCode) : null,
        bankAccountNumber:
          edit.paymentMethod === 'giro'
            ? (edit.paymentMethodExt?.accountNumber ?? slip.bankAccountNumber)
            : null,
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
 * The spec's calculator: an employee's CPF (M10A employee, M6 employer) and community funds (M4)
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
    const earlier = (await earlierWagesThisYear(tx, ctx.organizationId, input)).get(employee.id);
    const wageMonth = `${input.year}-${String(input.month).padStart(2, '0')}`;
    try {
      const cpf = employee.excludeCpfContributions
        ? null
        : calculateCpf({
            wageMonth,
            birthDate: employee.dateOfBirth,
            residency: cpfResidency(employee.residency),
            prStartDate: employee.prStartDate,
            prScheme: employee.allowFullEmployerCpf ? 'full-employer' : 'graduated',
            ordinaryWages: input.ow,
            additionalWages: input.aw,
            ordinaryWagesEarlierThisYear: earlier?.ordinaryWages ?? '0',
            additionalWagesEarlierThisYear: earlier?.additionalWages ?? '0',
          });
      const totalWages = centsText(toCents(input.ow) + toCents(input.aw));
      const funds = settings.deductCommunityFunds
        ? (employee.communityFunds as CommunityFund[])
        : [];
      const fundCents = funds.reduce(
        (sum, fund) => sum + toCents(calculateShg({ fund, wageMonth, totalWages })),
        0,
      );
      const M4 = centsText(-fundCents);
      const M10A = centsText(-(cpf?.employee ?? 0) * 100);
      const M6 = centsText((cpf?.employer ?? 0) * 100);
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
    const inputs = applyEdits(
      slip.inputs as PayslipInputs,
      edit,
      await payItemsFor(tx, ctx, [edit]),
    );
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

export function removePayroll(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await loadedPayroll(tx, ctx, id);
    if (row.status === 'paid') throw conflict(paidPayrollMessage);
    await deletePayroll(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'payroll.deleted', id, { payrollNo: row.payrollNo });
  });
}

/**
 * Draft to confirmed: the payroll records the engine and the statutory table rows its figures
 * came from. Confirmed back to draft is allowed until it is paid.
 */
export function setPayrollStatus(
  ctx: TenantContext,
  id: string,
  status: 'draft' | 'confirmed' | 'paid',
): Promise<PayrollListItem> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await loadedPayroll(tx, ctx, id);
    const allowed: Record<string, string> = {
      'draft>confirmed': 'payroll.confirmed',
      'confirmed>draft': 'payroll.reopened',
      'confirmed>paid': 'payroll.paid',
    };
    const action = allowed[`${row.status}>${status}`];
    if (!action) {
      throw conflict(
        row.status === 'paid'
          ? paidPayrollMessage
          : `A ${row.status} payroll cannot be marked ${status}`,
      );
    }
    const wageMonth = `${row.year}-${String(row.month).padStart(2, '0')}`;
    await updatePayroll(tx, ctx.organizationId, id, {
      status,
      updatedAt: ctx.now,
      ...(status === 'confirmed'
        ? {
            confirmedAt: ctx.now,
            engineVersion: payrollEngineVersion,
            tableVersions: statutoryTableVersions(wageMonth),
          }
        : {}),
      ...(status === 'draft'
        ? { confirmedAt: null, engineVersion: null, tableVersions: null }
        : {}),
      ...(status === 'paid' ? { paidAt: ctx.now } : {}),
    });
    await recordTenantAudit(ctx, tx, action, id, { payrollNo: row.payrollNo });
    const sums = await payrollSums(tx, ctx.organizationId, [id]);
    return listItem(await loadedPayroll(tx, ctx, id), sums.get(id));
  });
}

/** Employees who could still be added to a draft payroll, and why others cannot. */
export function candidatesToAdd(ctx: TenantContext, id: string): Promise<PayrollCandidates> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await loadedPayroll(tx, ctx, id);
    return candidatesIn(
      tx,
      ctx,
      { year: row.year, month: row.month },
      {
        label: periodLabelOf(row),
        startDate: row.startDate,
        endDate: row.endDate,
        paymentDate: row.dateOfPayment,
      },
    );
  });
}

export function addPayrollEmployees(ctx: TenantContext, id: string, employeeIds: string[]) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const numbering = await lockNumbering(
      tx,
      ctx.organizationId,
      numberingDefaults(defaultPayrollSettings),
    );
    const row = await loadedPayroll(tx, ctx, id);
    editable(row);
    const month = { year: row.year, month: row.month };
    const people = await payableEmployees(
      tx,
      ctx,
      month,
      { startDate: row.startDate, endDate: row.endDate },
      employeeIds,
    );
    const rows = await computePayslips(tx, ctx, month, people, async () => {});
    await writePayslips(tx, ctx, id, rows, numbering);
    await recordTenantAudit(ctx, tx, 'payroll.employees_added', id, {
      payrollNo: row.payrollNo,
      employees: rows.length,
    });
    return { added: rows.length };
  });
}
