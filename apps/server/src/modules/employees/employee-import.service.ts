import { randomBytes } from 'node:crypto';
import {
  employeeImportColumns,
  type ImportProblem,
  prCpfSchemeLabels,
  prCpfSchemeProblem,
  prCpfSchemes,
  residencyLabels,
  residencyStatuses,
  zEmployeeEmploymentPayInput,
  zEmployeePersonalInput,
} from '@tembusu/contracts/employees';
import { banks } from '@tembusu/contracts/reference/banks';
import { countries } from '@tembusu/contracts/reference/countries';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { AppError, invalid } from '../../errors.js';
import { readImportFile, type SheetRow } from '../../spreadsheets.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { hashPassword } from '../identity/passwords.js';
import {
  listBranchNames,
  listDepartmentNames,
  organizationIn,
} from '../organization/organization.service.js';

import { findTakenIdentities } from './employees.repository.js';
import { forgetPickList, insertEmployeeWithAccount } from './employees.service.js';

/** Enough for a large company in one go, small enough to check in one request. */
export const maxImportRows = 2000;
export const maxImportBytes = 5 * 1024 * 1024;
// A workbook of the largest import, its 28 columns full, unpacks to about 4 MB: four times that
// and a few spare columns leave room for any spreadsheet program's way of writing it.
const importLimits = {
  rows: maxImportRows,
  columns: 40,
  unpackedBytes: 16 * 1024 * 1024,
  rowsAre: 'employees',
};

const requiredColumns = employeeImportColumns.filter(
  (column) =>
    ![
      'prStartDate',
      'prCpfScheme',
      'phone',
      'department',
      'branch',
      'roleTitle',
      'employmentEndDate',
      'workPassExpiryDate',
      'bankCode',
      'bankAccountNumber',
    ].includes(column),
);

// Each reference list is matched by its code or by the name people write.
const lookup = (entries: [string, string][]) =>
  new Map(entries.map(([key, value]) => [key.toLowerCase(), value]));
const countryByText = lookup(
  countries.flatMap((c) => [
    [c.alpha2, c.alpha2],
    [c.alpha3, c.alpha2],
    [c.name, c.alpha2],
  ]),
);
const bankByText = lookup(
  banks.flatMap((b) => [[b.code, b.code] as [string, string], [b.name, b.code]]),
);
const residencyByText = lookup(
  residencyStatuses.flatMap((r) => [[r, r] as [string, string], [residencyLabels[r], r]]),
);

const prCpfSchemeByText = lookup(
  prCpfSchemes.flatMap((r) => [[r, r] as [string, string], [prCpfSchemeLabels[r], r]]),
);

const orNull = (value: string | undefined) => (value ? value : null);

// Contract fields that an import column fills under another name.
const columnOfField: Record<string, string> = { departmentId: 'department', branchId: 'branch' };

type Candidate = {
  rowNumber: number;
  personal: z.output<typeof zEmployeePersonalInput>;
  employment: z.output<typeof zEmployeeEmploymentPayInput>;
};

/**
 * Reads an import file and checks every row before anything is written: one bad row rejects
 * the whole file, with every problem listed by row and column, so nothing is half-imported.
 */
export async function importEmployees(
  ctx: TenantContext,
  file: { fileName: string; bytes: Buffer },
): Promise<{ imported: number }> {
  const sheet = await readImportFile(file, importLimits, requiredColumns);
  if (sheet.rows.length === 0) throw invalid('file', 'file: the file has no employees in it');
  if (sheet.rows.length > maxImportRows) {
    throw invalid('file', `file: import at most ${maxImportRows} employees at a time`);
  }
  // One unguessable password for the whole file: imported staff choose theirs through
  // "Forgot password" before they first sign in.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const result = await withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const candidates = await checkRows(tx, ctx, sheet.rows);
    for (const { personal, employment } of candidates) {
      await insertEmployeeWithAccount(tx, ctx, personal, employment, passwordHash);
    }
    await recordTenantAudit(ctx, tx, 'employee.imported', file.fileName, {
      count: candidates.length,
    });
    return { imported: candidates.length };
  });
  forgetPickList(ctx.organizationId);
  return result;
}

async function checkRows(tx: Db, ctx: TenantContext, rows: SheetRow[]): Promise<Candidate[]> {
  const { timeZone } = await organizationIn(tx, ctx);
  const today = isoDateIn(ctx.now, timeZone);
  const departmentByName = lookup((await listDepartmentNames(tx, ctx)).map((d) => [d.name, d.id]));
  const branchByName = lookup((await listBranchNames(tx, ctx)).map((b) => [b.name, b.id]));
  const taken = await findTakenIdentities(
    tx,
    ctx.organizationId,
    rows.map((row) => (row.values.email ?? '').trim().toLowerCase()).filter(Boolean),
    rows.map((row) => (row.values.employeeNumber ?? '').trim().toLowerCase()).filter(Boolean),
  );

  const problems: ImportProblem[] = [];
  const candidates: Candidate[] = [];
  const seenEmails = new Map<string, number>();
  const seenNumbers = new Map<string, number>();

  for (const { rowNumber, values } of rows) {
    const problem = (field: string, message: string) =>
      problems.push({ row: rowNumber, field, message });
    const text = (column: string) => (values[column] ?? '').trim();
    const referenced = (column: string, table: Map<string, string>, what: string) => {
      const written = text(column);
      if (!written) return null;
      const found = table.get(written.toLowerCase());
      if (!found) problem(column, `No ${what} called "${written}"`);
      return found ?? null;
    };

    const department = referenced('department', departmentByName, 'department');
    const branch = referenced('branch', branchByName, 'branch/outlet');
    const nationality = countryByText.get(text('nationality').toLowerCase()) ?? text('nationality');
    const residency = residencyByText.get(text('residency').toLowerCase()) ?? text('residency');
    const prCpfScheme = text('prCpfScheme')
      ? (prCpfSchemeByText.get(text('prCpfScheme').toLowerCase()) ?? text('prCpfScheme'))
      : 'graduated';
    const bankCode = text('bankCode')
      ? (bankByText.get(text('bankCode').toLowerCase()) ?? text('bankCode'))
      : null;

    const personal = zEmployeePersonalInput.safeParse({
      name: text('name'),
      email: text('email'),
      idType: text('idType'),
      idNumber: text('idNumber'),
      race: text('race'),
      religion: text('religion'),
      gender: text('gender'),
      maritalStatus: text('maritalStatus'),
      nationality,
      residency,
      prStartDate: orNull(text('prStartDate')),
      dateOfBirth: text('dateOfBirth'),
      educationLevel: null,
      phone: orNull(text('phone')),
      address: null,
      postalCode: null,
      emergencyContactName: null,
      emergencyContactRelationship: null,
      emergencyContactPhone: null,
      photoId: null,
    });
    const employment = zEmployeeEmploymentPayInput.safeParse({
      employeeNumber: text('employeeNumber'),
      roleTitle: orNull(text('roleTitle')),
      departmentId: department,
      branchId: branch,
      employmentType: text('employmentType'),
      workMode: text('workMode'),
      employmentStartDate: text('employmentStartDate'),
      employmentEndDate: orNull(text('employmentEndDate')),
      workPassExpiryDate: orNull(text('workPassExpiryDate')),
      managerId: null,
      timeZone,
      countryOfWork: 'SG',
      isActive: true,
      salaryBasis: text('salaryBasis'),
      salaryAmount: text('salaryAmount'),
      paymentMode: text('paymentMode'),
      bankCode,
      bankAccountNumber: orNull(text('bankAccountNumber')),
      excludeCPFContributions: false,
      prCpfScheme,
      communityFundOverride: false,
      communityFunds: [],
    });
    for (const result of [personal, employment]) {
      for (const issue of result.error?.issues ?? []) {
        const field = String(issue.path[0] ?? 'file');
        problem(columnOfField[field] ?? field, issue.message);
      }
    }

    const email = text('email').toLowerCase();
    const number = text('employeeNumber').toLowerCase();
    if (email && taken.emails.has(email)) problem('email', 'An employee already has this e-mail');
    if (number && taken.employeeNumbers.has(number)) {
      problem('employeeNumber', 'An employee already has this number');
    }
    if (email && seenEmails.has(email)) {
      problem('email', `The same e-mail is on row ${seenEmails.get(email)}`);
    } else if (email) seenEmails.set(email, rowNumber);
    if (number && seenNumbers.has(number)) {
      problem('employeeNumber', `The same number is on row ${seenNumbers.get(number)}`);
    } else if (number) seenNumbers.set(number, rowNumber);

    if (!personal.success || !employment.success) continue;
    if (personal.data.dateOfBirth > today) {
      problem('dateOfBirth', 'A date of birth cannot be in the future');
    }
    if (employment.data.employmentStartDate < personal.data.dateOfBirth) {
      problem('employmentStartDate', 'Employment cannot start before birth');
    }
    const schemeProblem = prCpfSchemeProblem(personal.data.residency, employment.data.prCpfScheme);
    if (schemeProblem) problem('prCpfScheme', schemeProblem);
    candidates.push({
      rowNumber,
      personal: personal.data,
      employment: employment.data,
    });
  }

  if (problems.length > 0) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    throw new AppError('BAD_REQUEST', `file: the file has ${count}; nothing was imported`, 'file', {
      problems,
    });
  }
  return candidates;
}
