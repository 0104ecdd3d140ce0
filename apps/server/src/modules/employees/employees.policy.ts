import type { PaymentMode } from '@tembusu/contracts/enums';
import { invalid, notFound } from '../../errors.js';

/*
 * Whose record an employee may change themselves, and which of its details: the staff profile
 * (PUT /api/v1/profile/me/contact) reaches the caller's own record only, and the bank account
 * only where their pay goes by GIRO. Admins keep everything else with the employee endpoints.
 */

/** The caller's own employee record, or 404 for a sign-in that has none (an admin's). */
export function requireOwnRecord<T>(own: T | undefined): T {
  if (!own) throw notFound('Employee record');
  return own;
}

export const notPaidByGiroMessage =
  'bankCode: your pay is not paid into a bank account (GIRO), so there is no bank account to keep. Ask your HR administrator if that should change.';

/**
 * A bank account is meaningful only for pay by GIRO: there both the bank and the account number
 * are needed (400 naming the one missing); otherwise none may be given.
 */
export function requireBankAccountFits(
  paymentMode: PaymentMode,
  bank: { bankCode: string | null; bankAccountNumber: string | null },
): void {
  if (paymentMode !== 'giro') {
    if (bank.bankCode !== null || bank.bankAccountNumber !== null) {
      throw invalid('bankCode', notPaidByGiroMessage);
    }
    return;
  }
  if (!bank.bankCode) throw invalid('bankCode', 'bankCode: GIRO needs a bank');
  if (!bank.bankAccountNumber) {
    throw invalid('bankAccountNumber', 'bankAccountNumber: GIRO needs a bank account number');
  }
}
