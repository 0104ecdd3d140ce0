import { crc32, deflateRawSync } from 'node:zlib';
import { employeeImportColumns } from '@tembusu/contracts/employees';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { demoPeople } from '../../seed/demo-people.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { multipartFile } from '../../test/multipart.js';
import { signInDemo } from '../../test/sign-in.js';
import { maxImportBytes, maxImportRows } from './employee-import.service.js';

const header = employeeImportColumns.join(',');

// A valid row, column by column in the template's order.
function row(values: Partial<Record<(typeof employeeImportColumns)[number], string>>): string {
  const defaults: Record<(typeof employeeImportColumns)[number], string> = {
    name: 'Imported Person',
    email: 'imported@tembusu.example',
    employeeNumber: 'IMP-001',
    idType: 'NRIC',
    idNumber: 'S9011111F',
    dateOfBirth: '1990-01-15',
    gender: 'Female',
    race: 'Chinese',
    religion: 'Buddhist',
    maritalStatus: 'Single',
    nationality: 'Singapore',
    residency: 'Citizen',
    prStartDate: '',
    prCpfScheme: '',
    phone: '+65 9000 1111',
    department: 'Finance',
    branch: 'Tampines',
    roleTitle: 'Clerk',
    employmentType: 'fullTime',
    workMode: 'onsite',
    employmentStartDate: '2026-10-01',
    employmentEndDate: '',
    workPassExpiryDate: '',
    salaryBasis: 'Monthly',
    salaryAmount: '3200.00',
    paymentMode: 'giro',
    bankCode: 'OCBCSGSG',
    bankAccountNumber: '501-234567-001',
  };
  return employeeImportColumns.map((column) => values[column] ?? defaults[column]).join(',');
}

/** A zip of the given files, deflated, as a spreadsheet program writes an XLSX workbook. */
function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const content = Buffer.from(text);
    const packed = deflateRawSync(content);
    const fileName = Buffer.from(name);
    const sizes = Buffer.alloc(16);
    sizes.writeUInt32LE(crc32(content), 0);
    sizes.writeUInt32LE(packed.length, 4);
    sizes.writeUInt32LE(content.length, 8);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    sizes.copy(local, 14, 0, 12);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    sizes.copy(central, 16, 0, 12);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest workbook a spreadsheet program opens, its one sheet holding these rows. */
function workbookOf(rows: string): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
  return zipOf({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${packageRelationships}"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="Employees" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${packageRelationships}"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>${rows}</sheetData></worksheet>`,
  });
}

/** Rows of one short text cell each, from row `first` on. */
function textRows(count: number, first = 1): string {
  const rows: string[] = [];
  for (let n = first; n < first + count; n++) {
    rows.push(`<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>Someone</t></is></c></row>`);
  }
  return rows.join('');
}

describe('importing employees', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
  });
  afterAll(async () => t.close());

  const upload = (fileName: string, content: string | Uint8Array) => {
    const { payload, headers } = multipartFile(fileName, content);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/employees/import',
      headers: { ...headers, authorization: `Bearer ${admin}` },
      payload,
    });
  };
  const total = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/employees?pageSize=1',
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json().data.total as number;

  it('rejects a file with any bad row, lists every problem, and imports nothing', async () => {
    const file = [
      header,
      row({ email: 'good.one@tembusu.example', employeeNumber: 'IMP-101' }),
      row({ email: 'not-an-email', employeeNumber: 'IMP-102', department: 'Astronomy' }),
      row({
        email: 'good.one@tembusu.example',
        employeeNumber: 'EMP-0001',
        salaryAmount: '12.5.0',
      }),
      row({
        email: 'future@tembusu.example',
        employeeNumber: 'IMP-104',
        dateOfBirth: '2027-01-01',
      }),
      row({
        email: 'pr@tembusu.example',
        employeeNumber: 'IMP-105',
        residency: 'PermanentResident',
      }),
      row({ email: 'typo@tembusu.example', employeeNumber: 'IMP-106', idNumber: 's9011111a' }),
      row({
        email: 'fin@tembusu.example',
        employeeNumber: 'IMP-107',
        idType: 'FIN',
        idNumber: 'S9011111F',
      }),
      row({ email: 'rates@tembusu.example', employeeNumber: 'IMP-108', prCpfScheme: 'full' }),
      row({
        email: 'half@tembusu.example',
        employeeNumber: 'IMP-109',
        residency: 'PermanentResident',
        prStartDate: '2025-02-01',
        prCpfScheme: 'half',
      }),
    ].join('\n');
    const res = await upload('people.csv', file);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^file: the file has \d+ problems; nothing was imported$/);
    const problems = res.json().data.problems as { row: number; field: string }[];
    expect(problems.map(({ row, field }) => `${row}:${field}`)).toEqual(
      expect.arrayContaining([
        '3:email',
        '3:department',
        '4:email',
        '4:employeeNumber',
        '4:salaryAmount',
        '5:dateOfBirth',
        '6:prStartDate',
      ]),
    );
    expect(problems.filter(({ field }) => field === 'idNumber')).toEqual([
      {
        row: 7,
        field: 'idNumber',
        message: 'S9011111A is not a valid NRIC; check the last letter',
      },
      {
        row: 8,
        field: 'idNumber',
        message: 'A FIN starts with F, G or M, then 7 digits and a letter',
      },
    ]);
    expect(problems.filter(({ field }) => field === 'prCpfScheme')).toEqual([
      {
        row: 9,
        field: 'prCpfScheme',
        message: 'Only a permanent resident can have CPF rates other than the graduated rates',
      },
      { row: 10, field: 'prCpfScheme', message: 'Choose the CPF rates from the list' },
    ]);
    expect(problems.some((p) => p.row === 2)).toBe(false);
    expect(await total()).toBe(demoPeople.length);
  });

  it('imports a good CSV whole, matching names of countries, banks and places', async () => {
    const file = [
      header,
      row({
        name: 'Ivy Tan',
        email: 'ivy.tan@tembusu.example',
        employeeNumber: '0012',
        idType: 'FIN',
        idNumber: ' g1234567x ',
        residency: 'EmploymentPass',
      }),
      row({
        name: 'Hassan Ali',
        email: 'hassan.ali@tembusu.example',
        employeeNumber: 'IMP-202',
        race: 'Malay',
        religion: 'Muslim',
        nationality: 'MY',
        residency: 'Permanent Resident',
        prStartDate: '2025-02-01',
        prCpfScheme: 'Full rates for both (joint application)',
        bankCode: 'DBS Bank Ltd',
        department: 'engineering',
      }),
      '',
    ].join('\r\n');
    const res = await upload('people.csv', file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ imported: 2 });
    expect(await total()).toBe(demoPeople.length + 2);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/employees?search=hassan',
      headers: { authorization: `Bearer ${admin}` },
    });
    const hassan = list.json().data.items[0];
    expect(hassan).toMatchObject({ employeeNumber: 'IMP-202', department: 'Engineering' });
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/v1/employee/${hassan.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(record.json().data.personal).toMatchObject({
      nationality: 'MY',
      residency: 'PermanentResident',
      prStartDate: '2025-02-01',
    });
    expect(record.json().data.employment).toMatchObject({
      bankCode: 'DBSSSGSG',
      communityFunds: ['MBMF'],
      prCpfScheme: 'full',
    });
    const ivy = await t.app.inject({
      method: 'GET',
      url: '/api/v1/employees?search=ivy',
      headers: { authorization: `Bearer ${admin}` },
    });
    // An employee number is text: its leading zeros stay.
    expect(ivy.json().data.items[0].employeeNumber).toBe('0012');
    const ivyRecord = await t.app.inject({
      method: 'GET',
      url: `/api/v1/employee/${ivy.json().data.items[0].id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(ivyRecord.json().data.personal).toMatchObject({ idType: 'FIN', idNumber: 'G1234567X' });
    // An empty rates column is the graduated rates.
    expect(ivyRecord.json().data.employment.prCpfScheme).toBe('graduated');
  });

  it('imports an XLSX file, dates typed as dates included', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow([...employeeImportColumns]);
    const values = row({
      name: 'Xavier Lee',
      email: 'xavier.lee@tembusu.example',
      employeeNumber: 'IMP-301',
    }).split(',');
    const cells: (string | Date)[] = [...values];
    cells[employeeImportColumns.indexOf('dateOfBirth')] = new Date(Date.UTC(1988, 6, 4));
    sheet.addRow(cells);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload('people.xlsx', bytes);
    expect(res.statusCode, res.body).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/employees?search=xavier',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.json().data.items[0].dateOfBirth).toBe('1988-07-04');
  });

  it('gives imported staff no password anyone knows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employee/login',
      payload: { email: 'ivy.tan@tembusu.example', password: '', organizationID: 'DEMO' },
    });
    expect(res.statusCode).toBe(400);
    const { rows } = await t.database.pool.query(
      `select count(distinct password_hash)::int as n from accounts where email in ('ivy.tan@tembusu.example', 'hassan.ali@tembusu.example')`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses a file it cannot read, a missing column and an empty file, naming the file', async () => {
    const before = await total();
    const text = await upload('people.txt', header);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('file: upload a .csv or .xlsx file');
    const broken = await upload('people.xlsx', 'this is not a workbook');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('file: the file could not be read as XLSX');
    const narrow = await upload('people.csv', 'name,email\nA,a@tembusu.example');
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json().message).toMatch(
      /^file: the header row lacks the column\(s\) employeeNumber, /,
    );
    const empty = await upload('people.csv', `${header}\n`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('file: the file has no employees in it');
    expect(await total()).toBe(before);
  });

  it('offers templates with the import columns', async () => {
    const get = (format: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/employees/import-template?format=${format}`,
        headers: { authorization: `Bearer ${admin}` },
      });
    const csv = await get('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim()).toBe(header);
    const xlsx = await get('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Employees', 'Guide']);
    expect(workbook.getWorksheet('Guide')?.rowCount).toBe(employeeImportColumns.length + 1);
  });

  describe('files too big to read', () => {
    /**
     * Uploads a file, answering the response and how far the process's memory grew meanwhile.
     * Reading such a file whole takes a gigabyte (and seconds of a blocked event loop); refusing
     * it while it streams takes next to nothing. Memory tells the two apart on a busy machine,
     * where a time limit would only measure the machine.
     */
    async function measuredUpload(fileName: string, content: Buffer) {
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      try {
        const res = await upload(fileName, content);
        peak = Math.max(peak, process.memoryUsage().rss);
        return { res, grewMb: (peak - baseline) / 1024 / 1024 };
      } finally {
        clearInterval(sampler);
      }
    }

    it('refuses a small workbook that unpacks to a huge sheet, without reading it', async () => {
      const bomb = workbookOf(textRows(800_000));
      expect(bomb.length).toBeLessThan(maxImportBytes);
      const { res, grewMb } = await measuredUpload('people.xlsx', bomb);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'file: the workbook unpacks to more than 16 MB; import at most 2000 employees at a time',
      );
      expect(grewMb).toBeLessThan(200);
    });

    it('refuses a workbook of too many rows before parsing it', async () => {
      const { res, grewMb } = await measuredUpload('people.xlsx', workbookOf(textRows(150_000)));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`file: import at most ${maxImportRows} employees at a time`);
      expect(grewMb).toBeLessThan(200);
    });

    it('refuses a CSV of too many lines before parsing it', async () => {
      const lines = Buffer.from(`${header}\n${'Someone,x\n'.repeat(450_000)}`);
      expect(lines.length).toBeLessThan(maxImportBytes);
      const { res, grewMb } = await measuredUpload('people.csv', lines);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`file: import at most ${maxImportRows} employees at a time`);
      expect(grewMb).toBeLessThan(200);
    });

    it('still reads a workbook of the most rows an import takes', async () => {
      const rows = [employeeImportColumns.join('|')];
      for (let n = 1; n <= maxImportRows; n++) {
        rows.push(
          row({
            email: `bulk.${n}@tembusu.example`,
            employeeNumber: `BULK-${n}`,
            department: 'Nowhere',
          }).replaceAll(',', '|'),
        );
      }
      const sheet = rows
        .map((line, index) => {
          const cells = line
            .split('|')
            .map((value, column) => {
              const letters = (column >= 26 ? 'A' : '') + String.fromCharCode(65 + (column % 26));
              return `<c r="${letters}${index + 1}" t="inlineStr"><is><t>${value}</t></is></c>`;
            })
            .join('');
          return `<row r="${index + 1}">${cells}</row>`;
        })
        .join('');
      // Read whole and checked row by row: each names a department that does not exist.
      const res = await upload('people.xlsx', workbookOf(sheet));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `file: the file has ${maxImportRows} problems; nothing was imported`,
      );
    });
  });
});
