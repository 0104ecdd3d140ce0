// Form IR8A and its Appendix 8A as PDFs, for an employer not on the Auto-Inclusion Scheme to give
// each employee by 1 March. The items are numbered and worded as IRAS's Form IR8A lays them out
// (sg-statutory 5: employer and employee particulars, income items a to f with d's breakdown d1
// to d9, the deductions and the declaration). Amounts are those of the AIS file: items a to d and
// the deductions in whole dollars, d's lines to the cent.
import type { IdType } from '@tembusu/contracts/enums';
import type { Ir8aEmployee } from '@tembusu/contracts/ir8a';
import { type IrasIdType, irasIdTypeLabels } from '@tembusu/contracts/payroll-filing';
import { countries } from '@tembusu/contracts/reference/countries';
import type { Ir8aFigures, Ir8aRecord } from '@tembusu/payroll/files/iras-ir8a';
import { formatDollars } from '@tembusu/payroll/money';
import PDFDocument from 'pdfkit';
import type { BenefitInKind, Ir8aYearFigures } from './ir8a-income.js';
import { type FontLibrary, PdfText, systemFonts } from './pdf-fonts.js';

/** What the forms print of the employer. */
export type Ir8aEmployer = {
  name: string;
  address: string | null;
  idType: IrasIdType;
  idNumber: string;
  authorisedName: string;
  authorisedDesignation: string;
  authorisedPhone: string;
  authorisedEmail: string;
  /** The day the form is made, YYYY-MM-DD. */
  date: string;
};

/** One employee's return as the forms print it. */
export type Ir8aFormReturn = {
  person: {
    name: string;
    idType: IdType;
    idNumber: string;
    dateOfBirth: string;
    gender: string;
    nationality: string;
    roleTitle: string | null;
    employmentStartDate: string;
  };
  row: Pick<Ir8aEmployee, 'periodFrom' | 'periodTo'>;
  record: Ir8aRecord | null;
  figures: Ir8aFigures;
  year: Ir8aYearFigures;
  nationalityCode: string;
};

type Form = { year: number; employer: Ir8aEmployer; found: Ir8aFormReturn };

const countryNames = new Map<string, string>(
  countries.map((country) => [country.alpha2, country.name]),
);

const wholeDollars = (value: number) => formatDollars(value * 100);

/** 2025-03-01 as 01/03/2025, the day-first dates of IRAS's forms. */
const formDate = (date: string | null | undefined) =>
  date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '-';

function openDocument(title: string, fonts: FontLibrary, warn: (message: string) => void) {
  const pdf = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const out = new PdfText(pdf, warn, fonts);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const amountWidth = 110;

  /** A numbered line with its amount on the right; the label wraps in the space left. */
  const item = (
    number: string,
    label: string,
    amount: string,
    options: { bold?: boolean; indent?: number } = {},
  ) => {
    const weight = options.bold ? 'bold' : 'regular';
    const indent = options.indent ?? 0;
    const y = pdf.y;
    pdf.fontSize(9);
    out.write(number, weight, left + indent, y, { width: 28 });
    out.write(label, weight, left + indent + 30, y, {
      width: width - amountWidth - indent - 38,
    });
    const after = pdf.y;
    out.write(amount, weight, left + width - amountWidth, y, {
      width: amountWidth,
      align: 'right',
    });
    pdf.y = Math.max(after, pdf.y) + 2;
    pdf.x = left;
  };
  /** A label and its value, in two columns. */
  const fact = (label: string, value: string) => {
    const y = pdf.y;
    pdf.fontSize(9);
    out.write(label, 'bold', left, y, { width: 190 });
    const after = pdf.y;
    out.write(value, 'regular', left + 195, y, { width: width - 195 });
    pdf.y = Math.max(after, pdf.y) + 1;
    pdf.x = left;
  };
  const heading = (text: string) => {
    pdf.moveDown(0.6);
    pdf.fontSize(10);
    out.write(text, 'bold', left, pdf.y, { width });
    pdf
      .moveTo(left, pdf.y + 1)
      .lineTo(left + width, pdf.y + 1)
      .strokeColor('#999999')
      .stroke();
    pdf.moveDown(0.4);
  };
  const note = (text: string) => {
    pdf.fontSize(8).fillColor('#555555');
    out.write(text, 'regular', left, pdf.y, { width });
    pdf.fillColor('#000000');
  };
  const end = () => {
    pdf.end();
    out.finish();
    return finished;
  };
  return { pdf, out, left, width, item, fact, heading, note, end };
}

type Doc = ReturnType<typeof openDocument>;

function particulars(doc: Doc, { year, employer, found }: Form) {
  const { person, row, record } = found;
  doc.fact(
    "Employer's tax ref. no. / UEN",
    `${employer.idNumber} (${irasIdTypeLabels[employer.idType]})`,
  );
  doc.fact("Employee's tax ref. no. (NRIC / FIN)", `${person.idType} ${person.idNumber}`);
  doc.heading("Employee's particulars");
  doc.fact('Full name of employee as per NRIC / FIN', person.name);
  doc.fact('Date of birth', formDate(person.dateOfBirth));
  doc.fact('Sex', person.gender);
  doc.fact(
    'Nationality',
    `${countryNames.get(person.nationality) ?? person.nationality} (IRAS code ${found.nationalityCode})`,
  );
  doc.fact('Designation', person.roleTitle ?? '-');
  if (record) {
    const { address } = record;
    const unit = address.level && address.unit ? ` #${address.level}-${address.unit}` : '';
    doc.fact(
      'Residential address',
      `${address.block} ${address.street}${unit}, Singapore ${address.postalCode}`,
    );
  }
  doc.fact('Date of commencement', formDate(person.employmentStartDate));
  doc.fact('Date of cessation', formDate(record?.cessationDate ?? null));
  doc.fact(
    'Period of income',
    `${formDate(row.periodFrom)} to ${formDate(row.periodTo)} (year ended 31 Dec ${year})`,
  );
}

function declaration(doc: Doc, employer: Ir8aEmployer) {
  doc.heading('Declaration');
  doc.fact('Name of employer', employer.name);
  doc.fact('Address of employer', employer.address ?? '-');
  doc.fact('Name of authorised person making the declaration', employer.authorisedName);
  doc.fact('Designation', employer.authorisedDesignation);
  doc.fact('Tel. no.', employer.authorisedPhone);
  doc.fact('E-mail', employer.authorisedEmail);
  doc.pdf.moveDown(1.2);
  doc.fact('Signature', '______________________________');
  doc.fact('Date', formDate(employer.date));
}

/** Form IR8A of one employee. */
export function renderIr8aPdf(
  form: Form,
  warn: (message: string) => void,
  fonts: FontLibrary = systemFonts,
): Promise<Buffer> {
  const { year, employer, found } = form;
  const { figures, record, year: paid } = found;
  const income = paid.income;
  const doc = openDocument(`Form IR8A ${year} ${found.person.name}`, fonts, warn);
  const { pdf, out, left, width, item, heading, note } = doc;

  pdf.fontSize(15);
  out.write('FORM IR8A', 'bold', left, 40, { width });
  pdf.fontSize(11);
  out.write(`Return of Employee's Remuneration for the Year Ended 31 Dec ${year}`, 'bold');
  pdf.fontSize(9);
  out.write(
    `Year of Assessment ${year + 1}. To be given to the employee by 1 Mar ${year + 1}: this form is for an employer not in the Auto-Inclusion Scheme (AIS).`,
    'regular',
    left,
    pdf.y,
    { width },
  );
  pdf.moveDown(0.6);
  particulars(doc, form);

  heading('Income');
  item('a)', 'Gross salary, fees, leave pay, wages and overtime pay', wholeDollars(figures.salary));
  item(
    'b)',
    `Bonus (non-contractual bonus paid and/or contractual bonus)${paid.bonusPaidOn ? `, declared ${formDate(paid.bonusPaidOn)}` : ''}`,
    wholeDollars(figures.bonus),
  );
  item(
    'c)',
    `Director's fees${paid.directorsFeesPaidOn ? ` approved at the company's AGM/EGM on ${formDate(paid.directorsFeesPaidOn)}` : ''}`,
    wholeDollars(figures.directorsFees),
  );
  item('d)', 'Others:', '');
  const allowances =
    income.transportAllowanceCents +
    income.entertainmentAllowanceCents +
    income.otherAllowanceCents;
  item('1.', 'Allowances:', formatDollars(allowances), { indent: 14 });
  item('(i)', 'Transport', formatDollars(income.transportAllowanceCents), { indent: 28 });
  item('(ii)', 'Entertainment', formatDollars(income.entertainmentAllowanceCents), { indent: 28 });
  item('(iii)', 'Others', formatDollars(income.otherAllowanceCents), { indent: 28 });
  const commission = record?.grossCommission;
  item(
    '2.',
    commission
      ? `Gross commission for the period ${formDate(commission.from)} to ${formDate(commission.to)} (${commission.indicator === 'M' ? 'monthly' : 'other than monthly'})`
      : 'Gross commission',
    formatDollars(income.grossCommissionCents),
    { indent: 14 },
  );
  item('3.', 'Pension', formatDollars(income.pensionCents), { indent: 14 });
  item(
    '4.(i)',
    'Lump sum payment: gratuity, notice pay, ex-gratia payment and others',
    formatDollars(income.gratuityNoticePayExGratiaCents),
    { indent: 14 },
  );
  item(
    '4.(ii)',
    `Compensation for loss of office${income.compensationForLossOfOfficeCents !== 0 ? ' (approval obtained from IRAS: no)' : ''}`,
    formatDollars(income.compensationForLossOfOfficeCents),
    { indent: 14 },
  );
  item(
    '5.',
    `Retirement benefits including gratuities, pension and lump sums from a pension or provident fund: accrued from 1993 (accrued up to 31 Dec 1992, not taxable: ${formatDollars(income.retirementBenefitsUpTo1992Cents)})`,
    formatDollars(income.retirementBenefitsFrom1993Cents),
    { indent: 14 },
  );
  item(
    '6.',
    'Contributions made by employer to any pension or provident fund constituted outside Singapore',
    formatDollars(0),
    { indent: 14 },
  );
  item('7.', 'Excess or voluntary contribution to CPF by employer (Form IR8S)', formatDollars(0), {
    indent: 14,
  });
  item('8.', 'Gains and profits from share options for S10(1)(b) (Appendix 8B)', formatDollars(0), {
    indent: 14,
  });
  item('9.', 'Value of benefits-in-kind (Appendix 8A)', formatDollars(income.benefitsInKindCents), {
    indent: 14,
  });
  item('', 'Total of items d1 to d9', wholeDollars(figures.others), { bold: true, indent: 14 });
  item('e)', 'Remission, overseas posting or exempt income', wholeDollars(0));
  item('f)', "Employee's income tax borne by employer: no", '');
  item('', 'TOTAL (items a to d)', wholeDollars(figures.amount), { bold: true });

  heading('Deductions');
  item(
    '',
    "Employee's compulsory contribution to CPF (name of fund: Central Provident Fund)",
    wholeDollars(figures.cpf),
  );
  item(
    '',
    'Donations deducted from salaries for the Yayasan Mendaki Fund, Community Chest of Singapore, SINDA, CDAC or ECF',
    wholeDollars(figures.donation),
  );
  item(
    '',
    'Contributions deducted from salaries to the Mosque Building Fund',
    wholeDollars(figures.mbf),
  );
  item('', 'Life insurance premiums deducted from salaries', wholeDollars(figures.insurance));

  declaration(doc, employer);
  pdf.moveDown(1);
  note(
    'Items a to d and the deductions are in whole dollars, as the IR8A return states them: income rounded down, deductions rounded up. This form was produced by Tembusu.',
  );
  return doc.end();
}

/** Appendix 8A: the benefits-in-kind paid to one employee in the year. */
export function renderAppendix8aPdf(
  form: Form & { benefits: readonly BenefitInKind[] },
  warn: (message: string) => void,
  fonts: FontLibrary = systemFonts,
): Promise<Buffer> {
  const { year, employer, found, benefits } = form;
  const doc = openDocument(`Appendix 8A ${year} ${found.person.name}`, fonts, warn);
  const { pdf, out, left, width, item, heading, note } = doc;

  pdf.fontSize(15);
  out.write('APPENDIX 8A', 'bold', left, 40, { width });
  pdf.fontSize(11);
  out.write(`Value of Benefits-in-Kind Provided for the Year Ended 31 Dec ${year}`, 'bold');
  pdf.fontSize(9);
  out.write(
    `Year of Assessment ${year + 1}. This statement supports item d9 of Form IR8A.`,
    'regular',
    left,
    pdf.y,
    { width },
  );
  pdf.moveDown(0.6);
  particulars(doc, form);

  heading('Benefits-in-kind (c. Others)');
  item('', 'Benefit (the pay item that provided it)', 'Value ($)', { bold: true });
  benefits.forEach((benefit, index) => {
    item(`${index + 1}.`, benefit.description, formatDollars(benefit.cents));
  });
  const total = benefits.reduce((sum, benefit) => sum + benefit.cents, 0);
  item(
    '',
    'Total value of benefits-in-kind (to be transferred to item d9 of Form IR8A)',
    formatDollars(total),
    { bold: true },
  );
  pdf.moveDown(0.4);
  note(
    "Each benefit is a pay item the year's payrolls paid with the income type Benefits in kind, at the value they paid. Tembusu does not record which of the form's kinds (place of residence, utilities and housekeeping, hotel accommodation, other benefits) each one is: they are listed together here.",
  );

  declaration(doc, employer);
  return doc.end();
}
