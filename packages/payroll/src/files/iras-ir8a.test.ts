import { describe, expect, it } from 'vitest';
import { PayrollInputError } from '../errors.js';
import { ir8aSample } from './iras-ir8a.golden.js';
import {
  checkIr8aRecord,
  type Ir8aRecord,
  type Ir8aSubmission,
  ir8aFigures,
  writeIr8aXml,
} from './iras-ir8a.js';

const sample: Ir8aSubmission = ir8aSample.submission;
const salaried = sample.records[0] as Ir8aRecord;
const joiner = sample.records[1] as Ir8aRecord;

// A test-only reader: the file's elements in document order, each with its namespace (inherited
// as XML inherits a default namespace) and its text, read by position, never by name lookup.
type Node = { name: string; namespace: string; text: string; children: Node[] };

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

function readXml(content: string): Node {
  expect(content.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n')).toBe(true);
  const body = content.slice(content.indexOf('\n') + 1);
  const token = /<(\/?)([A-Za-z0-9_]+)((?:\s+xmlns="[^"]*")?)\s*(\/?)>|([^<]+)/g;
  const root: Node = { name: '#document', namespace: '', text: '', children: [] };
  const stack: Node[] = [root];
  for (const match of body.matchAll(token)) {
    const [, closing, name, attribute, selfClosing, text] = match;
    const parent = stack[stack.length - 1] as Node;
    if (text !== undefined) {
      const value = text.replace(/&[a-z]+;/g, (entity) => entities[entity] ?? entity);
      if (value.trim() !== '') parent.text += value;
      else expect(value).toMatch(/^\n */);
      continue;
    }
    if (closing) {
      expect(parent.name).toBe(name);
      stack.pop();
      continue;
    }
    const declared = /xmlns="([^"]*)"/.exec(attribute ?? '')?.[1];
    const node: Node = {
      name: name as string,
      namespace: declared ?? parent.namespace,
      text: '',
      children: [],
    };
    parent.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  expect(stack).toHaveLength(1);
  expect(root.children).toHaveLength(1);
  return root.children[0] as Node;
}

/** The element at the path of names, each step checked in place: the file's order is the test. */
function child(node: Node, index: number, name: string, namespace: string): Node {
  const found = node.children[index];
  expect(found?.name).toBe(name);
  expect(found?.namespace).toBe(namespace);
  return found as Node;
}

/** The leaf elements of a record, in order, as [name, text] pairs; none may have children. */
function leaves(node: Node, namespace: string): [string, string][] {
  return node.children.map((leaf) => {
    expect(leaf.children).toEqual([]);
    expect(leaf.namespace).toBe(namespace);
    return [leaf.name, leaf.text];
  });
}

const root = 'http://www.iras.gov.sg/IR8ADef';
const sdsc = 'http://tempuri.org/ESubmissionSDSC.xsd';
const detail = 'http://www.iras.gov.sg/IR8A';

function readSubmission(content: string) {
  const ir8a = readXml(content);
  expect(ir8a.name).toBe('IR8A');
  expect(ir8a.namespace).toBe(root);
  expect(ir8a.children.map((node) => node.name)).toEqual(['IR8AHeader', 'Details', 'IR8ATrailer']);
  const header = child(
    child(child(ir8a, 0, 'IR8AHeader', root), 0, 'ESubmissionSDSC', sdsc),
    0,
    'FileHeaderST',
    sdsc,
  );
  const records = child(ir8a, 1, 'Details', root).children.map((record) => {
    expect(record.name).toBe('IR8ARecord');
    expect(record.children).toHaveLength(1);
    const st = child(child(record, 0, 'ESubmissionSDSC', sdsc), 0, 'IR8AST', sdsc);
    return leaves(st, detail);
  });
  const trailer = child(
    child(child(ir8a, 2, 'IR8ATrailer', root), 0, 'ESubmissionSDSC', sdsc),
    0,
    'IR8ATrailerST',
    sdsc,
  );
  return { header: leaves(header, sdsc), records, trailer: leaves(trailer, sdsc) };
}

/** A record's element values by name, after checking the names come in `order`. */
function valuesInOrder(pairs: [string, string][], order: readonly string[]) {
  expect(pairs.map(([name]) => name)).toEqual(order);
  return Object.fromEntries(pairs);
}

// sg-payroll-files.md 3.2, as the reference lists each group.
const headerOrder = [
  'RecordType',
  'Source',
  'BasisYear',
  'PaymentType',
  'OrganizationID',
  'OrganizationIDNo',
  'AuthorisedPersonName',
  'AuthorisedPersonDesignation',
  'EmployerName',
  'Telephone',
  'AuthorisedPersonEmail',
  'BatchIndicator',
  'BatchDate',
  'DivisionOrBranchName',
];
const detailOrder = [
  'RecordType',
  'IDType',
  'IDNo',
  'NameLine1',
  'NameLine2',
  'AddressType',
  'BlockNo',
  'StName',
  'LevelNo',
  'UnitNo',
  'PostalCode',
  'AddressLine1',
  'AddressLine2',
  'AddressLine3',
  'TX_UF_POSTAL_CODE',
  'CountryCode',
  'Nationality',
  'Sex',
  'DateOfBirth',
  'Amount',
  'PaymentPeriodFromDate',
  'PaymentPeriodToDate',
  'MBF',
  'Donation',
  'CPF',
  'Insurance',
  'Salary',
  'Bonus',
  'DirectorsFees',
  'Others',
  'ShareOptionGainsS101g',
  'ExemptIncome',
  'IncomeForTaxBorneByEmployer',
  'IncomeForTaxBorneByEmployee',
  'BenefitsInKind',
  'S45Applicable',
  'IncomeTaxBorneByEmployer',
  'GratuityNoticePymExGratiaPaid',
  'CompensationRetrenchmentBenefitsPaid',
  'ApprovalObtainedFromIRAS',
  'ApprovalDate',
  'CessationProvisions',
  'IR8SApplicable',
  'ExemptOrRemissionIncomeIndicator',
  'CompensationAndGratuity',
  'GrossCommissionAmount',
  'GrossCommissionPeriodFrom',
  'GrossCommissionPeriodTo',
  'GrossCommissionIndicator',
  'Pension',
  'TransportAllowance',
  'EntertainmentAllowance',
  'OtherAllowance',
  'GratuityNoticePymExGratia',
  'RetrenchmentBenefits',
  'RetrenchmentBenefitsUpto311292',
  'RetrenchmentBenefitsFrom1993',
  'EmployerContributionToPensionOrPFOutsideSg',
  'ExcessEmployerContributionToCPF',
  'ShareOptionGainsS101b',
  'BenefitsInKindValue',
  'EmployeesVoluntaryContributionToCPF',
  'Designation',
  'CommencementDate',
  'CessationDate',
  'BonusDecalrationDate',
  'DirectorsFeesApprovalDate',
  'RetirementBenefitsFundName',
  'DesignatedPensionOrProvidentFundName',
  'BankName',
  'PayrollDate',
  'Filler',
  'GratuityOrCompensationDetailedInfo',
  'ShareOptionGainsDetailedInfo',
  'Remarks',
];
const trailerOrder = [
  'RecordType',
  'NoOfRecords',
  'TotalPayment',
  'TotalSalary',
  'TotalBonus',
  'TotalDirectorsFees',
  'TotalOthers',
  'TotalExemptIncome',
  'TotalIncomeForTaxBorneByEmployer',
  'TotalIncomeForTaxBorneByEmployee',
  'TotalDonation',
  'TotalCPF',
  'TotalInsurance',
  'TotalMBF',
  'Filler',
];

const withRecord = (changes: Partial<Ir8aRecord>, index = 0): Ir8aSubmission => ({
  ...sample,
  records: sample.records.map((record, at) => (at === index ? { ...record, ...changes } : record)),
});

function refusal(submission: Ir8aSubmission): PayrollInputError {
  try {
    writeIr8aXml(submission);
  } catch (error) {
    expect(error).toBeInstanceOf(PayrollInputError);
    return error as PayrollInputError;
  }
  throw new Error('The file was written');
}

describe('AIS IR8A XML golden file: two employees of 2025 (iras-ir8a.golden.ts)', () => {
  const file = writeIr8aXml(sample);

  it('is named IR8A_<organisation ID>_<basis year>.xml', () => {
    expect(file.fileName).toBe(ir8aSample.fileName);
  });

  it('is the expected file, line for line, each line ending in LF', () => {
    expect(file.content).toBe(`${ir8aSample.expectedLines.join('\n')}\n`);
  });
});

describe('AIS IR8A XML read back by position (sg-payroll-files.md 3.2)', () => {
  const read = readSubmission(writeIr8aXml(sample).content);

  it('has the header elements in order with every field', () => {
    expect(valuesInOrder(read.header, headerOrder)).toEqual({
      RecordType: '0',
      Source: '6',
      BasisYear: '2025',
      PaymentType: '08',
      OrganizationID: '8',
      OrganizationIDNo: '202612345K',
      AuthorisedPersonName: 'Aisha Rahman',
      AuthorisedPersonDesignation: 'HR Director',
      EmployerName: 'Tembusu Demo Pte Ltd',
      Telephone: '+65 6123 4567',
      AuthorisedPersonEmail: 'aisha.rahman@tembusu.example',
      BatchIndicator: 'O',
      BatchDate: '20260215',
      DivisionOrBranchName: '',
    });
  });

  it("has the salaried employee's record with every field", () => {
    expect(read.records).toHaveLength(2);
    const record = valuesInOrder(read.records[0] ?? [], detailOrder);
    expect(record).toMatchObject({
      RecordType: '1',
      IDType: '1',
      IDNo: 'S8100000B',
      NameLine1: 'Tan Ah Kow',
      NameLine2: '',
      AddressType: 'L',
      BlockNo: '123',
      StName: 'Ang Mo Kio Avenue 3',
      LevelNo: '05',
      UnitNo: '67',
      PostalCode: '560123',
      Nationality: '301',
      Sex: 'M',
      DateOfBirth: '19850412',
      Amount: '66440',
      PaymentPeriodFromDate: '20250101',
      PaymentPeriodToDate: '20251231',
      MBF: '0',
      Donation: '24',
      CPF: '13000',
      Insurance: '0',
      Salary: '60000',
      Bonus: '5000',
      DirectorsFees: '0',
      Others: '1440',
      BenefitsInKind: '',
      GrossCommissionAmount: '0.00',
      GrossCommissionPeriodFrom: '',
      GrossCommissionIndicator: '',
      TransportAllowance: '1440.00',
      EntertainmentAllowance: '0.00',
      OtherAllowance: '0.00',
      BenefitsInKindValue: '0.00',
      Designation: 'Software Engineer',
      CommencementDate: '20150301',
      CessationDate: '',
      BonusDecalrationDate: '20251226',
      DirectorsFeesApprovalDate: '',
      DesignatedPensionOrProvidentFundName: 'CPF',
    });
    // Amount is the sum of the four items as written.
    expect(Number(record.Amount)).toBe(
      Number(record.Salary) +
        Number(record.Bonus) +
        Number(record.DirectorsFees) +
        Number(record.Others),
    );
  });

  it("has the joiner's record: commission, benefits-in-kind, MBF and insurance, names unescaped", () => {
    const record = valuesInOrder(read.records[1] ?? [], detailOrder);
    expect(record).toMatchObject({
      IDNo: 'S8107919J',
      NameLine1: "Nur Aisyah binte Ahmad & O'Neil",
      BlockNo: '4A',
      StName: 'Tampines Central 5',
      LevelNo: '',
      UnitNo: '',
      PostalCode: '529510',
      Nationality: '304',
      Sex: 'F',
      DateOfBirth: '19921130',
      Amount: '25234',
      PaymentPeriodFromDate: '20250701',
      PaymentPeriodToDate: '20251215',
      MBF: '36',
      Donation: '0',
      CPF: '4200',
      Insurance: '121',
      Salary: '21000',
      Bonus: '0',
      Others: '4234',
      BenefitsInKind: 'Y',
      GrossCommissionAmount: '1234.56',
      GrossCommissionPeriodFrom: '20250701',
      GrossCommissionPeriodTo: '20251130',
      GrossCommissionIndicator: 'M',
      OtherAllowance: '600.40',
      BenefitsInKindValue: '2400.00',
      Designation: 'Sales Executive',
      CommencementDate: '20250701',
      CessationDate: '20251215',
      BonusDecalrationDate: '',
    });
  });

  it('has the trailer with the count and each total the sum of its record field', () => {
    const trailer = valuesInOrder(read.trailer, trailerOrder);
    const sum = (name: string) =>
      String(
        read.records.reduce((total, record) => total + Number(Object.fromEntries(record)[name]), 0),
      );
    expect(trailer).toEqual({
      RecordType: '2',
      NoOfRecords: '2',
      TotalPayment: sum('Amount'),
      TotalSalary: sum('Salary'),
      TotalBonus: sum('Bonus'),
      TotalDirectorsFees: sum('DirectorsFees'),
      TotalOthers: sum('Others'),
      TotalExemptIncome: sum('ExemptIncome'),
      TotalIncomeForTaxBorneByEmployer: sum('IncomeForTaxBorneByEmployer'),
      TotalIncomeForTaxBorneByEmployee: sum('IncomeForTaxBorneByEmployee'),
      TotalDonation: sum('Donation'),
      TotalCPF: sum('CPF'),
      TotalInsurance: sum('Insurance'),
      TotalMBF: sum('MBF'),
      Filler: '',
    });
    expect(trailer.TotalPayment).toBe('91674');
  });
});

describe('IR8A amounts', () => {
  const none = { cpfCents: 0, mbfCents: 0, donationCents: 0, insuranceCents: 0 };

  it('drops the cents of income and counts any cents of a deduction as a dollar', () => {
    const figures = ir8aFigures(
      { ...salaried.income, salaryCents: 100_099, bonusCents: 1 },
      { cpfCents: 556_622, mbfCents: 1, donationCents: 200, insuranceCents: 0 },
    );
    expect(figures).toMatchObject({ salary: 1000, bonus: 0, cpf: 5567, mbf: 1, donation: 2 });
  });

  it('adds the breakdown in cents before rounding Others, leaving out retirement benefits to 1992', () => {
    const figures = ir8aFigures(
      {
        ...salaried.income,
        transportAllowanceCents: 50,
        otherAllowanceCents: 50,
        retirementBenefitsUpTo1992Cents: 1_000_000,
        retirementBenefitsFrom1993Cents: 20_000,
      },
      none,
    );
    // $0.50 + $0.50 + $200.00 = $201.00; the $10,000.00 accrued to 1992 is not taxed.
    expect(figures.others).toBe(201);
    expect(figures.amount).toBe(60_000 + 5_000 + 201);
  });

  it('sets the gratuity and compensation indicators from their amounts, N without IRAS approval', () => {
    const read = readSubmission(
      writeIr8aXml(
        withRecord({
          income: {
            ...salaried.income,
            gratuityNoticePayExGratiaCents: 300_000,
            compensationForLossOfOfficeCents: 1_000_000,
          },
        }),
      ).content,
    );
    const record = Object.fromEntries(read.records[0] ?? []);
    expect(record).toMatchObject({
      GratuityNoticePymExGratiaPaid: 'Y',
      CompensationRetrenchmentBenefitsPaid: 'Y',
      ApprovalObtainedFromIRAS: 'N',
      ApprovalDate: '',
      GratuityNoticePymExGratia: '3000.00',
      RetrenchmentBenefits: '10000.00',
      Others: String(1440 + 3000 + 10_000),
    });
  });

  it('writes Y and the date with IRAS approval of compensation', () => {
    const read = readSubmission(
      writeIr8aXml(
        withRecord({
          income: { ...salaried.income, compensationForLossOfOfficeCents: 1_000_000 },
          compensationApprovalDate: '2025-11-03',
        }),
      ).content,
    );
    expect(Object.fromEntries(read.records[0] ?? [])).toMatchObject({
      ApprovalObtainedFromIRAS: 'Y',
      ApprovalDate: '20251103',
    });
  });

  it("writes director's fees with their approval date", () => {
    const read = readSubmission(
      writeIr8aXml(
        withRecord({
          income: { ...salaried.income, directorsFeesCents: 1_200_000 },
          directorsFeesApprovalDate: '2025-06-30',
        }),
      ).content,
    );
    expect(Object.fromEntries(read.records[0] ?? [])).toMatchObject({
      DirectorsFees: '12000',
      DirectorsFeesApprovalDate: '20250630',
      Amount: String(66_440 + 12_000),
    });
  });

  it('names an amendment and allows it a negative amount', () => {
    const file = writeIr8aXml({
      header: { ...sample.header, batchIndicator: 'A' },
      records: [{ ...salaried, income: { ...salaried.income, bonusCents: -10_050 } }],
    });
    expect(file.fileName).toBe('IR8A_202612345K_2025_amendment.xml');
    const record = Object.fromEntries(readSubmission(file.content).records[0] ?? []);
    // -$100.50 drops its cents toward zero.
    expect(record.Bonus).toBe('-100');
  });
});

describe('IR8A refusals, each naming its field', () => {
  const cases: [string, Ir8aSubmission, string, RegExp][] = [
    ['an empty file', { ...sample, records: [] }, 'records', /at least one employee/],
    [
      'a basis year of two digits',
      { ...sample, header: { ...sample.header, basisYear: 25 } },
      'header.basisYear',
      /4-digit year/,
    ],
    [
      'an organisation ID type outside 3.4',
      { ...sample, header: { ...sample.header, organisationIdType: 'G' as '8' } },
      'header.organisationIdType',
      /one of 7, 8, A, I, U/,
    ],
    [
      "a number that is not the type's shape",
      { ...sample, header: { ...sample.header, organisationIdType: '7' } },
      'header.organisationIdNumber',
      /8 digits and a check letter/,
    ],
    [
      'an authorised person past 30 characters',
      {
        ...sample,
        header: {
          ...sample.header,
          authorisedPerson: { ...sample.header.authorisedPerson, name: 'A'.repeat(31) },
        },
      },
      'header.authorisedPerson.name',
      /1 to 30 characters/,
    ],
    [
      'an e-mail that is not one',
      {
        ...sample,
        header: {
          ...sample.header,
          authorisedPerson: { ...sample.header.authorisedPerson, email: 'aisha' },
        },
      },
      'header.authorisedPerson.email',
      /an e-mail address/,
    ],
    [
      'a telephone with letters',
      {
        ...sample,
        header: {
          ...sample.header,
          authorisedPerson: { ...sample.header.authorisedPerson, telephone: 'call Aisha' },
        },
      },
      'header.authorisedPerson.telephone',
      /digits/,
    ],
    [
      'a batch that is neither O nor A',
      { ...sample, header: { ...sample.header, batchIndicator: 'X' as 'O' } },
      'header.batchIndicator',
      /one of O, A/,
    ],
    [
      'a batch date that is no date',
      { ...sample, header: { ...sample.header, batchDate: '2026-02-30' } },
      'header.batchDate',
      /YYYY-MM-DD/,
    ],
    [
      'a character PAT refuses',
      { ...sample, header: { ...sample.header, employerName: 'Tembusu <Demo>' } },
      'header.employerName',
      /must not contain </,
    ],
    ['an accented name', withRecord({ name: 'José Tan' }), 'records.0.name', /printable ASCII/],
    [
      'a name past 80 characters',
      withRecord({ name: 'A'.repeat(81) }),
      'records.0.name',
      /1 to 80 characters/,
    ],
    [
      'an NRIC of the wrong shape',
      withRecord({ idNumber: 'G8100000B' }),
      'records.0.idNumber',
      /an NRIC/,
    ],
    [
      'a FIN of the wrong shape',
      withRecord({ idType: '2', nationalityCode: '304' }),
      'records.0.idNumber',
      /a FIN/,
    ],
    [
      'a Singapore citizen without an NRIC',
      withRecord({ idType: '2', idNumber: 'G8100000B' }),
      'records.0.idType',
      /1 \(NRIC\) for a Singapore citizen/,
    ],
    [
      'a withdrawn nationality code',
      withRecord({ nationalityCode: '997' }),
      'records.0.nationalityCode',
      /withdrawn in YA2013/,
    ],
    [
      'a local address without a 6-digit postal code',
      withRecord({ address: { ...salaried.address, postalCode: '56012' } }),
      'records.0.address.postalCode',
      /6 digits/,
    ],
    [
      'a street past 32 characters',
      withRecord({ address: { ...salaried.address, street: 'S'.repeat(33) } }),
      'records.0.address.street',
      /1 to 32 characters/,
    ],
    [
      'a unit past 5 characters',
      withRecord({ address: { ...salaried.address, unit: '123456' } }),
      'records.0.address.unit',
      /1 to 5 characters/,
    ],
    ['a sex IRAS does not list', withRecord({ sex: 'X' as 'M' }), 'records.0.sex', /one of M, F/],
    [
      'a designation past 30 characters',
      withRecord({ designation: 'Senior Principal Software Engineer' }),
      'records.0.designation',
      /1 to 30 characters/,
    ],
    [
      'a birth after the basis year',
      withRecord({ dateOfBirth: '2026-01-01' }),
      'records.0.dateOfBirth',
      /before the end of the basis year/,
    ],
    [
      'a cessation before the commencement',
      withRecord({ cessationDate: '2014-12-31' }),
      'records.0.cessationDate',
      /not be before the commencement/,
    ],
    [
      'cessation provisions for an employee who commenced in 1969 or later',
      withRecord({ cessationProvisions: true }),
      'records.0.cessationProvisions',
      /before 1 Jan 1969/,
    ],
    [
      'a payment period outside the basis year',
      withRecord({ paymentPeriod: { from: '2024-12-01', to: '2025-12-31' } }),
      'records.0.paymentPeriod.from',
      /basis year 2025/,
    ],
    [
      'a payment period that ends before it starts',
      withRecord({ paymentPeriod: { from: '2025-06-01', to: '2025-05-31' } }),
      'records.0.paymentPeriod.to',
      /not be before paymentPeriod.from/,
    ],
    [
      'a negative amount in an original batch',
      withRecord({ income: { ...salaried.income, bonusCents: -1 } }),
      'records.0.income.bonusCents',
      /not be negative in an original submission/,
    ],
    [
      'a fraction of a cent',
      withRecord({ income: { ...salaried.income, salaryCents: 100.5 } }),
      'records.0.income.salaryCents',
      /whole cents/,
    ],
    [
      'a salary past 9 digits of dollars',
      withRecord({ income: { ...salaried.income, salaryCents: 100_000_000_000 } }),
      'records.0.income.salaryCents',
      /9 digits of dollars/,
    ],
    [
      'MBF past 5 digits of dollars',
      withRecord({ deductions: { ...salaried.deductions, mbfCents: 10_000_000 } }),
      'records.0.deductions.mbfCents',
      /5 digits of dollars/,
    ],
    [
      "director's fees without their approval date",
      withRecord({ income: { ...salaried.income, directorsFeesCents: 100_000 } }),
      'records.0.directorsFeesApprovalDate',
      /needed with director's fees/,
    ],
    [
      "an approval date without director's fees",
      withRecord({ directorsFeesApprovalDate: '2025-06-30' }),
      'records.0.directorsFeesApprovalDate',
      /only with director's fees/,
    ],
    [
      "director's fees approved outside the basis year",
      withRecord({
        income: { ...salaried.income, directorsFeesCents: 100_000 },
        directorsFeesApprovalDate: '2024-06-30',
      }),
      'records.0.directorsFeesApprovalDate',
      /basis year 2025/,
    ],
    [
      'a commission without its period',
      withRecord({ grossCommission: null }, 1),
      'records.1.grossCommission',
      /needed with a gross commission/,
    ],
    [
      'a commission indicator outside 3.4',
      withRecord(
        { grossCommission: { from: '2025-07-01', to: '2025-11-30', indicator: 'B' as 'M' } },
        1,
      ),
      'records.1.grossCommission.indicator',
      /one of M, O/,
    ],
    [
      'a commission period without a commission',
      withRecord({ grossCommission: { from: '2025-01-01', to: '2025-12-31', indicator: 'M' } }),
      'records.0.grossCommission',
      /only with a gross commission/,
    ],
    [
      'an IRAS approval date without compensation',
      withRecord({ compensationApprovalDate: '2025-11-03' }),
      'records.0.compensationApprovalDate',
      /only with compensation for loss of office/,
    ],
    [
      'one employee twice',
      { ...sample, records: [salaried, { ...joiner, idNumber: salaried.idNumber }] },
      'records.1.idNumber',
      /already records.0's/,
    ],
  ];

  it.each(cases)('refuses %s', (_, submission, field, message) => {
    const error = refusal(submission);
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
    expect(error.message.startsWith(field)).toBe(true);
  });

  it('checks a record alone as the file would, under the field given', () => {
    const context = { basisYear: 2025, batchIndicator: 'O' as const };
    expect(checkIr8aRecord(salaried, context).amount).toBe(66_440);
    expect(() => checkIr8aRecord({ ...salaried, designation: '' }, context, 'Tan')).toThrow(
      /^Tan.designation must be 1 to 30 characters$/,
    );
  });
});
