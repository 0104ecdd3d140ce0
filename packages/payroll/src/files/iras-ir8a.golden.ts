// The AIS IR8A worked example: two employees of a company for the basis year 2025, with their
// figures worked out by hand below, and the XML the writer must give for them, element by
// element. No IRAS sample file was found (sg-payroll-files.md 3), so the expected file is this
// one's own reading of section 3.2: its element order, namespaces and the amounts' rounding.
import type { Ir8aSubmission } from './iras-ir8a.js';

const zeroIncome = {
  salaryCents: 0,
  bonusCents: 0,
  directorsFeesCents: 0,
  transportAllowanceCents: 0,
  entertainmentAllowanceCents: 0,
  otherAllowanceCents: 0,
  grossCommissionCents: 0,
  pensionCents: 0,
  gratuityNoticePayExGratiaCents: 0,
  compensationForLossOfOfficeCents: 0,
  retirementBenefitsUpTo1992Cents: 0,
  retirementBenefitsFrom1993Cents: 0,
  benefitsInKindCents: 0,
};

export const ir8aSample = {
  submission: {
    header: {
      basisYear: 2025,
      organisationIdType: '8',
      organisationIdNumber: '202612345K',
      employerName: 'Tembusu Demo Pte Ltd',
      authorisedPerson: {
        name: 'Aisha Rahman',
        designation: 'HR Director',
        telephone: '+65 6123 4567',
        email: 'aisha.rahman@tembusu.example',
      },
      batchIndicator: 'O',
      batchDate: '2026-02-15',
    },
    records: [
      {
        // A salaried citizen all year: $5,000.00 a month, a $120.00 transport allowance a month
        // and a bonus of $5,000.50; CPF $1,000.00 a month and $1,000.00 on the bonus; CDAC $2.00
        // a month.
        idType: '1',
        idNumber: 'S8100000B',
        name: 'Tan Ah Kow',
        address: {
          block: '123',
          street: 'Ang Mo Kio Avenue 3',
          level: '05',
          unit: '67',
          postalCode: '560123',
        },
        nationalityCode: '301',
        sex: 'M',
        dateOfBirth: '1985-04-12',
        designation: 'Software Engineer',
        commencementDate: '2015-03-01',
        cessationDate: null,
        paymentPeriod: { from: '2025-01-01', to: '2025-12-31' },
        income: {
          ...zeroIncome,
          salaryCents: 6_000_000,
          bonusCents: 500_050,
          transportAllowanceCents: 144_000,
        },
        deductions: { cpfCents: 1_300_000, mbfCents: 0, donationCents: 2_400, insuranceCents: 0 },
        bonusDeclarationDate: '2025-12-26',
      },
      {
        // A Muslim permanent resident who joined on 1 July and left on 15 December: salary
        // $21,000.75, a meal allowance $600.40, commission $1,234.56 paid monthly from July to
        // November, housing worth $2,400.00 (Appendix 8A); CPF $4,200.00, MBMF $36.00 and a life
        // insurance premium of $120.30 deducted.
        idType: '1',
        idNumber: 'S8107919J',
        name: "Nur Aisyah binte Ahmad & O'Neil",
        address: {
          block: '4A',
          street: 'Tampines Central 5',
          level: null,
          unit: null,
          postalCode: '529510',
        },
        nationalityCode: '304',
        sex: 'F',
        dateOfBirth: '1992-11-30',
        designation: 'Sales Executive',
        commencementDate: '2025-07-01',
        cessationDate: '2025-12-15',
        paymentPeriod: { from: '2025-07-01', to: '2025-12-15' },
        income: {
          ...zeroIncome,
          salaryCents: 2_100_075,
          otherAllowanceCents: 60_040,
          grossCommissionCents: 123_456,
          benefitsInKindCents: 240_000,
        },
        deductions: {
          cpfCents: 420_000,
          mbfCents: 3_600,
          donationCents: 0,
          insuranceCents: 12_030,
        },
        grossCommission: { from: '2025-07-01', to: '2025-11-30', indicator: 'M' },
      },
    ],
  } satisfies Ir8aSubmission,
  fileName: 'IR8A_202612345K_2025.xml',
  /**
   * By hand. Tan Ah Kow: Salary 60000; Bonus 5000 (the 50 cents dropped); Others 1440 (transport
   * $1,440.00); Amount 60000 + 5000 + 0 + 1440 = 66440; CPF 13000; Donation 24.
   * Nur Aisyah: Salary 21000 (75 cents dropped); Others = $600.40 + $1,234.56 + $2,400.00 =
   * $4,234.96, so 4234; Amount 21000 + 4234 = 25234; CPF 4200; MBF 36; Insurance 121 ($120.30
   * rounded up, a deduction). Trailer: 2 records; payment 66440 + 25234 = 91674; salary 81000;
   * bonus 5000; others 1440 + 4234 = 5674; donation 24; CPF 17200; insurance 121; MBF 36.
   */
  expectedLines: [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<IR8A xmlns="http://www.iras.gov.sg/IR8ADef">',
    '  <IR8AHeader>',
    '    <ESubmissionSDSC xmlns="http://tempuri.org/ESubmissionSDSC.xsd">',
    '      <FileHeaderST>',
    '        <RecordType>0</RecordType>',
    '        <Source>6</Source>',
    '        <BasisYear>2025</BasisYear>',
    '        <PaymentType>08</PaymentType>',
    '        <OrganizationID>8</OrganizationID>',
    '        <OrganizationIDNo>202612345K</OrganizationIDNo>',
    '        <AuthorisedPersonName>Aisha Rahman</AuthorisedPersonName>',
    '        <AuthorisedPersonDesignation>HR Director</AuthorisedPersonDesignation>',
    '        <EmployerName>Tembusu Demo Pte Ltd</EmployerName>',
    '        <Telephone>+65 6123 4567</Telephone>',
    '        <AuthorisedPersonEmail>aisha.rahman@tembusu.example</AuthorisedPersonEmail>',
    '        <BatchIndicator>O</BatchIndicator>',
    '        <BatchDate>20260215</BatchDate>',
    '        <DivisionOrBranchName/>',
    '      </FileHeaderST>',
    '    </ESubmissionSDSC>',
    '  </IR8AHeader>',
    '  <Details>',
    ...detailLines({
      id: ['1', 'S8100000B'],
      name: 'Tan Ah Kow',
      address: ['123', 'Ang Mo Kio Avenue 3', '05', '67', '560123'],
      person: ['301', 'M', '19850412'],
      amount: '66440',
      period: ['20250101', '20251231'],
      deductions: ['0', '24', '13000', '0'],
      income: ['60000', '5000', '0', '1440'],
      benefitsInKind: '',
      commission: ['0.00', '', '', ''],
      allowances: ['1440.00', '0.00', '0.00'],
      benefitsInKindValue: '0.00',
      employment: ['Software Engineer', '20150301', '', '20251226'],
      fund: 'CPF',
    }),
    ...detailLines({
      id: ['1', 'S8107919J'],
      name: 'Nur Aisyah binte Ahmad &amp; O&apos;Neil',
      address: ['4A', 'Tampines Central 5', '', '', '529510'],
      person: ['304', 'F', '19921130'],
      amount: '25234',
      period: ['20250701', '20251215'],
      deductions: ['36', '0', '4200', '121'],
      income: ['21000', '0', '0', '4234'],
      benefitsInKind: 'Y',
      commission: ['1234.56', '20250701', '20251130', 'M'],
      allowances: ['0.00', '0.00', '600.40'],
      benefitsInKindValue: '2400.00',
      employment: ['Sales Executive', '20250701', '20251215', ''],
      fund: 'CPF',
    }),
    '  </Details>',
    '  <IR8ATrailer>',
    '    <ESubmissionSDSC xmlns="http://tempuri.org/ESubmissionSDSC.xsd">',
    '      <IR8ATrailerST>',
    '        <RecordType>2</RecordType>',
    '        <NoOfRecords>2</NoOfRecords>',
    '        <TotalPayment>91674</TotalPayment>',
    '        <TotalSalary>81000</TotalSalary>',
    '        <TotalBonus>5000</TotalBonus>',
    '        <TotalDirectorsFees>0</TotalDirectorsFees>',
    '        <TotalOthers>5674</TotalOthers>',
    '        <TotalExemptIncome>0</TotalExemptIncome>',
    '        <TotalIncomeForTaxBorneByEmployer>0</TotalIncomeForTaxBorneByEmployer>',
    '        <TotalIncomeForTaxBorneByEmployee>0</TotalIncomeForTaxBorneByEmployee>',
    '        <TotalDonation>24</TotalDonation>',
    '        <TotalCPF>17200</TotalCPF>',
    '        <TotalInsurance>121</TotalInsurance>',
    '        <TotalMBF>36</TotalMBF>',
    '        <Filler/>',
    '      </IR8ATrailerST>',
    '    </ESubmissionSDSC>',
    '  </IR8ATrailer>',
    '</IR8A>',
  ],
};

type Detail = {
  id: [string, string];
  name: string;
  address: [string, string, string, string, string];
  person: [string, string, string];
  amount: string;
  period: [string, string];
  /** MBF, Donation, CPF, Insurance. */
  deductions: [string, string, string, string];
  /** Salary, Bonus, DirectorsFees, Others. */
  income: [string, string, string, string];
  benefitsInKind: string;
  commission: [string, string, string, string];
  /** Transport, entertainment, other: dollars and cents. */
  allowances: [string, string, string];
  benefitsInKindValue: string;
  /** Designation, commencement, cessation, bonus declaration. */
  employment: [string, string, string, string];
  fund: string;
};

/** One IR8ARecord as its lines: the element order of sg-payroll-files.md 3.2 spelled out. */
function detailLines(d: Detail): string[] {
  const e = (name: string, value: string) =>
    value === ''
      ? `          <${name} xmlns="http://www.iras.gov.sg/IR8A"/>`
      : `          <${name} xmlns="http://www.iras.gov.sg/IR8A">${value}</${name}>`;
  return [
    '    <IR8ARecord>',
    '      <ESubmissionSDSC xmlns="http://tempuri.org/ESubmissionSDSC.xsd">',
    '        <IR8AST>',
    e('RecordType', '1'),
    e('IDType', d.id[0]),
    e('IDNo', d.id[1]),
    e('NameLine1', d.name),
    e('NameLine2', ''),
    e('AddressType', 'L'),
    e('BlockNo', d.address[0]),
    e('StName', d.address[1]),
    e('LevelNo', d.address[2]),
    e('UnitNo', d.address[3]),
    e('PostalCode', d.address[4]),
    e('AddressLine1', ''),
    e('AddressLine2', ''),
    e('AddressLine3', ''),
    e('TX_UF_POSTAL_CODE', ''),
    e('CountryCode', ''),
    e('Nationality', d.person[0]),
    e('Sex', d.person[1]),
    e('DateOfBirth', d.person[2]),
    e('Amount', d.amount),
    e('PaymentPeriodFromDate', d.period[0]),
    e('PaymentPeriodToDate', d.period[1]),
    e('MBF', d.deductions[0]),
    e('Donation', d.deductions[1]),
    e('CPF', d.deductions[2]),
    e('Insurance', d.deductions[3]),
    e('Salary', d.income[0]),
    e('Bonus', d.income[1]),
    e('DirectorsFees', d.income[2]),
    e('Others', d.income[3]),
    e('ShareOptionGainsS101g', '0'),
    e('ExemptIncome', '0'),
    e('IncomeForTaxBorneByEmployer', '0'),
    e('IncomeForTaxBorneByEmployee', '0'),
    e('BenefitsInKind', d.benefitsInKind),
    e('S45Applicable', ''),
    e('IncomeTaxBorneByEmployer', ''),
    e('GratuityNoticePymExGratiaPaid', ''),
    e('CompensationRetrenchmentBenefitsPaid', ''),
    e('ApprovalObtainedFromIRAS', ''),
    e('ApprovalDate', ''),
    e('CessationProvisions', ''),
    e('IR8SApplicable', ''),
    e('ExemptOrRemissionIncomeIndicator', ''),
    e('CompensationAndGratuity', ''),
    e('GrossCommissionAmount', d.commission[0]),
    e('GrossCommissionPeriodFrom', d.commission[1]),
    e('GrossCommissionPeriodTo', d.commission[2]),
    e('GrossCommissionIndicator', d.commission[3]),
    e('Pension', '0.00'),
    e('TransportAllowance', d.allowances[0]),
    e('EntertainmentAllowance', d.allowances[1]),
    e('OtherAllowance', d.allowances[2]),
    e('GratuityNoticePymExGratia', '0.00'),
    e('RetrenchmentBenefits', '0.00'),
    e('RetrenchmentBenefitsUpto311292', '0.00'),
    e('RetrenchmentBenefitsFrom1993', '0.00'),
    e('EmployerContributionToPensionOrPFOutsideSg', '0.00'),
    e('ExcessEmployerContributionToCPF', '0.00'),
    e('ShareOptionGainsS101b', '0.00'),
    e('BenefitsInKindValue', d.benefitsInKindValue),
    e('EmployeesVoluntaryContributionToCPF', '0.00'),
    e('Designation', d.employment[0]),
    e('CommencementDate', d.employment[1]),
    e('CessationDate', d.employment[2]),
    e('BonusDecalrationDate', d.employment[3]),
    e('DirectorsFeesApprovalDate', ''),
    e('RetirementBenefitsFundName', ''),
    e('DesignatedPensionOrProvidentFundName', d.fund),
    e('BankName', ''),
    e('PayrollDate', ''),
    e('Filler', ''),
    e('GratuityOrCompensationDetailedInfo', ''),
    e('ShareOptionGainsDetailedInfo', ''),
    e('Remarks', ''),
    '        </IR8AST>',
    '      </ESubmissionSDSC>',
    '    </IR8ARecord>',
  ];
}
