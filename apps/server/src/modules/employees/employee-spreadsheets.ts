import { Readable } from 'node:stream';
import { type EmployeeListItem, employeeImportColumns } from '@tembusu/contracts/employees';
import { findCountryByAlpha2 } from '@tembusu/contracts/reference/countries';
import ExcelJS from 'exceljs';
import {
  checkWorkbook,
  type SheetColumn,
  type SpreadsheetFormat,
  WorkbookRefused,
  writeSheet,
} from '../../spreadsheets.js';

/**
 * The list's columns as people read them in a file (Employee Name, ...), each keyed by the API's
 * field name for it (employeeName, ...; product spec section 3, employee list columns).
 */
const listColumns: (SheetColumn & { key: keyof EmployeeListItem })[] = [
  { header: 'Employee Name', key: 'employeeName', width: 28 },
  { header: 'Employee Number', key: 'employeeNumber', width: 16 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Date of Birth', key: 'dateOfBirth', width: 14 },
  { header: 'Age', key: 'age', width: 6 },
  { header: 'Hired Date', key: 'hiredDate', width: 14 },
  { header: 'Year of Service', key: 'yearOfService', width: 14 },
  { header: 'Country of Work', key: 'countryOfWork', width: 16 },
  { header: 'Organization', key: 'organization', width: 24 },
  { header: 'Department', key: 'department', width: 20 },
  { header: 'Branch/Outlet', key: 'branch', width: 20 },
  { header: 'Role Title', key: 'roleTitle', width: 24 },
  { header: 'Status', key: 'isActive', width: 10 },
];

function cellText(value: unknown): string | number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Active' : 'Inactive';
  return value == null ? '' : String(value);
}

export async function writeEmployeeList(
  items: EmployeeListItem[],
  format: SpreadsheetFormat,
): Promise<Buffer> {
  const rows = items.map((item) => {
    const country = findCountryByAlpha2(item.countryOfWork)?.name ?? item.countryOfWork;
    const readable = { ...item, countryOfWork: country };
    return Object.fromEntries(listColumns.map(({ key }) => [key, cellText(readable[key])]));
  });
  return writeSheet('Employees', listColumns, rows, format);
}

/** What each import column takes, for the template's guide sheet. */
export const importColumnGuide: Record<(typeof employeeImportColumns)[number], string> = {
  name: 'Required. Full name',
  email: 'Required. Unique in the organisation; the staff sign-in e-mail',
  employeeNumber: 'Required. Letters, digits and hyphens; unique in the organisation',
  idType:
    'Required. NRIC, FIN, ImmigrationFileRefNo, WorkPermitNo, MalaysianIC, PassportNo1, PassportNo2',
  idNumber:
    'Required. An NRIC is S or T, 7 digits and its check letter; a FIN is F, G or M, 7 digits and its check letter',
  dateOfBirth: 'Required. YYYY-MM-DD',
  gender: 'Required. Male, Female, Others',
  race: 'Required. Chinese, Malay, Indian, Eurasian, ... Others',
  religion: 'Required. Buddhist, Christian, Catholicism, Hindu, Muslim, Sikh, Taoist, None, Others',
  maritalStatus: 'Required. Single, Married, Divorce, Widowed',
  nationality: 'Required. Country code (SG) or name (Singapore)',
  residency: 'Required. Citizen, PermanentResident, WorkPermit, SPass, EmploymentPass',
  prStartDate: 'For permanent residents: YYYY-MM-DD',
  phone: 'Optional. Digits, spaces and +',
  department: 'Optional. The name of an existing department',
  branch: 'Optional. The name of an existing branch/outlet',
  roleTitle: 'Optional',
  employmentType: 'Required. fullTime, partTime, contract, probation, internship, freelance',
  workMode: 'Required. onsite, hybrid, remote',
  employmentStartDate: 'Required. YYYY-MM-DD',
  employmentEndDate: 'Optional. YYYY-MM-DD',
  workPassExpiryDate: 'Optional. YYYY-MM-DD',
  salaryBasis: 'Required. Monthly, Hourly, Daily',
  salaryAmount: 'Required. e.g. 4500.00',
  paymentMode: 'Required. cash, cheque, giro, others',
  bankCode: 'For giro: the bank SWIFT code (DBSSSGSG) or name',
  bankAccountNumber: 'For giro: digits and hyphens',
};

export async function writeImportTemplate(format: SpreadsheetFormat): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow([...employeeImportColumns]);
  sheet.getRow(1).font = { bold: true };
  if (format === 'csv') return Buffer.from(await workbook.csv.writeBuffer());
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  const guide = workbook.addWorksheet('Guide');
  guide.columns = [
    { header: 'Column', key: 'column', width: 22 },
    { header: 'What to enter', key: 'guide', width: 100 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const column of employeeImportColumns) {
    guide.addRow({ column, guide: importColumnGuide[column] });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type SheetRow = { rowNumber: number; values: Record<string, string> };

function isoDateOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A cell as the text an import reads: dates as YYYY-MM-DD, numbers as written. */
function importText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return isoDateOf(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return importText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

/** How much an import file may hold: its rows after the header, their cells, its unpacked size. */
export type ImportFileLimits = { rows: number; columns: number; unpackedBytes: number };

const byteOf = (char: string) => char.charCodeAt(0);
// Bytes that do not make a CSV line worth a row on their own: blank cells and line ends.
const blankBytes = new Set([',', ' ', '\t', '\r', '"'].map(byteOf));
const newline = byteOf('\n');

/** Whether a CSV holds more than `limit` lines with anything in them, counted without parsing. */
function csvHoldsMoreLines(bytes: Buffer, limit: number): boolean {
  let lines = 0;
  let filled = false;
  for (const byte of bytes) {
    if (byte === newline) {
      if (filled) lines += 1;
      if (lines > limit) return true;
      filled = false;
    } else if (!blankBytes.has(byte)) {
      filled = true;
    }
  }
  return lines + (filled ? 1 : 0) > limit;
}

function refusal(error: WorkbookRefused, limits: ImportFileLimits): UnreadableFileError {
  const tooMany = `import at most ${limits.rows} employees at a time`;
  switch (error.reason) {
    case 'unpackedBytes':
      return new UnreadableFileError(
        `file: the workbook unpacks to more than ${limits.unpackedBytes / 1024 / 1024} MB; ${tooMany}`,
      );
    case 'rows':
      return new UnreadableFileError(`file: ${tooMany}`);
    case 'cells':
      return new UnreadableFileError(
        `file: a sheet may hold at most ${limits.columns} columns; keep to the template's columns`,
      );
    case 'unreadable':
      return new UnreadableFileError('file: the file could not be read as XLSX');
  }
}

/**
 * The rows of an import file by header name; a blank row is skipped. A file holding more than
 * the limits allow is refused before it is parsed, while that is still cheap.
 */
export async function readSpreadsheet(
  fileName: string,
  bytes: Buffer,
  limits: ImportFileLimits,
): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const extension = fileName.split('.').pop()?.toLowerCase();
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (extension === 'xlsx') {
      await checkWorkbook(bytes, {
        unpackedBytes: limits.unpackedBytes,
        rowsPerSheet: limits.rows + 1,
        cellsPerSheet: (limits.rows + 1) * limits.columns,
      });
      await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
      sheet = workbook.worksheets[0];
    } else if (extension === 'csv') {
      if (csvHoldsMoreLines(bytes, limits.rows + 1)) {
        throw new UnreadableFileError(`file: import at most ${limits.rows} employees at a time`);
      }
      // Every value stays text: an employee number such as 0012 must not become 12.
      sheet = await workbook.csv.read(Readable.from(bytes), { map: (value: unknown) => value });
    } else {
      throw new UnreadableFileError('file: upload a .csv or .xlsx file');
    }
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    if (error instanceof WorkbookRefused) throw refusal(error, limits);
    throw new UnreadableFileError(
      `file: the file could not be read as ${extension?.toUpperCase()}`,
    );
  }
  if (!sheet) throw new UnreadableFileError('file: the workbook has no sheet');
  const headerRow = sheet.getRow(1);
  const headers: string[] = [];
  headerRow.eachCell({ includeEmpty: true }, (cell, column) => {
    headers[column - 1] = importText(cell.value).replace(/^\uFEFF/, '');
  });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    headers.forEach((header, index) => {
      if (header) values[header] = importText(row.getCell(index + 1).value);
    });
    if (Object.values(values).some((value) => value !== '')) rows.push({ rowNumber, values });
  });
  return { headers: headers.filter(Boolean), rows };
}
