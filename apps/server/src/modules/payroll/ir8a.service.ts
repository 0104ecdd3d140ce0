// Form IR8A for a year: each employee's return from the confirmed and paid payslips whose payment
// date falls in the year, with the opening balance of a company that started its payroll here
// mid-year; the AIS submission file (packages/payroll files/iras-ir8a.ts) and, for employers not
// on the Auto-Inclusion Scheme, the form and its Appendix 8A as PDFs.
//
// The year is the payment date's: IRAS reports employment income of the year it was received in
// (an IR8A is due for "an employee who has left the organisation but received income" in the
// year), and a December payroll paid in January is January's income. The YTD report counts
// payrolls by their own month instead, so the two differ only for a payroll paid in the next year.

import type { IdType } from '@tembusu/contracts/enums';
import type { Ir8aBatch, Ir8aEmployee, Ir8aFigures, Ir8aYear } from '@tembusu/contracts/ir8a';
import { ir8aNoBenefitsMessage } from '@tembusu/contracts/ir8a';
import { type FilingSettings, irasFilingGap } from '@tembusu/contracts/payroll-filing';
import { PayrollInputError } from '@tembusu/payroll/errors';
import {
  checkIr8aRecord,
  type Ir8aFigures as FileFigures,
  type Ir8aHeader,
  type Ir8aIdType,
  type Ir8aRecord,
  type IrasOrganisationIdType,
  ir8aFigures,
  writeIr8aXml,
} from '@tembusu/payroll/files/iras-ir8a';
import { irasNationalityCode, irasOtherNationality } from '@tembusu/payroll/files/iras-nationality';
import { singaporeDate } from '@tembusu/payroll/files/singapore-time';
import { groupedBy } from '../../collections.js';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { conflict, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { organizationIn } from '../organization/organization.service.js';
import { employeeExists, employeesForIr8a, payslipsPaidInYear } from './ir8a.repository.js';
import { readLocalAddress } from './ir8a-address.js';
import {
  type BenefitInKind,
  type Ir8aYearFigures,
  ir8aYearFigures,
  type OpeningFigures,
} from './ir8a-income.js';
import { type Ir8aEmployer, renderAppendix8aPdf, renderIr8aPdf } from './ir8a-pdf.js';
import { openingBalancesOfYear } from './opening-balances.repository.js';
import { filingSettingsIn } from './payroll-filing.service.js';
import { centsText } from './payslip-calculation.js';

type Person = Awaited<ReturnType<typeof employeesForIr8a>>[number];

/** One employee's return: the row the page lists, the record the file writes (null with problems). */
type Ir8aReturn = {
  row: Ir8aEmployee;
  record: Ir8aRecord | null;
  figures: FileFigures;
  year: Ir8aYearFigures;
  person: Person;
  nationalityCode: string;
};

// sg-payroll-files.md 3.4 Employee ID type, from the employee's record.
const idTypeCodes: Record<IdType, Ir8aIdType> = {
  NRIC: '1',
  FIN: '2',
  ImmigrationFileRefNo: '3',
  WorkPermitNo: '4',
  MalaysianIC: '5',
  PassportNo1: '6',
  PassportNo2: '6',
};

// The writer's fields as a person names them, for its refusals of one employee's record.
const fieldWords: [RegExp, string][] = [
  [/^name$/, 'name'],
  [/^idNumber$/, 'ID number'],
  [/^idType$/, 'ID type'],
  [/^designation$/, 'role title (the return gives it as the designation)'],
  [/^address\./, 'address'],
  [/^dateOfBirth$/, 'date of birth'],
  [/^nationalityCode$/, 'nationality'],
  [/^(commencementDate|cessationDate|paymentPeriod\.)/, 'employment dates'],
  [/^(income|deductions)\./, 'amounts for the year'],
];

function problemOfRefusal(error: PayrollInputError, person: Person): string {
  const field = error.field.slice('record.'.length);
  const words = fieldWords.find(([pattern]) => pattern.test(field))?.[1] ?? field;
  const rule = error.message.slice(error.field.length).trim();
  return `${person.name}'s ${words} ${rule} (${field}).`;
}

const where = (person: Person, tab: 'Personal details' | 'Employment & pay') =>
  `correct it under Employees > ${person.name} > ${tab}.`;

const max = (a: string, b: string) => (a > b ? a : b);
const min = (a: string, b: string) => (a < b ? a : b);

/**
 * The part of the year the income was for: from the later of 1 January and the commencement to
 * the earlier of 31 December and the cessation, as the C# SMEPayroll writer and an unnamed PHP
 * e-filing controller in the index both set it. Someone paid only outside their employment (final
 * pay after leaving) gets the span of the year's payment dates.
 */
function paymentPeriodOf(person: Person, figures: Ir8aYearFigures, year: number) {
  const from = max(`${year}-01-01`, person.employmentStartDate);
  const to = min(`${year}-12-31`, person.employmentEndDate ?? `${year}-12-31`);
  if (from <= to) return { from, to };
  return {
    from: figures.firstPaidOn ?? `${year}-01-01`,
    to: figures.lastPaidOn ?? `${year}-12-31`,
  };
}

const dollars = (value: number) => centsText(value * 100);

function presentFigures(figures: FileFigures): Ir8aFigures {
  return {
    salary: dollars(figures.salary),
    bonus: dollars(figures.bonus),
    directorsFees: dollars(figures.directorsFees),
    others: dollars(figures.others),
    total: dollars(figures.amount),
    cpf: dollars(figures.cpf),
    donations: dollars(figures.donation),
    mbf: dollars(figures.mbf),
    insurance: dollars(figures.insurance),
  };
}

function returnOf(person: Person, year: Ir8aYearFigures, basisYear: number): Ir8aReturn {
  const problems: string[] = [];
  const notes: string[] = [];
  const address = readLocalAddress(person.address, person.postalCode);
  if ('problem' in address)
    problems.push(`${person.name} ${address.problem}: ${where(person, 'Personal details')}`);
  if (!person.roleTitle) {
    problems.push(
      `${person.name} has no role title, which the return gives as the designation: ${where(person, 'Employment & pay')}`,
    );
  }
  if (person.gender !== 'Male' && person.gender !== 'Female') {
    problems.push(
      `${person.name}'s gender is ${person.gender}; IRAS takes male or female only: ${where(person, 'Personal details')}`,
    );
  }
  const listed = irasNationalityCode(person.nationality);
  const nationalityCode = listed ?? irasOtherNationality;
  if (listed === null) {
    notes.push(
      `Nationality ${person.nationality} has no IRAS code in Tembusu's list: the return gives ${irasOtherNationality} (Others).`,
    );
  }
  if (year.openingGrossCents !== 0) {
    notes.push(
      `The opening balance's gross pay of ${centsText(year.openingGrossCents)} is counted as salary: it is not split by income type.`,
    );
  }
  if (year.directorsFeesPaidOn) {
    notes.push(
      `The director's fees are taken as approved on ${year.directorsFeesPaidOn}, the day they were last paid; the return asks for the date of the AGM or EGM that approved them.`,
    );
  }
  const period = paymentPeriodOf(person, year, basisYear);
  const cessationInYear = person.employmentEndDate?.startsWith(String(basisYear)) === true;
  const record: Ir8aRecord | null =
    'problem' in address
      ? null
      : {
          idType: idTypeCodes[person.idType],
          idNumber: person.idNumber,
          name: person.name,
          address: address.address,
          nationalityCode,
          sex: person.gender === 'Female' ? 'F' : 'M',
          dateOfBirth: person.dateOfBirth,
          designation: person.roleTitle ?? '',
          commencementDate: person.employmentStartDate,
          // A cessation after the year had not happened in it.
          cessationDate:
            person.employmentEndDate !== null && person.employmentEndDate <= `${basisYear}-12-31`
              ? person.employmentEndDate
              : null,
          paymentPeriod: period,
          income: year.income,
          deductions: year.deductions,
          grossCommission: year.commission
            ? {
                ...commissionPeriodIn(year.commission, period, basisYear),
                // 3.4 Gross commission indicator: M when a regular (monthly) payroll paid any.
                indicator: year.commission.monthly ? 'M' : 'O',
              }
            : null,
          bonusDeclarationDate: year.bonusPaidOn,
          directorsFeesApprovalDate: year.directorsFeesPaidOn,
          // 3.4: cessation provisions, for employment commenced before 1969 that ceased this year.
          cessationProvisions: person.employmentStartDate < '1969-01-01' && cessationInYear,
        };
  if (record && problems.length === 0) {
    try {
      checkIr8aRecord(record, { basisYear, batchIndicator: 'O' });
    } catch (error) {
      if (!(error instanceof PayrollInputError)) throw error;
      problems.push(problemOfRefusal(error, person));
    }
  }
  const figures = ir8aFigures(year.income, year.deductions);
  const { income } = year;
  return {
    row: {
      employeeId: person.employeeId,
      name: person.name,
      employeeNumber: person.employeeNumber,
      departmentName: person.departmentName,
      idType: person.idType,
      idNumber: person.idNumber,
      commencementDate: person.employmentStartDate,
      cessationDate: person.employmentEndDate,
      periodFrom: period.from,
      periodTo: period.to,
      figures: presentFigures(figures),
      others: {
        transportAllowance: centsText(income.transportAllowanceCents),
        entertainmentAllowance: centsText(income.entertainmentAllowanceCents),
        otherAllowance: centsText(income.otherAllowanceCents),
        grossCommission: centsText(income.grossCommissionCents),
        pension: centsText(income.pensionCents),
        gratuityNoticePayExGratia: centsText(income.gratuityNoticePayExGratiaCents),
        compensationForLossOfOffice: centsText(income.compensationForLossOfOfficeCents),
        retirementBenefitsUpTo1992: centsText(income.retirementBenefitsUpTo1992Cents),
        retirementBenefitsFrom1993: centsText(income.retirementBenefitsFrom1993Cents),
        benefitsInKind: centsText(income.benefitsInKindCents),
      },
      appendix8A: income.benefitsInKindCents !== 0,
      problems,
      notes,
    },
    record: problems.length === 0 ? record : null,
    figures,
    year,
    person,
    nationalityCode,
  };
}

/**
 * The commission's period within the basis year. Commission of a period wholly before it (a
 * December payroll paid in January counts in the year paid) takes the return's payment period.
 */
function commissionPeriodIn(
  commission: { from: string; to: string },
  paymentPeriod: { from: string; to: string },
  basisYear: number,
): { from: string; to: string } {
  const from = max(commission.from, `${basisYear}-01-01`);
  const to = min(commission.to, `${basisYear}-12-31`);
  return from <= to ? { from, to } : { from: paymentPeriod.from, to: paymentPeriod.to };
}

/**
 * Two returns under one identity number (a rehire kept as a new record) would be refused by
 * IRAS as one person filed twice: both are held back with a problem saying so.
 */
function withSharedIdentitiesHeld(returns: Ir8aReturn[]): Ir8aReturn[] {
  const holders = groupedBy(
    returns,
    (item) => `${item.person.idType}:${item.person.idNumber.toUpperCase()}`,
  );
  for (const sharing of holders.values()) {
    if (sharing.length < 2) continue;
    const names = sharing.map((item) => item.person.name).join(' and ');
    for (const item of sharing) {
      item.row.problems.push(
        `${names} have the same ${item.person.idType} ${item.person.idNumber}; IRAS takes one return per person: correct the number, or pay them as one employee record.`,
      );
      item.record = null;
    }
  }
  return returns;
}

const openingFigures = (balance: OpeningFigures): OpeningFigures => ({
  grossSalary: balance.grossSalary,
  employeeCpf: balance.employeeCpf,
  cdac: balance.cdac,
  ecf: balance.ecf,
  mbmf: balance.mbmf,
  sinda: balance.sinda,
});

/** The year's returns, by name: everyone paid in it, or with an opening balance of it. */
async function returnsOfYear(
  tx: Db,
  ctx: TenantContext,
  year: number,
  employeeId?: string,
): Promise<Ir8aReturn[]> {
  const payslips = await payslipsPaidInYear(tx, ctx.organizationId, year, employeeId);
  const balances = await openingBalancesOfYear(
    tx,
    ctx.organizationId,
    year,
    employeeId ? [employeeId] : undefined,
  );
  const ids = [
    ...new Set([...payslips.map((p) => p.employeeId), ...balances.map((b) => b.employeeId)]),
  ];
  if (ids.length === 0) return [];
  const people = await employeesForIr8a(tx, ctx.organizationId, ids);
  const balanceOf = new Map(balances.map((balance) => [balance.employeeId, balance]));
  const payslipsOf = groupedBy(payslips, (payslip) => payslip.employeeId);
  const returns = people.map((person) => {
    const balance = balanceOf.get(person.employeeId);
    const figures = ir8aYearFigures(
      (payslipsOf.get(person.employeeId) ?? []).map((p) => ({
        employeeCpf: p.employeeCpf,
        lines: p.calculation.lines,
        communityFunds: p.calculation.communityFunds,
        kind: p.kind,
        startDate: p.startDate,
        endDate: p.endDate,
        dateOfPayment: p.dateOfPayment,
      })),
      balance ? openingFigures(balance) : null,
    );
    return returnOf(person, figures, year);
  });
  return withSharedIdentitiesHeld(returns);
}

function totalsOf(returns: readonly Ir8aReturn[]): Ir8aFigures {
  const sum = (pick: (figures: FileFigures) => number) =>
    returns.reduce((total, item) => total + pick(item.figures), 0);
  return presentFigures({
    salary: sum((f) => f.salary),
    bonus: sum((f) => f.bonus),
    directorsFees: sum((f) => f.directorsFees),
    others: sum((f) => f.others),
    amount: sum((f) => f.amount),
    cpf: sum((f) => f.cpf),
    donation: sum((f) => f.donation),
    mbf: sum((f) => f.mbf),
    insurance: sum((f) => f.insurance),
  });
}

/** Each employee's IR8A figures for the year, with what stops their return being filed. */
export function ir8aYear(ctx: TenantContext, year: number): Promise<Ir8aYear> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const settings = await filingSettingsIn(tx, ctx);
    const returns = await returnsOfYear(tx, ctx, year);
    return {
      year,
      settingsGap: irasFilingGap(settings),
      rows: returns.map((item) => item.row),
      totals: totalsOf(returns),
    };
  });
}

const settingsPlace = 'Payroll > Settings > Filing';

async function headerFor(
  tx: Db,
  ctx: TenantContext,
  year: number,
  batch: Ir8aBatch,
): Promise<{
  header: Ir8aHeader;
  settings: FilingSettings;
  organization: Awaited<ReturnType<typeof organizationIn>>;
}> {
  const settings = await filingSettingsIn(tx, ctx);
  const gap = irasFilingGap(settings);
  if (gap !== null) throw conflict(gap);
  const organization = await organizationIn(tx, ctx);
  return {
    settings,
    organization,
    header: {
      basisYear: year,
      organisationIdType: settings.irasIdType as IrasOrganisationIdType,
      organisationIdNumber: settings.uen ?? '',
      employerName: organization.organizationName,
      authorisedPerson: {
        name: settings.irasAuthorisedName ?? '',
        designation: settings.irasAuthorisedDesignation ?? '',
        telephone: settings.irasAuthorisedPhone ?? '',
        email: settings.irasAuthorisedEmail ?? '',
      },
      batchIndicator: batch,
      batchDate: singaporeDate(ctx.now, 'now'),
    },
  };
}

/** A header the writer refuses names the setting, and where to change it. */
function headerRefusal(error: unknown): never {
  if (!(error instanceof PayrollInputError)) throw error;
  if (!error.field.startsWith('header.')) {
    throw conflict(`The IR8A returns cannot be made: ${error.message}.`);
  }
  const place =
    error.field === 'header.organisationIdNumber' || error.field === 'header.employerName'
      ? 'Organisation > Information (or the IRAS ID type under Payroll > Settings > Filing)'
      : settingsPlace;
  throw conflict(`The IR8A returns cannot be made. ${error.message}: correct it under ${place}.`);
}

/** The AIS submission file of the year: every employee's return, or none while any has a problem. */
export function ir8aAisFile(
  ctx: TenantContext,
  year: number,
  batch: Ir8aBatch,
): Promise<{ fileName: string; content: string }> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { header } = await headerFor(tx, ctx, year, batch);
    const returns = await returnsOfYear(tx, ctx, year);
    if (returns.length === 0) {
      throw conflict(
        `Nobody was paid in ${year} by a confirmed or paid payroll, and no opening balance is kept for it: there is no IR8A to file.`,
      );
    }
    const withProblems = returns.filter((item) => item.record === null);
    if (withProblems.length > 0) {
      const listed = withProblems
        .slice(0, 3)
        .flatMap((item) => item.row.problems)
        .join(' ');
      const more = withProblems.length > 3 ? ` And ${withProblems.length - 3} more.` : '';
      throw conflict(
        `The AIS file cannot be made while ${withProblems.length} of the ${returns.length} returns have problems. ${listed}${more}`,
      );
    }
    let file: { fileName: string; content: string };
    try {
      file = writeIr8aXml({
        header,
        records: returns.map((item) => item.record as Ir8aRecord),
      });
    } catch (error) {
      headerRefusal(error);
    }
    await recordTenantAudit(ctx, tx, 'payroll.ir8a_file_downloaded', ctx.organizationId, {
      fileName: file.fileName,
      year,
      batch,
      records: returns.length,
    });
    return file;
  });
}

async function employeeReturn(
  tx: Db,
  ctx: TenantContext,
  employeeId: string,
  year: number,
): Promise<Ir8aReturn> {
  if (!(await employeeExists(tx, ctx.organizationId, employeeId))) throw notFound('Employee');
  const [found] = await returnsOfYear(tx, ctx, year, employeeId);
  if (!found) {
    throw conflict(
      `This employee was paid nothing in ${year} by a confirmed or paid payroll and has no opening balance for it: there is no IR8A to make.`,
    );
  }
  return found;
}

async function employerFor(tx: Db, ctx: TenantContext, year: number): Promise<Ir8aEmployer> {
  const { header, organization } = await headerFor(tx, ctx, year, 'O');
  return {
    name: header.employerName,
    address: organization.address,
    idType: header.organisationIdType,
    idNumber: header.organisationIdNumber,
    authorisedName: header.authorisedPerson.name,
    authorisedDesignation: header.authorisedPerson.designation,
    authorisedPhone: header.authorisedPerson.telephone,
    authorisedEmail: header.authorisedPerson.email,
    date: header.batchDate,
  };
}

/** The IR8A form of one employee as a PDF, for an employer not on the Auto-Inclusion Scheme. */
export function ir8aFormPdf(
  ctx: TenantContext,
  employeeId: string,
  year: number,
  warn: (message: string) => void,
): Promise<{ fileName: string; bytes: Buffer }> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const found = await employeeReturn(tx, ctx, employeeId, year);
    const employer = await employerFor(tx, ctx, year);
    if (found.record === null) {
      throw conflict(`The IR8A form cannot be made. ${found.row.problems.join(' ')}`);
    }
    return {
      fileName: `IR8A_${year}_${found.person.employeeNumber}.pdf`,
      bytes: await renderIr8aPdf({ year, employer, found }, warn),
    };
  });
}

/** Appendix 8A of one employee as a PDF: only for someone paid benefits-in-kind in the year. */
export function appendix8aPdf(
  ctx: TenantContext,
  employeeId: string,
  year: number,
  warn: (message: string) => void,
): Promise<{ fileName: string; bytes: Buffer }> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const found = await employeeReturn(tx, ctx, employeeId, year);
    const benefits: BenefitInKind[] = found.year.benefitsInKind;
    if (benefits.length === 0) throw conflict(ir8aNoBenefitsMessage);
    const employer = await employerFor(tx, ctx, year);
    return {
      fileName: `Appendix8A_${year}_${found.person.employeeNumber}.pdf`,
      bytes: await renderAppendix8aPdf({ year, employer, found, benefits }, warn),
    };
  });
}
