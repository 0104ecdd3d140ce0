// The payslip as a PDF: the employee's copy, laid out as the Employment Act's itemised payslip
// (MOM, "Itemised payslips") lists it — employer and employee, date of payment, salary period,
// basic rate and the hours or days worked, allowances, deductions, overtime and its period, other
// additional payments (rest-day and public-holiday pay among them), each item with its remarks,
// and net pay. Compliance warnings are the payroll admins' and are never printed. A payslip of a
// draft payroll is marked DRAFT on every page.
import { calendarDateText, moneyText } from '@tembusu/contracts/display-text';
import {
  type PayslipLine,
  type PayslipView,
  payrollNumberText,
} from '@tembusu/contracts/payroll-runs';
import {
  basicRateText,
  lineValueText,
  paymentMethodText,
  payslipSections,
  salaryPeriodText,
  workedLabel,
  workedText,
  workingDaysText,
} from '@tembusu/contracts/payslip-lines';
import PDFDocument from 'pdfkit';
import { type FontLibrary, PdfText, systemFonts } from './pdf-fonts.js';

/** The words that mark a draft payroll's payslip, at the head of every page. */
export const draftNotice = 'DRAFT — not final';

const grey = '#555555';
const faint = '#777777';
const rules = '#cccccc';
const draftRed = '#b42318';

/** The payslip as a PDF; `warn` hears of anything in it no installed font could draw. */
export function renderPayslipPdf(
  view: PayslipView,
  warn: (message: string) => void,
  fonts: FontLibrary = systemFonts,
): Promise<Buffer> {
  const { organization, payslip, itemised } = view;
  const draft = view.status === 'draft';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    // Kept until the end, so that every page gets its DRAFT mark and page number.
    bufferPages: true,
    info: {
      Title: `Payslip ${payslip.payslipNo}${draft ? ' (DRAFT)' : ''}`,
      Author: organization.name,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const out = new PdfText(pdf, warn, fonts);

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  // Room kept at the foot of each page for its page number.
  const bottom = () => pdf.page.height - pdf.page.margins.bottom - 16;

  // The heading: who pays, and which payslip this is.
  const titleWidth = 170;
  pdf.fontSize(16).fillColor('#000000');
  out.write(organization.name, 'bold', left, 48, { width: width - titleWidth - 12 });
  pdf.fontSize(9).fillColor(grey);
  if (organization.uen) out.write(`UEN ${organization.uen}`, 'regular');
  if (organization.address) {
    out.write(organization.address, 'regular', left, pdf.y, { width: width - titleWidth - 12 });
  }
  const headingEnd = pdf.y;
  pdf.fontSize(18).fillColor('#000000');
  out.write('PAYSLIP', 'bold', left + width - titleWidth, 48, {
    width: titleWidth,
    align: 'right',
  });
  pdf.fontSize(10);
  out.write(payslip.payslipNo, 'regular', left + width - titleWidth, pdf.y, {
    width: titleWidth,
    align: 'right',
  });
  pdf.y = Math.max(headingEnd, pdf.y) + 10;
  const rule = (color = rules) => {
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();
    pdf.y += 6;
  };
  rule('#999999');

  // The facts, in two columns: the employee and the period paid; the payment and the rate.
  const basicPay = itemised.basicPay;
  const worked = workedText(basicPay);
  const workedName = workedLabel(basicPay);
  const leftFacts: [string, string][] = [
    ['Employee', payslip.employee.name],
    ['Employee no.', payslip.employee.employeeNumber],
    ['Department', payslip.employee.department?.name ?? '-'],
    [
      'Salary period',
      `${salaryPeriodText(itemised.salaryPeriod)}\n${workingDaysText(itemised.salaryPeriod)}`,
    ],
  ];
  const rightFacts: [string, string][] = [
    ['Date of payment', calendarDateText(view.dateOfPayment)],
    ['Payment method', paymentMethodText(payslip)],
    ['Payroll', `${payrollNumberText(view.payrollNo, view.kind)}, ${view.periodLabel}`],
    ['Basic rate of pay', basicRateText(basicPay)],
  ];
  if (worked && workedName) rightFacts.push([workedName, worked]);
  if (itemised.overtimePeriod) {
    rightFacts.push([
      'Overtime period',
      `${calendarDateText(itemised.overtimePeriod.from)} – ${calendarDateText(itemised.overtimePeriod.to)}`,
    ]);
  }
  const column = (facts: [string, string][], x: number, columnWidth: number, top: number) => {
    pdf.y = top;
    for (const [label, value] of facts) {
      const y = pdf.y;
      pdf.fontSize(9).fillColor(grey);
      out.write(label, 'regular', x, y, { width: 92 });
      pdf.fontSize(9.5).fillColor('#000000');
      out.write(value, 'regular', x + 96, y, { width: columnWidth - 96 });
      pdf.y = Math.max(pdf.y, y + 13) + 2;
    }
    return pdf.y;
  };
  const factsTop = pdf.y + 2;
  const half = (width - 16) / 2;
  const leftEnd = column(leftFacts, left, half, factsTop);
  const rightEnd = column(rightFacts, left + half + 16, half, factsTop);
  pdf.y = Math.max(leftEnd, rightEnd) + 6;
  rule('#999999');

  // The items: each group the itemised payslip lists, its lines with their remarks, its total.
  const columns = { item: left, value: left + width - 250, amount: left + width - 92 };
  const itemWidth = columns.value - columns.item - 10;
  let inTable = false;
  const room = (needed: number) => {
    if (pdf.y + needed <= bottom()) return;
    pdf.addPage();
    pdf.y = pdf.page.margins.top;
    if (inTable) tableHeading();
  };
  const tableHeading = () => {
    const y = pdf.y;
    pdf.fontSize(9).fillColor(grey);
    out.write('Item', 'bold', columns.item, y, { width: itemWidth });
    out.write('Value', 'bold', columns.value, y, { width: 150, align: 'right' });
    out.write('Amount', 'bold', columns.amount, y, { width: 92, align: 'right' });
    pdf.fillColor('#000000');
    pdf.y = y + 14;
    rule();
  };
  const row = (
    item: string,
    value: string,
    amount: string,
    options: { bold?: boolean; indent?: number; remarks?: string | null; size?: number } = {},
  ) => {
    const weight = options.bold ? 'bold' : 'regular';
    const indent = options.indent ?? 0;
    const size = options.size ?? 10;
    pdf.fontSize(size);
    const textHeight = pdf.heightOfString(item, { width: itemWidth - indent });
    const remarksHeight = options.remarks
      ? pdf.fontSize(8.5).heightOfString(options.remarks, { width: itemWidth - indent }) + 2
      : 0;
    room(textHeight + remarksHeight + 4);
    const y = pdf.y;
    pdf.fontSize(size).fillColor('#000000');
    out.write(item, weight, columns.item + indent, y, { width: itemWidth - indent });
    let end = pdf.y;
    if (options.remarks) {
      pdf.fontSize(8.5).fillColor(grey);
      out.write(options.remarks, 'regular', columns.item + indent, end + 1, {
        width: itemWidth - indent,
      });
      end = pdf.y;
      pdf.fillColor('#000000').fontSize(size);
    }
    if (value) out.write(value, weight, columns.value, y, { width: 150, align: 'right' });
    out.write(amount, weight, columns.amount, y, { width: 92, align: 'right' });
    pdf.y = Math.max(end, y + size * 1.2) + 3;
    pdf.x = left;
  };

  tableHeading();
  inTable = true;
  const { sections, netPay } = payslipSections(payslip.payRollItem);
  const itemRow = (line: PayslipLine) =>
    row(line.description, lineValueText(line, itemised), moneyText(line.amount), {
      indent: 10,
      remarks: line.remarks ? `Remarks: ${line.remarks}` : null,
    });
  for (const section of sections) {
    room(40);
    pdf.y += 2;
    row(section.title, '', '', { bold: true, size: 10.5 });
    for (const line of section.lines) itemRow(line);
    if (section.lines.length > 1) {
      row(`Total ${section.title.toLowerCase()}`, '', moneyText(section.total), {
        bold: true,
        indent: 10,
      });
    }
  }
  if (netPay) {
    room(30);
    pdf.y += 2;
    rule('#999999');
    row('Net pay', '', moneyText(netPay.amount), { bold: true, size: 12 });
    rule('#999999');
  }
  inTable = false;

  if (payslip.remarks) {
    pdf.fontSize(9);
    room(pdf.heightOfString(payslip.remarks, { width }) + 30);
    pdf.y += 6;
    pdf.fontSize(10).fillColor('#000000');
    out.write('Remarks', 'bold', left, pdf.y, { width });
    pdf.fontSize(9);
    out.write(payslip.remarks, 'regular', left, pdf.y + 2, { width });
  }

  // What the employer paid beside the pay, and the year to date, side by side.
  const figures = (title: string, rows: [string, string, boolean?][], x: number, top: number) => {
    const columnWidth = (width - 24) / 2;
    pdf.fontSize(10).fillColor('#000000');
    out.write(title, 'bold', x, top, { width: columnWidth });
    let y = pdf.y + 3;
    for (const [name, amount, bold] of rows) {
      pdf.fontSize(9);
      const weight = bold ? 'bold' : 'regular';
      out.write(name, weight, x, y, { width: columnWidth - 90 });
      out.write(moneyText(amount), weight, x + columnWidth - 90, y, { width: 90, align: 'right' });
      y = Math.max(pdf.y, y + 11) + 2;
    }
    return y;
  };
  room(110);
  const figuresTop = pdf.y + 12;
  const ytd = view.yearToDate;
  const employerEnd = figures(
    "Employer's contributions",
    [
      ['Employer CPF', payslip.totals.employerCPF],
      ['Skills Development Levy', payslip.totals.sdl],
    ],
    left,
    figuresTop,
  );
  const ytdEnd = figures(
    `Year to date (${view.startDate.slice(0, 4)})`,
    [
      ['Gross pay', ytd.grossSalary],
      ['Employee CPF', ytd.employeeCPF],
      ['Employer CPF', ytd.employerCPF],
      ['Community funds', ytd.communityFund],
      ['Net pay', ytd.netPay, true],
    ],
    left + (width + 24) / 2,
    figuresTop,
  );
  pdf.y = Math.max(employerEnd, ytdEnd);
  pdf.x = left;

  pdf.fontSize(8);
  room(24);
  pdf.y += 10;
  pdf.fillColor(faint);
  out.write(
    'CPF contributions are worked out as the CPF Board rounds them. This payslip was produced by Tembusu.',
    'regular',
    left,
    pdf.y,
    { width },
  );

  // Every page: its number at the foot and, on a draft's, the DRAFT mark across it and at its head.
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Writing in the margins must not start a new page.
    const margins = { ...pdf.page.margins };
    pdf.page.margins.top = 0;
    pdf.page.margins.bottom = 0;
    pdf.fontSize(8).fillColor(faint);
    out.write(
      `Payslip ${payslip.payslipNo} · page ${index - start + 1} of ${count}`,
      'regular',
      left,
      pdf.page.height - margins.bottom + 14,
      { width, align: 'center', lineBreak: false },
    );
    if (draft) {
      pdf.fontSize(10).fillColor(draftRed);
      out.write(draftNotice, 'bold', left, 22, { width, align: 'right', lineBreak: false });
      const centre = [pdf.page.width / 2, pdf.page.height / 2];
      pdf.save();
      pdf.rotate(-40, { origin: centre });
      pdf.fillOpacity(0.1).fillColor(draftRed).fontSize(120);
      out.write('DRAFT', 'bold', (centre[0] ?? 0) - 260, (centre[1] ?? 0) - 70, {
        width: 520,
        align: 'center',
        lineBreak: false,
      });
      pdf.restore();
    }
    pdf.page.margins.top = margins.top;
    pdf.page.margins.bottom = margins.bottom;
  }
  pdf.end();
  out.finish();
  return finished;
}
