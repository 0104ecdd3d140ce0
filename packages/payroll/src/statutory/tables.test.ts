// Self-checks on the statutory data: every row sourced, rows of a table in order with no gap or
// overlap, and the CPF figures consistent with the identities sg-statutory.md states.
import { describe, expect, it } from 'vitest';
import { StatutoryTableError } from '../errors.js';
import { parseMonth } from '../months.js';
import { statutoryTables } from '../versions.js';
import { ordinaryWageCeilings } from './cpf-ceilings.js';
import { ageBands, cpfRateTables, cpfTableIds } from './cpf-rates.js';
import type { DatedRow } from './dated-table.js';
import { communityFunds, shgTables } from './self-help-groups.js';

describe.each(statutoryTables.map((table) => [table.name, table] as const))(
  '%s',
  (_name, table) => {
    it('names a source for every row', () => {
      for (const row of table.rows) expect(row.source.trim().length).toBeGreaterThan(20);
    });

    it('has rows in order that neither overlap nor leave a gap', () => {
      table.rows.forEach((row, index) => {
        const from = parseMonth(row.effectiveFrom, 'effectiveFrom');
        const next = table.rows[index + 1];
        if (next) {
          expect(
            row.effectiveTo,
            `${row.effectiveFrom} must end where the next row starts`,
          ).toBeDefined();
          expect(parseMonth(next.effectiveFrom, 'effectiveFrom')).toBe(
            parseMonth(row.effectiveTo as string, 'effectiveTo') + 1,
          );
        }
        if (row.effectiveTo) {
          expect(parseMonth(row.effectiveTo, 'effectiveTo')).toBeGreaterThanOrEqual(from);
        }
      });
    });

    it('refuses a month before its first row with a clear error', () => {
      const first = parseMonth((table.rows[0] as DatedRow).effectiveFrom, 'effectiveFrom');
      expect(() => table.at(first - 1)).toThrow(StatutoryTableError);
      expect(() => table.at(first - 1)).toThrow(/No .* covers wage month .*packages\/payroll/);
    });
  },
);

describe('CPF rate tables', () => {
  it('cover 2024 to 2027 and stop there until next year is added', () => {
    for (const id of cpfTableIds) {
      expect(cpfRateTables[id].at(parseMonth('2024-01', 'm')).effectiveFrom).toBe('2024-01');
      expect(cpfRateTables[id].at(parseMonth('2027-12', 'm'))).toBeDefined();
      expect(() => cpfRateTables[id].at(parseMonth('2028-01', 'm'))).toThrow(
        'the data covers 2024-01 to 2027-12',
      );
    }
    expect(() => ordinaryWageCeilings.at(parseMonth('2028-01', 'm'))).toThrow(StatutoryTableError);
  });

  it.each(cpfTableIds)('%s: total = employer + employee, f = 3 x employee rate', (id) => {
    for (const row of cpfRateTables[id].rows) {
      for (const band of ageBands) {
        const rates = row.bands[band];
        expect(rates.totalBp, `${row.effectiveFrom} ${band}`).toBe(
          rates.employerBp + rates.employeeBp,
        );
        // sg-statutory.md 1.1: f = 3 × employee rate in every row that could be checked.
        expect(rates.phaseInBp, `${row.effectiveFrom} ${band}`).toBe(3 * rates.employeeBp);
      }
    }
  });

  it('Tables 4 and 5: employer rate of Table 1 of the same year, employee rate of Tables 2 and 3', () => {
    for (const [fullEmployer, graduated] of [
      ['T4', 'T2'],
      ['T5', 'T3'],
    ] as const) {
      for (const row of cpfRateTables[fullEmployer].rows) {
        const month = parseMonth(row.effectiveFrom, 'effectiveFrom');
        const table1 = cpfRateTables.T1.at(month);
        const graduatedRow = cpfRateTables[graduated].at(month);
        for (const band of ageBands) {
          expect(row.bands[band].employerBp).toBe(table1.bands[band].employerBp);
          expect(row.bands[band].employeeBp).toBe(graduatedRow.bands[band].employeeBp);
          expect(row.bands[band].phaseInBp).toBe(graduatedRow.bands[band].phaseInBp);
        }
      }
    }
  });

  it('marks the figures sg-statutory.md does not confirm', () => {
    const at2027 = parseMonth('2027-06', 'm');
    expect(cpfRateTables.T1.at(at2027).bands.above55To60.confidence).toBe('M');
    expect(cpfRateTables.T2.at(at2027).bands.upTo55.confidence).toBe('DERIVED');
    expect(cpfRateTables.T4.at(parseMonth('2024-06', 'm')).bands.upTo55.confidence).toBe('DERIVED');
    // The 2027 OW ceiling is part of the announced 2027 step, which sg-statutory.md 1.1 marks M.
    expect(ordinaryWageCeilings.at(at2027)).toMatchObject({
      effectiveFrom: '2027-01',
      ceiling: 8000,
      confidence: 'M',
    });
    expect(ordinaryWageCeilings.at(parseMonth('2026-12', 'm')).confidence).toBe('H');
  });
});

describe('community fund tables', () => {
  it.each(communityFunds)('%s: brackets rise and end with an open top bracket', (fund) => {
    for (const row of shgTables[fund].rows) {
      const bounds = row.brackets.map((bracket) => bracket.upToCents);
      expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
      expect(row.brackets.at(-1)?.upTo).toBeNull();
      const amounts = row.brackets.map((bracket) => bracket.contributionCents);
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    }
  });
});
