import { describe, expect, it } from 'vitest';
import { foreignClaim, mealType, taxiType } from '../admin-claims-test-data';
import {
  claimFormField,
  claimFormValues,
  plainRate,
  sgdAmountPreview,
  toClaimInput,
  validateClaimForm,
} from './claim-form-values';

describe('the claim form values', () => {
  it('start blank in SGD at the rate 1, or as the claim is', () => {
    expect(claimFormValues(undefined, 'e1')).toMatchObject({
      employeeId: 'e1',
      currency: 'SGD',
      exchangeRate: '1',
      receipts: [],
    });
    expect(claimFormValues(foreignClaim)).toMatchObject({
      claimTypeId: taxiType.id,
      amount: '120.00',
      currency: 'USD',
      exchangeRate: '1.345',
    });
    expect(plainRate('1.000000')).toBe('1');
  });

  it('show the SGD only once the amount and rate are numbers, rounded half up', () => {
    expect(sgdAmountPreview({ amount: '', exchangeRate: '1' })).toBeNull();
    expect(sgdAmountPreview({ amount: '10', exchangeRate: '0' })).toBeNull();
    expect(sgdAmountPreview({ amount: '12.3.4', exchangeRate: '1' })).toBeNull();
    expect(sgdAmountPreview({ amount: '0.01', exchangeRate: '0.5' })).toBe('0.01');
    expect(sgdAmountPreview({ amount: '120', exchangeRate: '1.345' })).toBe('161.40');
  });

  it('ask for a receipt only when the claim is submitted', () => {
    const values = {
      ...claimFormValues(undefined, 'e1'),
      claimTypeId: taxiType.id,
      claimDate: '2026-03-02',
      amount: '20',
      description: 'Taxi',
    };
    expect(validateClaimForm(values, taxiType, { pickEmployee: true, mode: 'draft' })).toEqual({});
    expect(validateClaimForm(values, taxiType, { pickEmployee: true, mode: 'submit' })).toEqual({
      receipts: 'Attach a receipt: this claim type needs one',
    });
    expect(validateClaimForm(values, mealType, { pickEmployee: true, mode: 'submit' })).toEqual({});
    expect(
      validateClaimForm({ ...values, amount: '0', exchangeRate: '1.1234567' }, mealType, {
        pickEmployee: false,
        mode: 'draft',
      }),
    ).toEqual({
      amount: 'Enter more than 0',
      exchangeRate: 'Enter a rate with at most 6 decimal places',
    });
  });

  it('send the rate 1 for SGD, the receipts by id, and whether to submit', () => {
    const values = {
      ...claimFormValues(foreignClaim),
      currency: 'SGD',
      exchangeRate: '1.345',
      description: ' Taxi ',
    };
    expect(toClaimInput(values, 'draft')).toEqual({
      claimTypeId: taxiType.id,
      claimDate: '2026-03-02',
      amount: '120.00',
      currency: 'SGD',
      exchangeRate: '1',
      description: 'Taxi',
      receiptIds: foreignClaim.receipts.map((receipt) => receipt.id),
      submit: false,
    });
    expect(claimFormField('receiptIds')).toBe('receipts');
    expect(claimFormField('receiptIds.0')).toBe('receipts');
    expect(claimFormField('status')).toBeUndefined();
  });
});
