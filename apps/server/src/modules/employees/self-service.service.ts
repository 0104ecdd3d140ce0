import {
  maskedBankAccount,
  maskedIdNumber,
  type OwnContactGroup,
  type OwnContactValues,
  type OwnEmployee,
  ownContactGroupLabels,
  ownContactGroups,
} from '@tembusu/contracts/staff-profile';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import type { Enqueue } from '../../enqueue.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { organizationAdminMailboxes } from '../identity/identity.service.js';
import { dispatchMail, enqueueMail } from '../mail/mail.service.js';
import { wholeYearsBetween } from './calendar.js';
import { requireBankAccountFits, requireOwnRecord } from './employees.policy.js';
import {
  type EmployeeRow,
  employeeOfAccount,
  findEmployeeRow,
  updateEmployee,
} from './employees.repository.js';
import { organizationToday } from './employees.service.js';

/*
 * The staff profile: an employee reads their own record and keeps their contact details, address,
 * emergency contact and (for pay by GIRO) bank account up to date. Each use case reaches the
 * caller's own record only, found from their session, never from an id they send.
 */

function present(row: EmployeeRow, today: string): OwnEmployee {
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    personal: {
      name: row.name,
      email: row.email,
      idType: row.idType,
      idNumber: maskedIdNumber(row.idNumber),
      gender: row.gender,
      dateOfBirth: row.dateOfBirth,
      age: wholeYearsBetween(row.dateOfBirth, today),
      nationality: row.nationality,
      residency: row.residency,
      prStartDate: row.prStartDate,
      race: row.race,
      religion: row.religion,
      maritalStatus: row.maritalStatus,
      educationLevel: row.educationLevel,
    },
    contact: {
      phone: row.phone,
      address: row.address,
      postalCode: row.postalCode,
      emergencyContactName: row.emergencyContactName,
      emergencyContactRelationship: row.emergencyContactRelationship,
      emergencyContactPhone: row.emergencyContactPhone,
    },
    employment: {
      employeeNumber: row.employeeNumber,
      roleTitle: row.roleTitle,
      departmentName: row.departmentName,
      branchName: row.branchName,
      employmentType: row.employmentType,
      workMode: row.workMode,
      employmentStartDate: row.employmentStartDate,
      employmentEndDate: row.employmentEndDate,
      workPassExpiryDate: row.workPassExpiryDate,
      countryOfWork: row.countryOfWork,
      timeZone: row.timeZone,
    },
    pay: {
      salaryBasis: row.salaryBasis,
      salaryAmount: row.salaryAmount,
      paymentMode: row.paymentMode,
      bankCode: row.bankCode,
      bankAccountNumber: row.bankAccountNumber,
      communityFunds: row.communityFunds,
    },
    editable: { contact: true, bankAccount: row.paymentMode === 'giro' },
  };
}

/** The caller's own employee record as stored, or 404 when their sign-in has none. */
async function ownRow(tx: Db, ctx: TenantContext): Promise<EmployeeRow> {
  const own = requireOwnRecord(await employeeOfAccount(tx, ctx.organizationId, ctx.accountId));
  return requireOwnRecord(await findEmployeeRow(tx, ctx.organizationId, own.id));
}

export function getOwnEmployee(ctx: TenantContext): Promise<OwnEmployee> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    present(await ownRow(tx, ctx), await organizationToday(tx, ctx)),
  );
}

/** The groups of details whose values differ, in the order the profile shows them. */
export function changedGroups(
  before: Pick<EmployeeRow, keyof OwnContactValues>,
  after: OwnContactValues,
): OwnContactGroup[] {
  return (Object.keys(ownContactGroups) as OwnContactGroup[]).filter((group) =>
    ownContactGroups[group].some((field) => (before[field] ?? null) !== after[field]),
  );
}

/** 'phone number', 'phone number and address', 'phone number, address and bank account'. */
function listed(words: string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What the admins read about one changed group: new values, the bank account masked. */
function describe(group: OwnContactGroup, before: EmployeeRow, after: OwnContactValues): string {
  const shown = (value: string | null) => value ?? '(removed)';
  switch (group) {
    case 'phone':
      return `Phone number: ${shown(after.phone)}`;
    case 'address':
      return `Address: ${
        after.address || after.postalCode
          ? [after.address, after.postalCode && `Singapore ${after.postalCode}`]
              .filter(Boolean)
              .join(', ')
          : '(removed)'
      }`;
    case 'emergencyContact':
      return `Emergency contact: ${
        after.emergencyContactName
          ? [
              after.emergencyContactName,
              after.emergencyContactRelationship && `(${after.emergencyContactRelationship})`,
              after.emergencyContactPhone,
            ]
              .filter(Boolean)
              .join(' ')
          : '(removed)'
      }`;
    case 'bankAccount':
      return `Bank account: ${maskedBankAccount(after.bankCode, after.bankAccountNumber)} (was ${maskedBankAccount(before.bankCode, before.bankAccountNumber)})`;
  }
}

function adminMail(row: EmployeeRow, groups: OwnContactGroup[], after: OwnContactValues) {
  const what = listed(groups.map((group) => ownContactGroupLabels[group]));
  const lines = [
    'Hello,',
    '',
    `${row.name} (${row.employeeNumber}) changed their ${what} on their staff profile in Tembusu:`,
    '',
    ...groups.map((group) => `- ${describe(group, row, after)}`),
    '',
    `You can check the change in Employees > ${row.name} > Personal details${
      groups.includes('bankAccount') ? ' and Employment & pay details' : ''
    }.`,
  ];
  if (groups.includes('bankAccount')) {
    lines.push(
      '',
      'Salary goes to the new bank account from the next payroll. If you did not expect this change, check it with the employee before you run payroll.',
    );
  }
  return { subject: `${row.name} updated their ${what}`, text: lines.join('\n') };
}

/**
 * Changes the caller's own contact details, address, emergency contact and bank account. The
 * change, its audit entry and the mail to the organisation's admins commit together: the mails
 * go into the outbox in the same transaction and are handed to the mail job once it committed.
 */
export async function updateOwnContact(
  ctx: TenantContext,
  enqueue: Enqueue | null,
  values: OwnContactValues,
): Promise<{ employee: OwnEmployee; changed: OwnContactGroup[] }> {
  const { employee, changed, mails } = await withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const before = await ownRow(tx, ctx);
    requireBankAccountFits(before.paymentMode, values);
    const groups = changedGroups(before, values);
    const outboxIds: string[] = [];
    if (groups.length > 0) {
      await updateEmployee(tx, ctx.organizationId, before.id, { ...values, updatedAt: ctx.now });
      await recordTenantAudit(ctx, tx, 'employee.contact_updated_by_self', before.id, {
        changed: groups,
        ...(groups.includes('bankAccount') && {
          bankAccount: {
            before: maskedBankAccount(before.bankCode, before.bankAccountNumber),
            after: maskedBankAccount(values.bankCode, values.bankAccountNumber),
          },
        }),
      });
      const mail = adminMail(before, groups, values);
      for (const admin of await organizationAdminMailboxes(tx, ctx)) {
        outboxIds.push(
          await enqueueMail(tx, { organizationId: ctx.organizationId, to: admin.email, ...mail }),
        );
      }
    }
    const after = requireOwnRecord(await findEmployeeRow(tx, ctx.organizationId, before.id));
    return {
      employee: present(after, await organizationToday(tx, ctx)),
      changed: groups,
      mails: outboxIds,
    };
  });
  for (const outboxId of mails) await dispatchMail(enqueue, outboxId);
  return { employee, changed };
}
