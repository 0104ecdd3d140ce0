// The staff profile (spec section 2, /pages/employee-profile): an employee's own record as they
// may see it, and the details they keep up to date themselves.
import { z } from 'zod';
import {
  zContactDetails,
  zContactDetailsInput,
  zEmployee,
  zEmployeeEmploymentPay,
  zEmployeeEmploymentPayInput,
  zEmployeePersonal,
} from './employees.js';
import { banks } from './reference/banks.js';

/** How many characters of an identity or account number stay readable at the end. */
const visibleTail = 4;

/**
 * An identity number with all but its last four characters hidden (`•••••567A`), as the staff
 * profile shows it: the person knows their own number, a screen over their shoulder need not.
 */
export function maskedIdNumber(idNumber: string): string {
  const tail = idNumber.slice(-visibleTail);
  return `${'•'.repeat(Math.max(idNumber.length - visibleTail, 0))}${tail}`;
}

/** The last four digits of a bank account number, for naming it without giving it away. */
export function accountNumberEnding(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '').slice(-visibleTail);
}

const bankNames: ReadonlyMap<string, string> = new Map(banks.map((bank) => [bank.code, bank.name]));

/** A bank account named safely: 'DBS Bank Ltd, account ending 4567'. */
export function maskedBankAccount(bankCode: string | null, accountNumber: string | null): string {
  const bank = bankCode ? (bankNames.get(bankCode) ?? bankCode) : 'No bank';
  return accountNumber ? `${bank}, account ending ${accountNumberEnding(accountNumber)}` : bank;
}

/** What the employee changes of their own record (PUT /api/v1/profile/me/contact). */
export const zOwnContactInput = zContactDetailsInput
  .extend({
    /** Only for pay by GIRO; null otherwise. */
    bankCode: zEmployeeEmploymentPayInput.shape.bankCode.default(null),
    bankAccountNumber: zEmployeeEmploymentPayInput.shape.bankAccountNumber.default(null),
  })
  .superRefine((value, ctx) => {
    const someEmergency =
      value.emergencyContactName ||
      value.emergencyContactRelationship ||
      value.emergencyContactPhone;
    if (someEmergency && !value.emergencyContactName) {
      ctx.addIssue({
        code: 'custom',
        path: ['emergencyContactName'],
        message: "Enter your emergency contact's name",
      });
    }
    if (someEmergency && !value.emergencyContactPhone) {
      ctx.addIssue({
        code: 'custom',
        path: ['emergencyContactPhone'],
        message: "Enter your emergency contact's phone number",
      });
    }
  });
export type OwnContactInput = z.input<typeof zOwnContactInput>;
export type OwnContactValues = z.output<typeof zOwnContactInput>;

/** The details of the contact input, grouped as the profile names them to the admins. */
export const ownContactGroups = {
  phone: ['phone'],
  address: ['address', 'postalCode'],
  emergencyContact: [
    'emergencyContactName',
    'emergencyContactRelationship',
    'emergencyContactPhone',
  ],
  bankAccount: ['bankCode', 'bankAccountNumber'],
} as const satisfies Record<string, readonly (keyof OwnContactValues)[]>;
export type OwnContactGroup = keyof typeof ownContactGroups;

export const ownContactGroupLabels: Record<OwnContactGroup, string> = {
  phone: 'phone number',
  address: 'address',
  emergencyContact: 'emergency contact',
  bankAccount: 'bank account',
};

/**
 * The employee's own record as they may see it (GET /api/v1/profile/me/employee): their personal,
 * employment and pay details, with the identity number masked, and nothing of anyone else (no
 * manager, no pay scheme, no CPF switches an admin sets).
 */
export const zOwnEmployee = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  /** The identity number masked: only the last four characters show. */
  personal: zEmployeePersonal
    .pick({
      name: true,
      email: true,
      idType: true,
      idNumber: true,
      gender: true,
      dateOfBirth: true,
      nationality: true,
      residency: true,
      prStartDate: true,
      race: true,
      religion: true,
      maritalStatus: true,
      educationLevel: true,
    })
    .extend(zEmployee.pick({ age: true }).shape),
  contact: zContactDetails,
  employment: zEmployeeEmploymentPay
    .pick({
      employeeNumber: true,
      roleTitle: true,
      employmentType: true,
      workMode: true,
      employmentStartDate: true,
      employmentEndDate: true,
      workPassExpiryDate: true,
      countryOfWork: true,
      timeZone: true,
    })
    .extend(zEmployee.pick({ departmentName: true, branchName: true }).shape),
  pay: zEmployeeEmploymentPay.pick({
    salaryBasis: true,
    salaryAmount: true,
    paymentMode: true,
    bankCode: true,
    bankAccountNumber: true,
    communityFunds: true,
  }),
  /** What the employee may change themselves; everything else is their organisation's to keep. */
  editable: z.object({ contact: z.boolean(), bankAccount: z.boolean() }),
});
export type OwnEmployee = z.infer<typeof zOwnEmployee>;
