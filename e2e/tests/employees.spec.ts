import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { uniqueId } from '../support/accounts.js';
import { apiOfPage } from '../support/api.js';
import {
  chooseOption,
  PagedTable,
  passwordField,
  successDialog,
  typeDate,
} from '../support/pages.js';
import { confirmPayroll, generatePayroll, payrollCandidates } from '../support/payroll.js';

// The demo organisation's forty people; tests that add people give them names of their own, and
// the list checks use the Operations department, which no test here adds to.
const listColumns = [
  'Employee Name',
  'Employee Number',
  'Date of Birth',
  'Age',
  'Hired Date',
  'Year of Service',
  'Country of Work',
  'Organization',
  'Department',
  'Role Title',
];

async function openEmployees(page: Page) {
  await page.getByRole('link', { name: 'Employees' }).click();
  await expect(page).toHaveURL(/\/employees$/);
}

const employeeList = (page: Page) => new PagedTable(page, 'Employees');
const bodyRows = (page: Page) => employeeList(page).rows;

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  // The list follows the search box after a short pause, through the address.
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text || null);
}

test('the list shows the spec columns, searches, filters by department and pages', async ({
  adminPage: page,
}) => {
  await openEmployees(page);
  await expect(employeeList(page).table.getByRole('columnheader')).toHaveText(listColumns);
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(page.getByText(/^Showing 1–5 of \d+$/)).toBeVisible();

  await search(page, 'Rosalind');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first().getByRole('cell')).toHaveText([
    'Rosalind de Souza',
    /^EMP-\d+$/,
    '06/09/1964',
    /^\d+$/,
    '10/01/2010',
    /^\d+$/,
    'Singapore',
    'Tembusu Demo Pte Ltd',
    'Sales & Marketing',
    'Key Account Director',
  ]);
  await search(page, 'nobody-has-this-name');
  await expect(page.getByText('No employees found')).toBeVisible();

  await search(page, '');
  await chooseOption(page, 'Department', 'Operations');
  await expect(page.getByText('Showing 1–5 of 10')).toBeVisible();
  await employeeList(page).show('2');
  await expect(page.getByText('Showing 6–10 of 10')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(5);
  for (const row of await bodyRows(page).all()) {
    await expect(row.getByRole('cell').nth(8)).toHaveText('Operations');
  }
});

test('the list exports as a CSV file with the list columns', async ({ adminPage: page }) => {
  await openEmployees(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('employees.csv');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  expect(header).toBe(
    'Employee Name,Employee Number,Email,Date of Birth,Age,Hired Date,Year of Service,' +
      'Country of Work,Organization,Department,Branch/Outlet,Role Title,Status',
  );
  expect(lines.length).toBeGreaterThanOrEqual(40);
  expect(text).toContain('employee@tembusu.example');
});

/** A small real PNG, drawn by the browser. */
async function pngPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#0b7a5a';
    context.fillRect(0, 0, 48, 48);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test('an admin adds an employee with a photo and finds them in the list', async ({
  adminPage: page,
}) => {
  const id = uniqueId();
  const name = `Tan Photo ${id}`;
  await openEmployees(page);
  await page.getByRole('link', { name: 'Add employee' }).click();
  await expect(page).toHaveURL(/\/employees\/create$/);

  const photo = page.locator('input[type=file]');
  await photo.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'File upload failed. Please upload file in jpg, png, pdf, jpeg, gif, svg format.',
  );
  await photo.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'File upload failed. The maximum file size is 2MB.',
  );
  await photo.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: await pngPhoto(page),
  });
  await expect(page.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();

  await page.getByLabel('Full name').fill(name);
  // A mistyped check letter is caught in the form, under the field.
  await page.getByLabel('ID number').fill('s9012345a');
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(
    page.getByText('S9012345A is not a valid NRIC; check the last letter'),
  ).toBeVisible();
  await page.getByLabel('ID number').fill('s9012345i');
  await typeDate(page.getByLabel('Date of birth'), '01/31/1990');
  await chooseOption(page, 'Gender', 'Male');
  await chooseOption(page, 'Race', 'Chinese');
  await chooseOption(page, 'Religion', 'Buddhist');
  await chooseOption(page, 'Marital status', 'Single');
  await expect(page.getByLabel('Default community funds')).toContainText('CDAC');

  await page.getByLabel('Employee number').fill(`E2E-${id}`);
  await page.getByLabel('Role title').fill('Payroll Analyst');
  await chooseOption(page, 'Department', 'Finance');
  await typeDate(page.getByLabel('Employment start date'), '03/02/2026');
  await page.getByLabel('Salary amount').fill('4800');
  await chooseOption(page, 'Pay scheme', 'Monthly Staff (Monthly)');
  await chooseOption(page, 'Bank', 'DBS Bank Ltd');
  await page.getByLabel('Bank account number').fill('012-34567-8');
  await page.getByRole('textbox', { name: 'Email' }).fill(`photo-${id.toLowerCase()}@org.example`);
  await passwordField(page).fill('Welcome@2026');
  await page.getByRole('button', { name: 'Add employee' }).click();

  await expect(page.getByText('The employee has been added.')).toBeVisible();
  // The dialog covers the page until it closes and the app moves on to the new record.
  await expect(successDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/employees\/[0-9a-f-]+\/personal-details$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  await expect(page.getByLabel('ID number')).toHaveValue('S9012345I');
  await page.getByRole('tab', { name: 'Employment & pay' }).click();
  await expect(page.getByRole('combobox', { name: 'Pay scheme' })).toHaveValue(
    'Monthly Staff (Monthly)',
  );

  await page.getByRole('link', { name: 'Employees' }).first().click();
  await search(page, id);
  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).first();
  await expect(row).toContainText(name);
  await expect(row).toContainText(`E2E-${id}`);
  await expect(row).toContainText('01/31/1990');
  await expect(row).toContainText('Finance');
  await expect(row).toContainText('Payroll Analyst');
});

test('an edit to personal details stays after a reload', async ({ adminPage: page }) => {
  const phone = `+65 9${Date.now().toString().slice(-7)}`;
  await openEmployees(page);
  await search(page, 'Lee Jia Hui');
  await page.getByRole('link', { name: 'Lee Jia Hui', exact: true }).click();
  await expect(page).toHaveURL(/\/personal-details$/);
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await chooseOption(page, 'Marital status', 'Married');
  await page.getByLabel('Emergency contact name').fill('Lee Ah Hock');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Employee updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(phone);
  await expect(page.getByRole('combobox', { name: 'Marital status' })).toHaveValue('Married');
  await expect(page.getByLabel('Emergency contact name')).toHaveValue('Lee Ah Hock');

  await page.getByRole('tab', { name: 'Employment & pay' }).click();
  await expect(page).toHaveURL(/\/employment-pay-details$/);
  await expect(page.getByLabel('Role title')).toHaveValue('Marketing Executive');
});

/** The import template's header row, as the CSV template link downloads it. */
async function templateHeader(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV template' }).click();
  const download = await downloading;
  const text = await readFile(await download.path(), 'utf8');
  return (text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '').trim();
}

/** A CSV row in the template's column order, from the values given by column name. */
function csvRow(header: string, values: Record<string, string>): string {
  return header
    .split(',')
    .map((column) => values[column] ?? '')
    .join(',');
}

function person(name: string, email: string, employeeNumber: string) {
  return {
    name,
    email,
    employeeNumber,
    idType: 'NRIC',
    idNumber: 'S8812345Z',
    dateOfBirth: '1988-05-06',
    gender: 'Female',
    race: 'Malay',
    religion: 'Muslim',
    maritalStatus: 'Married',
    nationality: 'SG',
    residency: 'Citizen',
    department: 'Human Resources',
    branch: 'Tampines',
    roleTitle: 'HR Assistant',
    employmentType: 'fullTime',
    workMode: 'onsite',
    employmentStartDate: '2026-01-05',
    salaryBasis: 'Monthly',
    salaryAmount: '3200.00',
    paymentMode: 'cash',
  };
}

async function importFile(page: Page, fileName: string, lines: string[]) {
  await page
    .getByRole('dialog', { name: 'Import employees' })
    .locator('input[type=file]')
    .setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(`${lines.join('\n')}\n`),
    });
  await page
    .getByRole('dialog', { name: 'Import employees' })
    .getByRole('button', { name: 'Import', exact: true })
    .click();
}

test('a file with bad rows is refused whole, its problems listed by row', async ({
  adminPage: page,
}) => {
  const id = uniqueId();
  await openEmployees(page);
  await page.getByRole('button', { name: 'Import' }).click();
  const header = await templateHeader(page);
  expect(header.split(',').slice(0, 3)).toEqual(['name', 'email', 'employeeNumber']);

  await importFile(page, 'bad.csv', [
    header,
    csvRow(header, person(`Nur Good ${id}`, `good-${id}@org.example`, `G-${id}`)),
    csvRow(header, person(`Nur Bad ${id}`, 'not-an-email', `B-${id}`)),
    csvRow(header, {
      ...person(`Nur Lost ${id}`, `lost-${id}@org.example`, `L-${id}`),
      department: 'Nowhere',
    }),
    csvRow(header, {
      ...person(`Nur Typo ${id}`, `typo-${id}@org.example`, `T-${id}`),
      idNumber: 'S8812345B',
    }),
  ]);
  const dialog = page.getByRole('dialog', { name: 'Import employees' });
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported');
  await expect(dialog.getByRole('alert')).toContainText('The file has 3 problems.');
  const problems = dialog.getByRole('table', { name: 'Import problems' }).locator('tbody tr');
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0).getByRole('cell')).toHaveText([
    '3',
    'email',
    'Enter a valid e-mail address',
  ]);
  await expect(problems.nth(1).getByRole('cell')).toHaveText([
    '4',
    'department',
    'No department called "Nowhere"',
  ]);
  await expect(problems.nth(2).getByRole('cell')).toHaveText([
    '5',
    'idNumber',
    'S8812345B is not a valid NRIC; check the last letter',
  ]);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await search(page, id);
  await expect(page.getByText('No employees found')).toBeVisible();
});

test('a good file is imported and its people are in the list', async ({ adminPage: page }) => {
  const id = uniqueId();
  await openEmployees(page);
  await page.getByRole('button', { name: 'Import' }).click();
  const header = await templateHeader(page);
  await importFile(page, 'new-hires.csv', [
    header,
    csvRow(header, person(`Siti Import ${id}`, `siti-${id}@org.example`, `S-${id}`)),
    csvRow(header, {
      ...person(`Kumar Import ${id}`, `kumar-${id}@org.example`, `K-${id}`),
      gender: 'Male',
      race: 'Indian',
      religion: 'Hindu',
    }),
  ]);
  await expect(page.getByText('2 employees imported')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Import employees' })).toBeHidden();

  await search(page, `Import ${id}`);
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).nth(0)).toContainText(`Kumar Import ${id}`);
  await expect(bodyRows(page).nth(1)).toContainText(`Siti Import ${id}`);
  await expect(bodyRows(page).nth(1)).toContainText('Human Resources');

  // One of them was a mistake: deleting it, after confirming, leaves the other.
  await page.getByRole('link', { name: `Kumar Import ${id}`, exact: true }).click();
  await page.getByRole('tab', { name: 'Employment & pay' }).click();
  await page.getByRole('button', { name: 'Delete employee' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete employee' });
  await expect(confirm).toContainText(
    `Deleting Kumar Import ${id} Are you sure you want to proceed?`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The employee has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/employees$/);
  await search(page, `Import ${id}`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(`Siti Import ${id}`);
});

test("a department's head is picked from the employees and shown in the tree", async ({
  adminPage: page,
}) => {
  const name = `Payroll Office ${uniqueId()}`;
  await page.getByRole('link', { name: 'Structure' }).click();
  await page.getByRole('link', { name: 'Add department' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'Head' }).fill('Farah');
  await page.getByRole('option', { name: 'Farah Nadia binte Salleh', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/organization\/organization-structure$/);
  await expect(
    page.getByRole('list', { name: 'Departments' }).getByRole('listitem').filter({ hasText: name }),
  ).toContainText('Head: Farah Nadia binte Salleh');
});

/**
 * A new employee of this test alone, on the demo's 'Monthly Staff' scheme. They work from April
 * to June 2026 only, so the payrolls other tests generate (March, October to December) leave
 * them out.
 */
async function addEmployeeByApi(
  page: Page,
  name: string,
  personal: Record<string, unknown> = {},
): Promise<string> {
  const id = uniqueId();
  const api = await apiOfPage(page);
  const templates = await api.data<{ id: string; name: string }[]>(
    'GET',
    '/payroll/pay-scheme-templates/options',
  );
  const monthly = templates.find((t) => t.name === 'Monthly Staff');
  const employee = await api.data<{ id: string }>('POST', '/employees', {
    personal: {
      name,
      email: `scheme-${id.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@org.example`,
      idType: 'NRIC',
      idNumber: 'S8512345I',
      race: 'Chinese',
      religion: 'Christian',
      gender: 'Female',
      maritalStatus: 'Single',
      nationality: 'SG',
      residency: 'Citizen',
      prStartDate: null,
      dateOfBirth: '1985-07-14',
      educationLevel: null,
      phone: '',
      address: '',
      postalCode: '',
      emergencyContactName: '',
      emergencyContactRelationship: '',
      emergencyContactPhone: '',
      photoId: null,
      ...personal,
    },
    employment: {
      employeeNumber: `PS-${id}`,
      roleTitle: 'Accounts Executive',
      departmentId: null,
      branchId: null,
      employmentType: 'contract',
      workMode: 'onsite',
      employmentStartDate: '2026-04-01',
      employmentEndDate: '2026-06-30',
      workPassExpiryDate: null,
      managerId: null,
      timeZone: 'Asia/Singapore',
      countryOfWork: 'SG',
      isActive: true,
      salaryBasis: 'Monthly',
      salaryAmount: '4200.00',
      paySchemeTemplateId: monthly?.id ?? null,
      paymentMode: 'cash',
      bankCode: null,
      bankAccountNumber: '',
      excludeCPFContributions: false,
      prCpfScheme: 'graduated',
      communityFundOverride: false,
      communityFunds: ['CDAC'],
    },
    password: 'Welcome@2026',
  });
  return employee.id;
}

test("a change of an employee's pay scheme stays after a reload", async ({ adminPage: page }) => {
  const employeeId = await addEmployeeByApi(page, `Chua Scheme ${uniqueId()}`);
  await page.goto(`/employees/${employeeId}/employment-pay-details`);
  const scheme = page.getByRole('combobox', { name: 'Pay scheme' });
  await expect(scheme).toHaveValue('Monthly Staff (Monthly)');
  // As with the PR rates below: on a loaded machine the open list closed by itself while the
  // form's reads were still arriving, so it is opened once they have finished.
  await page.waitForLoadState('networkidle');

  await scheme.click();
  // The demo's templates; other tests may add their own.
  for (const option of ['Monthly Staff (Monthly)', 'Hourly Crew (Hourly)', 'Daily Rated (Daily)']) {
    await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  }
  await page.getByRole('option', { name: 'Daily Rated (Daily)', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Employee updated')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Pay scheme' })).toHaveValue(
    'Daily Rated (Daily)',
  );
});

test("a permanent resident's CPF rates are chosen from a list and stay after a reload", async ({
  adminPage: page,
}) => {
  const employeeId = await addEmployeeByApi(page, `Ong Resident ${uniqueId()}`, {
    residency: 'PermanentResident',
    prStartDate: '2025-06-01',
  });
  await page.goto(`/employees/${employeeId}/employment-pay-details`);
  const rates = page.getByRole('combobox', { name: 'CPF rates for a PR' });
  await expect(rates).toHaveValue('Graduated rates (1st and 2nd year)');
  // On a loaded machine the open list was once seen to close by itself while the form's reads
  // were still arriving: it is opened once they have finished.
  await page.waitForLoadState('networkidle');

  await rates.click();
  await expect(
    page.getByRole('option', { name: 'Full employer rate, graduated employee rate (F/G)' }),
  ).toBeVisible();
  await page.getByRole('option', { name: 'Full rates for both (joint application)' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Employee updated')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'CPF rates for a PR' })).toHaveValue(
    'Full rates for both (joint application)',
  );
});

const payslipColumns = [
  'Period',
  'Payslip No.',
  'Payroll',
  'Payment Date',
  'Gross Pay',
  'Net Pay',
  'Status',
  'Action',
];

test('the Payslips tab of an employee who has not been paid is empty', async ({
  adminPage: page,
}) => {
  const name = `Ong Unpaid ${uniqueId()}`;
  const employeeId = await addEmployeeByApi(page, name);
  await page.goto(`/employees/${employeeId}/personal-details`);
  await page.getByRole('tab', { name: 'Payslips' }).click();
  await expect(page).toHaveURL(new RegExp(`/employees/${employeeId}/payslip-details$`));
  await expect(page.getByRole('tab', { name: 'Payslips' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(`${name} · Payslips`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Payslips' });
  await expect(table.getByRole('columnheader')).toHaveText(payslipColumns);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toHaveText('Table is empty');
});

test("a confirmed payroll's payslip is listed on the Payslips tab and downloads as a PDF", async ({
  adminPage: page,
}) => {
  const employeeId = await addEmployeeByApi(page, `Goh Paid ${uniqueId()}`);
  const api = await apiOfPage(page);

  // May 2026's payroll, for this employee alone; no other test pays May.
  const { paymentDate } = await payrollCandidates(api, 2026, 5);
  const payrollId = await generatePayroll(api, {
    year: 2026,
    month: 5,
    dateOfPayment: paymentDate,
    employeeIds: [employeeId],
  });
  const confirmed = await confirmPayroll(api, payrollId);

  await page.goto(`/employees/${employeeId}/payslip-details`);
  const rows = page.getByRole('table', { name: 'Payslips' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const [year, month, day] = paymentDate.split('-');
  await expect(rows.first().getByRole('cell')).toHaveText([
    'May 2026',
    /\S+/,
    `#${confirmed.payrollNo}`,
    `${month}/${day}/${year}`,
    /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
    /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
    'Confirmed',
    '',
  ]);

  const downloading = page.waitForEvent('download');
  await rows
    .first()
    .getByRole('button', { name: /^Download payslip .+ as PDF$/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(page.getByText('An error sorry')).toBeHidden();

  await rows
    .first()
    .getByRole('link', { name: /^View payslip / })
    .click();
  await expect(page).toHaveURL(new RegExp(`/payroll/${payrollId}/payslip/[0-9a-f-]+/view$`));
});
