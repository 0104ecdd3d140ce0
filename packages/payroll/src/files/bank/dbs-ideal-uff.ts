// DBS's salary file: the IDEAL 3.0 Universal File Format (UFF), comma-separated, as
// sg-payroll-files.md 2.3 transcribes it from two implementations: B1 (UFF v1.9.3, bulk GIRO)
// and B2 (UFF v2.1, a payroll file). DBS's own text was not read. Where the two disagree this
// file follows B2, because v2.1 is the version IDEAL offers for download today (DBS's page "Files
// upload of Universal File Format", February 2026) and B2 is a salary file; B1 settles only what
// B2 does not show. The decisions, by row of 2.3:
//
// - D02 product SAL and D33 transaction code 22 (B2): 22 is GIRO's salary credit (2.0, H); B1's
//   BPY and 20 are a sundry payment.
// - D43 purpose code SALA. B2 writes PAYR there, a code no other source knows (2.3 marks it
//   unverified); SALA is the salary code of the purpose-code list (2.1 Appendix 3).
// - The bank as its BIC in D21 (B2), not B1's 4-digit bank code in D18.
// - H05 "UFFv2" (B2), naming the version whose fields these are.
// - Fields are written from the first to the last one given (B1's rule). The last one given is
//   D43, so a record reads the same whether the format has 90 fields (B1) or 112 (B2).
// - T02 zero-padded to 8 digits (B1): a reader of numbers takes leading zeros, a reader of fixed
//   8 digits would refuse a shorter count.
// - Records end with CRLF (B2; B1 writes LF): the other bank files here do too.
// - D11 payee name and H04 sender name cut at 35 characters, B1's limit for bulk GIRO (B2 allows
//   140): a name that fits 35 fits both, legal names often run longer, and the account number,
//   not the name, decides where the money goes.
// - D05 customer reference: the batch reference, at most 16 (B1's limit for bulk GIRO; B2 leaves
//   D05 empty). D07 batch ID: the batch's file sequence, 5 digits (B1; empty in B2). D09 bank
//   charges and D10 stay empty, as in B2 (B1 writes OUR).
// - D34 end-to-end reference: at most 35, as UOB's; the reference gives D34 no length.
// - The file name is not in the reference; IDEAL takes .csv uploads (the same page), named here
//   DBS_UFF_SAL_<value date YYYYMMDD>_<file sequence>.csv.
import { PayrollInputError } from '../../errors.js';
import { decimalText } from '../../money.js';
import {
  accountNumber,
  bankIssuedId,
  type CharacterSet,
  checkBatch,
  ddmmyyyy,
  numeric,
  text,
  yyyymmdd,
} from './fields.js';
import type { BankFile, SalaryBatch } from './types.js';

// The reference gives DBS no character rules (2.3), so SWIFT's set (fields.ts) less the comma: the
// layout separates fields with it and quotes none.
const dbsCharacters: CharacterSet = {
  pattern: /^[A-Za-z0-9/?:().'+ -]*$/,
  description: "letters, digits, spaces and / - ? : ( ) . ' + (no commas)",
};

// D28, 9(9).9(2): at most 999,999,999.99.
const largestAmountCents = 99_999_999_999;
const nameLength = 35;

function cut(name: string): string {
  return name.slice(0, nameLength).trimEnd();
}

/** One record: the values by field number, written up to the highest number given. */
function record(fields: ReadonlyMap<number, string>): string {
  const last = Math.max(...fields.keys());
  return Array.from({ length: last }, (_, index) => fields.get(index + 1) ?? '').join(',');
}

/** A DBS IDEAL UFF payroll file. */
export function writeDbsIdealUff(batch: SalaryBatch): BankFile {
  const checked = checkBatch(batch, dbsCharacters);
  // H03: the Organisation ID, at most 12.
  const organisationId = bankIssuedId(
    batch.organisation.bankCompanyId,
    'organisation.bankCompanyId',
    12,
  );
  const senderName = cut(text(batch.organisation.name, 'organisation.name', dbsCharacters));
  const debitAccount = accountNumber(
    batch.organisation.debitAccountNumber,
    'organisation.debitAccountNumber',
  );
  const batchId = numeric(checked.fileSequence, 5, 'fileSequence', 'the batch ID');
  const valueDate = ddmmyyyy(checked.value);

  const header = record(
    new Map([
      [1, 'HEADER'],
      [2, ddmmyyyy(checked.created)],
      [3, organisationId],
      [4, senderName],
      [5, 'UFFv2'],
    ]),
  );
  const payments = checked.credits.map((credit) => {
    if (credit.amountCents > largestAmountCents) {
      throw new PayrollInputError(
        `${credit.field}.amountCents`,
        `${credit.field}.amountCents is more than the file's 999,999,999.99`,
      );
    }
    return record(
      new Map([
        [1, 'PAYMENT'],
        [2, 'SAL'],
        [3, debitAccount],
        [4, 'SGD'],
        [5, checked.batchReference],
        [6, 'SGD'],
        [7, batchId],
        [8, valueDate],
        [11, cut(credit.payeeName)],
        [16, credit.accountNumber],
        [21, credit.bic],
        [28, decimalText(credit.amountCents, 2)],
        [33, '22'],
        [34, credit.endToEndReference],
        [43, 'SALA'],
      ]),
    );
  });
  const trailer = record(
    new Map([
      [1, 'TRAILER'],
      [2, numeric(payments.length, 8, 'credits', 'the number of credits')],
      [3, decimalText(checked.totalCents, 2)],
    ]),
  );

  const content = [header, ...payments, trailer].map((line) => `${line}\r\n`).join('');
  const sequence = String(checked.fileSequence).padStart(2, '0');
  return {
    fileName: `DBS_UFF_SAL_${yyyymmdd(checked.value)}_${sequence}.csv`,
    content,
    skipped: checked.skipped,
  };
}
