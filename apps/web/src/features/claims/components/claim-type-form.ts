import type { FormErrors } from '@mantine/form';
import { type ClaimType, type ClaimTypeInput, zClaimTypeInput } from '@tembusu/contracts/claims';
import type { EmploymentType, IncomeType } from '@tembusu/contracts/enums';
import type { PayItem } from '@tembusu/contracts/payroll';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { plainErrors } from '../../../components/plain-errors';

/** The limits are typed as text ('' for no limit); the pay item is null until chosen. */
export type ClaimTypeFormValues = {
  name: string;
  description: string;
  limitPerClaim: string;
  limitPerMonth: string;
  limitPerYear: string;
  receiptRequired: boolean;
  taxable: boolean;
  incomeType: IncomeType;
  payItemId: string | null;
  departmentIds: string[];
  employmentTypes: EmploymentType[];
  isActive: boolean;
};

/** What a taxable claim is reported as unless the admin chooses otherwise. */
export const usualTaxableIncomeType: IncomeType = 'OtherAllowance';

export function claimTypeFormValues(type?: ClaimType): ClaimTypeFormValues {
  if (!type) {
    return {
      name: '',
      description: '',
      limitPerClaim: '',
      limitPerMonth: '',
      limitPerYear: '',
      receiptRequired: true,
      taxable: false,
      incomeType: 'NotTaxable',
      payItemId: null,
      departmentIds: [],
      employmentTypes: [],
      isActive: true,
    };
  }
  return {
    name: type.name,
    description: type.description ?? '',
    limitPerClaim: type.limitPerClaim ?? '',
    limitPerMonth: type.limitPerMonth ?? '',
    limitPerYear: type.limitPerYear ?? '',
    receiptRequired: type.receiptRequired,
    taxable: type.taxable,
    incomeType: type.incomeType,
    payItemId: type.payItem.id,
    departmentIds: type.departments.map((department) => department.id),
    employmentTypes: type.employmentTypes,
    isActive: type.isActive,
  };
}

/**
 * The pay items a claim type may be paid through: a reimbursement (not wages) for a claim that is
 * not taxable; an addition counted as ordinary or additional wages for a taxable one.
 */
export function payItemFitsClaim(item: PayItem, taxable: boolean): boolean {
  return taxable
    ? item.typeId === 'Addition' && item.cPFType !== 'NoWages'
    : item.typeId === 'Reimbursement' && item.cPFType === 'NoWages';
}

export function toClaimTypeInput(values: ClaimTypeFormValues): ClaimTypeInput {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    limitPerClaim: values.limitPerClaim.trim() || null,
    limitPerMonth: values.limitPerMonth.trim() || null,
    limitPerYear: values.limitPerYear.trim() || null,
    receiptRequired: values.receiptRequired,
    taxable: values.taxable,
    // A claim that is not taxable is never reported on Form IR8A.
    incomeType: values.taxable ? values.incomeType : 'NotTaxable',
    payItemId: values.payItemId ?? '',
    departmentIds: values.departmentIds,
    employmentTypes: values.employmentTypes,
    isActive: values.isActive,
  };
}

const resolve = zod4Resolver(zClaimTypeInput);

const limitWords: Record<string, string> = {
  limitPerClaim: 'the limit per claim',
  limitPerMonth: 'the limit per month',
  limitPerYear: 'the limit per year',
};

export function validateClaimType(values: ClaimTypeFormValues): FormErrors {
  const errors = plainErrors(resolve(toClaimTypeInput(values)));
  // "Cannot be more than limitPerMonth": the other limit named in words, beside the field.
  for (const [path, message] of Object.entries(errors)) {
    if (typeof message === 'string') {
      errors[path] = message.replace(
        /\blimitPer(Claim|Month|Year)\b/g,
        (name) => limitWords[name] ?? name,
      );
    }
  }
  return errors;
}
