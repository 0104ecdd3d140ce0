import { describe, expect, it } from 'vitest';
import { writeOcbcVelocityGiroFast } from './ocbc-velocity.js';
import {
  goldenSalaryBatch,
  sharedRefusals,
  withBatch,
  withCredit,
  withOrganisation,
} from './salary-batch.golden.js';
import type { SalaryBatch, SalaryCredit } from './types.js';

// sg-payroll-files.md 2.5 as this test's own reader takes it: each field's name, first position
// (1-based) and length. There is no trailer record.
type Layout = readonly (readonly [name: string, start: number, length: number])[];
const headerLayout: Layout = [
  ['transactionType', 1, 2],
  ['batchNumber', 3, 3],
  ['submissionDate', 6, 8],
  ['originatingBankCode', 14, 11],
  ['accountNumber', 25, 34],
  ['filler1', 59, 3],
  ['onBehalfOf', 62, 20],
  ['filler2', 82, 120],
  ['chargeBearer', 202, 4],
  ['clearing', 206, 4],
  ['reference', 210, 16],
  ['valueDate', 226, 8],
  ['valueTime', 234, 4],
  ['batchBooking', 238, 1],
  ['filler3', 239, 762],
];
const detailLayout: Layout = [
  ['bankCode', 1, 11],
  ['accountNumber', 12, 34],
  ['payeeName', 46, 140],
  ['currency', 186, 3],
  ['amount', 189, 17],
  ['paymentDetails', 206, 35],
  ['purposeCode', 241, 4],
  ['debtorsReference', 245, 35],
  ['ultimateCreditorName', 280, 140],
  ['ultimateDebtorName', 420, 140],
  ['sendAdviceVia', 560, 1],
  ['sendDetails', 561, 255],
  ['proxyType', 816, 12],
  ['proxyValue', 828, 140],
  ['filler', 968, 33],
];

type Fields = Readonly<Record<string, string>>;

function readRecord(record: string, layout: Layout): Fields {
  return Object.fromEntries(
    layout.map(([name, start, length]) => [name, record.slice(start - 1, start - 1 + length)]),
  );
}

function readVelocityFile(content: string) {
  expect(content.endsWith('\r\n')).toBe(true);
  const records = content.slice(0, -2).split('\r\n');
  for (const record of records) expect(record).toHaveLength(1000);
  return {
    header: readRecord(records[0] ?? '', headerLayout),
    details: records.slice(1).map((record) => readRecord(record, detailLayout)),
  };
}

const x = (text: string, width: number) => text.padEnd(width, ' ');
const digits = (account: string) => account.replace(/[ -]/g, '');

describe('the test reader', () => {
  it('tiles each record of 1000 characters with the reference fields, in order', () => {
    for (const layout of [headerLayout, detailLayout]) {
      let next = 1;
      for (const [, start, length] of layout) {
        expect(start).toBe(next);
        next = start + length;
      }
      expect(next).toBe(1001);
    }
  });
});

describe('OCBC Velocity GIRO golden file', () => {
  const file = writeOcbcVelocityGiroFast(goldenSalaryBatch);

  it('is named for the clearing, the value date and the batch number', () => {
    expect(file.fileName).toBe('OCBC_GIRO_20250627_001.txt');
  });

  it('writes the whole file', () => {
    const header = [
      '10',
      '001',
      '25062025',
      'OCBCSGSGXXX',
      x('1013320075', 34),
      x('', 3),
      x('', 20),
      x('', 120),
      'DEBT',
      'GIRO',
      x('PAYROLL 2025-06', 16),
      '27062025',
      '0000',
      '1',
      x('', 762),
    ].join('');
    const detail = (bic: string, account: string, name: string, amount: string, id: string) =>
      [
        bic,
        x(account, 34),
        x(name, 140),
        'SGD',
        amount,
        x(id, 35),
        'SALA',
        x('', 35),
        x('', 140),
        x('', 140),
        ' ',
        x('', 255),
        x('', 12),
        x('', 140),
        x('', 33),
      ].join('');
    expect(file.content).toBe(
      [
        header,
        detail(
          'DBSSSGSGXXX',
          '1204567890',
          'Tan Ah Kow',
          '00000000000120000',
          'SALARY 2025-06 E0001',
        ),
        detail(
          'OCBCSGSGXXX',
          '501234567001',
          'Nur Aisyah binte Mohamed Rahmat Abdullah',
          '00000000000245050',
          'SALARY 2025-06 E0002',
        ),
      ]
        .map((record) => `${record}\r\n`)
        .join(''),
    );
  });

  it('puts each field at its position', () => {
    const { header, details } = readVelocityFile(file.content);
    expect(header).toEqual({
      transactionType: '10',
      batchNumber: '001',
      submissionDate: '25062025',
      originatingBankCode: 'OCBCSGSGXXX',
      accountNumber: x('1013320075', 34),
      filler1: x('', 3),
      onBehalfOf: x('', 20),
      filler2: x('', 120),
      chargeBearer: 'DEBT',
      clearing: 'GIRO',
      reference: 'PAYROLL 2025-06 ',
      valueDate: '27062025',
      valueTime: '0000',
      batchBooking: '1',
      filler3: x('', 762),
    });
    expect(details).toHaveLength(2);
    expect(details[0]).toEqual({
      bankCode: 'DBSSSGSGXXX',
      accountNumber: x('1204567890', 34),
      payeeName: x('Tan Ah Kow', 140),
      currency: 'SGD',
      amount: '00000000000120000',
      paymentDetails: x('SALARY 2025-06 E0001', 35),
      purposeCode: 'SALA',
      debtorsReference: x('', 35),
      ultimateCreditorName: x('', 140),
      ultimateDebtorName: x('', 140),
      sendAdviceVia: ' ',
      sendDetails: x('', 255),
      proxyType: x('', 12),
      proxyValue: x('', 140),
      filler: x('', 33),
    });
    expect(details[1]).toMatchObject({
      bankCode: 'OCBCSGSGXXX',
      accountNumber: x('501234567001', 34),
      payeeName: x('Nur Aisyah binte Mohamed Rahmat Abdullah', 140),
      amount: '00000000000245050',
      paymentDetails: x('SALARY 2025-06 E0002', 35),
      purposeCode: 'SALA',
    });
  });

  it('leaves out the employee with nothing to be paid, and says so', () => {
    expect(file.skipped).toEqual([{ index: 2, credit: goldenSalaryBatch.credits[2] }]);
  });
});

describe('OCBC Velocity GIRO read back by position', () => {
  function expectReadsBack(batch: SalaryBatch) {
    const { header, details } = readVelocityFile(writeOcbcVelocityGiroFast(batch).content);
    const paid = batch.credits.filter((credit) => credit.amountCents > 0);
    expect(header.accountNumber?.trimEnd()).toBe(digits(batch.organisation.debitAccountNumber));
    expect(header.reference?.trimEnd()).toBe(batch.batchReference);
    expect(header.valueDate).toBe(batch.valueDate.split('-').reverse().join(''));
    expect(Number(header.batchNumber)).toBe(batch.fileSequence);
    expect(details).toHaveLength(paid.length);
    details.forEach((detail, index) => {
      const credit = paid[index] as SalaryCredit;
      expect(detail.bankCode?.slice(0, credit.bankBic.length)).toBe(credit.bankBic);
      expect(detail.accountNumber?.trimEnd()).toBe(digits(credit.accountNumber));
      expect(detail.payeeName?.trimEnd()).toBe(credit.payeeName);
      expect(Number(detail.amount)).toBe(credit.amountCents);
      expect(detail.paymentDetails?.trimEnd()).toBe(credit.endToEndReference);
      expect(detail.purposeCode).toBe('SALA');
    });
  }

  it('reads the golden batch back', () => {
    expectReadsBack(goldenSalaryBatch);
  });

  it("reads back names, amounts and references at each field's limit", () => {
    expectReadsBack(
      withBatch({
        fileSequence: 99,
        batchReference: 'P'.repeat(16),
        credits: [
          {
            payeeName: `Rajesh D'Souza, ${'N'.repeat(124)}`,
            bankBic: 'SCBLSG22',
            accountNumber: '1'.repeat(34),
            amountCents: Number.MAX_SAFE_INTEGER - 1,
            endToEndReference: 'E'.repeat(35),
          },
          {
            payeeName: 'Lim',
            bankBic: 'HSBCSGS2XXX',
            accountNumber: '141-123456-001',
            amountCents: 1,
            endToEndReference: '(1/2) SAL+BONUS: 2025-06?',
          },
        ],
      }),
    );
  });
});

describe('OCBC Velocity GIRO refusals', () => {
  it.each(sharedRefusals.map((refusal) => [refusal.name, refusal] as const))(
    'refuses %s',
    (_name, refusal) => {
      expect(() => writeOcbcVelocityGiroFast(refusal.batch)).toThrow(
        expect.objectContaining({ field: refusal.field }),
      );
    },
  );

  it.each([
    [
      'an ampersand, outside the characters GIRO carries',
      withCredit(0, { payeeName: 'Tan & Sons' }),
      'credits.0.payeeName',
    ],
    [
      'an underscore in an end-to-end reference',
      withCredit(1, { endToEndReference: 'SALARY_2025_06' }),
      'credits.1.endToEndReference',
    ],
    [
      'a payee name of 141 characters',
      withCredit(1, { payeeName: 'N'.repeat(141) }),
      'credits.1.payeeName',
    ],
  ] as const)('refuses %s', (_name, batch, field) => {
    expect(() => writeOcbcVelocityGiroFast(batch)).toThrow(expect.objectContaining({ field }));
  });

  it('needs neither an ID from the bank nor a name its layout has no field for', () => {
    const batch = withOrganisation({ bankCompanyId: undefined, name: 'Tan & Sons Pte Ltd' });
    expect(readVelocityFile(writeOcbcVelocityGiroFast(batch).content).details).toHaveLength(2);
  });
});
