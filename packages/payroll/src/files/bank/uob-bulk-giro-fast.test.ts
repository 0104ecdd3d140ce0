import { describe, expect, it } from 'vitest';
import {
  goldenSalaryBatch,
  sharedRefusals,
  withBatch,
  withCredit,
  withOrganisation,
} from './salary-batch.golden.js';
import type { SalaryBatch, SalaryCredit } from './types.js';
import { writeUobBulkGiroFast } from './uob-bulk-giro-fast.js';

// sg-payroll-files.md 2.1, the no-advice layout, as this test's own reader takes it: each field's
// name, first position (1-based) and length.
type Layout = readonly (readonly [name: string, start: number, length: number])[];
const headerLayout: Layout = [
  ['recordType', 1, 1],
  ['fileName', 2, 10],
  ['paymentType', 12, 1],
  ['serviceType', 13, 10],
  ['processingMode', 23, 1],
  ['companyId', 24, 12],
  ['originatingBic', 36, 11],
  ['currency', 47, 3],
  ['originatingAccount', 50, 34],
  ['originatingName', 84, 140],
  ['creationDate', 224, 8],
  ['valueDate', 232, 8],
  ['ultimateOriginatingCustomer', 240, 140],
  ['bulkCustomerReference', 380, 16],
  ['softwareLabel', 396, 10],
  ['filler', 406, 210],
];
const detailLayout: Layout = [
  ['recordType', 1, 1],
  ['receivingBic', 2, 11],
  ['receivingAccount', 13, 34],
  ['receivingName', 47, 140],
  ['currency', 187, 3],
  ['amount', 190, 18],
  ['endToEndId', 208, 35],
  ['mandateId', 243, 35],
  ['purposeCode', 278, 4],
  ['remittanceInformation', 282, 140],
  ['ultimatePayerOrBeneficiary', 422, 140],
  ['customerReference', 562, 16],
  ['filler', 578, 38],
];
const trailerLayout: Layout = [
  ['recordType', 1, 1],
  ['totalAmount', 2, 18],
  ['transactionCount', 20, 7],
  ['hashTotal', 27, 16],
  ['filler', 43, 573],
];

type Fields = Readonly<Record<string, string>>;

function readRecord(record: string, layout: Layout): Fields {
  return Object.fromEntries(
    layout.map(([name, start, length]) => [name, record.slice(start - 1, start - 1 + length)]),
  );
}

function readUobFile(content: string) {
  expect(content.endsWith('\r\n')).toBe(true);
  const records = content.slice(0, -2).split('\r\n');
  for (const record of records) expect(record).toHaveLength(615);
  return {
    header: readRecord(records[0] ?? '', headerLayout),
    details: records.slice(1, -1).map((record) => readRecord(record, detailLayout)),
    trailer: readRecord(records.at(-1) ?? '', trailerLayout),
  };
}

// Appendix 4, written again here from the reference's text, so that the writer's hash is checked
// against a second reading of the algorithm.
function checkSum(field: string): number {
  return [...field].reduce(
    (sum, character, index) => sum + (index + 1) * character.charCodeAt(0),
    0,
  );
}

function hashOf(header: Fields, details: readonly Fields[]): number {
  const paymentCode = { P: 20, R: 22, C: 30 }[header.paymentType as 'P' | 'R' | 'C'];
  const headerSum =
    checkSum(header.originatingBic ?? '') +
    checkSum(header.originatingAccount ?? '') +
    checkSum(header.originatingName ?? '');
  return details.reduce((total, detail, index) => {
    const hashCode = (index % 9) + 1;
    return (
      total +
      checkSum(detail.receivingBic ?? '') +
      checkSum(detail.receivingAccount ?? '') * hashCode +
      checkSum(detail.receivingName ?? '') * hashCode +
      checkSum(detail.currency ?? '') +
      checkSum(detail.amount ?? '') +
      checkSum(detail.purposeCode ?? '') +
      paymentCode * hashCode
    );
  }, headerSum);
}

const x = (text: string, width: number) => text.padEnd(width, ' ');
const digits = (account: string) => account.replace(/[ -]/g, '');

describe('the test reader', () => {
  it('tiles each record of 615 characters with the reference fields, in order', () => {
    for (const layout of [headerLayout, detailLayout, trailerLayout]) {
      let next = 1;
      for (const [, start, length] of layout) {
        expect(start).toBe(next);
        next = start + length;
      }
      expect(next).toBe(616);
    }
  });

  it("computes U1's worked example header sum, Total1 = 349,840", () => {
    const header = { originatingBic: 'UOVBSGSGXXX', originatingAccount: x('1013320075', 34) };
    expect(
      checkSum(header.originatingBic) +
        checkSum(header.originatingAccount) +
        checkSum(x('ABC SINGAPORE PTE LTD', 140)),
    ).toBe(349_840);
  });
});

describe('UOB Bulk GIRO golden file', () => {
  const file = writeUobBulkGiroFast(goldenSalaryBatch);

  it('is named UGBI, the day and month it is made in Singapore, and its number that day', () => {
    expect(file.fileName).toBe('UGBI250601.txt');
  });

  it('writes the whole file', () => {
    const header = [
      '1',
      'UGBI250601',
      'R',
      x('NORMAL', 10),
      'B',
      x('TEMBUSU01', 12),
      'UOVBSGSGXXX',
      'SGD',
      x('1013320075', 34),
      x('Tembusu Demo Pte. Ltd.', 140),
      '20250625',
      '20250627',
      x('', 140),
      x('PAYROLL 2025-06', 16),
      x('', 10),
      x('', 210),
    ].join('');
    const detail = (bic: string, account: string, name: string, amount: string, id: string) =>
      [
        '2',
        bic,
        x(account, 34),
        x(name, 140),
        'SGD',
        amount,
        x(id, 35),
        x('', 35),
        'SALA',
        x('', 140),
        x('', 140),
        x('', 16),
        x('', 38),
      ].join('');
    const trailer = ['9', '000000000000365050', '0000002', '0000000001496520', x('', 573)].join('');
    expect(file.content).toBe(
      [
        header,
        detail(
          'DBSSSGSGXXX',
          '1204567890',
          'Tan Ah Kow',
          '000000000000120000',
          'SALARY 2025-06 E0001',
        ),
        detail(
          'OCBCSGSGXXX',
          '501234567001',
          'Nur Aisyah binte Mohamed Rahmat Abdullah',
          '000000000000245050',
          'SALARY 2025-06 E0002',
        ),
        trailer,
      ]
        .map((record) => `${record}\r\n`)
        .join(''),
    );
  });

  it('puts each field at its position', () => {
    const { header, details, trailer } = readUobFile(file.content);
    expect(header).toEqual({
      recordType: '1',
      fileName: 'UGBI250601',
      paymentType: 'R',
      serviceType: 'NORMAL    ',
      processingMode: 'B',
      companyId: 'TEMBUSU01   ',
      originatingBic: 'UOVBSGSGXXX',
      currency: 'SGD',
      originatingAccount: x('1013320075', 34),
      originatingName: x('Tembusu Demo Pte. Ltd.', 140),
      creationDate: '20250625',
      valueDate: '20250627',
      ultimateOriginatingCustomer: x('', 140),
      bulkCustomerReference: 'PAYROLL 2025-06 ',
      softwareLabel: x('', 10),
      filler: x('', 210),
    });
    expect(details).toHaveLength(2);
    expect(details[0]).toEqual({
      recordType: '2',
      receivingBic: 'DBSSSGSGXXX',
      receivingAccount: x('1204567890', 34),
      receivingName: x('Tan Ah Kow', 140),
      currency: 'SGD',
      amount: '000000000000120000',
      endToEndId: x('SALARY 2025-06 E0001', 35),
      mandateId: x('', 35),
      purposeCode: 'SALA',
      remittanceInformation: x('', 140),
      ultimatePayerOrBeneficiary: x('', 140),
      customerReference: x('', 16),
      filler: x('', 38),
    });
    expect(details[1]).toMatchObject({
      receivingBic: 'OCBCSGSGXXX',
      receivingAccount: x('501234567001', 34),
      receivingName: x('Nur Aisyah binte Mohamed Rahmat Abdullah', 140),
      amount: '000000000000245050',
      endToEndId: x('SALARY 2025-06 E0002', 35),
      purposeCode: 'SALA',
    });
    expect(trailer).toEqual({
      recordType: '9',
      totalAmount: '000000000000365050',
      transactionCount: '0000002',
      hashTotal: '0000000001496520',
      filler: x('', 573),
    });
  });

  it('computes the hash total as Appendix 4 does', () => {
    const { header, details, trailer } = readUobFile(file.content);
    // Total1 353,849; Sum7 353,786 (hash code 1) and 788,885 (hash code 2).
    expect(hashOf(header, details)).toBe(1_496_520);
    expect(Number(trailer.hashTotal)).toBe(1_496_520);
  });

  it('leaves out the employee with nothing to be paid, and says so', () => {
    expect(file.skipped).toEqual([{ index: 2, credit: goldenSalaryBatch.credits[2] }]);
  });
});

describe('UOB Bulk GIRO read back by position', () => {
  function expectReadsBack(batch: SalaryBatch) {
    const { header, details, trailer } = readUobFile(writeUobBulkGiroFast(batch).content);
    const paid = batch.credits.filter((credit) => credit.amountCents > 0);
    expect(header.originatingAccount?.trimEnd()).toBe(
      digits(batch.organisation.debitAccountNumber),
    );
    expect(header.originatingName?.trimEnd()).toBe(batch.organisation.name);
    expect(header.companyId?.trimEnd()).toBe(batch.organisation.bankCompanyId);
    expect(header.bulkCustomerReference?.trimEnd()).toBe(batch.batchReference);
    expect(header.valueDate).toBe(batch.valueDate.replaceAll('-', ''));
    expect(details).toHaveLength(paid.length);
    details.forEach((detail, index) => {
      const credit = paid[index] as SalaryCredit;
      expect(detail.recordType).toBe('2');
      expect(detail.receivingBic?.slice(0, credit.bankBic.length)).toBe(credit.bankBic);
      expect(detail.receivingAccount?.trimEnd()).toBe(digits(credit.accountNumber));
      expect(detail.receivingName?.trimEnd()).toBe(credit.payeeName);
      expect(Number(detail.amount)).toBe(credit.amountCents);
      expect(detail.endToEndId?.trimEnd()).toBe(credit.endToEndReference);
      expect(detail.purposeCode).toBe('SALA');
    });
    expect(Number(trailer.transactionCount)).toBe(paid.length);
    expect(Number(trailer.totalAmount)).toBe(
      paid.reduce((total, credit) => total + credit.amountCents, 0),
    );
    expect(Number(trailer.hashTotal)).toBe(hashOf(header, details));
  }

  it('reads the golden batch back', () => {
    expectReadsBack(goldenSalaryBatch);
  });

  it('reads back a batch of eleven, whose hash code starts again at 1 on the tenth', () => {
    expectReadsBack(
      withBatch({
        credits: Array.from({ length: 11 }, (_, index) => ({
          payeeName: `Employee ${index + 1} O'Brien & Sons`,
          bankBic: index % 2 === 0 ? 'UOVBSGSGXXX' : 'HSBCSGS2',
          accountNumber: `${700 + index}-${String(123456 + index * 7919)}-001`,
          amountCents: 100_001 * (index + 1),
          endToEndReference: `SAL 2025-06 #${index + 1}`,
        })),
      }),
    );
  });
});

describe('UOB Bulk GIRO refusals', () => {
  it.each(sharedRefusals.map((refusal) => [refusal.name, refusal] as const))(
    'refuses %s',
    (_name, refusal) => {
      expect(() => writeUobBulkGiroFast(refusal.batch)).toThrow(
        expect.objectContaining({ field: refusal.field }),
      );
    },
  );

  it.each([
    [
      'a debit account that is not 10 digits',
      withOrganisation({ debitAccountNumber: '101-332-007' }),
      'organisation.debitAccountNumber',
    ],
    [
      'a batch without a company ID',
      withOrganisation({ bankCompanyId: undefined }),
      'organisation.bankCompanyId',
    ],
    [
      'a company ID of 13 characters',
      withOrganisation({ bankCompanyId: 'TEMBUSU000001' }),
      'organisation.bankCompanyId',
    ],
    [
      'a company ID with a dash',
      withOrganisation({ bankCompanyId: 'TEMBUSU-01' }),
      'organisation.bankCompanyId',
    ],
    ['an empty organisation name', withOrganisation({ name: ' ' }), 'organisation.name'],
    [
      'an organisation name of 141 characters',
      withOrganisation({ name: 'T'.repeat(141) }),
      'organisation.name',
    ],
    [
      'a payee name of 141 characters',
      withCredit(1, { payeeName: 'N'.repeat(141) }),
      'credits.1.payeeName',
    ],
    [
      'a value date 31 days after the file is made',
      withBatch({ valueDate: '2025-07-26' }),
      'valueDate',
    ],
  ] as const)('refuses %s', (_name, batch, field) => {
    expect(() => writeUobBulkGiroFast(batch)).toThrow(expect.objectContaining({ field }));
  });

  it('takes names of 140 characters and a value date 30 days ahead', () => {
    const batch = withBatch({
      valueDate: '2025-07-25',
      organisation: { ...goldenSalaryBatch.organisation, name: 'T'.repeat(140) },
    });
    const { header } = readUobFile(writeUobBulkGiroFast(batch).content);
    expect(header.originatingName).toBe('T'.repeat(140));
    expect(header.valueDate).toBe('20250725');
  });

  it("takes Appendix 6's characters, which UOB replaces itself", () => {
    const batch = withCredit(0, { payeeName: `Tan & Sons' "Kopi" [#1] @ ~50%` });
    const { details } = readUobFile(writeUobBulkGiroFast(batch).content);
    expect(details[0]?.receivingName?.trimEnd()).toBe(`Tan & Sons' "Kopi" [#1] @ ~50%`);
  });

  it('leaves out credits of zero without reading their other fields', () => {
    const batch = withCredit(0, { amountCents: 0, accountNumber: 'none', bankBic: '' });
    const file = writeUobBulkGiroFast(batch);
    expect(file.skipped.map((skipped) => skipped.index)).toEqual([0, 2]);
    expect(readUobFile(file.content).details).toHaveLength(1);
  });
});
