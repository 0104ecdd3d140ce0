// The claim form's values, what must be filled in before anything is sent, and the input they
// make: shared by the admins' form (which also picks the employee) and the staff's.
import {
  type Claim,
  type ClaimInput,
  type ClaimReceipt,
  type ClaimType,
  homeCurrency,
  maxClaimReceipts,
  sgdAmountOf,
} from '@tembusu/contracts/claims';
import { moneyText } from '@tembusu/contracts/display-text';

export interface ClaimFormValues {
  /** Whom the claim is for, when the form picks the employee (an admin's claim). */
  employeeId: string | null;
  claimTypeId: string | null;
  claimDate: string | null;
  amount: string;
  currency: string;
  /** Fixed at 1 for SGD. */
  exchangeRate: string;
  description: string;
  /** The receipts uploaded so far, in the order they were chosen. */
  receipts: ClaimReceipt[];
}

/** How a claim is saved: kept as a draft, or sent for approval. */
export type ClaimSaveMode = 'draft' | 'submit';

export const descriptionMaxLength = 500;

export function claimFormValues(claim?: Claim, employeeId: string | null = null): ClaimFormValues {
  return {
    employeeId: claim?.employee.id ?? employeeId,
    claimTypeId: claim?.claimType.id ?? null,
    claimDate: claim?.claimDate ?? null,
    amount: claim?.amount ?? '',
    currency: claim?.currency ?? homeCurrency,
    exchangeRate: claim ? plainRate(claim.exchangeRate) : '1',
    description: claim?.description ?? '',
    receipts: claim?.receipts ?? [],
  };
}

/** "1.350000" → "1.35", "1.000000" → "1": the rate as a person would type it. */
export function plainRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate;
}

const amountPattern = /^\d+(\.\d{1,2})?$/;
const ratePattern = /^\d{1,6}(\.\d{1,6})?$/;

export function isAmount(text: string): boolean {
  return amountPattern.test(text.trim()) && Number(text) < 10_000_000;
}

export function isRate(text: string): boolean {
  return ratePattern.test(text.trim()) && Number(text) > 0;
}

/**
 * The Singapore dollars the amount comes to at the rate entered (`sgdAmountOf`, in integers), or
 * null while either is not yet a number it can take.
 */
export function sgdAmountPreview(values: Pick<ClaimFormValues, 'amount' | 'exchangeRate'>) {
  if (!isAmount(values.amount) || !isRate(values.exchangeRate)) return null;
  return sgdAmountOf(values.amount.trim(), values.exchangeRate.trim());
}

type ClaimFormErrors = Partial<Record<keyof ClaimFormValues, string>>;

/**
 * What is missing or wrong, by field, before anything is sent. A draft may lack the receipts its
 * type asks for; a claim sent for approval may not.
 */
export function validateClaimForm(
  values: ClaimFormValues,
  type: ClaimType | undefined,
  options: { pickEmployee: boolean; mode: ClaimSaveMode },
): ClaimFormErrors {
  const errors: ClaimFormErrors = {};
  if (options.pickEmployee && !values.employeeId) errors.employeeId = 'Choose an employee';
  if (!values.claimTypeId) errors.claimTypeId = 'Choose a claim type';
  if (!values.claimDate) errors.claimDate = 'Choose the date of the expense';
  const amount = values.amount.trim();
  if (!amount) errors.amount = 'Enter the amount';
  else if (!amountPattern.test(amount)) {
    errors.amount = 'Enter an amount with at most 2 decimal places';
  } else if (Number(amount) <= 0) errors.amount = 'Enter more than 0';
  else if (Number(amount) >= 10_000_000) errors.amount = 'Enter at most 9,999,999.99';
  if (!values.currency) errors.currency = 'Choose a currency';
  const rate = values.exchangeRate.trim();
  if (!rate) errors.exchangeRate = 'Enter the rate to SGD';
  else if (!ratePattern.test(rate)) {
    errors.exchangeRate = 'Enter a rate with at most 6 decimal places';
  } else if (Number(rate) <= 0) errors.exchangeRate = 'Enter a rate above 0';
  const sgd = sgdAmountPreview(values);
  if (
    !errors.amount &&
    sgd !== null &&
    type?.limitPerClaim &&
    Number(sgd) > Number(type.limitPerClaim)
  ) {
    errors.amount = `${type.name} claims are limited to S${moneyText(type.limitPerClaim)} each`;
  }
  const description = values.description.trim();
  if (!description) errors.description = 'Say what the claim is for';
  else if (description.length > descriptionMaxLength) {
    errors.description = `Use at most ${descriptionMaxLength} characters`;
  }
  if (values.receipts.length > maxClaimReceipts) {
    errors.receipts = `Attach at most ${maxClaimReceipts} receipts`;
  } else if (options.mode === 'submit' && type?.receiptRequired && values.receipts.length === 0) {
    errors.receipts = 'Attach a receipt: this claim type needs one';
  }
  return errors;
}

/** The claim the values make; call it once `validateClaimForm` has nothing to say. */
export function toClaimInput(values: ClaimFormValues, mode: ClaimSaveMode): ClaimInput {
  return {
    claimTypeId: values.claimTypeId ?? '',
    claimDate: values.claimDate ?? '',
    amount: values.amount.trim(),
    currency: values.currency,
    exchangeRate: values.currency === homeCurrency ? '1' : values.exchangeRate.trim(),
    description: values.description.trim(),
    receiptIds: values.receipts.map((receipt) => receipt.id),
    submit: mode === 'submit',
  };
}

const serverFields: Record<string, keyof ClaimFormValues> = {
  employeeId: 'employeeId',
  claimTypeId: 'claimTypeId',
  claimDate: 'claimDate',
  amount: 'amount',
  currency: 'currency',
  exchangeRate: 'exchangeRate',
  description: 'description',
  receiptIds: 'receipts',
};

/** The form field a server's refusal names (`receiptIds` is the receipts' list), if any. */
export function claimFormField(field: string): keyof ClaimFormValues | undefined {
  return serverFields[field.split('.')[0] ?? ''];
}
