// The fixed salary batch every bank file's golden test is written from, and the refusals every
// writer shares. Three employees: one with a name longer than DBS's 35 characters, one with
// nothing to be paid this month.
import type { SalaryBatch, SalaryCredit } from './types.js';

export const goldenSalaryBatch: SalaryBatch = {
  organisation: {
    name: 'Tembusu Demo Pte. Ltd.',
    debitAccountNumber: '101-332-0075',
    bankCompanyId: 'TEMBUSU01',
  },
  valueDate: '2025-06-27',
  // 18:30 UTC on 24 June is 02:30 on 25 June in Singapore: the file is dated the 25th.
  createdAt: new Date('2025-06-24T18:30:00Z'),
  batchReference: 'PAYROLL 2025-06',
  fileSequence: 1,
  credits: [
    {
      payeeName: 'Tan Ah Kow',
      bankBic: 'DBSSSGSG',
      accountNumber: '120-456789-0',
      amountCents: 120_000,
      endToEndReference: 'SALARY 2025-06 E0001',
    },
    {
      payeeName: 'Nur Aisyah binte Mohamed Rahmat Abdullah',
      bankBic: 'OCBCSGSGXXX',
      accountNumber: '501 234567 001',
      amountCents: 245_050,
      endToEndReference: 'SALARY 2025-06 E0002',
    },
    {
      payeeName: 'Ronald Lee',
      bankBic: 'UOVBSGSG',
      accountNumber: '',
      amountCents: 0,
      endToEndReference: 'SALARY 2025-06 E0003',
    },
  ],
};

/** The golden batch with some of one credit's fields changed. */
export function withCredit(index: number, change: Partial<SalaryCredit>): SalaryBatch {
  return {
    ...goldenSalaryBatch,
    credits: goldenSalaryBatch.credits.map((credit, position) =>
      position === index ? { ...credit, ...change } : credit,
    ),
  };
}

export function withBatch(change: Partial<SalaryBatch>): SalaryBatch {
  return { ...goldenSalaryBatch, ...change };
}

export function withOrganisation(change: Partial<SalaryBatch['organisation']>): SalaryBatch {
  return withBatch({ organisation: { ...goldenSalaryBatch.organisation, ...change } });
}

export interface Refusal {
  readonly name: string;
  readonly batch: SalaryBatch;
  /** The field the input error names. */
  readonly field: string;
}

/** Input every bank's writer refuses, each naming the field at fault. */
export const sharedRefusals: readonly Refusal[] = [
  {
    name: 'an account number with a letter',
    batch: withCredit(0, { accountNumber: '120-456789-X' }),
    field: 'credits.0.accountNumber',
  },
  {
    name: 'an account number with a full stop',
    batch: withCredit(1, { accountNumber: '501.234567.001' }),
    field: 'credits.1.accountNumber',
  },
  {
    name: 'an account number of dashes only',
    batch: withCredit(0, { accountNumber: ' - ' }),
    field: 'credits.0.accountNumber',
  },
  {
    name: 'an account number of 35 digits',
    batch: withCredit(0, { accountNumber: '1'.repeat(35) }),
    field: 'credits.0.accountNumber',
  },
  {
    name: 'a debit account number with a letter',
    batch: withOrganisation({ debitAccountNumber: '101-332-007O' }),
    field: 'organisation.debitAccountNumber',
  },
  {
    name: 'a BIC outside Singapore',
    batch: withCredit(0, { bankBic: 'DEUTDEFF' }),
    field: 'credits.0.bankBic',
  },
  {
    name: 'a BIC of 9 characters',
    batch: withCredit(1, { bankBic: 'OCBCSGSGX' }),
    field: 'credits.1.bankBic',
  },
  {
    name: 'a BIC in lower case',
    batch: withCredit(0, { bankBic: 'dbsssgsg' }),
    field: 'credits.0.bankBic',
  },
  {
    name: 'a negative amount',
    batch: withCredit(0, { amountCents: -1 }),
    field: 'credits.0.amountCents',
  },
  {
    name: 'a fraction of a cent',
    batch: withCredit(1, { amountCents: 245_050.5 }),
    field: 'credits.1.amountCents',
  },
  {
    name: 'an amount that is not a number',
    batch: withCredit(0, { amountCents: Number.NaN }),
    field: 'credits.0.amountCents',
  },
  {
    name: 'an amount beyond the safe integers',
    batch: withCredit(0, { amountCents: 2 ** 53 }),
    field: 'credits.0.amountCents',
  },
  {
    name: 'credits that add up beyond the safe integers',
    batch: withBatch({
      credits: [
        { ...(goldenSalaryBatch.credits[0] as SalaryCredit), amountCents: Number.MAX_SAFE_INTEGER },
        goldenSalaryBatch.credits[1] as SalaryCredit,
      ],
    }),
    field: 'credits',
  },
  {
    name: 'no credit above zero',
    batch: withBatch({
      credits: goldenSalaryBatch.credits.map((credit) => ({ ...credit, amountCents: 0 })),
    }),
    field: 'credits',
  },
  { name: 'no credits at all', batch: withBatch({ credits: [] }), field: 'credits' },
  {
    name: 'an empty payee name',
    batch: withCredit(0, { payeeName: '  ' }),
    field: 'credits.0.payeeName',
  },
  {
    name: 'a payee name outside ASCII',
    batch: withCredit(0, { payeeName: 'Zoë Tan' }),
    field: 'credits.0.payeeName',
  },
  {
    name: 'a line break in a payee name',
    batch: withCredit(1, { payeeName: 'Nur Aisyah\nbinte Mohamed' }),
    field: 'credits.1.payeeName',
  },
  {
    name: 'an empty end-to-end reference',
    batch: withCredit(0, { endToEndReference: '' }),
    field: 'credits.0.endToEndReference',
  },
  {
    name: 'an end-to-end reference of 36 characters',
    batch: withCredit(0, { endToEndReference: 'E'.repeat(36) }),
    field: 'credits.0.endToEndReference',
  },
  {
    name: 'an empty batch reference',
    batch: withBatch({ batchReference: '' }),
    field: 'batchReference',
  },
  {
    name: 'a batch reference of 17 characters',
    batch: withBatch({ batchReference: 'PAYROLL 2025-06-X' }),
    field: 'batchReference',
  },
  {
    name: 'a value date that is no date',
    batch: withBatch({ valueDate: '2025-02-29' }),
    field: 'valueDate',
  },
  {
    name: 'a value date written DD/MM/YYYY',
    batch: withBatch({ valueDate: '27/06/2025' }),
    field: 'valueDate',
  },
  {
    name: 'a value date before the day the file is made in Singapore',
    batch: withBatch({ valueDate: '2025-06-24' }),
    field: 'valueDate',
  },
  {
    name: 'an invalid creation instant',
    batch: withBatch({ createdAt: new Date(Number.NaN) }),
    field: 'createdAt',
  },
  { name: 'file sequence 0', batch: withBatch({ fileSequence: 0 }), field: 'fileSequence' },
  { name: 'file sequence 100', batch: withBatch({ fileSequence: 100 }), field: 'fileSequence' },
  {
    name: 'a fractional file sequence',
    batch: withBatch({ fileSequence: 1.5 }),
    field: 'fileSequence',
  },
];
