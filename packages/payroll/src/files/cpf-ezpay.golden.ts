// The CPF EZPay worked example: the sample on page 7 of the CPF Board's "CPF EZPay (FTP) File
// Specifications" (effective 16 January 2025), as sg-payroll-files.md 1.8 rebuilds it. The
// reference prints the header, the CPF summary and one employee's two detail lines; the other
// three employees' figures are C2's reading of the same page (spoken83/apop-hrms
// tests/ezpay.test.ts), and they add up to the totals the reference gives: $5,180.00 of CPF and,
// with the funds, 15 records and $5,216.50.
import type { Decimal } from '../money.js';
import type { CommunityFund, CpfEzpayAdvice, CpfEzpayEmployee } from './cpf-ezpay.js';

/** An employee with the money in dollars, as the sources state it; the test passes cents. */
export type EzpayGoldenEmployee = Omit<
  CpfEzpayEmployee,
  'totalCpfCents' | 'ordinaryWagesCents' | 'additionalWagesCents' | 'funds' | 'sdlCents'
> & {
  readonly totalCpf: Decimal;
  readonly ordinaryWages: Decimal;
  readonly additionalWages: Decimal;
  readonly funds: readonly { readonly fund: CommunityFund; readonly amount: Decimal }[];
  readonly sdl: Decimal;
};

export const ezpaySample = {
  source: 'sg-payroll-files.md 1.8 (CPF EZPay (FTP) File Specifications p7, per C2)',
  advice: {
    csn: { uen: '234567891A', paymentType: 'PTE', serial: '01' },
    adviceCode: '04',
    relevantMonth: '2018-01',
    // 29 January 2018, 18:33:15 in Singapore.
    createdAt: new Date('2018-01-29T10:33:15Z'),
  } satisfies Omit<CpfEzpayAdvice, 'employees'>,
  // The sample's SDL is not given; C2's file has no SDL summary, and the totals agree.
  employees: [
    {
      accountNumber: 'S1122334A',
      name: 'MICKEY TAN AH TAN',
      employmentStatus: 'L',
      totalCpf: '1110.00',
      ordinaryWages: '3000.00',
      additionalWages: '0',
      funds: [{ fund: 'CDAC', amount: '1.00' }],
      sdl: '0',
    },
    {
      accountNumber: 'S2122334B',
      name: 'JACKIE JACK',
      employmentStatus: 'N',
      totalCpf: '1110.00',
      ordinaryWages: '3000.00',
      additionalWages: '0',
      funds: [{ fund: 'ECF', amount: '9.00' }],
      sdl: '0',
    },
    {
      accountNumber: 'S3122334C',
      name: 'RAVIDAVI SINGH S/O RAVIDAVI SINGH',
      employmentStatus: 'E',
      totalCpf: '1480.00',
      ordinaryWages: '4000.00',
      additionalWages: '0',
      funds: [{ fund: 'SINDA', amount: '7.00' }],
      sdl: '0',
    },
    {
      accountNumber: 'S4122334D',
      name: 'MUHAMMED ALI BIN MUHAMMED ALI',
      employmentStatus: 'E',
      totalCpf: '1480.00',
      ordinaryWages: '4000.00',
      additionalWages: '0',
      funds: [{ fund: 'MBMF', amount: '19.50' }],
      sdl: '0',
    },
  ] satisfies readonly EzpayGoldenEmployee[],
  fileName: '234567891APTE01JAN201804.DTL',
  /** Positions 1 to 136 as the reference prints them; spaces follow to column 150. */
  printedRecords: {
    header: 'F 234567891APTE01 0420180129183315FTP.DTL',
    cpfSummary: 'F0234567891APTE01 04201801010000005180000000000',
    cpfDetail:
      'F1234567891APTE01 0420180101S1122334A00000011100000003000000000000000LMICKEY TAN AH TAN',
    cdacDetail:
      'F1234567891APTE01 0420180104S1122334A00000000010000000000000000000000 MICKEY TAN AH TAN',
  },
  /** C2's sample file: header, summaries 01 to 05, eight detail lines, trailer. */
  recordCount: 15,
  totalCents: 521650,
} as const;
