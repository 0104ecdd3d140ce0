import {
  type BankFilePreview,
  defaultFilingSettings,
  type FilingSettings,
  type FilingSettingsValues,
  filingGaps,
  irasIdTypeImpliedBy,
  type LeftOutReason,
  type SalaryBank,
} from '@tembusu/contracts/payroll-filing';
import { PayrollInputError } from '@tembusu/payroll/errors';
import { writeDbsIdealUff } from '@tembusu/payroll/files/bank/dbs-ideal-uff';
import { writeOcbcVelocityGiroFast } from '@tembusu/payroll/files/bank/ocbc-velocity';
import type { BankFile, SalaryBatch } from '@tembusu/payroll/files/bank/types';
import { writeUobBulkGiroFast } from '@tembusu/payroll/files/bank/uob-bulk-giro-fast';
import {
  type CommunityFund,
  type CpfEzpayEmployee,
  type EmploymentStatus,
  writeCpfEzpayFile,
} from '@tembusu/payroll/files/cpf-ezpay';
import { singaporeDate } from '@tembusu/payroll/files/singapore-time';
import { toCents } from '@tembusu/payroll/money';
import { communityFunds } from '@tembusu/payroll/statutory/self-help-groups';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { organizationIn } from '../organization/organization.service.js';
import { requirePayrollAllows } from './payroll.policy.js';
import {
  findCpfFiling,
  findFilingSettings,
  insertCpfFiling,
  lastAdviceCode,
  payslipsForFiling,
  saveFilingSettings,
} from './payroll-filing.repository.js';
import { periodLabelOf } from './payroll-presentation.js';
import { findPayroll } from './payroll-runs.repository.js';
import { centsText } from './payslip-calculation.js';

/** A file as the download answers it. */
export type FilingFile = { fileName: string; content: string; contentType: string };

type Payroll = NonNullable<Awaited<ReturnType<typeof findPayroll>>>;
type FilingRow = Awaited<ReturnType<typeof payslipsForFiling>>[number];

const settingsPlace = 'Payroll > Settings > Filing';

/** The settings inside the caller's transaction, with the organisation's UEN. */
export async function filingSettingsIn(tx: Db, ctx: TenantContext): Promise<FilingSettings> {
  const row = await findFilingSettings(tx, ctx.organizationId);
  const organization = await organizationIn(tx, ctx);
  const saved = row ?? defaultFilingSettings;
  return {
    uen: organization.uen,
    cpfPaymentType: saved.cpfPaymentType,
    cpfSerial: saved.cpfSerial,
    salaryBank: saved.salaryBank,
    debitAccountNumber: saved.debitAccountNumber,
    bankCompanyId: saved.bankCompanyId,
    // Until one is chosen, the type the organisation's registration implies.
    irasIdType: saved.irasIdType ?? irasIdTypeImpliedBy(organization.registrationType),
    irasAuthorisedName: saved.irasAuthorisedName,
    irasAuthorisedDesignation: saved.irasAuthorisedDesignation,
    irasAuthorisedPhone: saved.irasAuthorisedPhone,
    irasAuthorisedEmail: saved.irasAuthorisedEmail,
  };
}

export function getFilingSettings(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => filingSettingsIn(tx, ctx));
}

export function setFilingSettings(ctx: TenantContext, values: FilingSettingsValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const before = await filingSettingsIn(tx, ctx);
    // A company ID is only read for the banks that issue one; keeping another's would mislead.
    const bankCompanyId =
      values.salaryBank === 'DBS' || values.salaryBank === 'UOB' ? values.bankCompanyId : null;
    await saveFilingSettings(tx, {
      organizationId: ctx.organizationId,
      ...values,
      bankCompanyId,
      updatedAt: ctx.now,
    });
    const after = await filingSettingsIn(tx, ctx);
    await recordTenantAudit(ctx, tx, 'payroll_filing_settings.updated', ctx.organizationId, {
      before,
      after,
    });
    return after;
  });
}

async function releasedPayroll(tx: Db, ctx: TenantContext, payrollId: string) {
  const payroll = await findPayroll(tx, ctx.organizationId, payrollId);
  if (!payroll) throw notFound('Payroll');
  requirePayrollAllows(payroll.status, 'export');
  return payroll;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function monthOf(payroll: Payroll) {
  const first = `${payroll.year}-${twoDigits(payroll.month)}-01`;
  const days = new Date(Date.UTC(payroll.year, payroll.month, 0)).getUTCDate();
  return { first, last: `${payroll.year}-${twoDigits(payroll.month)}-${twoDigits(days)}` };
}

/** 1.5 Employment status: whether the employee joined or left in the payroll's month. */
function employmentStatus(row: FilingRow, month: { first: string; last: string }) {
  const joined = row.employmentStartDate >= month.first && row.employmentStartDate <= month.last;
  const left =
    row.employmentEndDate !== null &&
    row.employmentEndDate >= month.first &&
    row.employmentEndDate <= month.last;
  const status: EmploymentStatus = joined && left ? 'O' : joined ? 'N' : left ? 'L' : 'E';
  return status;
}

const isCommunityFund = (fund: string): fund is CommunityFund =>
  (communityFunds as readonly string[]).includes(fund);

function cpfEmployee(row: FilingRow, month: { first: string; last: string }): CpfEzpayEmployee {
  const { payslip } = row;
  if (row.idType !== 'NRIC' && row.idType !== 'FIN') {
    throw conflict(
      `${payslip.employeeName} has no NRIC or FIN on record, which the CPF file names everyone by: enter it under Employees > ${payslip.employeeName} > Personal details.`,
    );
  }
  return {
    accountNumber: row.idNumber,
    name: payslip.employeeName,
    employmentStatus: employmentStatus(row, month),
    totalCpfCents: toCents(payslip.employeeCpf) + toCents(payslip.employerCpf),
    ordinaryWagesCents: toCents(payslip.ordinaryWages),
    additionalWagesCents: toCents(payslip.additionalWages),
    funds: payslip.calculation.communityFunds.flatMap(({ fund, amount }) =>
      isCommunityFund(fund) ? [{ fund, amountCents: toCents(amount) }] : [],
    ),
    sdlCents: toCents(payslip.sdl),
  };
}

/**
 * A writer's refusal as a 409 a person can act on: the writers name an employee by position
 * (`employees.3.name`), which becomes the employee's name.
 */
function refusal(error: unknown, file: string, list: string, names: readonly string[]): never {
  if (!(error instanceof PayrollInputError)) throw error;
  const named = error.message.replace(
    new RegExp(`^${list}\\.(\\d+)\\.`),
    (_, index: string) => `${names[Number(index)] ?? 'An employee'}: `,
  );
  const where = error.field.startsWith('organisation.')
    ? ` Check the settings under ${settingsPlace}.`
    : '';
  throw conflict(`The ${file} cannot be made. ${named}.${where}`);
}

/**
 * The payroll's advice code, taken on its first file and kept. Two first downloads of one month
 * race for a code on the unique key: the loser's insert does nothing and it looks again.
 */
async function adviceCodeFor(tx: Db, ctx: TenantContext, payroll: Payroll): Promise<string> {
  const period = { year: payroll.year, month: payroll.month };
  for (;;) {
    const kept = await findCpfFiling(tx, ctx.organizationId, payroll.id);
    if (kept) return kept.adviceCode;
    const next = Number((await lastAdviceCode(tx, ctx.organizationId, period)) ?? '0') + 1;
    if (next > 99) {
      throw conflict(
        `Every CPF advice code of ${periodLabelOf(payroll)} (01 to 99) has been used: submit this payroll's contributions on the CPF EZPay portal.`,
      );
    }
    const adviceCode = twoDigits(next);
    const taken = await insertCpfFiling(tx, {
      organizationId: ctx.organizationId,
      payrollId: payroll.id,
      ...period,
      adviceCode,
    });
    if (taken) return adviceCode;
  }
}

/** The payroll's CPF EZPay contribution file; its first download takes the advice code. */
export function cpfEzpayFile(ctx: TenantContext, payrollId: string): Promise<FilingFile> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const payroll = await releasedPayroll(tx, ctx, payrollId);
    const settings = await filingSettingsIn(tx, ctx);
    const gap = filingGaps(settings).cpf;
    if (gap !== null || settings.uen === null) throw conflict(gap ?? '');
    const rows = await payslipsForFiling(tx, ctx.organizationId, payroll.id);
    const month = monthOf(payroll);
    const employees = rows.map((row) => cpfEmployee(row, month));
    const adviceCode = await adviceCodeFor(tx, ctx, payroll);
    let file: { fileName: string; content: string };
    try {
      file = writeCpfEzpayFile({
        csn: {
          uen: settings.uen,
          paymentType: settings.cpfPaymentType,
          serial: settings.cpfSerial,
        },
        adviceCode,
        relevantMonth: month.first.slice(0, 7),
        createdAt: ctx.now,
        employees,
      });
    } catch (error) {
      refusal(
        error,
        'CPF file',
        'employees',
        rows.map((row) => row.payslip.employeeName),
      );
    }
    await recordTenantAudit(ctx, tx, 'payroll.cpf_file_downloaded', payroll.id, {
      fileName: file.fileName,
      adviceCode,
    });
    return { ...file, contentType: 'text/plain; charset=us-ascii' };
  });
}

const bankWriters: Record<SalaryBank, (batch: SalaryBatch) => BankFile> = {
  DBS: writeDbsIdealUff,
  UOB: writeUobBulkGiroFast,
  OCBC: writeOcbcVelocityGiroFast,
};

const bankContentTypes: Record<SalaryBank, string> = {
  DBS: 'text/csv; charset=us-ascii',
  UOB: 'text/plain; charset=us-ascii',
  OCBC: 'text/plain; charset=us-ascii',
};

/**
 * The salary bank file and what it leaves out. Only GIRO payslips with net pay are credited.
 * The value date is the payment date, or today once that has passed, as no bank credits a day
 * gone by. The sequence is 1: a payroll makes one salary file.
 */
async function bankFileIn(tx: Db, ctx: TenantContext, payrollId: string) {
  const payroll = await releasedPayroll(tx, ctx, payrollId);
  const settings = await filingSettingsIn(tx, ctx);
  const gap = filingGaps(settings).bank;
  if (gap !== null || settings.salaryBank === null || settings.debitAccountNumber === null) {
    throw conflict(gap ?? '');
  }
  const organization = await organizationIn(tx, ctx);
  const rows = await payslipsForFiling(tx, ctx.organizationId, payroll.id);
  const leftOut: BankFilePreview['leftOut'] = [];
  const paid: FilingRow['payslip'][] = [];
  for (const { payslip } of rows) {
    const reason: LeftOutReason | null =
      payslip.paymentMethod !== 'giro'
        ? 'not-giro'
        : toCents(payslip.netPay) <= 0
          ? 'nothing-to-pay'
          : null;
    if (reason) {
      leftOut.push({
        payslipId: payslip.id,
        name: payslip.employeeName,
        netPay: payslip.netPay,
        reason,
      });
      continue;
    }
    if (!payslip.bankCode || !payslip.bankAccountNumber) {
      throw conflict(
        `${payslip.employeeName} is paid by GIRO but payslip ${payslip.payslipNo} has no bank or account number: reopen the payroll and enter them on the payslip, or pay them another way.`,
      );
    }
    paid.push(payslip);
  }
  if (paid.length === 0) {
    throw conflict(
      'Nobody on this payroll is paid by GIRO with net pay above $0.00: there is no bank file to make.',
    );
  }
  const today = singaporeDate(ctx.now, 'now');
  const valueDate = payroll.dateOfPayment < today ? today : payroll.dateOfPayment;
  let file: BankFile;
  try {
    file = bankWriters[settings.salaryBank]({
      organisation: {
        name: organization.organizationName,
        debitAccountNumber: settings.debitAccountNumber,
        bankCompanyId: settings.bankCompanyId ?? undefined,
      },
      valueDate,
      createdAt: ctx.now,
      batchReference: `SALARY ${periodLabelOf(payroll)}`,
      fileSequence: 1,
      credits: paid.map((payslip) => ({
        payeeName: payslip.employeeName,
        bankBic: payslip.bankCode ?? '',
        accountNumber: payslip.bankAccountNumber ?? '',
        amountCents: toCents(payslip.netPay),
        endToEndReference: payslip.payslipNo,
      })),
    });
  } catch (error) {
    refusal(
      error,
      'bank file',
      'credits',
      paid.map((payslip) => payslip.employeeName),
    );
  }
  const totalCents = paid.reduce((sum, payslip) => sum + toCents(payslip.netPay), 0);
  const preview: BankFilePreview = {
    bank: settings.salaryBank,
    fileName: file.fileName,
    valueDate,
    credits: paid.length,
    total: centsText(totalCents),
    leftOut,
  };
  return { payroll, file, preview };
}

export function bankFilePreview(ctx: TenantContext, payrollId: string): Promise<BankFilePreview> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { preview } = await bankFileIn(tx, ctx, payrollId);
    return preview;
  });
}

export function bankFile(ctx: TenantContext, payrollId: string): Promise<FilingFile> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { payroll, file, preview } = await bankFileIn(tx, ctx, payrollId);
    await recordTenantAudit(ctx, tx, 'payroll.bank_file_downloaded', payroll.id, {
      fileName: file.fileName,
      bank: preview.bank,
      credits: preview.credits,
      total: preview.total,
    });
    return {
      fileName: file.fileName,
      content: file.content,
      contentType: bankContentTypes[preview.bank],
    };
  });
}
