import type { WorkingHours } from '@tembusu/contracts/organization';
import type { PayslipView } from '@tembusu/contracts/payroll-runs';
import { describe, expect, it } from 'vitest';
import { extractText, fontNames, pageCount } from '../../test/pdf-text.js';
import { type EmployeeForPayroll, initialInputs } from './payroll-generation.js';
import { itemisedOf, presentPayslip } from './payroll-presentation.js';
import { calculated } from './payslip-batch.service.js';
import type { CustomItemInput, PayslipInputs } from './payslip-documents.js';
import { draftNotice, renderPayslipPdf } from './payslip-pdf.js';
import type { PayslipRow } from './payslips.repository.js';
import { FontLibrary } from './pdf-fonts.js';

// Payslips worked out by the engine from the inputs generation makes, so every figure printed is
// a real one: a Monday-to-Friday schedule, 8 hours a day.
const day = (selected: boolean) => ({
  selected,
  startTime: '09:00',
  endTime: '18:00',
  workingHours: selected ? 8 : 0,
  breakDuration: selected ? 60 : 0,
  offDayType: null,
});
const mondayToFriday: WorkingHours = {
  workingHoursType: 'fixed',
  scheduleType: 'fixed',
  breakDeduction: 0,
  days: {
    monday: day(true),
    tuesday: day(true),
    wednesday: day(true),
    thurday: day(true),
    friday: day(true),
    saturday: { ...day(false), offDayType: 'offDay' },
    sunday: { ...day(false), offDayType: 'restDay' },
  },
};

type Person = Pick<
  EmployeeForPayroll,
  'name' | 'salaryBasis' | 'salaryAmount' | 'employmentStartDate' | 'employmentEndDate'
> & { departmentName?: string | null };

function employee(person: Person): EmployeeForPayroll {
  return {
    id: 'e1',
    employeeNumber: 'EMP-0042',
    departmentName: null,
    isActive: true,
    paySchemeTemplateId: null,
    paySchemeTemplateName: null,
    paymentMode: 'cash',
    bankCode: null,
    bankAccountNumber: null,
    dateOfBirth: '1990-01-01',
    residency: 'Citizen',
    prStartDate: null,
    communityFunds: [],
    excludeCpfContributions: false,
    prCpfScheme: 'graduated',
    attendanceLogOn: false,
    ...person,
  };
}

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A payslip as the view endpoints answer it, worked out from the person and the month. */
function payslipView(
  person: Person,
  options: {
    year: number;
    month: number;
    status?: PayslipView['status'];
    dateOfPayment?: string;
    change?: (inputs: PayslipInputs) => PayslipInputs;
  },
): PayslipView {
  const { year, month } = options;
  const mm = String(month).padStart(2, '0');
  const payroll = {
    startDate: `${year}-${mm}-01`,
    endDate: `${year}-${mm}-${lastDay(year, month)}`,
  };
  const inputs = initialInputs({
    employee: employee(person),
    period: { year, periodValue: month, ...payroll },
    schedule: mondayToFriday,
    template: null,
    settings: { contributeSdl: true, deductCommunityFunds: true },
    earlier: { ordinaryWages: '0.00', additionalWages: '0.00' },
    earlierThisMonth: null,
    paysBasicSalary: true,
    unpaidLeave: [],
    absenceAdjustments: [],
    attendanceAdjustments: [],
    attendance: null,
  });
  const row: PayslipRow = {
    id: 'p1',
    organizationId: 'o1',
    payrollId: 'r1',
    employeeId: 'e1',
    payslipNo: 'PS-000042',
    version: 1,
    employeeName: person.name,
    employeeNumber: 'EMP-0042',
    departmentName: person.departmentName ?? null,
    paymentMethod: 'cash',
    bankCode: null,
    bankAccountNumber: null,
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...calculated(options.change ? options.change(inputs) : inputs, 'the test payslip'),
  };
  const slip = presentPayslip(row, 'SGD');
  return {
    organization: { name: 'Tembusu Demo Pte Ltd', uen: '202612345K', address: '1 Raffles Place' },
    payrollId: 'r1',
    payrollNo: 3,
    kind: 'regular',
    periodLabel: `${['', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month]} ${year}`,
    ...payroll,
    dateOfPayment: options.dateOfPayment ?? `${year}-${mm}-28`,
    status: options.status ?? 'paid',
    payslip: slip,
    yearToDate: slip.totals,
    itemised: itemisedOf(row, payroll),
  };
}

const item = (
  payItemId: string,
  description: string,
  value: string,
  extra: Partial<CustomItemInput> = {},
): CustomItemInput => ({
  payItemId,
  description,
  category: 'Addition',
  cPFType: 'OrdinaryWages',
  unit: 'Amount',
  value,
  iRBACode: 'OtherAllowance',
  remarks: null,
  ...extra,
});

const rate = (kind: 'normal' | 'offDay' | 'restDay' | 'holiday', multiple: '1.5x' | '2x') => ({
  kind,
  rate: multiple,
  customAmount: null,
  start: 'AfterWorkingHours' as const,
  fixedHours: null,
});

/**
 * Tan Wei Ming, $4,500.00 a month, all of November 2026 (21 working days): a day's absence,
 * overtime worked in October, rest-day and public-holiday work, an allowance, a bonus, a
 * deduction, remarks on lines and on the payslip.
 */
const monthly = (status: PayslipView['status'] = 'paid') =>
  payslipView(
    {
      name: 'Tan Wei Ming',
      salaryBasis: 'Monthly',
      salaryAmount: '4500.00',
      employmentStartDate: '2019-03-01',
      employmentEndDate: null,
      departmentName: 'Finance',
    },
    {
      year: 2026,
      month: 11,
      status,
      change: (inputs) => ({
        ...inputs,
        absenceDays: '1',
        overtimeHours: { normal: '10', offDay: '0', restDay: '8', holiday: '8' },
        overtimeRates: {
          normal: rate('normal', '1.5x'),
          offDay: rate('offDay', '1.5x'),
          restDay: rate('restDay', '2x'),
          holiday: rate('holiday', '2x'),
        },
        customItems: [
          item('t', 'Transport Allowance', '120.00', {
            iRBACode: 'TransportAllowance',
            remarks: 'Site visits to Jurong',
          }),
          item('b', 'Annual Bonus', '1000.00', { cPFType: 'AdditionalWages', iRBACode: 'Bonus' }),
          item('s', 'Salary Advance Recovery', '200.00', {
            category: 'Deduction',
            cPFType: 'NoWages',
            iRBACode: 'NotTaxable',
          }),
        ],
        remarks: { M8a: 'Year-end stocktake' },
        payslipRemarks: "October's overtime is paid with November's salary.",
        overtimePeriod: { from: '2026-10-01', to: '2026-10-31' },
      }),
    },
  );

/** A payslip with names in any script, and an item named in Tamil. */
function view(name: string, organizationName = 'Tembusu Demo Pte Ltd'): PayslipView {
  const built = payslipView(
    {
      name,
      salaryBasis: 'Monthly',
      salaryAmount: '4500.00',
      employmentStartDate: '2019-03-01',
      employmentEndDate: null,
      departmentName: '财务部',
    },
    {
      year: 2026,
      month: 11,
      change: (inputs) => ({ ...inputs, customItems: [item('t', 'பயணப் படி', '150.00')] }),
    },
  );
  return { ...built, organization: { ...built.organization, name: organizationName } };
}

const render = async (view: PayslipView) => extractText(await renderPayslipPdf(view, () => {}));

/** The text between two markers, as lines. */
function between(text: string, from: string, to: string): string[] {
  const start = text.indexOf(from);
  const end = text.indexOf(to, start + from.length);
  expect(start, `${from} is printed`).toBeGreaterThanOrEqual(0);
  expect(end, `${to} is printed after ${from}`).toBeGreaterThan(start);
  return text
    .slice(start, end)
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/** Each label and the value printed beside it. */
function facts(text: string, labels: string[]): Record<string, string> {
  const lines = text.split('\n');
  return Object.fromEntries(labels.map((label) => [label, lines[lines.indexOf(label) + 1] ?? '']));
}

describe('payslip PDF: the itemised payslip MOM lists', () => {
  it('prints every item for a monthly-rated employee, grouped as the itemised payslip groups them', async () => {
    const text = await render(monthly());
    // Full names of the employer and the employee; the payslip's number.
    expect(text).toContain('Tembusu Demo Pte Ltd');
    expect(text).toContain('PAYSLIP\nPS-000042');
    expect(
      facts(text, [
        'Employee',
        'Department',
        'Date of payment',
        'Basic rate of pay',
        'Overtime period',
      ]),
    ).toEqual({
      Employee: 'Tan Wei Ming',
      Department: 'Finance',
      'Date of payment': '11/28/2026',
      'Basic rate of pay': '$4,500.00 a month',
      'Overtime period': '10/01/2026 – 10/31/2026',
    });
    expect(text).toContain('Salary period\n11/01/2026 – 11/30/2026\n21 of 21 working days');
    // A monthly salary has no hours or days worked to state.
    expect(text).not.toMatch(/Hours worked|Days worked/);

    // $4,500 a month: a day's absence is 4,500 / 21 = $214.29; the hourly basic rate is
    // 12 x 4,500 / 2288 = $23.6014, so 10 hours at 1.5x = $354.02 and 8 hours at 2x = $377.62.
    expect(between(text, 'Item\nValue\nAmount', 'Net pay')).toEqual([
      'Item',
      'Value',
      'Amount',
      'Basic pay',
      'Basic salary',
      '$4,500.00 a month',
      '$4,500.00',
      'Allowances',
      'Transport Allowance',
      'Remarks: Site visits to Jurong',
      '$120.00',
      'Deductions',
      'Absence',
      '1 day',
      '-$214.29',
      'Employee CPF',
      '-$1,302.00',
      'Salary Advance Recovery',
      '-$200.00',
      // Worked out, it shows at $0.00: no fund is deducted.
      'Community fund',
      '$0.00',
      'Total deductions',
      '-$1,716.29',
      'Overtime',
      'Overtime (normal)',
      'Remarks: Year-end stocktake',
      '10 hours × $35.4021',
      '$354.02',
      'Other additional payments',
      'Rest day pay',
      '8 hours × $47.2028',
      '$377.62',
      'Public holiday pay',
      '8 hours × $47.2028',
      '$377.62',
      'Annual Bonus',
      '$1,000.00',
      'Total other additional payments',
      '$1,755.24',
    ]);
    // 4,500 + 120 - 1,716.29 + 354.02 + 1,755.24 = $5,012.97.
    expect(text).toContain('Net pay\n$5,012.97');
    expect(text).toContain("Remarks\nOctober's overtime is paid with November's salary.");
  });

  it('prints attendance of an earlier month corrected after its payroll with the other payments, or as a deduction when it recovers', async () => {
    const person = {
      name: 'Lim Hui Min',
      salaryBasis: 'Monthly' as const,
      salaryAmount: '2288.00',
      employmentStartDate: '2025-01-06',
      employmentEndDate: null,
    };
    const remark = 'Attendance of 10/2026 corrected after its payroll: overtime +2 h on 5 Oct 2026';
    const settled = (amount: string) =>
      payslipView(person, {
        year: 2026,
        month: 11,
        change: (inputs) => ({
          ...inputs,
          attendanceAdjustments: [
            { wageMonth: '2026-10', amount, changes: 'overtime +2 h on 5 Oct 2026', lines: [] },
          ],
          remarks: { ...inputs.remarks, M12: remark },
        }),
      });
    const paid = await render(settled('36.00'));
    const [title, item, ...rest] = between(paid, 'Other additional payments', 'Net pay');
    expect([title, item, rest.pop()]).toEqual([
      'Other additional payments',
      'Attendance corrected after payroll',
      '$36.00',
    ]);
    // The remark wraps to the column's width.
    expect(rest.join('')).toBe(`Remarks: ${remark}`);
    const recovered = await render(settled('-36.00'));
    expect(between(recovered, 'Deductions', 'Total deductions')).toContain(
      'Attendance corrected after payroll',
    );
  });

  it('prints the hourly rate and the hours worked for an hourly-rated employee', async () => {
    // June 2025 has 21 working days: 21 x 8 = 168 hours at $12.50 = $2,100.00.
    const text = await render(
      payslipView(
        {
          name: 'Darren Teo',
          salaryBasis: 'Hourly',
          salaryAmount: '12.50',
          employmentStartDate: '2024-12-01',
          employmentEndDate: null,
        },
        { year: 2025, month: 6 },
      ),
    );
    expect(facts(text, ['Basic rate of pay', 'Hours worked', 'Date of payment'])).toEqual({
      'Basic rate of pay': '$12.50 an hour',
      'Hours worked': '168 hours',
      'Date of payment': '06/28/2025',
    });
    expect(text).toContain('Salary period\n06/01/2025 – 06/30/2025\n21 of 21 working days');
    expect(text).toContain('Basic salary\n168 hours × $12.50\n$2,100.00');
  });

  it('prints the daily rate and the days worked, less a day absent, for a daily-rated employee', async () => {
    // 21 days at $110.00 = $2,310.00, less a day's absence: 20 of the 21 days were worked.
    const text = await render(
      payslipView(
        {
          name: 'Goh Siew Lan',
          salaryBasis: 'Daily',
          salaryAmount: '110.00',
          employmentStartDate: '2022-04-01',
          employmentEndDate: null,
        },
        { year: 2025, month: 6, change: (inputs) => ({ ...inputs, absenceDays: '1' }) },
      ),
    );
    expect(facts(text, ['Basic rate of pay', 'Days worked'])).toEqual({
      'Basic rate of pay': '$110.00 a day',
      'Days worked': '20 of 21 days',
    });
    expect(text).toContain('Basic salary\n21 days × $110.00\n$2,310.00');
    expect(text).toContain('Absence\n1 day\n-$110.00');
  });

  it('prints salary period 06/16/2025 – 06/30/2025, 11 of 21 working days, for a mid-month joiner', async () => {
    // Joined on Monday 16 June: 11 of June's 21 working days, $4,200 x 11 / 21 = $2,200.00.
    const text = await render(
      payslipView(
        {
          name: 'Yeo Kai Xin',
          salaryBasis: 'Monthly',
          salaryAmount: '4200.00',
          employmentStartDate: '2025-06-16',
          employmentEndDate: null,
        },
        { year: 2025, month: 6 },
      ),
    );
    expect(text).toContain('Salary period\n06/16/2025 – 06/30/2025\n11 of 21 working days');
    expect(text).toContain('Basic salary\n$4,200.00 a month\n$2,200.00');
  });

  it('prints the salary period to the last day for a leaver, and no overtime period when it is the same', async () => {
    const text = await render(
      payslipView(
        {
          name: 'Lim Jia Hui',
          salaryBasis: 'Monthly',
          salaryAmount: '4200.00',
          employmentStartDate: '2020-01-02',
          employmentEndDate: '2025-06-13',
        },
        {
          year: 2025,
          month: 6,
          change: (inputs) => ({
            ...inputs,
            overtimeHours: { ...inputs.overtimeHours, normal: '2' },
            overtimePeriod: { from: inputs.rangeFrom, to: inputs.rangeTo },
          }),
        },
      ),
    );
    // 2 to 13 June: 10 of 21 working days, $4,200 x 10 / 21 = $2,000.00.
    expect(text).toContain('Salary period\n06/01/2025 – 06/13/2025\n10 of 21 working days');
    expect(text).toContain('Basic salary\n$4,200.00 a month\n$2,000.00');
    expect(text).not.toContain('Overtime period');
  });

  it("marks a draft payroll's payslip DRAFT on every page, and a confirmed one nowhere", async () => {
    const long = (status: PayslipView['status']) => {
      const view = monthly(status);
      // Fifty items with remarks run the payslip onto a second page.
      view.payslip.payRollItem = [
        ...view.payslip.payRollItem.slice(0, 1),
        ...Array.from({ length: 50 }, (_, index) => ({
          ...(view.payslip.payRollItem[0] as PayslipView['payslip']['payRollItem'][number]),
          id: 'M9' as const,
          description: `Allowance ${index + 1}`,
          iRBACode: 'OtherAllowance' as const,
          remarks: 'Paid for the month',
          amount: '10.00',
        })),
        ...view.payslip.payRollItem.slice(1),
      ];
      return view;
    };
    const draft = await renderPayslipPdf(long('draft'), () => {});
    const pages = pageCount(draft);
    expect(pages).toBeGreaterThan(1);
    const draftText = extractText(draft);
    expect(draftText.split(draftNotice)).toHaveLength(pages + 1);
    expect(draftText.match(/^DRAFT$/gm)).toHaveLength(pages);
    expect(draftText).toContain(`Payslip PS-000042 · page ${pages} of ${pages}`);
    expect(draft.toString('latin1')).toContain('(Payslip PS-000042 \\(DRAFT\\))');

    for (const status of ['confirmed', 'paid'] as const) {
      const final = await renderPayslipPdf(long(status), () => {});
      expect(pageCount(final)).toBe(pages);
      expect(extractText(final)).not.toContain('DRAFT');
      expect(final.toString('latin1')).toContain('(Payslip PS-000042)');
    }
  });

  it('never prints the compliance warnings, which are for the payroll admins', async () => {
    const view = monthly();
    view.payslip.warnings = [
      {
        code: 'part-iv-overtime-hours',
        message: '80 overtime hours exceed the Employment Act limit of 72 hours a month',
      },
    ];
    const text = await render(view);
    expect(text).not.toContain('overtime hours exceed');
    expect(text).not.toMatch(/Notes|Warning/);
  });

  it('leaves out lines that came to nothing, but not employee CPF at $0.00', async () => {
    const view = payslipView(
      {
        name: 'Siti Rahman',
        salaryBasis: 'Monthly',
        salaryAmount: '3000.00',
        employmentStartDate: '2020-01-02',
        employmentEndDate: null,
      },
      {
        year: 2026,
        month: 11,
        change: (inputs) => ({
          ...inputs,
          excludeCpf: true,
          customItems: [item('m', 'Meal Allowance', '0.00')],
        }),
      },
    );
    expect(between(await render(view), 'Item\nValue\nAmount', 'Net pay')).toEqual([
      'Item',
      'Value',
      'Amount',
      'Basic pay',
      'Basic salary',
      '$3,000.00 a month',
      '$3,000.00',
      'Deductions',
      'Employee CPF',
      '$0.00',
      'Community fund',
      '$0.00',
      'Total deductions',
      '$0.00',
    ]);
  });
});

describe('payslip PDF: names in any script', () => {
  it('embeds a font for each script, and the names come out of the PDF as they went in', async () => {
    const warnings: string[] = [];
    const pdf = await renderPayslipPdf(view('陈伟明 முருகன் משה כהן'), (message) =>
      warnings.push(message),
    );
    expect(fontNames(pdf)).toEqual(
      expect.arrayContaining([
        'NotoSans-Regular',
        'NotoSans-Bold',
        'NotoSansCJKsc-Regular',
        'NotoSansTamil-Regular',
        'NotoSansHebrew-Regular',
      ]),
    );
    const text = extractText(pdf);
    expect(text).toContain('PAYSLIP\nPS-000042');
    expect(text).toContain('陈伟明');
    expect(text).toContain('财务部');
    // Tamil without vowel signs written before their consonant: those come out in the order
    // drawn, sign first, as every extractor gives them.
    expect(text).toContain('முருகன்');
    expect(text).toContain('பயணப் படி');
    // A right-to-left run is laid out as it is read, right to left: glyphs in visual order.
    expect(text).toContain([...'משה כהן'].reverse().join(''));
    expect(warnings).toEqual([]);
  });

  it('shows a character no installed font draws as a replacement mark, and says so', async () => {
    const warnings: string[] = [];
    const pdf = await renderPayslipPdf(view('Siti 🙂 Rahman'), (message) => warnings.push(message));
    expect(extractText(pdf)).toContain('Siti \uFFFD Rahman');
    expect(warnings).toEqual([
      'No installed font draws 🙂 (U+1F642): the PDF shows a replacement mark instead',
    ]);
  });

  it('still renders without any font installed, in the built-in Helvetica, and says so', async () => {
    const warnings: string[] = [];
    const pdf = await renderPayslipPdf(
      view('José 陈伟明', 'Tembusu Demo Pte Ltd'),
      (message) => warnings.push(message),
      new FontLibrary([]),
    );
    expect(new Set(fontNames(pdf))).toEqual(new Set(['Helvetica', 'Helvetica-Bold']));
    expect(pdf.toString('latin1')).toContain('(Payslip PS-000042)');
    expect(warnings).toEqual([
      'No Noto or DejaVu fonts are installed (Debian: fonts-noto-core, fonts-noto-cjk): PDFs use the built-in Helvetica, which draws Latin text only',
      expect.stringMatching(
        /^No installed font draws 陈 \(U\+9648\), 伟 \(U\+4F1F\), 明 \(U\+660E\), .*: the PDF shows a replacement mark instead$/,
      ),
    ]);
    expect(warnings[1]).not.toContain('José');
  });
});
