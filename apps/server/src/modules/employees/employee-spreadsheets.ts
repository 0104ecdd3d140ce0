import { type EmployeeListItem, employeeImportColumns } from '@tembusu/contracts/employees';
import { findCountryByAlpha2 } from '@tembusu/contracts/reference/countries';
import ExcelJS from 'exceljs';
import { type SheetColumn, type SpreadsheetFormat, writeSheet } from '../../spreadsheets.js';

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
  prCpfScheme:
    'Optional, for permanent residents: the CPF rates of the first two years, graduated (the default), fullEmployer (F/G) or full (joint application); or the rates as the form names them',
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
