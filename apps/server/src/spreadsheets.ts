// Tables written out as CSV or XLSX, for every export and report the product offers.
import ExcelJS from 'exceljs';

export type SpreadsheetFormat = 'csv' | 'xlsx';

export const spreadsheetContentTypes: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type SheetColumn = {
  header: string;
  key: string;
  width: number;
  /** Money columns are numbers with two decimals in a workbook, plain decimals in a CSV. */
  money?: boolean;
};

export type SheetCell = string | number | null;

// A spreadsheet runs a cell that starts with one of these as a formula when a CSV is opened.
const formulaStart = /^[=+\-@\t\r]/;
const moneyPattern = /^-?\d+(\.\d+)?$/;

export async function writeSheet(
  name: string,
  columns: SheetColumn[],
  rows: Record<string, SheetCell>[],
  format: SpreadsheetFormat,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        columns.map(({ key, money }) => {
          const value = row[key] ?? '';
          // Only the workbook gets numbers; a CSV keeps the exact decimal text.
          if (money && format === 'xlsx' && typeof value === 'string' && moneyPattern.test(value)) {
            return [key, Number(value)];
          }
          return [key, value];
        }),
      ),
    );
  }
  if (format === 'xlsx') {
    columns.forEach(({ money }, index) => {
      if (money) sheet.getColumn(index + 1).numFmt = '#,##0.00';
    });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  return Buffer.from(
    await workbook.csv.writeBuffer({
      map: (value: unknown) =>
        typeof value === 'string' && formulaStart.test(value) && !moneyPattern.test(value)
          ? `'${value}`
          : value,
    }),
  );
}
