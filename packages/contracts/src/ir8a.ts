// Form IR8A for a year (spec sg-statutory 5): each employee's employment income by the IRAS item
// it goes in, what stops their return from being filed, the AIS submission file and the forms.
import { z } from 'zod';

const zYear = z.coerce.number().int().min(2000, 'year: enter a year from 2000').max(2100);

export const zIr8aQuery = z.object({ year: zYear });

/** An original submission (O), or an amendment of one (A): sg-payroll-files.md 3.4. */
export const ir8aBatches = ['O', 'A'] as const;
export const zIr8aBatch = z.enum(ir8aBatches, 'batch: choose O (original) or A (amendment)');
export type Ir8aBatch = z.infer<typeof zIr8aBatch>;
export const ir8aBatchLabels: Record<Ir8aBatch, string> = { O: 'Original', A: 'Amendment' };

export const zIr8aFileQuery = z.object({ year: zYear, batch: zIr8aBatch.default('O') });

/**
 * The amounts as the return states them. The items (a) to (d) and the deductions are whole
 * dollars (income rounded down, deductions up); the breakdown of (d) is to the cent.
 */
export const zIr8aFigures = z.object({
  /** (a) Gross salary, fees, leave pay, wages and overtime pay. */
  salary: z.string(),
  /** (b) Bonus. */
  bonus: z.string(),
  /** (c) Director's fees. */
  directorsFees: z.string(),
  /** (d) Others: items d1 to d9. */
  others: z.string(),
  /** (a) to (d). */
  total: z.string(),
  /** The employee's compulsory CPF contribution. */
  cpf: z.string(),
  /** Donations deducted from pay: CDAC, ECF and SINDA. */
  donations: z.string(),
  /** Mosque Building Fund (MBMF). */
  mbf: z.string(),
  /** Life insurance premiums deducted from pay. */
  insurance: z.string(),
});
export type Ir8aFigures = z.infer<typeof zIr8aFigures>;
export const ir8aFigureKeys = Object.keys(zIr8aFigures.shape) as (keyof Ir8aFigures)[];

/** Item (d) of the form, line by line, to the cent. */
export const zIr8aOthers = z.object({
  transportAllowance: z.string(),
  entertainmentAllowance: z.string(),
  otherAllowance: z.string(),
  grossCommission: z.string(),
  pension: z.string(),
  gratuityNoticePayExGratia: z.string(),
  compensationForLossOfOffice: z.string(),
  retirementBenefitsUpTo1992: z.string(),
  retirementBenefitsFrom1993: z.string(),
  benefitsInKind: z.string(),
});
export type Ir8aOthers = z.infer<typeof zIr8aOthers>;

export const ir8aFigureLabels: Record<keyof Ir8aFigures, string> = {
  salary: 'Salary',
  bonus: 'Bonus',
  directorsFees: "Director's fees",
  others: 'Others',
  total: 'Total income',
  cpf: 'CPF',
  donations: 'Donations',
  mbf: 'MBF',
  insurance: 'Insurance',
};

export const zIr8aEmployee = z.object({
  employeeId: z.string(),
  name: z.string(),
  employeeNumber: z.string(),
  departmentName: z.string().nullable(),
  idType: z.string(),
  idNumber: z.string(),
  commencementDate: z.string(),
  cessationDate: z.string().nullable(),
  /** The part of the year the income was for. */
  periodFrom: z.string(),
  periodTo: z.string(),
  figures: zIr8aFigures,
  others: zIr8aOthers,
  /** Benefits-in-kind were paid: the employee has an Appendix 8A. */
  appendix8A: z.boolean(),
  /** What stops the return from being filed, each saying where to put it right. */
  problems: z.array(z.string()),
  /** What the return assumes, for a person to check. */
  notes: z.array(z.string()),
});
export type Ir8aEmployee = z.infer<typeof zIr8aEmployee>;

export const zIr8aYear = z.object({
  year: z.number().int(),
  /** What the settings still need before the AIS file and the forms can be made. */
  settingsGap: z.string().nullable(),
  rows: z.array(zIr8aEmployee),
  /** The rows' figures added up, as the AIS file's trailer states them. */
  totals: zIr8aFigures,
});
export type Ir8aYear = z.infer<typeof zIr8aYear>;

export const ir8aNoBenefitsMessage =
  'This employee was paid no benefits-in-kind in the year: there is no Appendix 8A to make.';
