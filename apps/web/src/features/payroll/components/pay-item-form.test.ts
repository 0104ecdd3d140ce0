import type { PayItem } from '@tembusu/contracts/payroll';
import { describe, expect, it } from 'vitest';
import {
  payItemFormValues,
  requiredWageType,
  toPayItemInput,
  validatePayItem,
  withType,
} from './pay-item-form';

describe('the pay item form', () => {
  it('asks for what has no default, in words', () => {
    expect(validatePayItem(payItemFormValues())).toEqual({
      description: 'Description is required',
      defaultAmount: 'Enter the default amount',
      iRBACode: 'Choose an IRAS income type',
    });
  });

  it('sets the CPF class a reimbursement or salary must have, and a usual IRAS type', () => {
    const values = { ...payItemFormValues(), cPFType: 'AdditionalWages' as const };
    expect(withType(values, 'Reimbursement')).toMatchObject({
      cPFType: 'NoWages',
      iRBACode: 'NotTaxable',
    });
    expect(withType(values, 'Salary')).toMatchObject({
      cPFType: 'OrdinaryWages',
      iRBACode: 'GrossSalary',
    });
    expect(withType(values, 'Addition')).toMatchObject({ cPFType: 'AdditionalWages' });
    expect(requiredWageType('Deduction')).toBeNull();
    // A chosen IRAS type is kept.
    expect(withType({ ...values, iRBACode: 'Bonus' }, 'Salary').iRBACode).toBe('Bonus');
  });

  it('refuses a percentage over 100', () => {
    const values = {
      ...payItemFormValues(),
      description: 'Commission',
      unit: 'Percentage' as const,
      defaultAmount: '120',
      iRBACode: 'GrossComission' as const,
    };
    expect(validatePayItem(values)).toEqual({
      defaultAmount: 'A percentage of basic salary is at most 100',
    });
  });

  it('sends an empty category as none, and reads a category that is only the type as empty', () => {
    const item: PayItem = {
      id: 'p1',
      description: 'Meal',
      typeId: 'Addition',
      category: 'Addition',
      cPFType: 'OrdinaryWages',
      unit: 'Amount',
      defaultAmount: '80.00',
      iRBACode: 'OtherAllowance',
      isActive: true,
      templateCount: 2,
    };
    const values = payItemFormValues(item);
    expect(values.category).toBe('');
    expect(toPayItemInput(values)).toEqual({
      description: 'Meal',
      type: 'Addition',
      category: null,
      cPFType: 'OrdinaryWages',
      unit: 'Amount',
      defaultAmount: '80.00',
      iRBACode: 'OtherAllowance',
      isActive: true,
    });
    expect(payItemFormValues({ ...item, category: 'Allowance' }).category).toBe('Allowance');
  });
});
