// What a confirmed payroll records (ARCHITECTURE.md, data conventions): the engine's version and
// the statutory table rows it used, so that a payslip can be explained, or recomputed, years on.
import { parseMonth } from './months.js';
import { annualCeilings, ordinaryWageCeilings } from './statutory/cpf-ceilings.js';
import { cpfRateTables, cpfTableIds, cpfWageBands } from './statutory/cpf-rates.js';
import type { DatedRow, DatedTable } from './statutory/dated-table.js';
import { employmentActRules } from './statutory/employment-act.js';
import { sdlRates } from './statutory/sdl.js';
import { communityFunds, shgTables } from './statutory/self-help-groups.js';

/** Bumped with any change that can alter a figure; kept equal to package.json's version. */
export const payrollEngineVersion = '0.4.0';

/** Every statutory table the engine reads. */
export const statutoryTables: readonly DatedTable<DatedRow>[] = [
  ...cpfTableIds.map((id) => cpfRateTables[id]),
  cpfWageBands,
  ordinaryWageCeilings,
  annualCeilings,
  sdlRates,
  ...communityFunds.map((fund) => shgTables[fund]),
  employmentActRules,
];

/** A statutory table and the first month of the row a payroll was worked out with. */
export type StatutoryTableVersion = { readonly table: string; readonly effectiveFrom: string };

/** Each statutory table and the first month of its row in force for the wage month. */
export function statutoryTableVersions(wageMonth: string): StatutoryTableVersion[] {
  const month = parseMonth(wageMonth, 'wageMonth');
  return statutoryTables.map((table) => ({
    table: table.name,
    effectiveFrom: table.at(month).effectiveFrom,
  }));
}
