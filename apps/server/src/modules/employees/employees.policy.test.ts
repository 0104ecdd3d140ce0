import type { PaymentMode } from '@tembusu/contracts/enums';
import { describe, expect, it } from 'vitest';
import {
  notPaidByGiroMessage,
  requireBankAccountFits,
  requireOwnRecord,
} from './employees.policy.js';

/** What a rule did: allowed, or refused with the answer's status, field and message. */
function outcome(rule: () => void) {
  try {
    rule();
    return 'allowed';
  } catch (error) {
    const { statusCode, field, message } = error as {
      statusCode: number;
      field?: string;
      message: string;
    };
    return `${statusCode} ${field ?? '-'} ${message}`;
  }
}

const account = { bankCode: 'DBSSSGSG', bankAccountNumber: '123-456789-0' };
const none = { bankCode: null, bankAccountNumber: null };

describe('the bank account an employee keeps themselves', () => {
  it.each<{ mode: PaymentMode; bank: typeof account | typeof none | object; expected: string }>([
    { mode: 'giro', bank: account, expected: 'allowed' },
    { mode: 'giro', bank: none, expected: '400 bankCode bankCode: GIRO needs a bank' },
    {
      mode: 'giro',
      bank: { ...account, bankAccountNumber: null },
      expected: '400 bankAccountNumber bankAccountNumber: GIRO needs a bank account number',
    },
    { mode: 'cash', bank: none, expected: 'allowed' },
    { mode: 'cheque', bank: none, expected: 'allowed' },
    { mode: 'others', bank: none, expected: 'allowed' },
    { mode: 'cash', bank: account, expected: `400 bankCode ${notPaidByGiroMessage}` },
    {
      mode: 'cheque',
      bank: { ...none, bankAccountNumber: '1234' },
      expected: `400 bankCode ${notPaidByGiroMessage}`,
    },
  ])('pay by $mode with $bank: $expected', ({ mode, bank, expected }) => {
    expect(
      outcome(() =>
        requireBankAccountFits(
          mode,
          bank as { bankCode: string | null; bankAccountNumber: string | null },
        ),
      ),
    ).toBe(expected);
  });
});

describe('whose record the staff profile reaches', () => {
  it.each([
    { own: { id: 'e-1' }, expected: 'allowed' },
    { own: undefined, expected: '404 - Employee record not found' },
  ])('$own: $expected', ({ own, expected }) => {
    expect(outcome(() => requireOwnRecord(own))).toBe(expected);
  });
});
