// UOB's salary file: "Payment Integration – Bulk FAST & GIRO Format Specifications", version 4.8
// (1 December 2022), the bank's own PDF (sg-payroll-files.md 2.1, source U1, every row H). The
// rows cited below are that section's.
//
// A payroll file: Payment Type R, and the layout without payment advice, which U1 requires for
// payroll ("Payroll and collection files must use the no-advice layout"), so 615 characters a
// record. The service is GIRO Normal (Service Type NORMAL, Processing Mode B) rather than FAST:
// GIRO credits on the value date the organisation picks, has no cap per payment where FAST
// refuses anything above SGD 200,000 (detail field 6), and reaches accounts at every bank, where
// GIRO Express reaches UOB's own only (header field 4).
import { PayrollInputError } from '../../errors.js';
import {
  accountNumber,
  alpha,
  atMost,
  bankIssuedId,
  type CharacterSet,
  checkBatch,
  dayNumber,
  ddmmyyyy,
  numeric,
  text,
  yyyymmdd,
} from './fields.js';
import type { BankFile, SalaryBatch } from './types.js';

const uobBic = 'UOVBSGSGXXX';
// Appendix 4: R (payroll) counts as payment code 22 in the hash, the GIRO salary credit (2.0).
const payrollPaymentCode = 22;
const salaryPurpose = 'SALA';
const currency = 'SGD';

// The hash works on ASCII byte values (2.1 "Encoding"), so nothing else may be written. The
// characters of Appendix 6 are taken: UOB's own system replaces them on the outgoing payment.
const uobCharacters: CharacterSet = {
  pattern: /^[\x20-\x7e]*$/,
  description: 'plain ASCII letters, digits, spaces and punctuation',
};

// Appendix 4: the sum of column number × ASCII code over the field at its full width, trailing
// spaces included.
function fieldCheckSum(field: string): number {
  let sum = 0;
  for (let column = 1; column <= field.length; column += 1) {
    sum += column * field.charCodeAt(column - 1);
  }
  return sum;
}

/** A UOB Bulk GIRO payroll file, named UGBIddmmNN.txt as U1 names files without advice. */
export function writeUobBulkGiroFast(batch: SalaryBatch): BankFile {
  const checked = checkBatch(batch, uobCharacters);
  const { created, value } = checked;
  // Header field 12: at most 30 calendar days after the current date, the day the file is made.
  if (dayNumber(value) - dayNumber(created) > 30) {
    throw new PayrollInputError(
      'valueDate',
      'valueDate must be at most 30 days after the file is made',
    );
  }
  const companyId = bankIssuedId(
    batch.organisation.bankCompanyId,
    'organisation.bankCompanyId',
    12,
  );
  // Header field 9: the 10-digit UOB account.
  const debitAccount = accountNumber(
    batch.organisation.debitAccountNumber,
    'organisation.debitAccountNumber',
  );
  if (debitAccount.length !== 10) {
    throw new PayrollInputError(
      'organisation.debitAccountNumber',
      'organisation.debitAccountNumber must be a 10-digit UOB account',
    );
  }
  // Header field 10 and detail field 4 are 140 characters: a longer name is refused rather than
  // cut, as no real account name is that long and cutting would hide the mistake.
  const debitName = atMost(
    text(batch.organisation.name, 'organisation.name', uobCharacters),
    140,
    'organisation.name',
  );
  // "File name": ddmm is the day and month the file is made, NN its number that day.
  const sequence = numeric(checked.fileSequence, 2, 'fileSequence', 'the file sequence');
  const fileName = `UGBI${ddmmyyyy(created).slice(0, 4)}${sequence}`;

  const originatingBic = alpha(uobBic, 11);
  const originatingAccount = alpha(debitAccount, 34);
  const originatingName = alpha(debitName, 140);
  const header = [
    '1',
    fileName,
    'R',
    alpha('NORMAL', 10),
    'B',
    alpha(companyId, 12),
    originatingBic,
    currency,
    originatingAccount,
    originatingName,
    yyyymmdd(created),
    yyyymmdd(value),
    alpha('', 140),
    alpha(checked.batchReference, 16),
    alpha('', 10),
    alpha('', 210),
  ].join('');

  let hashTotal =
    fieldCheckSum(originatingBic) +
    fieldCheckSum(originatingAccount) +
    fieldCheckSum(originatingName);
  const details = checked.credits.map((credit, position) => {
    const receivingBic = alpha(credit.bic, 11);
    const receivingAccount = alpha(credit.accountNumber, 34);
    const receivingName = alpha(atMost(credit.payeeName, 140, `${credit.field}.payeeName`), 140);
    const amount = numeric(credit.amountCents, 18, `${credit.field}.amountCents`, 'the amount');
    // Appendix 4: the hash code runs 1 to 9 and starts again at 1.
    const hashCode = (position % 9) + 1;
    hashTotal +=
      fieldCheckSum(receivingBic) +
      fieldCheckSum(receivingAccount) * hashCode +
      fieldCheckSum(receivingName) * hashCode +
      fieldCheckSum(currency) +
      fieldCheckSum(amount) +
      fieldCheckSum(salaryPurpose) +
      payrollPaymentCode * hashCode;
    return [
      '2',
      receivingBic,
      receivingAccount,
      receivingName,
      currency,
      amount,
      alpha(credit.endToEndReference, 35),
      alpha('', 35),
      salaryPurpose,
      alpha('', 140),
      alpha('', 140),
      alpha('', 16),
      alpha('', 38),
    ].join('');
  });
  const trailer = [
    '9',
    numeric(checked.totalCents, 18, 'credits', 'the total amount'),
    numeric(details.length, 7, 'credits', 'the number of credits'),
    numeric(hashTotal, 16, 'credits', 'the hash total'),
    alpha('', 573),
  ].join('');

  // U1 does not name a line ending; U2 and U3, written for this layout, end records with CRLF.
  const content = [header, ...details, trailer].map((record) => `${record}\r\n`).join('');
  return { fileName: `${fileName}.txt`, content, skipped: checked.skipped };
}
