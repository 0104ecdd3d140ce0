// Tables written out as CSV or XLSX, for every export and report the product offers, and the
// checks an uploaded workbook passes before it is read.
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { invalid } from './errors.js';

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

/**
 * What an uploaded workbook may hold, checked before it is parsed: a parser builds an object for
 * every cell and keeps the whole document, so a small file that unpacks to tens of megabytes of
 * sheet would hold the event loop and a gigabyte of memory before any limit could be counted.
 */
export type WorkbookLimits = { unpackedBytes: number; rowsPerSheet: number; cellsPerSheet: number };

/** The limit a workbook is over, or that it is not a readable workbook at all. */
export class WorkbookRefused extends Error {
  override name = 'WorkbookRefused';
  constructor(readonly reason: 'unpackedBytes' | 'rows' | 'cells' | 'unreadable') {
    super(`The workbook is refused: ${reason}`);
  }
}

type ZipEntry = { name: string; method: number; compressedSize: number; dataStart: number };

const endSignature = 0x06054b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;
const stored = 0;
const deflated = 8;

/**
 * The entries a zip's central directory lists, where an unzipper reads them from. Zip64 and
 * encrypted entries are refused: a workbook small enough to upload needs neither.
 */
function zipEntries(bytes: Buffer): ZipEntry[] {
  const unreadable = () => new WorkbookRefused('unreadable');
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === endSignature) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== centralSignature) throw unreadable();
    const flags = bytes.readUInt16LE(at + 8);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    if (flags & 1 || compressedSize === 0xffffffff || local === 0xffffffff) throw unreadable();
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== localSignature) {
      throw unreadable();
    }
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataStart + compressedSize > bytes.length) throw unreadable();
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize,
      dataStart,
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

const inflateRawAsync = promisify(inflateRaw);

/** An entry's bytes, inflated no further than `budget`: what it declares is not trusted. */
async function unpacked(bytes: Buffer, entry: ZipEntry, budget: number): Promise<Buffer> {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === stored) {
    if (data.length > budget) throw new WorkbookRefused('unpackedBytes');
    return data;
  }
  if (entry.method !== deflated) throw new WorkbookRefused('unreadable');
  try {
    return await inflateRawAsync(data, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new WorkbookRefused('unpackedBytes');
    }
    throw new WorkbookRefused('unreadable');
  }
}

const worksheetPath = /^xl\/worksheets\/[^/]+\.xml$/i;
// Elements are counted by their start tags, with or without a namespace prefix. Text cannot
// hold a raw '<', so the count can only be high (a comment), never low.
const rowTag = /<(?:[\w.-]+:)?row[\s/>]/g;
const cellTag = /<(?:[\w.-]+:)?c[\s/>]/g;

/** Whether the text holds more than `limit` of the tag; stops counting once it does. */
function holdsMore(text: string, tag: RegExp, limit: number): boolean {
  tag.lastIndex = 0;
  for (let count = 1; tag.exec(text); count++) {
    if (count > limit) return true;
  }
  return false;
}

/**
 * Unpacks an XLSX file entry by entry, refusing it as soon as it unpacks past the limit or a
 * sheet holds more rows or cells than allowed, without building anything from it.
 */
export async function checkWorkbook(bytes: Buffer, limits: WorkbookLimits): Promise<void> {
  let budget = limits.unpackedBytes;
  for (const entry of zipEntries(bytes)) {
    const content = await unpacked(bytes, entry, budget);
    budget -= content.length;
    if (budget < 0) throw new WorkbookRefused('unpackedBytes');
    if (!worksheetPath.test(entry.name)) continue;
    const text = content.toString('utf8');
    if (holdsMore(text, rowTag, limits.rowsPerSheet)) throw new WorkbookRefused('rows');
    if (holdsMore(text, cellTag, limits.cellsPerSheet)) throw new WorkbookRefused('cells');
  }
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
export type ImportFileLimits = {
  rows: number;
  columns: number;
  unpackedBytes: number;
  /** What a row is, for the refusal: 'employees'. */
  rowsAre: string;
};

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
  const tooMany = `import at most ${limits.rows} ${limits.rowsAre} at a time`;
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
        throw new UnreadableFileError(
          `file: import at most ${limits.rows} ${limits.rowsAre} at a time`,
        );
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

/**
 * An uploaded import file's rows, refused as a 400 on `file` when it cannot be read or its header
 * row lacks a required column.
 */
export async function readImportFile(
  file: { fileName: string; bytes: Buffer },
  limits: ImportFileLimits,
  requiredColumns: readonly string[],
): Promise<{ headers: string[]; rows: SheetRow[] }> {
  let sheet: Awaited<ReturnType<typeof readSpreadsheet>>;
  try {
    sheet = await readSpreadsheet(file.fileName, file.bytes, limits);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw invalid('file', error.message);
    throw error;
  }
  const missing = requiredColumns.filter((column) => !sheet.headers.includes(column));
  if (missing.length > 0) {
    throw invalid('file', `file: the header row lacks the column(s) ${missing.join(', ')}`);
  }
  return sheet;
}
