// Payslip golden cases: whole payslips worked out by hand (and checked with an independent
// exact-fraction script) from the product spec's formulas (section 9), the Employment Act rules in
// sg-statutory.md section 4, and the CPF, SDL and fund tables.
import type { PayslipInput, PayslipLineCode, PayslipTotals, PayslipWarning } from '../payslip.js';

export interface PayslipGoldenCase {
  readonly name: string;
  readonly input: PayslipInput;
  readonly expected: {
    /** Amounts in dollars by line code, in screen order where a code repeats (M9, L4). */
    readonly lines: Partial<Record<PayslipLineCode, number | readonly number[]>>;
    /** In dollars, as the sources give them; the engine answers cents. */
    readonly totals: Partial<Record<keyof PayslipTotals, number>>;
    readonly warnings: readonly PayslipWarning['code'][];
  };
  readonly source: string;
}

const spec =
  'Product spec section 9 (hourly rate 12 x amount / 2288; OW, AW, Total Wages; deductions negative; 2 decimals)';

export const payslipGoldenCases: readonly PayslipGoldenCase[] = [
  {
    name: 'Monthly $3,000 with absence, lateness, overtime, an allowance and a percentage bonus',
    input: {
      wageMonth: '2025-06',
      payBasis: 'Monthly',
      salaryCents: 300_000,
      workingTime: {
        workingDaysInMonth: 21,
        absenceDays: 1,
        latenessHours: 0.5,
        overtimeHours: { normal: 10, holiday: 2 },
        overtimeRates: { normal: { rate: '1.5x' }, holiday: { rate: '2x' } },
      },
      customItems: [
        {
          id: 'transport',
          description: 'Transport allowance',
          category: 'Addition',
          wageClass: 'OrdinaryWages',
          unit: 'Amount',
          amountCents: 20_000,
        },
        {
          id: 'bonus',
          description: 'Mid-year bonus',
          category: 'Addition',
          wageClass: 'AdditionalWages',
          unit: 'Percentage',
          percentage: 50,
        },
      ],
      employee: { birthDate: '1980-05-05', residency: 'citizen', communityFunds: ['CDAC'] },
    },
    expected: {
      lines: {
        M1: 3000,
        M2: -142.86,
        M2a: -7.87,
        M2b: 0,
        M8: 298.95,
        M8a: 236.01,
        M8b: 0,
        M8c: 0,
        M8d: 62.94,
        M9: [200, 1500],
        TotalWages: 4848.22,
        M10A: -969,
        M4: -1.5,
        M6: 825,
        M5: 11.25,
        M7: 3877.72,
        M11: 5684.47,
      },
      totals: {
        ow: 3348.22,
        aw: 1500,
        totalWages: 4848.22,
        gross: 4848.22,
        employeeCpf: 969,
        employerCpf: 825,
        communityFund: 1.5,
        sdl: 11.25,
        netPay: 3877.72,
        total: 5684.47,
      },
      warnings: ['part-iv-not-covered'],
    },
    source: `${spec}; absence at salary / working days (EA s.20A); CPF Table 1 2025 on $3,348.22 OW + $1,500 AW = 37%: $1,793.84 -> $1,794, employee 20% $969.64 -> $969; CDAC $3,500-$5,000 bracket $1.50; SDL maximum. Part IV: $3,000 > $2,600 non-workman limit`,
  },
  {
    name: 'The same payslip for a workman: under Part IV, and the overtime meets it',
    input: {
      wageMonth: '2025-06',
      payBasis: 'Monthly',
      salaryCents: 300_000,
      workingTime: {
        workingDaysInMonth: 21,
        overtimeHours: { normal: 10 },
      },
      employee: { birthDate: '1980-05-05', residency: 'citizen', workman: true },
    },
    expected: {
      lines: { M1: 3000, M8a: 236.01, TotalWages: 3236.01 },
      totals: { ow: 3236.01, employeeCpf: 647, employerCpf: 550 },
      warnings: [],
    },
    source: `${spec}; sg-statutory.md 4: a workman is under Part IV up to $4,500; 1.5x meets s.38(4). CPF 37% of $3,236.01 = $1,197.32 -> $1,197, employee $647.20 -> $647`,
  },
  {
    name: 'Incomplete month: joined with 12 of 22 working days left',
    input: {
      wageMonth: '2025-09',
      payBasis: 'Monthly',
      salaryCents: 420_000,
      workingTime: { workingDaysInMonth: 22, workingDaysInRange: 12 },
      employee: {
        birthDate: '1988-02-02',
        residency: 'foreigner',
        communityFunds: ['SINDA'],
      },
    },
    expected: {
      lines: { M1: 2290.91, TotalWages: 2290.91, M10A: 0, M6: 0, M4: -5, M5: 5.73, M7: 2285.91 },
      totals: { ow: 2290.91, employeeCpf: 0, sdl: 5.73, netPay: 2285.91, total: 2296.64 },
      warnings: [],
    },
    source:
      'Employment Act s.20A: monthly gross x days worked / working days in the month = $4,200 x 12 / 22 = $2,290.909 -> $2,290.91 (sg-statutory.md 4, H); foreigner: no CPF, SDL still due: 0.25% = $5.727 -> $5.73; SINDA (Employment Pass) $1,500-$2,500 bracket $5',
  },
  {
    name: 'Hourly $12: 160 hours, 75 overtime hours, a reimbursement and a loan repayment',
    input: {
      wageMonth: '2025-03',
      payBasis: 'Hourly',
      salaryCents: 1200,
      workingTime: {
        hoursInRange: 160,
        latenessHours: 1.25,
        overtimeHours: { normal: 70, restDay: 5 },
        overtimeRates: {
          normal: { rate: '1.5x' },
          restDay: { rate: 'SameAsBaseHourlyRate' },
        },
      },
      customItems: [
        {
          description: 'Mobile phone claim',
          category: 'Reimbursement',
          wageClass: 'NoWages',
          unit: 'Amount',
          amountCents: 5000,
        },
        {
          description: 'Loan repayment',
          category: 'Deduction',
          wageClass: 'NoWages',
          unit: 'Amount',
          amountCents: 10_000,
        },
      ],
      employee: { birthDate: '1963-01-10', residency: 'citizen', communityFunds: ['MBMF'] },
    },
    expected: {
      lines: {
        M1: 1920,
        M2a: -15,
        M8: 1320,
        M8a: 1260,
        M8c: 60,
        M9: [50, -100],
        TotalWages: 3225,
        M10A: -370,
        M4: -15,
        M6: 388,
        M5: 8.06,
        M7: 2790,
        M11: 3571.06,
      },
      totals: {
        ow: 3225,
        aw: 0,
        gross: 3275,
        employeeCpf: 370,
        employerCpf: 388,
        communityFund: 15,
        sdl: 8.06,
        netPay: 2790,
        total: 3571.06,
      },
      warnings: ['part-iv-overtime-hours', 'part-iv-overtime-rate'],
    },
    source: `${spec}; CPF Table 1 2025 above 60 to 65 (born Jan 1963): 23.5% of $3,225 = $757.875 -> $758, employee 11.5% = $370.875 -> $370; MBMF $3,000-$4,000 bracket $15; SDL 0.25% = $8.0625 -> $8.06. Part IV (basic $1,920 <= $2,600): 75 hours > 72, rest-day hours at 1x < 1.5x (sg-statutory.md 4)`,
  },
  {
    name: 'Daily $100: absence, early out, custom-rate off-day overtime, unit items, SPR 1st year',
    input: {
      wageMonth: '2026-02',
      payBasis: 'Daily',
      salaryCents: 10_000,
      workingTime: {
        workingDaysInMonth: 20,
        absenceDays: 2,
        earlyOutHours: 2,
        overtimeHours: { offDay: 8 },
        overtimeRates: { offDay: { rate: 'CustomAmount', customAmountCents: 2000 } },
      },
      unitItems: [{ id: 'shift', description: 'Night shift allowance', units: 3, rateCents: 5000 }],
      employee: {
        birthDate: '1990-07-01',
        residency: 'pr',
        prStartDate: '2025-06-10',
        prScheme: 'graduated',
      },
    },
    expected: {
      lines: {
        M1: 2000,
        M2: -200,
        M2b: -25,
        M8b: 160,
        L4: [150],
        TotalWages: 2085,
        M10A: -104,
        M6: 84,
        M5: 5.21,
        M7: 1981,
        M11: 2174.21,
      },
      totals: { ow: 1935, aw: 150, totalWages: 2085, employeeCpf: 104, employerCpf: 84 },
      warnings: [],
    },
    source: `${spec}; daily basis: hourly rate = $100 / 8 hours; L4 counts as AW; CPF Table 2 (SPR 1st year, graduated) 2026: 9% of $2,085 = $187.65 -> $188, employee 5% = $104.25 -> $104; SDL $5.2125 -> $5.21. Part IV (basic $2,000): $20 an hour meets 1.5 x $12.50 = $18.75`,
  },
  {
    name: 'Attendance log, hourly $15, break rule 0: break deducted only on days over half the standard hours',
    input: {
      wageMonth: '2025-09',
      payBasis: 'Hourly',
      salaryCents: 1500,
      attendanceLog: {
        days: [{ hoursWorked: 9 }, { hoursWorked: 3.5 }, { hoursWorked: 8 }, { hoursWorked: 0 }],
        breakHours: 1,
        breakDeduction: 0,
      },
      employee: { birthDate: '2000-01-01', residency: 'citizen' },
    },
    expected: {
      lines: { M3: 277.5, M2: 0, TotalWages: 277.5, M10A: 0, M6: 47, M5: 2, M7: 277.5 },
      totals: { ow: 277.5, employerCpf: 47, sdl: 2, total: 326.5 },
      warnings: [],
    },
    source:
      'Product spec section 9 break rule 0: 8 + 3.5 + 7 = 18.5 hours x $15 = $277.50; CPF $50-$500 band, employer only: 17% = $47.175 -> $47; SDL minimum $2',
  },
  {
    name: 'Attendance log, hourly $15, break rule 1: the full break is always deducted',
    input: {
      wageMonth: '2025-09',
      payBasis: 'Hourly',
      salaryCents: 1500,
      attendanceLog: {
        days: [{ hoursWorked: 9 }, { hoursWorked: 3.5 }, { hoursWorked: 8 }, { hoursWorked: 0 }],
        breakHours: 1,
        breakDeduction: 1,
      },
      employee: { birthDate: '2000-01-01', residency: 'citizen' },
    },
    expected: {
      lines: { M3: 262.5, TotalWages: 262.5, M6: 45 },
      totals: { ow: 262.5, employerCpf: 45, total: 309.5 },
      warnings: [],
    },
    source:
      'Product spec section 9 break rule 1: 8 + 2.5 + 7 = 17.5 hours x $15 = $262.50; CPF 17% = $44.625 -> $45',
  },
  {
    name: 'Attendance log, monthly $2,600: 18 of 20 working days present, 15 minutes late',
    input: {
      wageMonth: '2024-11',
      payBasis: 'Monthly',
      salaryCents: 260_000,
      workingTime: { workingDaysInMonth: 20, latenessHours: 0.25 },
      attendanceLog: {
        days: Array.from({ length: 18 }, () => ({ hoursWorked: 9 })),
        breakHours: 1,
      },
      employee: { birthDate: '1985-02-02', residency: 'citizen', communityFunds: ['CDAC'] },
    },
    expected: {
      lines: {
        M3: 2340,
        M2a: -3.41,
        TotalWages: 2336.59,
        M10A: -467,
        M6: 398,
        M4: -1,
        M7: 1868.59,
      },
      totals: { ow: 2336.59, employeeCpf: 467, employerCpf: 398, sdl: 5.84 },
      warnings: [],
    },
    source:
      'EA s.20A: $2,600 x 18 / 20 = $2,340; lateness 0.25 h x 12 x $2,600 / 2288 = $3.409 -> $3.41; CPF Table 1 2024: 37% of $2,336.59 = $864.54 -> $865, employee $467.318 -> $467; CDAC $2,000-$3,500 $1; SDL $5.841 -> $5.84',
  },
  {
    name: 'Excluded from CPF and SDL',
    input: {
      wageMonth: '2025-06',
      payBasis: 'Monthly',
      salaryCents: 500_000,
      employee: { birthDate: '1980-01-01', residency: 'citizen', communityFunds: ['CDAC'] },
      cpf: { excluded: true },
      sdl: false,
    },
    expected: {
      lines: { M1: 5000, M10A: 0, M6: 0, M5: 0, M4: -1.5, M7: 4998.5, M11: 5000 },
      totals: { employeeCpf: 0, employerCpf: 0, sdl: 0, netPay: 4998.5, total: 5000 },
      warnings: [],
    },
    source:
      'Product spec section 3 (excludeCPFContributions; SDL option); CDAC $3,500-$5,000 $1.50',
  },
  {
    name: 'Deductions larger than the wages: CPF on nothing, and a warning',
    input: {
      wageMonth: '2025-06',
      payBasis: 'Monthly',
      salaryCents: 100_000,
      workingTime: { workingDaysInMonth: 21, absenceDays: 20 },
      customItems: [
        {
          description: 'Uniform deduction',
          category: 'Deduction',
          wageClass: 'OrdinaryWages',
          unit: 'Amount',
          amountCents: 10_000,
        },
      ],
      employee: { birthDate: '1980-01-01', residency: 'citizen' },
    },
    expected: {
      lines: { M1: 1000, M2: -952.38, M9: [-100], TotalWages: -52.38, M10A: 0, M5: 0 },
      totals: { ow: -52.38, employeeCpf: 0, employerCpf: 0, sdl: 0, netPay: -52.38 },
      warnings: ['negative-wages'],
    },
    source: `${spec}: Deduction items count negative; $1,000 x 20 / 21 = $952.38`,
  },
];
