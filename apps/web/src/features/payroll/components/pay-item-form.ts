import type { FormErrors } from '@mantine/form';
import type { IncomeType, WageType } from '@tembusu/contracts/enums';
import { type PayItem, type PayItemInput, zPayItemInput } from '@tembusu/contracts/payroll';
import { zod4Resolver } from 'mantine-form-zod-resolver';

type PayItemType = PayItemInput['type'];

/** The form's values: choices start empty where there is no sensible default. */
export type PayItemFormValues = Omit<PayItemInput, 'iRBACode' | 'category'> & {
  iRBACode: IncomeType | null;
  category: string;
};

export function payItemFormValues(item?: PayItem): PayItemFormValues {
  if (!item) {
    return {
      description: '',
      type: 'Addition',
      category: '',
      cPFType: 'OrdinaryWages',
      unit: 'Amount',
      defaultAmount: '',
      iRBACode: null,
      isActive: true,
    };
  }
  return {
    description: item.description,
    type: item.typeId,
    // The server answers the type as the category when none was given: keep it following the type.
    category: item.category === item.typeId ? '' : item.category,
    cPFType: item.cPFType,
    unit: item.unit,
    defaultAmount: item.defaultAmount,
    iRBACode: item.iRBACode,
    isActive: item.isActive,
  };
}

/** The CPF class a type of pay item must have, where the law leaves no choice. */
export function requiredWageType(type: PayItemType): WageType | null {
  if (type === 'Salary') return 'OrdinaryWages';
  if (type === 'Reimbursement') return 'NoWages';
  return null;
}

const usualIncomeType: Partial<Record<PayItemType, IncomeType>> = {
  Salary: 'GrossSalary',
  Overtime: 'GrossSalary',
  Reimbursement: 'NotTaxable',
};

/** The values after a change of type: a forced CPF class is applied, an empty IRAS code filled. */
export function withType(values: PayItemFormValues, type: PayItemType): PayItemFormValues {
  return {
    ...values,
    type,
    cPFType: requiredWageType(type) ?? values.cPFType,
    iRBACode: values.iRBACode ?? usualIncomeType[type] ?? null,
  };
}

export function toPayItemInput(values: PayItemFormValues): PayItemInput {
  return {
    ...values,
    category: values.category.trim() || null,
    iRBACode: values.iRBACode as IncomeType,
  };
}

const resolve = zod4Resolver(zPayItemInput);

export function validatePayItem(values: PayItemFormValues): FormErrors {
  const errors = resolve(toPayItemInput(values));
  if (values.iRBACode === null) errors.iRBACode = 'Choose an IRAS income type';
  if (errors.defaultAmount && values.defaultAmount.trim() === '') {
    errors.defaultAmount = 'Enter the default amount';
  }
  return errors;
}
