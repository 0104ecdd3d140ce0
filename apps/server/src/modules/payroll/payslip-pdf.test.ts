import { inflateSync } from 'node:zlib';
import { type OvertimeRule, overtimeKinds } from '@tembusu/contracts/payroll';
import type { PayslipView } from '@tembusu/contracts/payroll-runs';
import { payslipLine } from '@tembusu/contracts/test/payslip-lines';
import { describe, expect, it } from 'vitest';
import { renderPayslipPdf } from './payslip-pdf.js';
import { FontLibrary } from './pdf-fonts.js';

const totals = {
  grossSalary: '4500.00',
  employeeCPF: '900.00',
  employerCPF: '765.00',
  communityFund: '1.00',
  sdl: '11.25',
  netPay: '3599.00',
  total: '5276.25',
};

function view(name: string, organizationName = 'Tembusu Demo Pte Ltd'): PayslipView {
  return {
    organization: { name: organizationName, uen: '202612345K', address: '1 Raffles Place' },
    payrollId: 'r1',
    payrollNo: 3,
    kind: 'regular',
    periodLabel: 'Nov 2026',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    dateOfPayment: '2026-11-28',
    status: 'paid',
    payslip: {
      id: 'p1',
      payslipNo: 'PS-000042',
      version: 1,
      employeeId: 'e1',
      employee: { id: 'e1', name, employeeNumber: 'EMP-0042', department: { name: '财务部' } },
      paymentMethod: 'cash',
      paymentMethodExt: null,
      currency: 'SGD',
      workingTime: {
        workingDatesInRange: {
          from: '2026-11-01',
          to: '2026-11-30',
          workingDays: '21',
          workingDaysInMonth: '21',
          hourlyRate: '23.6014',
          overtimeRates: Object.fromEntries(
            overtimeKinds.map((kind): [string, OvertimeRule] => [
              kind,
              {
                kind,
                rate: '1.5x',
                customAmount: null,
                start: 'AfterWorkingHours',
                fixedHours: null,
              },
            ]),
          ) as PayslipView['payslip']['workingTime']['workingDatesInRange']['overtimeRates'],
        },
      },
      payRollItem: [
        payslipLine('M1', 'Basic salary', '4500.00'),
        payslipLine('M9', 'பயணப் படி', '150.00'),
        payslipLine('M7', 'Net pay', '3599.00'),
      ],
      dob: '1990-01-01',
      ct: 'citizen',
      ordinaryWages: '4500.00',
      additionalWages: '0.00',
      isTurnOnAttendLog: false,
      sdlAmount: '11.25',
      excludeCPFContributions: false,
      allowFullEmployerCPF: false,
      defaultWorkingHours: '8',
      originPayItems: [],
      totals,
      warnings: [],
    },
    yearToDate: totals,
  };
}

/** The PDF's objects by number, each with its dictionary and its stream, inflated. */
function objectsOf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const objects = new Map<number, { dictionary: string; stream: Buffer | null }>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.indexOf('stream\n');
    const dictionary = at < 0 ? body : body.slice(0, at);
    let stream: Buffer | null = null;
    if (at >= 0) {
      const start = (match.index ?? 0) + match[0].indexOf('stream\n') + 'stream\n'.length;
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
      const raw = pdf.subarray(start, start + length);
      stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

/**
 * The text a PDF reader extracts: each font's ToUnicode map applied to the glyphs the page
 * shows, in the order shown. pdfkit writes one map per embedded font, as ranges of glyph codes.
 */
function extractText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const reference = (dictionary: string, key: string) =>
    Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);
  const unicodeOf = new Map<string, Map<number, string>>();
  let content = '';
  for (const { dictionary } of objects.values()) {
    if (dictionary.includes('/Type /Page\n') && dictionary.includes('/Contents')) {
      content += objects.get(reference(dictionary, 'Contents'))?.stream?.toString('latin1') ?? '';
      const resources = objects.get(reference(dictionary, 'Resources'))?.dictionary ?? '';
      for (const [, key, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
        const font = objects.get(Number(id))?.dictionary ?? '';
        const cmap = objects.get(reference(font, 'ToUnicode'))?.stream?.toString('latin1');
        if (!cmap || !key) continue;
        const glyphs = new Map<number, string>();
        for (const [, from, entries] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g)) {
          [...(entries ?? '').matchAll(/<([0-9a-f ]+)>/g)].forEach(([, units], index) => {
            const codeUnits = (units ?? '').split(' ').map((unit) => Number.parseInt(unit, 16));
            glyphs.set(Number.parseInt(from ?? '0', 16) + index, String.fromCharCode(...codeUnits));
          });
        }
        unicodeOf.set(key, glyphs);
      }
    }
  }
  let font = new Map<number, string>();
  let out = '';
  for (const [, name, shown] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (name) font = unicodeOf.get(name) ?? new Map();
    for (const [, hex] of (shown ?? '').matchAll(/<([0-9a-f]+)>/g)) {
      for (let at = 0; at < (hex ?? '').length; at += 4) {
        out += font.get(Number.parseInt((hex ?? '').slice(at, at + 4), 16)) ?? '';
      }
    }
    if (shown !== undefined) out += '\n';
  }
  return out;
}

const fontNames = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map(
    ([, name]) => name,
  );

describe('payslip PDF', () => {
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
    expect(text).toContain('Payslip PS-000042');
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

  it('leaves out lines that came to nothing, as the payslip page does, but not CPF at $0.00', async () => {
    const payslip = view('Tan Wei Ming');
    payslip.payslip.payRollItem = [
      payslipLine('M1', 'Basic salary', '3000.00'),
      payslipLine('M2', 'Absence', '0.00'),
      payslipLine('M8', 'Overtime', '0.00'),
      payslipLine('M8a', 'Overtime (normal)', '0.00'),
      payslipLine('M9', 'Meal Allowance', '0.00'),
      payslipLine('TotalWages', 'Total Wages', '3000.00'),
      payslipLine('M10A', 'CPF deducted', '0.00'),
      payslipLine('M7', 'Net pay', '3000.00'),
      payslipLine('M4', 'Community fund', '0.00'),
      payslipLine('M5', 'SDL', '7.50'),
      payslipLine('M6', 'Employer CPF', '0.00'),
      payslipLine('M11', 'Total', '3007.50'),
    ];
    const text = extractText(await renderPayslipPdf(payslip, () => {}));
    const table = text.slice(text.indexOf('Item\nValue\nAmount'), text.indexOf("Employer's"));
    expect(table.split('\n').filter(Boolean)).toEqual([
      'Item',
      'Value',
      'Amount',
      'Basic salary',
      '$3,000.00',
      'Total Wages',
      '$3,000.00',
      'CPF deducted',
      '$0.00',
      'Community fund',
      '$0.00',
      'Net pay',
      '$3,000.00',
    ]);
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
