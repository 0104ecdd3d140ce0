// What every bank's salary credit file is written from, and what each writer answers. Money is in
// integer cents and calendar dates are 'YYYY-MM-DD', as elsewhere in the engine; the layouts are
// those of sg-payroll-files.md section 2, cited by row in each writer.

/** The organisation paying the salaries, as its bank knows it. */
export interface PayingOrganisation {
  /** The name on the debit account. */
  readonly name: string;
  /** The organisation's own account the salaries are debited from; spaces and dashes allowed. */
  readonly debitAccountNumber: string;
  /**
   * The ID the bank gave the organisation for file uploads: UOB's Company ID, DBS IDEAL's
   * Organisation ID. OCBC's layout has no such field, so its writer does not read it.
   */
  readonly bankCompanyId?: string;
}

/** One employee's net pay. */
export interface SalaryCredit {
  /** The name on the employee's account. */
  readonly payeeName: string;
  /** The SWIFT BIC of the employee's bank in Singapore: 8 characters (head office) or 11. */
  readonly bankBic: string;
  /**
   * The account number as printed; spaces and dashes allowed. OCBC, HSBC and SBI accounts start
   * with their 3-digit branch code, as UOB's layout asks (2.1 Batch Detail, field 3).
   */
  readonly accountNumber: string;
  /** Whole cents, zero or more; a credit of zero is left out of the file. */
  readonly amountCents: number;
  /** Printed on the employee's statement; names the payment in the bank's return file. */
  readonly endToEndReference: string;
}

export interface SalaryBatch {
  readonly organisation: PayingOrganisation;
  /** The day the bank credits the employees. */
  readonly valueDate: string;
  /** When the file is made; the file gives its date in Singapore time. */
  readonly createdAt: Date;
  /** The organisation's reference for the whole batch, shown on its own statement. */
  readonly batchReference: string;
  /**
   * Which of the day's files this is, 1 to 99: UOB's NN in the file name, OCBC's batch number,
   * DBS's batch ID.
   */
  readonly fileSequence: number;
  readonly credits: readonly SalaryCredit[];
}

/** A credit the file leaves out: its amount is zero, and no bank takes a payment of nothing. */
export interface SkippedCredit {
  /** Its position in `credits`. */
  readonly index: number;
  readonly credit: SalaryCredit;
}

export interface BankFile {
  /** The name the bank asks for, or where its layout names none, one the writer chose. */
  readonly fileName: string;
  readonly content: string;
  readonly skipped: readonly SkippedCredit[];
}
