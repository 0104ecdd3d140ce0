import { setImmediate } from 'node:timers/promises';
import type { WorkingHours } from '@tembusu/contracts/organization';
import type { PaymentPeriod, PayrollSettings, PaySchemeTemplate } from '@tembusu/contracts/payroll';
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
import { decimalText, roundDivision, toCents } from '@tembusu/payroll/money';
import { calculateShg } from '@tembusu/payroll/shg';
import type { CommunityFund } from '@tembusu/payroll/statutory/self-help-groups';
import { payrollEngineVersion, statutoryTableVersions } from '@tembusu/payroll/versions';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { findOrganization, workingHoursIn } from '../organization/organization.service.js';
import {
  cpfResidency,
  type EmployeeForPayroll,
  exclusionReason,
  initialInputs,
  standardDayHours,
} from './payroll-generation.js';
import {
  advanceGeneration,
  advancePayslipNumber,
  deletePayroll,
  earlierWagesThisYear,
  employeesForPayroll,
  failStalledGenerations,
  findGeneration,
  findPayroll,
  findPayslip,
  insertGeneration,
  insertPayroll,
  insertPayslips,
  listPayrollPage,
  listPayslipNumbers,
  listPayslips,
  lockGeneration,
  lockNumbering,
  nextPayrollNo,
  type PayrollRow,
  type PayrollSums,
  type PayslipRow,
  type PayslipValues,
  payrollNosPayingInMonth,
  payrollSums,
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
/** Where pg-boss moves a generation's job that failed or expired. */
export const payrollGenerationFailedQueue = 'payroll-generation-failed';
/** A failed generation is recorded on it and generated again by the admin, not retried. */
export const generationJobOptions = { retryLimit: 0, deadLetter: payrollGenerationFailedQueue };

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

type NewPayslip = Omit<PayslipValues, 'payrollId' | 'payslipNo'>;

/** What payslips are worked out from: the month's rules and the people they pay. */
type PayslipSources = {
  settings: Pick<PayrollSettings, 'contributeSdl' | 'deductCommunityFunds'>;
  schedule: WorkingHours;
  templates: PaySchemeTemplate[];
  period: PaymentPeriod;
  earlier: Map<string, { ordinaryWages: string; additionalWages: string }>;
  people: EmployeeForPayroll[];
};

async function payslipSourcesIn(
  tx: Db,
  ctx: TenantContext,
  month: Month,
  period: PaymentPeriod,
  people: EmployeeForPayroll[],
): Promise<PayslipSources> {
  const { contributeSdl, deductCommunityFunds } = await settingsIn(tx, ctx);
  return {
    settings: { contributeSdl, deductCommunityFunds },
    schedule: await workingHoursIn(tx, ctx.organizationId),
    templates: await templatesIn(tx, ctx.organizationId),
    period,
    earlier: await earlierWagesThisYear(tx, ctx.organizationId, month),
    people,
  };
}

// Payslips are worked out this many at a time, other requests taking their turn in between.
const payslipChunk = 250;

/**
 * Works out a payslip for each of the people, yielding to other work after each chunk and then
 * calling back with how many are done; a callback answering false stops the work (null).
 */
async function computePayslips(
  ctx: TenantContext,
  sources: PayslipSources,
  afterChunk: (done: number) => Promise<boolean>,
): Promise<NewPayslip[] | null> {
  const templateById = new Map(sources.templates.map((template) => [template.id, template]));
  const rows: NewPayslip[] = [];
  for (const employee of sources.people) {
    const inputs = initialInputs({
      employee,
      period: sources.period,
      schedule: sources.schedule,
      template: employee.paySchemeTemplateId
        ? (templateById.get(employee.paySchemeTemplateId) ?? null)
        : null,
      settings: sources.settings,
      earlier: sources.earlier.get(employee.id) ?? { ordinaryWages: '0', additionalWages: '0' },
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
    if (rows.length % payslipChunk === 0 || rows.length === sources.people.length) {
      await setImmediate();
      if (!(await afterChunk(rows.length))) return null;
    }
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
      hourlyRate: decimalText(roundDivision(result.hourlyRateMicros, 100), 4),
      warnings: result.warnings.map(({ code, message }) => ({ code, message })),
      communityFunds: result.communityFunds.map(({ fund, amountCents }) => ({
        fund,
        amount: centsText(amountCents),
      })),
    },
    ordinaryWages: centsText(result.totals.ow),
    additionalWages: centsText(result.totals.aw),
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

type Numbering = { payslipPrefix: string; nextPayslipNumber: number; payslipNumberDigits: number };

/** Numbers the payslips and writes them into the payroll, in the caller's transaction. */
async function writePayslips(
  tx: Db,
  ctx: TenantContext,
  payrollId: string,
  rows: NewPayslip[],
  numbering: Numbering,
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

const sourcesText = (sources: PayslipSources) =>
  JSON.stringify(sources, (_key, value) => (value instanceof Map ? [...value] : value));

// Sources that change while payslips are worked out send the work round again; this many rounds
// without a quiet moment give up.
const payslipRounds = 3;
const sourcesChangingMessage =
  'The employees or the payroll settings kept changing while the payslips were worked out. Nothing was saved; try again.';

/**
 * Reads the sources in one short transaction and works the payslips out outside any, so that a
 * large payroll holds no connection while it computes; then writes them in a second transaction
 * that holds the organisation's numbering and reads the sources again, working the payslips out
 * again if they changed meanwhile. A rule the second read finds broken (someone already paid,
 * the payroll confirmed) refuses the write, so a failure leaves nothing behind.
 */
async function computeAndWrite<T>(
  ctx: TenantContext,
  steps: {
    read: (tx: Db) => Promise<PayslipSources>;
    afterChunk: (done: number) => Promise<boolean>;
    write: (
      tx: Db,
      sources: PayslipSources,
      rows: NewPayslip[],
      numbering: Numbering,
    ) => Promise<T>;
  },
): Promise<T | null> {
  for (let round = 1; round <= payslipRounds; round++) {
    const sources = await withTenant(ctx.db, ctx.organizationId, steps.read);
    const rows = await computePayslips(ctx, sources, steps.afterChunk);
    if (!rows) return null;
    const read = sourcesText(sources);
    const written = await withTenant(ctx.db, ctx.organizationId, async (tx) => {
      const numbering = await lockNumbering(
        tx,
        ctx.organizationId,
        numberingDefaults(defaultPayrollSettings),
      );
      const current = await steps.read(tx);
      if (sourcesText(current) !== read) return { changed: true } as const;
      return { changed: false, value: await steps.write(tx, current, rows, numbering) } as const;
    });
    if (!written.changed) return written.value;
  }
  throw conflict(sourcesChangingMessage);
}

/** Why a generation no instance is working on any more was given up. */
export const stalledGenerationMessage =
  'The server stopped while this payroll was being generated. Nothing was saved; generate it again.';
const failedGenerationMessage = 'The payroll could not be generated. Nothing was saved; try again.';

// A running generation writes its progress every chunk, well under a second apart; one not heard
// from for this long is not being worked on by any instance.
const stalledAfterMs = 2 * 60_000;

/**
 * The job: works out every payslip, then writes the payroll and all its payslips in one
 * transaction and marks the generation completed in it, so a failure leaves nothing behind.
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
  const { organizationId, generationId } = job;
  const started = await withTenant(db, organizationId, (tx) =>
    advanceGeneration(tx, organizationId, generationId, ['queued'], {
      state: 'running',
      updatedAt: now(),
    }),
  );
  if (!started) return;
  const request = started.request as z.output<typeof zGeneratePayrollInput>;
  // Each write of progress is also the heartbeat that tells every instance this generation is
  // being worked on; it answers false once the generation is no longer running.
  const progress = async (values: { done?: number; state?: string; error?: string }) =>
    (await withTenant(db, organizationId, (tx) =>
      advanceGeneration(tx, organizationId, generationId, ['running'], {
        ...values,
        updatedAt: now(),
      }),
    )) !== undefined;
  try {
    await computeAndWrite(ctx, {
      read: async (tx) => {
        const period = await periodOf(tx, ctx, request);
        const people = await payableEmployees(tx, ctx, request, period, request.employeeIds);
        return payslipSourcesIn(tx, ctx, request, period, people);
      },
      afterChunk: (done) => progress({ done }),
      write: async (tx, sources, rows, numbering) => {
        // Given up on meanwhile (this instance looked stalled): it stays given up.
        if ((await lockGeneration(tx, organizationId, generationId))?.state !== 'running') return;
        const created = await insertPayroll(tx, {
          organizationId,
          payrollNo: await nextPayrollNo(tx, organizationId),
          periodType: 'Monthly',
          year: request.year,
          month: request.month,
          startDate: sources.period.startDate,
          endDate: sources.period.endDate,
          dateOfPayment: request.dateOfPayment,
          status: 'draft',
          defaultWorkingHours: standardDayHours(sources.schedule),
          createdBy: ctx.accountId,
        });
        await writePayslips(tx, ctx, created.id, rows, numbering);
        await recordTenantAudit(ctx, tx, 'payroll.generated', created.id, {
          payrollNo: created.payrollNo,
          employees: rows.length,
        });
        await advanceGeneration(tx, organizationId, generationId, ['running'], {
          state: 'completed',
          done: rows.length,
          payrollId: created.id,
          updatedAt: now(),
        });
      },
    });
  } catch (error) {
    // A rule the request broke is the admin's to fix; anything else is ours, and is logged.
    const message = error instanceof AppError ? error.message : failedGenerationMessage;
    await progress({ state: 'failed', error: message });
    if (!(error instanceof AppError)) throw error;
  }
}

/**
 * Gives up, with the reason, every organisation's generation that was running but has not been
 * heard from for a while: its instance stopped. One still queued is left to its job.
 */
export function failStalledPayrollGenerations(db: Db, now: Date): Promise<number> {
  return failStalledGenerations(
    db,
    new Date(now.getTime() - stalledAfterMs),
    stalledGenerationMessage,
    now,
  );
}

/** A generation whose job failed before it started is given up, with the reason. */
export async function failQueuedGeneration(db: Db, job: GenerationJob, now: Date): Promise<void> {
  await withTenant(db, job.organizationId, (tx) =>
    advanceGeneration(tx, job.organizationId, job.generationId, ['queued'], {
      state: 'failed',
      error: failedGenerationMessage,
      updatedAt: now,
    }),
  );
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
      const ordinaryCents = toCents(input.ow, 'ow');
      const additionalCents = toCents(input.aw, 'aw');
      const cpf = employee.excludeCpfContributions
        ? null
        : calculateCpf({
            wageMonth,
            birthDate: employee.dateOfBirth,
            residency: cpfResidency(employee.residency),
            prStartDate: employee.prStartDate,
            prScheme: employee.allowFullEmployerCpf ? 'full-employer' : 'graduated',
            ordinaryWagesCents: ordinaryCents,
            additionalWagesCents: additionalCents,
            ordinaryWagesEarlierThisYearCents: toCents(earlier?.ordinaryWages ?? '0'),
            additionalWagesEarlierThisYearCents: toCents(earlier?.additionalWages ?? '0'),
          });
      const totalWagesCents = ordinaryCents + additionalCents;
      const funds = settings.deductCommunityFunds
        ? (employee.communityFunds as CommunityFund[])
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

export async function addPayrollEmployees(ctx: TenantContext, id: string, employeeIds: string[]) {
  const added = await computeAndWrite(ctx, {
    read: async (tx) => {
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
      return payslipSourcesIn(tx, ctx, month, await periodOf(tx, ctx, month), people);
    },
    afterChunk: async () => true,
    write: async (tx, _sources, rows, numbering) => {
      await writePayslips(tx, ctx, id, rows, numbering);
      await recordTenantAudit(ctx, tx, 'payroll.employees_added', id, {
        payrollNo: (await loadedPayroll(tx, ctx, id)).payrollNo,
        employees: rows.length,
      });
      return rows.length;
    },
  });
  return { added: added ?? 0 };
}
