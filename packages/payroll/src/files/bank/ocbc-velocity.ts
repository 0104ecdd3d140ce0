// OCBC's salary file: Velocity's "GIRO/FAST (WITH INV)" layout, fixed records of 1000 characters,
// as sg-payroll-files.md 2.5 transcribes it from two implementations, O1 (v1.5) and O2 (v1.6).
// OCBC's own text was not read. Positions agree in both; where values differ this file follows
// O1 throughout, for the first reason below. The decisions, by row of 2.5:
//
// - Header transaction type 10, Payment (O1), not O2's 30 "Payroll": in GIRO's own codes 30 is a
//   debit, a collection (2.0, H). If O2 misread it, a 30 would take money from the employees;
//   if O1 did, a 10 still pays them.
// - Submission date DDMMYYYY (O1; O2 writes YYYYMMDD): the value date in the same record is
//   DDMMYYYY in both.
// - Charge bearer DEBT (O1; blank in O2): the organisation pays the charges, so each employee
//   receives the whole net pay.
// - Clearing GIRO (both): as for UOB, it credits on the chosen value date with no cap per payment.
// - Value time 0000 and batch booking 1 (O1; both blank in O2).
// - Detail currency SGD (O1; blank in O2).
// - The end-to-end reference goes in payment details (206–240), which both fill; the debtor's
//   reference (245–279) stays blank, as O2 leaves it.
// - No trailer: neither source writes one ("Trailer record: not found"), so the file carries no
//   count, total or hash.
// - No invoice records (O1 only, optional).
// - Records end with CRLF (O2; O1 writes LF): the other bank files here do too.
// - Payee names longer than the 140 characters of 46–185 are refused rather than cut: no real
//   account name is that long, and cutting would hide the mistake.
// - The file name is not in the reference: OCBC_GIRO_<value date YYYYMMDD>_<batch number>.txt.
// - The layout has no field for the organisation's name or an ID the bank issued, so neither is
//   read.
import {
  accountNumber,
  alpha,
  atMost,
  checkBatch,
  ddmmyyyy,
  numeric,
  swiftCharacters,
  yyyymmdd,
} from './fields.js';
import type { BankFile, SalaryBatch } from './types.js';

const ocbcBic = 'OCBCSGSGXXX';

/** An OCBC Velocity GIRO payroll file. */
export function writeOcbcVelocityGiroFast(batch: SalaryBatch): BankFile {
  // The reference found no character rules for OCBC (section 4 item 3).
  const checked = checkBatch(batch, swiftCharacters);
  const debitAccount = accountNumber(
    batch.organisation.debitAccountNumber,
    'organisation.debitAccountNumber',
  );
  const batchNumber = numeric(checked.fileSequence, 3, 'fileSequence', 'the batch number');

  const header = [
    '10',
    batchNumber,
    ddmmyyyy(checked.created),
    ocbcBic,
    alpha(debitAccount, 34),
    alpha('', 3),
    alpha('', 20),
    alpha('', 120),
    'DEBT',
    'GIRO',
    alpha(checked.batchReference, 16),
    ddmmyyyy(checked.value),
    '0000',
    '1',
    alpha('', 762),
  ].join('');
  const details = checked.credits.map((credit) =>
    [
      alpha(credit.bic, 11),
      alpha(credit.accountNumber, 34),
      alpha(atMost(credit.payeeName, 140, `${credit.field}.payeeName`), 140),
      'SGD',
      numeric(credit.amountCents, 17, `${credit.field}.amountCents`, 'the amount'),
      alpha(credit.endToEndReference, 35),
      'SALA',
      alpha('', 35),
      alpha('', 140),
      alpha('', 140),
      alpha('', 1),
      alpha('', 255),
      alpha('', 12),
      alpha('', 140),
      alpha('', 33),
    ].join(''),
  );

  const content = [header, ...details].map((record) => `${record}\r\n`).join('');
  return {
    fileName: `OCBC_GIRO_${yyyymmdd(checked.value)}_${batchNumber}.txt`,
    content,
    skipped: checked.skipped,
  };
}
