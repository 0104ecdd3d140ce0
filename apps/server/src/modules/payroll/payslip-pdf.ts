// The payslip as a PDF: what an employee keeps and what the Employment Act's itemised pay slip
// asks for — who paid whom, for which period, every item, CPF, deductions and net pay.
import {
  type PayslipLine,
  type PayslipView,
  payrollNumberText,
} from '@tembusu/contracts/payroll-runs';
import { paymentMethodText, splitPayslipLines } from '@tembusu/contracts/payslip-lines';
import PDFDocument from 'pdfkit';
import { type FontLibrary, PdfText, systemFonts } from './pdf-fonts.js';

const money = (amount: string) => {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = amount.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction.padEnd(2, '0')}`;
};

const valueText = (line: PayslipLine) => {
  if (line.value === null || line.value === '0') return '';
  switch (line.unit) {
    case 'Days':
      return `${line.value} days`;
    case 'Hours':
      return `${line.value} h`;
    case 'Percentage':
      return `${line.value}%`;
    case 'Rate':
      return money(line.value);
    default:
      return '';
  }
};

/** The payslip as a PDF; `warn` hears of anything in it no installed font could draw. */
export function renderPayslipPdf(
  view: PayslipView,
  warn: (message: string) => void,
  fonts: FontLibrary = systemFonts,
): Promise<Buffer> {
  const { organization, payslip } = view;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Payslip ${payslip.payslipNo}` },
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

  pdf.fontSize(16);
  out.write(organization.name, 'bold', left, 48);
  pdf.fontSize(9).fillColor('#555555');
  if (organization.uen) out.write(`UEN ${organization.uen}`, 'regular');
  if (organization.address) out.write(organization.address, 'regular');
  pdf.fillColor('#000000').moveDown(1);
  pdf.fontSize(13);
  out.write(`Payslip ${payslip.payslipNo}`, 'bold');
  pdf.fontSize(10).moveDown(0.4);

  const facts: [string, string][] = [
    ['Employee', `${payslip.employee.name} (${payslip.employee.employeeNumber})`],
    ['Department', payslip.employee.department?.name ?? '-'],
    ['Salary period', `${view.periodLabel}: ${view.startDate} to ${view.endDate}`],
    ['Date of payment', view.dateOfPayment],
    ['Payment method', paymentMethodText(payslip)],
    ['Payroll', payrollNumberText(view.payrollNo, view.kind)],
  ];
  for (const [label, value] of facts) {
    const y = pdf.y;
    out.write(label, 'bold', left, y, { width: 120 });
    out.write(value, 'regular', left + 125, y, { width: width - 125 });
  }
  pdf.moveDown(1);

  const columns = { item: left, value: left + width - 190, amount: left + width - 90 };
  const row = (item: string, value: string, amount: string, bold = false) => {
    const y = pdf.y;
    const weight = bold ? 'bold' : 'regular';
    pdf.fontSize(10);
    out.write(item, weight, columns.item, y, { width: columns.value - columns.item - 8 });
    const after = pdf.y;
    out.write(value, weight, columns.value, y, { width: 90, align: 'right' });
    out.write(amount, weight, columns.amount, y, { width: 90, align: 'right' });
    pdf.y = Math.max(after, pdf.y);
    pdf.x = left;
  };
  const rule = () => {
    pdf
      .moveTo(left, pdf.y + 2)
      .lineTo(left + width, pdf.y + 2)
      .strokeColor('#cccccc')
      .stroke();
    pdf.moveDown(0.4);
  };

  row('Item', 'Value', 'Amount', true);
  rule();
  // Deductions come before the net pay they lead to, as people read a payslip; the employee's
  // payslip page shows the same lines.
  const { earnings, totalWages, deductions, netPay } = splitPayslipLines(payslip.payRollItem);
  for (const line of earnings) row(line.description, valueText(line), money(line.amount));
  if (totalWages) {
    rule();
    row(totalWages.description, valueText(totalWages), money(totalWages.amount), true);
  }
  for (const line of deductions) row(line.description, valueText(line), money(line.amount));
  if (netPay) {
    rule();
    row(netPay.description, '', money(netPay.amount), true);
  }
  pdf.moveDown(1);

  pdf.fontSize(11);
  out.write("Employer's contributions", 'bold', left);
  pdf.moveDown(0.3);
  row('Employer CPF', '', money(payslip.totals.employerCPF));
  row('Skills Development Levy', '', money(payslip.totals.sdl));
  pdf.moveDown(1);

  pdf.fontSize(11);
  out.write(`Year to date (${view.periodLabel.slice(-4)})`, 'bold', left);
  pdf.moveDown(0.3);
  const ytd = view.yearToDate;
  row('Gross pay', '', money(ytd.grossSalary));
  row('Employee CPF', '', money(ytd.employeeCPF));
  row('Employer CPF', '', money(ytd.employerCPF));
  row('Community funds', '', money(ytd.communityFund));
  row('Net pay', '', money(ytd.netPay), true);

  if (payslip.warnings.length > 0) {
    pdf.moveDown(1);
    pdf.fontSize(9);
    out.write('Notes', 'bold', left);
    pdf.fontSize(8).fillColor('#555555');
    for (const warning of payslip.warnings)
      out.write(warning.message, 'regular', left, pdf.y, { width });
    pdf.fillColor('#000000');
  }

  pdf.moveDown(2);
  pdf.fontSize(8).fillColor('#777777');
  out.write(
    'CPF contributions are worked out as the CPF Board rounds them. This payslip was produced by Tembusu.',
    'regular',
    left,
    pdf.y,
    { width },
  );
  pdf.end();
  out.finish();
  return finished;
}
