import { describe, expect, it } from 'vitest';
import { toCents } from '../money.js';
import { type EzpayGoldenEmployee, ezpaySample } from './cpf-ezpay.golden.js';
import { type CpfEzpayAdvice, type CpfEzpayEmployee, writeCpfEzpayFile } from './cpf-ezpay.js';

const CRLF = '\r\n';

function inCents(employee: EzpayGoldenEmployee): CpfEzpayEmployee {
  const { totalCpf, ordinaryWages, additionalWages, funds, sdl, ...rest } = employee;
  return {
    ...rest,
    totalCpfCents: toCents(totalCpf),
    ordinaryWagesCents: toCents(ordinaryWages),
    additionalWagesCents: toCents(additionalWages),
    funds: funds.map(({ fund, amount }) => ({ fund, amountCents: toCents(amount) })),
    sdlCents: toCents(sdl),
  };
}

/** The records, after checking that each one, the last included, ends in CRLF and no sooner. */
function recordsOf(content: string): string[] {
  expect(content.endsWith(CRLF)).toBe(true);
  const records = content.slice(0, -CRLF.length).split(CRLF);
  for (const record of records) expect(record).not.toMatch(/[\r\n]/);
  return records;
}

// A test-only reader: every field is read back by its columns as the tables of
// sg-payroll-files.md section 1 print them, 1-based and inclusive.
const columns = (record: string, from: number, to: number) => record.slice(from - 1, to);

function whole(text: string): number {
  expect(text).toMatch(/^\d+$/);
  return Number(text);
}

function blankFrom(record: string, from: number): void {
  expect(columns(record, from, 150)).toBe(' '.repeat(151 - from));
}

interface ReadSummary {
  readonly relevantMonth: string;
  readonly code: string;
  readonly amountCents: number;
  readonly donors: number;
}

interface ReadDetail {
  readonly relevantMonth: string;
  readonly code: string;
  readonly accountNumber: string;
  readonly amountCents: number;
  readonly ordinaryWagesCents: number;
  readonly additionalWagesCents: number;
  readonly status: string;
  readonly name: string;
}

interface ReadAdvice {
  readonly uen: string;
  readonly paymentType: string;
  readonly serial: string;
  readonly adviceCode: string;
  readonly creationDate: string;
  readonly creationTime: string;
  readonly summaries: readonly ReadSummary[];
  readonly details: readonly ReadDetail[];
  readonly recordCount: number;
  readonly totalCents: number;
}

function readEzpayFile(content: string): ReadAdvice {
  const records = recordsOf(content);
  const header = records[0] ?? '';
  for (const record of records) {
    expect(record).toHaveLength(150);
    expect(columns(record, 1, 1)).toBe('F');
    expect(columns(record, 3, 20)).toBe(columns(header, 3, 20));
    expect(columns(record, 18, 18)).toBe(' ');
  }
  // 1.1 Structure: one header, one or more summaries, any detail lines, one trailer.
  expect(records.map((record) => columns(record, 2, 2)).join('')).toMatch(/^ 0+1*9$/);
  const uen = columns(header, 3, 12);
  expect(uen).toMatch(/^\S{9,10} ?$/);
  expect(columns(header, 35, 47)).toBe('FTP.DTL      ');
  blankFrom(header, 48);

  const summaries = records
    .filter((record) => columns(record, 2, 2) === '0')
    .map((record) => {
      blankFrom(record, 48);
      return {
        relevantMonth: columns(record, 21, 26),
        code: columns(record, 27, 28),
        amountCents: whole(columns(record, 29, 40)),
        donors: whole(columns(record, 41, 47)),
      };
    });
  const details = records
    .filter((record) => columns(record, 2, 2) === '1')
    .map((record) => {
      blankFrom(record, 137);
      const name = columns(record, 71, 136);
      expect(name).toMatch(/^\S/);
      return {
        relevantMonth: columns(record, 21, 26),
        code: columns(record, 27, 28),
        accountNumber: columns(record, 29, 37),
        amountCents: whole(columns(record, 38, 49)),
        ordinaryWagesCents: whole(columns(record, 50, 59)),
        additionalWagesCents: whole(columns(record, 60, 69)),
        status: columns(record, 70, 70),
        name: name.trimEnd(),
      };
    });
  const trailer = records[records.length - 1] ?? '';
  blankFrom(trailer, 43);
  return {
    uen: uen.trimEnd(),
    paymentType: columns(header, 13, 15),
    serial: columns(header, 16, 17),
    adviceCode: columns(header, 19, 20),
    creationDate: columns(header, 21, 28),
    creationTime: columns(header, 29, 34),
    summaries,
    details,
    recordCount: whole(columns(trailer, 21, 27)),
    totalCents: whole(columns(trailer, 28, 42)),
  };
}

describe('CPF EZPay golden file: the specification sample (sg-payroll-files.md 1.8)', () => {
  const file = writeCpfEzpayFile({
    ...ezpaySample.advice,
    employees: ezpaySample.employees.map(inCents),
  });
  const records = recordsOf(file.content);
  const printed = ezpaySample.printedRecords;

  it('is named <CSN><MMMYYYY><advice code>.DTL: 234567891APTE01JAN201804.DTL', () => {
    expect(file.fileName).toBe(ezpaySample.fileName);
  });

  it('rebuilds the printed header, CPF summary and MICKEY TAN AH TAN lines byte for byte', () => {
    expect(records[0]).toBe(printed.header.padEnd(150, ' '));
    expect(records[1]).toBe(printed.cpfSummary.padEnd(150, ' '));
    // Summaries 01 to 05, then the CPF lines in the sample's order, then MBMF, SINDA and CDAC.
    expect(records[6]).toBe(printed.cpfDetail.padEnd(150, ' '));
    expect(records[12]).toBe(printed.cdacDetail.padEnd(150, ' '));
  });

  it('writes every record as exactly 150 bytes followed by CRLF', () => {
    expect(records).toHaveLength(ezpaySample.recordCount);
    for (const record of records) expect(record).toHaveLength(150);
    expect(file.content).toHaveLength(records.length * 152);
    expect(file.content.match(/\r\n/g)).toHaveLength(records.length);
  });

  it('puts the header fields in columns 1-47: created 29 Jan 2018 at 18:33:15 Singapore time', () => {
    const header = records[0] ?? '';
    expect(header.slice(0, 1)).toBe('F');
    expect(header.slice(1, 2)).toBe(' ');
    expect(header.slice(2, 12)).toBe('234567891A');
    expect(header.slice(12, 15)).toBe('PTE');
    expect(header.slice(15, 17)).toBe('01');
    expect(header.slice(17, 18)).toBe(' ');
    expect(header.slice(18, 20)).toBe('04');
    expect(header.slice(20, 28)).toBe('20180129');
    expect(header.slice(28, 34)).toBe('183315');
    expect(header.slice(34, 47)).toBe('FTP.DTL      ');
    expect(header.slice(47, 150)).toBe(' '.repeat(103));
  });

  it('files the CPF total of $5,180.00 in summary 01 with a donor count of zero', () => {
    const summary = records[1] ?? '';
    expect(summary.slice(1, 2)).toBe('0');
    expect(summary.slice(20, 26)).toBe('201801');
    expect(summary.slice(26, 28)).toBe('01');
    expect(summary.slice(28, 40)).toBe('000000518000');
    expect(summary.slice(40, 47)).toBe('0000000');
  });

  it("files MBMF's $19.50 in summary 02 with one donor", () => {
    const summary = records.find(
      (record) => record.slice(1, 2) === '0' && record.slice(26, 28) === '02',
    );
    expect(summary?.slice(28, 40)).toBe('000000001950');
    expect(summary?.slice(40, 47)).toBe('0000001');
  });

  it('writes the leaver MICKEY TAN AH TAN: $1,110.00 of CPF on $3,000.00 OW, status L', () => {
    const detail = records[6] ?? '';
    expect(detail.slice(1, 2)).toBe('1');
    expect(detail.slice(26, 28)).toBe('01');
    expect(detail.slice(28, 37)).toBe('S1122334A');
    expect(detail.slice(37, 49)).toBe('000000111000');
    expect(detail.slice(49, 59)).toBe('0000300000');
    expect(detail.slice(59, 69)).toBe('0000000000');
    expect(detail.slice(69, 70)).toBe('L');
    expect(detail.slice(70, 136)).toBe('MICKEY TAN AH TAN'.padEnd(66, ' '));
    expect(detail.slice(136, 150)).toBe(' '.repeat(14));
  });

  it('writes his CDAC $1.00 under code 04 with zero wages and a blank status', () => {
    const detail = records[12] ?? '';
    expect(detail.slice(26, 28)).toBe('04');
    expect(detail.slice(37, 49)).toBe('000000000100');
    expect(detail.slice(49, 69)).toBe('0'.repeat(20));
    expect(detail.slice(69, 70)).toBe(' ');
  });

  it('closes with 15 records and a total of $5,216.50, the summaries added', () => {
    const trailer = records[records.length - 1] ?? '';
    expect(trailer.slice(0, 2)).toBe('F9');
    expect(trailer.slice(2, 20)).toBe('234567891APTE01 04');
    expect(trailer.slice(20, 27)).toBe('0000015');
    expect(trailer.slice(27, 42)).toBe('000000000521650');
    expect(trailer.slice(42, 150)).toBe(' '.repeat(108));
    expect(Number(trailer.slice(27, 42))).toBe(ezpaySample.totalCents);
  });
});

const dollars = (text: string) => toCents(text);

// June 2025 for a company with a 9-character UEN: members (S and T accounts), foreigners, every
// fund, a leaver, a new joiner and someone who joins and leaves within the month. CPF, fund and
// SDL figures are the engine's own for these wages (cpf.ts, shg.ts, sdl.ts).
const june: CpfEzpayAdvice = {
  csn: { uen: '53123456D', paymentType: 'PTE', serial: '01' },
  adviceCode: '02',
  relevantMonth: '2025-06',
  createdAt: new Date('2025-07-03T01:15:42Z'),
  employees: [
    {
      accountNumber: 'S8512345D',
      name: 'TAN WEI MING',
      employmentStatus: 'E',
      totalCpfCents: dollars('1665.00'),
      ordinaryWagesCents: dollars('4500.00'),
      additionalWagesCents: 0,
      funds: [{ fund: 'CDAC', amountCents: dollars('1.50') }],
      sdlCents: dollars('11.25'),
    },
    {
      // A citizen born in 2001, so a T number; joined on 16 June.
      accountNumber: 'T0123456G',
      name: 'NUR AISYAH BINTE ISMAIL',
      employmentStatus: 'N',
      totalCpfCents: dollars('1018.00'),
      ordinaryWagesCents: dollars('2750.00'),
      additionalWagesCents: 0,
      funds: [{ fund: 'MBMF', amountCents: dollars('6.50') }],
      sdlCents: dollars('6.88'),
    },
    {
      // An Employment Pass holder: SINDA, but no CPF account.
      accountNumber: 'G1234567X',
      name: 'ARJUN MEHTA',
      employmentStatus: 'E',
      totalCpfCents: 0,
      ordinaryWagesCents: dollars('9000.00'),
      additionalWagesCents: 0,
      funds: [{ fund: 'SINDA', amountCents: dollars('12.00') }],
      sdlCents: dollars('11.25'),
    },
    {
      // A PR and a Muslim leaving at the end of June, with leave paid out as AW.
      accountNumber: 'S7912345B',
      name: 'RAJESH KUMAR S/O MURUGAN',
      employmentStatus: 'L',
      totalCpfCents: dollars('3441.00'),
      ordinaryWagesCents: dollars('6800.00'),
      additionalWagesCents: dollars('2500.00'),
      funds: [
        { fund: 'SINDA', amountCents: dollars('12.00') },
        { fund: 'MBMF', amountCents: dollars('24.00') },
      ],
      sdlCents: dollars('11.25'),
    },
    {
      accountNumber: 'S9012345H',
      name: "JOANNA D'CRUZ",
      employmentStatus: 'O',
      totalCpfCents: dollars('457.00'),
      ordinaryWagesCents: dollars('1234.57'),
      additionalWagesCents: 0,
      funds: [{ fund: 'ECF', amountCents: dollars('4.00') }],
      sdlCents: dollars('3.09'),
    },
    {
      // A Work Permit holder: MBMF, but no CPF account.
      accountNumber: 'M1234567K',
      name: 'MD RAHIM',
      employmentStatus: 'E',
      totalCpfCents: 0,
      ordinaryWagesCents: dollars('1800.00'),
      additionalWagesCents: 0,
      funds: [{ fund: 'MBMF', amountCents: dollars('4.50') }],
      sdlCents: dollars('4.50'),
    },
    {
      // Opted out of CDAC with the fund's form.
      accountNumber: 'S8812345J',
      name: 'DANIEL ONG (WANG DA NIU)',
      employmentStatus: 'E',
      totalCpfCents: dollars('1184.00'),
      ordinaryWagesCents: dollars('3200.00'),
      additionalWagesCents: 0,
      funds: [],
      sdlCents: dollars('8.00'),
    },
  ],
};

const member = (
  code: string,
  accountNumber: string,
  amountCents: number,
  status: string,
  name: string,
  ordinaryWagesCents = 0,
  additionalWagesCents = 0,
): ReadDetail => ({
  relevantMonth: '202506',
  code,
  accountNumber,
  amountCents,
  ordinaryWagesCents,
  additionalWagesCents,
  status,
  name,
});

describe('CPF EZPay file read back by position', () => {
  it('a June 2025 advice with members, foreigners, every fund and staff coming and going', () => {
    const file = writeCpfEzpayFile(june);
    expect(file.fileName).toBe('53123456DPTE01JUN202502.DTL');
    expect(readEzpayFile(file.content)).toEqual({
      uen: '53123456D',
      paymentType: 'PTE',
      serial: '01',
      adviceCode: '02',
      creationDate: '20250703',
      creationTime: '091542',
      summaries: [
        { relevantMonth: '202506', code: '01', amountCents: 776500, donors: 0 },
        { relevantMonth: '202506', code: '02', amountCents: 3500, donors: 3 },
        { relevantMonth: '202506', code: '03', amountCents: 2400, donors: 2 },
        { relevantMonth: '202506', code: '04', amountCents: 150, donors: 1 },
        { relevantMonth: '202506', code: '05', amountCents: 400, donors: 1 },
        { relevantMonth: '202506', code: '11', amountCents: 5600, donors: 0 },
      ],
      details: [
        member('01', 'S8512345D', 166500, 'E', 'TAN WEI MING', 450000),
        member('01', 'T0123456G', 101800, 'N', 'NUR AISYAH BINTE ISMAIL', 275000),
        member('01', 'S7912345B', 344100, 'L', 'RAJESH KUMAR S/O MURUGAN', 680000, 250000),
        member('01', 'S9012345H', 45700, 'O', "JOANNA D'CRUZ", 123457),
        member('01', 'S8812345J', 118400, 'E', 'DANIEL ONG (WANG DA NIU)', 320000),
        member('02', 'T0123456G', 650, ' ', 'NUR AISYAH BINTE ISMAIL'),
        member('02', 'S7912345B', 2400, ' ', 'RAJESH KUMAR S/O MURUGAN'),
        member('03', 'S7912345B', 1200, ' ', 'RAJESH KUMAR S/O MURUGAN'),
        member('04', 'S8512345D', 150, ' ', 'TAN WEI MING'),
        member('05', 'S9012345H', 400, ' ', "JOANNA D'CRUZ"),
      ],
      recordCount: 18,
      totalCents: 788550,
    });
  });

  it('SDL of $56.22 is filed as $56.00, in summary 11 with no detail lines', () => {
    const read = readEzpayFile(writeCpfEzpayFile(june).content);
    expect(read.summaries.find((summary) => summary.code === '11')?.amountCents).toBe(5600);
    expect(read.details.filter((detail) => detail.code === '11')).toEqual([]);
  });

  it("counts the Work Permit holder's $4.50 of MBMF in summary 02 but gives him no line", () => {
    const read = readEzpayFile(writeCpfEzpayFile(june).content);
    expect(read.summaries.find((summary) => summary.code === '02')).toMatchObject({
      amountCents: 650 + 2400 + 450,
      donors: 3,
    });
    expect(read.details.filter((detail) => detail.accountNumber === 'M1234567K')).toEqual([]);
  });

  it('an advice of foreigners only still files summary 01, at $0.00, and no detail lines', () => {
    const arjun = june.employees[2] as CpfEzpayEmployee;
    const read = readEzpayFile(writeCpfEzpayFile({ ...june, employees: [arjun] }).content);
    expect(read.summaries).toEqual([
      { relevantMonth: '202506', code: '01', amountCents: 0, donors: 0 },
      { relevantMonth: '202506', code: '03', amountCents: 1200, donors: 1 },
      { relevantMonth: '202506', code: '11', amountCents: 1100, donors: 0 },
    ]);
    expect(read.details).toEqual([]);
    expect(read).toMatchObject({ recordCount: 5, totalCents: 2300 });
  });

  it('SDL of $0.50 rounds down to nothing and files no summary 11', () => {
    const only = { ...(june.employees[0] as CpfEzpayEmployee), funds: [], sdlCents: 50 };
    const read = readEzpayFile(writeCpfEzpayFile({ ...june, employees: [only] }).content);
    expect(read.summaries.map((summary) => summary.code)).toEqual(['01']);
    expect(read).toMatchObject({ recordCount: 4, totalCents: 166500 });
  });

  it('dates the header in Singapore: 16:30 UTC on 30 June 2025 is 00:30 on 1 July', () => {
    const file = writeCpfEzpayFile({ ...june, createdAt: new Date('2025-06-30T16:30:00Z') });
    expect(readEzpayFile(file.content)).toMatchObject({
      creationDate: '20250701',
      creationTime: '003000',
    });
  });

  it('pads a 9-character UEN on the right in columns 3-12 and writes it unpadded in the name', () => {
    const file = writeCpfEzpayFile(june);
    for (const record of recordsOf(file.content)) {
      expect(columns(record, 3, 12)).toBe('53123456D ');
    }
    expect(file.fileName.startsWith('53123456DPTE01')).toBe(true);
  });

  it('writes a 66-character name whole, filling columns 71-136', () => {
    const name = `TAN ${'A'.repeat(62)}`;
    const only = { ...(june.employees[0] as CpfEzpayEmployee), name };
    const records = recordsOf(writeCpfEzpayFile({ ...june, employees: [only] }).content);
    const detail = records.find((record) => columns(record, 2, 2) === '1') ?? '';
    expect(columns(detail, 71, 136)).toBe(name);
  });
});

describe('CPF EZPay refusals, each naming the field', () => {
  const tan = june.employees[0] as CpfEzpayEmployee;
  const withTan = (change: Partial<CpfEzpayEmployee>): CpfEzpayAdvice => ({
    ...june,
    employees: [{ ...tan, ...change }],
  });
  const refused = (advice: CpfEzpayAdvice, field: string, message: RegExp | string) =>
    expect(() => writeCpfEzpayFile(advice)).toThrow(
      expect.objectContaining({
        name: 'PayrollInputError',
        field,
        message: typeof message === 'string' ? message : expect.stringMatching(message),
      }),
    );

  it.each([
    ['a CPF refund of -$0.01', { totalCpfCents: -1 }, 'employees.0.totalCpfCents'],
    ['OW of -$100.00', { ordinaryWagesCents: -10000 }, 'employees.0.ordinaryWagesCents'],
    ['AW of -$0.01', { additionalWagesCents: -1 }, 'employees.0.additionalWagesCents'],
    [
      'a CDAC refund of -$1.50',
      { funds: [{ fund: 'CDAC', amountCents: -150 }] },
      'employees.0.funds.0.amountCents',
    ],
    ['SDL of -$2.00', { sdlCents: -200 }, 'employees.0.sdlCents'],
  ] as const)('%s is refused: no negative amounts (1.7)', (_name, change, field) => {
    refused(withTan(change), field, /must not be negative$/);
  });

  it('a CPF total of 1.5 cents is refused: amounts are whole cents', () => {
    refused(withTan({ totalCpfCents: 1.5 }), 'employees.0.totalCpfCents', /whole cents/);
  });

  it.each([...'_+$<>:;?!=[]`^|"~\\'])('a name with %s in it is refused (1.7)', (character) => {
    refused(
      withTan({ name: `TAN${character}WEI MING` }),
      'employees.0.name',
      `employees.0.name must not contain ${character}`,
    );
  });

  it.each([
    ['ZOË TAN', 'a letter outside ASCII'],
    ['陈伟明', 'Chinese characters'],
    ['TAN\tWEI MING', 'a tab'],
    ['TAN WEI MING\r\nF9', 'a line break'],
  ])('the name %j is refused: %s (1.1 ASCII)', (name) => {
    refused(withTan({ name }), 'employees.0.name', /printable ASCII/);
  });

  it('a forbidden character in the CSN is refused like one in a name', () => {
    refused({ ...june, csn: { ...june.csn, uen: '5312345$D' } }, 'csn.uen', /must not contain \$/);
  });

  it('a 67-character name is refused, not cut (1.5 X(66))', () => {
    refused(withTan({ name: `TAN ${'A'.repeat(63)}` }), 'employees.0.name', /1 to 66 characters/);
  });

  it('a blank name is refused', () => {
    refused(withTan({ name: '   ' }), 'employees.0.name', /1 to 66 characters/);
  });

  it.each(['S851234D', 'S85123456D', 's8512345d', 'S85I2345D', ''])(
    'the account number %j is refused: 9 characters, a letter, 7 digits and a letter (1.5)',
    (accountNumber) => {
      refused(withTan({ accountNumber }), 'employees.0.accountNumber', /NRIC or FIN of 9/);
    },
  );

  it.each([
    ['uen', '5312345D', /9 or 10/],
    ['uen', '20191234567K', /9 or 10/],
    ['uen', '53123456d', /9 or 10 capital/],
    ['paymentType', 'PT', /3 capital letters/],
    ['paymentType', 'pte', /3 capital letters/],
    ['serial', '1', /2 digits/],
    ['serial', '0A', /2 digits/],
  ] as const)('a CSN with %s %j is refused (1.1, 1.2)', (part, value, message) => {
    refused({ ...june, csn: { ...june.csn, [part]: value } }, `csn.${part}`, message);
  });

  it.each(['00', '100', '4', 'AB'])('advice code %j is refused: 01 to 99 (1.2)', (adviceCode) => {
    refused({ ...june, adviceCode }, 'adviceCode', /01 to 99/);
  });

  it('OW of $100,000,000.00 is refused: 9(8)V99 holds $99,999,999.99 (1.5)', () => {
    refused(
      withTan({ ordinaryWagesCents: 10_000_000_000 }),
      'employees.0.ordinaryWagesCents',
      /more than the file's \$99,999,999\.99$/,
    );
  });

  it('AW of $100,000,000.00 is refused: 9(8)V99 holds $99,999,999.99 (1.5)', () => {
    refused(
      withTan({ additionalWagesCents: 10_000_000_000 }),
      'employees.0.additionalWagesCents',
      /more than the file's \$99,999,999\.99$/,
    );
  });

  it("one employee's CPF of $10,000,000,000.00 is refused on the employee's line (9(10)V99)", () => {
    refused(
      withTan({ totalCpfCents: 1_000_000_000_000 }),
      'employees.0.totalCpfCents',
      /more than the file's \$9,999,999,999\.99$/,
    );
  });

  it('a CPF total past $9,999,999,999.99 across employees is refused in summary 01 (1.4)', () => {
    const large = { ...tan, totalCpfCents: 999_999_999_999 };
    refused({ ...june, employees: [large, large] }, 'employees', /the CPF total is more than/);
  });

  it('an employment status other than E, L, N or O is refused (1.5)', () => {
    refused(
      withTan({ employmentStatus: 'X' as CpfEzpayEmployee['employmentStatus'] }),
      'employees.0.employmentStatus',
      /'E', 'L', 'N' or 'O'/,
    );
  });

  it('a fund other than MBMF, SINDA, CDAC or ECF is refused (1.4 payment codes)', () => {
    const fund = 'CCF' as 'CDAC';
    refused(withTan({ funds: [{ fund, amountCents: 100 }] }), 'employees.0.funds.0.fund', /ECF/);
  });

  it('the same fund twice for one employee is refused', () => {
    refused(
      withTan({
        funds: [
          { fund: 'CDAC', amountCents: 150 },
          { fund: 'CDAC', amountCents: 50 },
        ],
      }),
      'employees.0.funds.1.fund',
      /CDAC is given twice/,
    );
  });

  it('a voluntary CSN (VCT) carrying CDAC is refused: codes 02 to 11 are not allowed (1.4)', () => {
    const voluntary = { ...june.csn, paymentType: 'VCT' };
    refused({ ...withTan({}), csn: voluntary }, 'employees.0.funds.0.amountCents', /CPF only/);
    refused({ ...withTan({ funds: [] }), csn: voluntary }, 'employees.0.sdlCents', /CPF only/);
    const cpfOnly = writeCpfEzpayFile({ ...withTan({ funds: [], sdlCents: 0 }), csn: voluntary });
    expect(readEzpayFile(cpfOnly.content).summaries.map((summary) => summary.code)).toEqual(['01']);
  });

  it('a relevant month not in the form YYYY-MM is refused', () => {
    refused({ ...june, relevantMonth: '2025-13' }, 'relevantMonth', /YYYY-MM/);
    refused({ ...june, relevantMonth: '202506' }, 'relevantMonth', /YYYY-MM/);
  });

  it('a creation time that is not a date is refused', () => {
    refused({ ...june, createdAt: new Date('not a date') }, 'createdAt', /valid date/);
  });
});
