// The shape every statutory table shares: rows in force from one wage month, each naming where its
// figures come from, and a lookup that refuses months the data does not cover instead of guessing.
import { StatutoryTableError } from '../errors.js';
import { formatMonth, type MonthIndex, parseMonth } from '../months.js';

/**
 * How sure sg-statutory.md is of a figure: H official text seen or quoted verbatim twice; M one
 * good source; L disputed; DERIVED worked out from a rule the file states, not published as such.
 * 'H (f: M)' is the file's mark for a CPF row whose rates are H but whose phase-in factor is M.
 */
export type Confidence = 'H' | 'H (f: M)' | 'M-H' | 'M' | 'L' | 'DERIVED';

export interface DatedRow {
  /** First wage month the row applies to, YYYY-MM. */
  readonly effectiveFrom: string;
  /** Last wage month, YYYY-MM; absent while the row is still in force. */
  readonly effectiveTo?: string;
  /**
   * Where the figures come from: the official source (CPF Board page, Act and section, fund page)
   * first, then any transcription the figures rest on where the official text was not seen.
   */
  readonly source: string;
}

export interface DatedTableOptions {
  /** What the error and the explanation call the table. */
  readonly name: string;
  /** The file holding the data, so that an error says where to add next year's figures. */
  readonly file: string;
  /**
   * The last month our data is known to be current for, when the figures are scheduled to change
   * (CPF rates for older workers move every January): past it the lookup fails loudly rather than
   * carry old rates forward. Absent for tables that stay in force until amended.
   */
  readonly knownThrough?: string;
}

export class DatedTable<Row extends DatedRow> {
  readonly name: string;
  readonly file: string;
  readonly knownThrough: string | undefined;
  readonly rows: readonly Row[];
  private readonly starts: readonly MonthIndex[];
  private readonly last: MonthIndex;
  private readonly byMonth = new Map<MonthIndex, Row>();

  constructor(options: DatedTableOptions, rows: readonly Row[]) {
    if (rows.length === 0) throw new Error(`${options.name} has no rows`);
    this.name = options.name;
    this.file = options.file;
    this.knownThrough = options.knownThrough;
    this.rows = rows;
    this.starts = rows.map((row) => parseMonth(row.effectiveFrom, `${options.name} effectiveFrom`));
    const lastRow = rows[rows.length - 1] as Row;
    const end = lastRow.effectiveTo ?? options.knownThrough;
    this.last =
      end === undefined ? Number.POSITIVE_INFINITY : parseMonth(end, `${options.name} end`);
  }

  /** The row in force for the wage month, or a StatutoryTableError naming the gap. */
  at(month: MonthIndex): Row {
    const cached = this.byMonth.get(month);
    if (cached) return cached;
    let found: Row | undefined;
    if (month <= this.last) {
      for (let i = this.rows.length - 1; i >= 0; i--) {
        if (month >= (this.starts[i] as MonthIndex)) {
          found = this.rows[i];
          break;
        }
      }
    }
    if (!found) {
      const first = this.rows[0] as Row;
      const coverage = `${first.effectiveFrom} to ${Number.isFinite(this.last) ? formatMonth(this.last) : 'now'}`;
      throw new StatutoryTableError(
        this.name,
        formatMonth(month),
        `No ${this.name} covers wage month ${formatMonth(month)} (the data covers ${coverage}); add it to packages/payroll/src/statutory/${this.file}`,
      );
    }
    this.byMonth.set(month, found);
    return found;
  }
}
