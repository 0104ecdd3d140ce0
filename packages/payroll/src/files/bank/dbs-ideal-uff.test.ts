import { describe, expect, it } from 'vitest';
import { writeDbsIdealUff } from './dbs-ideal-uff.js';
import {
  goldenSalaryBatch,
  sharedRefusals,
  withBatch,
  withCredit,
  withOrganisation,
} from './salary-batch.golden.js';
import type { SalaryBatch, SalaryCredit } from './types.js';

// This test's own reader of sg-payroll-files.md 2.3: records end with CRLF, fields are separated
// by commas, and field n of a record (H01, D01, T01 counted from 1) is column n.
function readUff(content: string) {
  expect(content.endsWith('\r\n')).toBe(true);
  const records = content
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
  return {
    header: records[0] ?? [],
    payments: records.slice(1, -1),
    trailer: records.at(-1) ?? [],
  };
}

function field(record: readonly string[], number: number): string {
  return record[number - 1] ?? '';
}

const digits = (account: string) => account.replace(/[ -]/g, '');

// D28 and T03 are dollars with a point and two decimals: read as cents without binary fractions.
function cents(amount: string): number {
  expect(amount).toMatch(/^\d+\.\d{2}$/);
  return Number(amount.replace('.', ''));
}

describe('DBS IDEAL UFF golden file', () => {
  const file = writeDbsIdealUff(goldenSalaryBatch);

  it('is named for the product, the value date and the batch', () => {
    expect(file.fileName).toBe('DBS_UFF_SAL_20250627_01.csv');
  });

  it('writes the whole file', () => {
    expect(file.content).toBe(
      [
        'HEADER,25062025,TEMBUSU01,Tembusu Demo Pte. Ltd.,UFFv2',
        'PAYMENT,SAL,1013320075,SGD,PAYROLL 2025-06,SGD,00001,27062025,,,Tan Ah Kow,,,,,1204567890,,,,,DBSSSGSGXXX,,,,,,,1200.00,,,,,22,SALARY 2025-06 E0001,,,,,,,,,SALA',
        'PAYMENT,SAL,1013320075,SGD,PAYROLL 2025-06,SGD,00001,27062025,,,Nur Aisyah binte Mohamed Rahmat Abd,,,,,501234567001,,,,,OCBCSGSGXXX,,,,,,,2450.50,,,,,22,SALARY 2025-06 E0002,,,,,,,,,SALA',
        'TRAILER,00000002,3650.50',
        '',
      ].join('\r\n'),
    );
  });

  it('puts each field in its column', () => {
    const { header, payments, trailer } = readUff(file.content);
    expect(header).toEqual(['HEADER', '25062025', 'TEMBUSU01', 'Tembusu Demo Pte. Ltd.', 'UFFv2']);
    expect(payments).toHaveLength(2);
    const [first, second] = payments as [string[], string[]];
    // The last field written is D43; nothing empty trails it.
    expect(first).toHaveLength(43);
    const given = new Map([
      [1, 'PAYMENT'],
      [2, 'SAL'],
      [3, '1013320075'],
      [4, 'SGD'],
      [5, 'PAYROLL 2025-06'],
      [6, 'SGD'],
      [7, '00001'],
      [8, '27062025'],
      [11, 'Tan Ah Kow'],
      [16, '1204567890'],
      [21, 'DBSSSGSGXXX'],
      [28, '1200.00'],
      [33, '22'],
      [34, 'SALARY 2025-06 E0001'],
      [43, 'SALA'],
    ]);
    for (let number = 1; number <= 43; number += 1) {
      expect(field(first, number), `D${number}`).toBe(given.get(number) ?? '');
    }
    expect(field(second, 11)).toBe('Nur Aisyah binte Mohamed Rahmat Abd');
    expect(field(second, 11)).toHaveLength(35);
    expect(field(second, 16)).toBe('501234567001');
    expect(field(second, 21)).toBe('OCBCSGSGXXX');
    expect(field(second, 28)).toBe('2450.50');
    expect(field(second, 34)).toBe('SALARY 2025-06 E0002');
    expect(field(second, 43)).toBe('SALA');
    expect(trailer).toEqual(['TRAILER', '00000002', '3650.50']);
  });

  it('leaves out the employee with nothing to be paid, and says so', () => {
    expect(file.skipped).toEqual([{ index: 2, credit: goldenSalaryBatch.credits[2] }]);
  });
});

describe('DBS IDEAL UFF read back by column', () => {
  function expectReadsBack(batch: SalaryBatch) {
    const { header, payments, trailer } = readUff(writeDbsIdealUff(batch).content);
    const paid = batch.credits.filter((credit) => credit.amountCents > 0);
    expect(field(header, 3)).toBe(batch.organisation.bankCompanyId);
    expect(payments).toHaveLength(paid.length);
    payments.forEach((payment, index) => {
      const credit = paid[index] as SalaryCredit;
      expect(field(payment, 1)).toBe('PAYMENT');
      expect(field(payment, 3)).toBe(digits(batch.organisation.debitAccountNumber));
      expect(field(payment, 5)).toBe(batch.batchReference);
      expect(field(payment, 8)).toBe(batch.valueDate.split('-').reverse().join(''));
      expect(credit.payeeName.startsWith(field(payment, 11))).toBe(true);
      expect(field(payment, 16)).toBe(digits(credit.accountNumber));
      expect(field(payment, 21).slice(0, credit.bankBic.length)).toBe(credit.bankBic);
      expect(cents(field(payment, 28))).toBe(credit.amountCents);
      expect(field(payment, 34)).toBe(credit.endToEndReference);
      expect(field(payment, 43)).toBe('SALA');
    });
    expect(field(trailer, 2)).toMatch(/^\d{8}$/);
    expect(Number(field(trailer, 2))).toBe(paid.length);
    expect(cents(field(trailer, 3))).toBe(
      paid.reduce((total, credit) => total + credit.amountCents, 0),
    );
  }

  it('reads the golden batch back', () => {
    expectReadsBack(goldenSalaryBatch);
  });

  it("reads back names, amounts and references at each field's limit", () => {
    expectReadsBack(
      withBatch({
        batchReference: 'P'.repeat(16),
        credits: [
          {
            payeeName: "Rajesh D'Souza (Mr)",
            bankBic: 'SCBLSG22',
            accountNumber: '0123 4567 8901 2345',
            amountCents: 99_999_999_999,
            endToEndReference: 'E'.repeat(35),
          },
          {
            payeeName: 'Lim',
            bankBic: 'HSBCSGS2XXX',
            accountNumber: '1'.repeat(34),
            amountCents: 1,
            endToEndReference: '1/2025-06',
          },
        ],
      }),
    );
  });
});

describe('DBS IDEAL UFF names', () => {
  it('cuts payee and sender names at 35 characters, without a trailing space', () => {
    const batch = withCredit(0, { payeeName: `${'A'.repeat(34)} Bin Osman` });
    expect(field(readUff(writeDbsIdealUff(batch).content).payments[0] ?? [], 11)).toBe(
      'A'.repeat(34),
    );
    const sender = withOrganisation({ name: 'Tembusu Human Resource Solutions Pte. Ltd.' });
    expect(readUff(writeDbsIdealUff(sender).content).header[3]).toBe(
      'Tembusu Human Resource Solutions Pt',
    );
  });

  it('cuts rather than refuses a name beyond 140 characters', () => {
    const batch = withCredit(1, { payeeName: 'N'.repeat(200) });
    expect(field(readUff(writeDbsIdealUff(batch).content).payments[1] ?? [], 11)).toBe(
      'N'.repeat(35),
    );
  });
});

describe('DBS IDEAL UFF refusals', () => {
  it.each(sharedRefusals.map((refusal) => [refusal.name, refusal] as const))(
    'refuses %s',
    (_name, refusal) => {
      expect(() => writeDbsIdealUff(refusal.batch)).toThrow(
        expect.objectContaining({ field: refusal.field }),
      );
    },
  );

  it.each([
    [
      'a comma in a payee name, which would split the field',
      withCredit(0, { payeeName: 'Tan, Ah Kow' }),
      'credits.0.payeeName',
    ],
    [
      'a comma in an end-to-end reference',
      withCredit(1, { endToEndReference: 'SALARY,2025-06' }),
      'credits.1.endToEndReference',
    ],
    [
      'a comma in the batch reference',
      withBatch({ batchReference: 'PAYROLL,06' }),
      'batchReference',
    ],
    [
      'an ampersand, outside the characters GIRO carries',
      withOrganisation({ name: 'Tan & Sons Pte Ltd' }),
      'organisation.name',
    ],
    [
      'a batch without an organisation ID',
      withOrganisation({ bankCompanyId: undefined }),
      'organisation.bankCompanyId',
    ],
    [
      'an organisation ID of 13 characters',
      withOrganisation({ bankCompanyId: 'TEMBUSU000001' }),
      'organisation.bankCompanyId',
    ],
    [
      'an amount of a billion dollars, beyond 9(9).9(2)',
      withCredit(0, { amountCents: 100_000_000_000 }),
      'credits.0.amountCents',
    ],
  ] as const)('refuses %s', (_name, batch, fieldName) => {
    expect(() => writeDbsIdealUff(batch)).toThrow(expect.objectContaining({ field: fieldName }));
  });

  it('needs no particular length of debit account', () => {
    const batch = withOrganisation({ debitAccountNumber: '072-123456-7' });
    expect(field(readUff(writeDbsIdealUff(batch).content).payments[0] ?? [], 3)).toBe('0721234567');
  });
});
