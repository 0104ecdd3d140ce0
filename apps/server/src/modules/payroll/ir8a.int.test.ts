import type { CreateEmployee } from '@tembusu/contracts/employees';
import type { Ir8aEmployee, Ir8aYear } from '@tembusu/contracts/ir8a';
import { ir8aNoBenefitsMessage } from '@tembusu/contracts/ir8a';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import type { PayrollDetail, Payslip } from '@tembusu/contracts/payroll-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { newEmployeeInput } from '../../test/employees.js';
import { generatedPayroll, payItemLine, payItemNamed, savePayload } from '../../test/payroll.js';
import { extractText } from '../../test/pdf-text.js';
import { signInDemo } from '../../test/sign-in.js';

// Four employees' 2025, worked out by hand. CPF for 2025, 55 and below: 37% of wages rounded to
// the dollar, the employee's 20% with the cents dropped (sg-statutory 1.1, 1.4). Self-help funds
// by the month's total wages (sg-statutory 3).
//
// Lim Wei Jie, a Chinese citizen on $5,000: December 2024's payroll paid on 5 January 2025
// (salary $5,000, CPF $1,000, CDAC $1.50), then November 2025 with a $120 transport allowance
// (wages $5,120: CPF $1,024, CDAC $2.00) and December with the allowance, a $6,000 bonus and a
// $1,000 housing benefit-in-kind (wages $11,120: CPF $2,224, CDAC $3.00). IR8A: salary 15000,
// bonus 6000, others $240.00 + $1,000.00 = 1240, total 22240; CPF 4248; donations $6.50 → 7.
//
// Nurul Huda, a Malay Muslim citizen on $3,000, November and December, with a $200 medical
// reimbursement that is not taxable: salary 6000, total 6000; CPF $600 × 2 = 1200; MBMF $6.50 ×
// 2 = 13.
//
// Arun Kumar, an Indian citizen on $5,000 who joined on 1 June 2025, with an opening balance of
// June to October (gross $25,000, CPF $5,000, SINDA $45.00) and November and December here (CPF
// $1,000 and SINDA $9.00 each): salary 35000, total 35000; CPF 7000; donations 63; period from
// 1 June.
//
// Sarah de Souza, a Eurasian citizen on $4,000 who left on 30 November 2025, paid in November:
// salary 4000; CPF 800; ECF $9.00 → donations 9; period to 30 November.
const year = 2025;
const expected: Record<string, Partial<Ir8aEmployee['figures']>> = {
  'Lim Wei Jie': {
    salary: '15000.00',
    bonus: '6000.00',
    directorsFees: '0.00',
    others: '1240.00',
    total: '22240.00',
    cpf: '4248.00',
    donations: '7.00',
    mbf: '0.00',
    insurance: '0.00',
  },
  'Nurul Huda binte Ismail': {
    salary: '6000.00',
    bonus: '0.00',
    others: '0.00',
    total: '6000.00',
    cpf: '1200.00',
    donations: '0.00',
    mbf: '13.00',
  },
  'Arun Kumar': {
    salary: '35000.00',
    total: '35000.00',
    cpf: '7000.00',
    donations: '63.00',
    mbf: '0.00',
  },
  'Sarah de Souza': { salary: '4000.00', total: '4000.00', cpf: '800.00', donations: '9.00' },
};

const nric = (digits: string) => `S${digits}${nricFinCheckLetter('S', digits)}`;

const irasSettings = {
  cpfPaymentType: 'PTE',
  cpfSerial: '01',
  salaryBank: null,
  debitAccountNumber: null,
  bankCompanyId: null,
  irasIdType: '8',
  irasAuthorisedName: 'Aisha Rahman',
  irasAuthorisedDesignation: 'HR Director',
  irasAuthorisedPhone: '+65 6123 4567',
  irasAuthorisedEmail: 'aisha.rahman@ir8a.example',
};

/** The XML's element values in document order, for the elements named. */
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: xmlns="[^"]*")?(?:/>|>([^<]*)</${name}>)`, 'g'))].map(
    (match) => match[1] ?? '',
  );

describe('IR8A: the year per employee, the AIS file, the form and Appendix 8A', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  const ids: Record<string, string> = {};
  const people: Record<string, CreateEmployee> = {};

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  async function hire(name: string, personal: object, employment: object) {
    const input = newEmployeeInput({
      personal: { name, ...personal },
      employment: { roleTitle: 'Executive', ...employment },
    });
    const res = await call('POST', '/employees', input);
    expect(res.statusCode, res.body).toBe(201);
    ids[name] = res.json().data.id;
    people[name] = input;
  }

  /** A payroll of the month paying `names`, its payslips edited as `items` says, confirmed. */
  async function paidPayroll(
    month: { year: number; month: number; dateOfPayment: string },
    names: string[],
    items: Record<string, { description: string; value: string }[]> = {},
  ) {
    const id = await generatedPayroll(call, { ...month, employeeIds: names.map((n) => ids[n]) });
    const detail: PayrollDetail = (await call('GET', `/payroll/${id}`)).json().data;
    const edits = [];
    for (const [name, added] of Object.entries(items)) {
      const slip = detail.payslips.find((p) => p.employeeId === ids[name]) as Payslip;
      const lines = [];
      for (const { description, value } of added) {
        lines.push(payItemLine(await payItemNamed(call, description), value));
      }
      edits.push(savePayload(slip, { items: lines }));
    }
    if (edits.length > 0) {
      const saved = await call('PUT', `/payroll/${id}`, {
        dateOfPayment: month.dateOfPayment,
        payslips: edits,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const confirmed = await call('POST', `/payroll/${id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return id;
  }

  const yearOf = async (): Promise<Ir8aYear> => {
    const res = await call('GET', `/payroll/ir8a?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const rowOf = (data: Ir8aYear, name: string) =>
    data.rows.find((row) => row.name === name) as Ir8aEmployee;

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-02-10T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin, employee: staff } = await signInDemo(t.app));
    await hire(
      'Lim Wei Jie',
      {
        email: 'lim.weijie@ir8a.example',
        idNumber: nric('9000001'),
        gender: 'Male',
        dateOfBirth: '1990-03-15',
      },
      {
        employeeNumber: 'EMP-8101',
        roleTitle: 'Software Engineer',
        employmentStartDate: '2015-03-01',
        salaryAmount: '5000.00',
      },
    );
    await hire(
      'Nurul Huda binte Ismail',
      {
        email: 'nurul.huda@ir8a.example',
        idNumber: nric('8800002'),
        race: 'Malay',
        religion: 'Muslim',
        dateOfBirth: '1988-07-02',
        address: 'Blk 123 Ang Mo Kio Avenue 3 #05-67',
        postalCode: '560123',
      },
      { employeeNumber: 'EMP-8102', employmentStartDate: '2019-01-07', salaryAmount: '3000.00' },
    );
    await hire(
      'Arun Kumar',
      {
        email: 'arun.kumar@ir8a.example',
        idNumber: nric('9200003'),
        race: 'Indian',
        religion: 'Hindu',
        gender: 'Male',
        dateOfBirth: '1992-01-20',
      },
      { employeeNumber: 'EMP-8103', employmentStartDate: '2025-06-01', salaryAmount: '5000.00' },
    );
    await hire(
      'Sarah de Souza',
      {
        email: 'sarah.desouza@ir8a.example',
        idNumber: nric('8500004'),
        race: 'Eurasian',
        religion: 'Christian',
        dateOfBirth: '1985-09-09',
      },
      {
        employeeNumber: 'EMP-8104',
        employmentStartDate: '2020-02-01',
        employmentEndDate: '2025-11-30',
        salaryAmount: '4000.00',
      },
    );
    const housing = await call('POST', '/payroll/pay-items', {
      description: 'Housing Benefit',
      type: 'Addition',
      category: null,
      cPFType: 'NoWages',
      unit: 'Amount',
      defaultAmount: '0.00',
      iRBACode: 'BenefitsInKind',
      isActive: true,
    });
    expect(housing.statusCode, housing.body).toBe(201);
    const balance = await call('PUT', `/payroll/opening-balances/${ids['Arun Kumar']}/2025`, {
      throughMonth: 10,
      grossSalary: '25000.00',
      ordinaryWagesForCpf: '25000.00',
      additionalWagesForCpf: '0.00',
      employeeCpf: '5000.00',
      employerCpf: '4250.00',
      cdac: '0.00',
      ecf: '0.00',
      mbmf: '0.00',
      sinda: '45.00',
      sdl: '62.50',
    });
    expect(balance.statusCode, balance.body).toBe(200);

    // December 2024, paid in January 2025: 2025's income by its payment date.
    await paidPayroll({ year: 2024, month: 12, dateOfPayment: '2025-01-05' }, ['Lim Wei Jie']);
    await paidPayroll(
      { year: 2025, month: 11, dateOfPayment: '2025-11-28' },
      ['Lim Wei Jie', 'Nurul Huda binte Ismail', 'Arun Kumar', 'Sarah de Souza'],
      {
        'Lim Wei Jie': [{ description: 'Transport Allowance', value: '120.00' }],
        'Nurul Huda binte Ismail': [{ description: 'Medical Reimbursement', value: '200.00' }],
      },
    );
    await paidPayroll(
      { year: 2025, month: 12, dateOfPayment: '2025-12-26' },
      ['Lim Wei Jie', 'Nurul Huda binte Ismail', 'Arun Kumar'],
      {
        'Lim Wei Jie': [
          { description: 'Transport Allowance', value: '120.00' },
          { description: 'Annual Bonus', value: '6000.00' },
          { description: 'Housing Benefit', value: '1000.00' },
        ],
      },
    );
    // A draft payroll of 2025 is not income yet.
    await generatedPayroll(call, {
      year: 2025,
      month: 10,
      dateOfPayment: '2025-10-28',
      employeeIds: [ids['Nurul Huda binte Ismail']],
    });
  }, 180_000);
  afterAll(async () => t.close());

  it('gives each employee paid in the year their figures, worked out by hand', async () => {
    const data = await yearOf();
    expect(data.rows.map((row) => row.name).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, figures] of Object.entries(expected)) {
      expect(rowOf(data, name).figures, name).toMatchObject(figures);
      expect(rowOf(data, name).problems, name).toEqual([]);
    }
    expect(rowOf(data, 'Lim Wei Jie')).toMatchObject({
      periodFrom: '2025-01-01',
      periodTo: '2025-12-31',
      appendix8A: true,
      others: { transportAllowance: '240.00', benefitsInKind: '1000.00', otherAllowance: '0.00' },
    });
    expect(rowOf(data, 'Arun Kumar')).toMatchObject({
      periodFrom: '2025-06-01',
      periodTo: '2025-12-31',
      appendix8A: false,
    });
    expect(rowOf(data, 'Arun Kumar').notes).toContain(
      "The opening balance's gross pay of 25000.00 is counted as salary: it is not split by income type.",
    );
    expect(rowOf(data, 'Sarah de Souza')).toMatchObject({
      cessationDate: '2025-11-30',
      periodFrom: '2025-01-01',
      periodTo: '2025-11-30',
    });
    expect(data.totals).toMatchObject({
      salary: '60000.00',
      bonus: '6000.00',
      others: '1240.00',
      total: '67240.00',
      cpf: '13248.00',
      donations: '79.00',
      mbf: '13.00',
    });
    // The IRAS settings are still to be filled in.
    expect(data.settingsGap).toBe(
      'Enter the name, designation, telephone, e-mail of the person authorised to make the IR8A declaration under Payroll > Settings > Filing.',
    );
  });

  it('refuses the AIS file and the forms until the authorised person is given', async () => {
    for (const url of [
      `/payroll/ir8a/ais-file?year=${year}`,
      `/payroll/ir8a/${ids['Lim Wei Jie']}/pdf?year=${year}`,
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toMatch(/person authorised to make the IR8A declaration/);
    }
    const saved = await call('PUT', '/payroll/setting/filing', irasSettings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      irasIdType: '8',
      irasAuthorisedName: 'Aisha Rahman',
    });
    expect((await yearOf()).settingsGap).toBeNull();
  });

  it('refuses settings the AIS header cannot carry, naming the field', async () => {
    for (const [change, field] of [
      [{ irasIdType: 'G' }, 'irasIdType'],
      [{ irasAuthorisedName: 'A'.repeat(31) }, 'irasAuthorisedName'],
      [{ irasAuthorisedDesignation: 'Head; HR' }, 'irasAuthorisedDesignation'],
      [{ irasAuthorisedPhone: 'call me' }, 'irasAuthorisedPhone'],
      [{ irasAuthorisedEmail: 'aisha' }, 'irasAuthorisedEmail'],
    ] as const) {
      const res = await call('PUT', '/payroll/setting/filing', { ...irasSettings, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('writes the AIS file: a record each, the totals the sum of the records', async () => {
    const res = await call('GET', `/payroll/ir8a/ais-file?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="IR8A_202612345K_2025.xml"',
    );
    const xml = res.body;
    expect(elements(xml, 'BatchIndicator')).toEqual(['O']);
    // The batch date is today in Singapore.
    expect(elements(xml, 'BatchDate')).toEqual(['20260210']);
    expect(elements(xml, 'EmployerName')).toEqual(['Tembusu Demo Pte Ltd']);
    expect(elements(xml, 'AuthorisedPersonName')).toEqual(['Aisha Rahman']);
    const names = elements(xml, 'NameLine1');
    expect(names).toEqual([
      'Arun Kumar',
      'Lim Wei Jie',
      'Nurul Huda binte Ismail',
      'Sarah de Souza',
    ]);
    const byName = (element: string) =>
      Object.fromEntries(names.map((name, index) => [name, elements(xml, element)[index]]));
    expect(byName('Amount')).toEqual({
      'Arun Kumar': '35000',
      'Lim Wei Jie': '22240',
      'Nurul Huda binte Ismail': '6000',
      'Sarah de Souza': '4000',
    });
    expect(byName('IDNo')['Lim Wei Jie']).toBe(people['Lim Wei Jie']?.personal.idNumber);
    expect(byName('BenefitsInKind')).toMatchObject({ 'Lim Wei Jie': 'Y', 'Arun Kumar': '' });
    expect(byName('BenefitsInKindValue')['Lim Wei Jie']).toBe('1000.00');
    expect(byName('TransportAllowance')['Lim Wei Jie']).toBe('240.00');
    expect(byName('BonusDecalrationDate')['Lim Wei Jie']).toBe('20251226');
    expect(byName('MBF')['Nurul Huda binte Ismail']).toBe('13');
    expect(byName('Donation')).toMatchObject({ 'Lim Wei Jie': '7', 'Arun Kumar': '63' });
    expect(byName('PaymentPeriodFromDate')['Arun Kumar']).toBe('20250601');
    expect(byName('CessationDate')['Sarah de Souza']).toBe('20251130');
    expect(byName('PaymentPeriodToDate')['Sarah de Souza']).toBe('20251130');
    expect(byName('BlockNo')['Nurul Huda binte Ismail']).toBe('123');
    expect(byName('LevelNo')['Nurul Huda binte Ismail']).toBe('05');
    expect(byName('Nationality')['Lim Wei Jie']).toBe('301');

    const sum = (element: string) =>
      String(elements(xml, element).reduce((total, value) => total + Number(value), 0));
    expect(elements(xml, 'NoOfRecords')).toEqual(['4']);
    for (const [total, element] of [
      ['TotalPayment', 'Amount'],
      ['TotalSalary', 'Salary'],
      ['TotalBonus', 'Bonus'],
      ['TotalDirectorsFees', 'DirectorsFees'],
      ['TotalOthers', 'Others'],
      ['TotalDonation', 'Donation'],
      ['TotalCPF', 'CPF'],
      ['TotalInsurance', 'Insurance'],
      ['TotalMBF', 'MBF'],
    ] as const) {
      expect(elements(xml, total), total).toEqual([sum(element)]);
    }
    expect(elements(xml, 'TotalPayment')).toEqual(['67240']);
  });

  it('names an amendment batch so', async () => {
    const res = await call('GET', `/payroll/ir8a/ais-file?year=${year}&batch=A`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="IR8A_202612345K_2025_amendment.xml"',
    );
    expect(elements(res.body, 'BatchIndicator')).toEqual(['A']);
  });

  it('makes the IR8A form as a PDF, with the items numbered as the form has them', async () => {
    const res = await call('GET', `/payroll/ir8a/${ids['Lim Wei Jie']}/pdf?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="IR8A_2025_EMP-8101.pdf"',
    );
    const text = extractText(res.rawPayload);
    for (const shown of [
      'FORM IR8A',
      'Year Ended 31 Dec 2025',
      'Lim Wei Jie',
      'Software Engineer',
      '10 Bishan Street 13, Singapore 579795',
      'Gross salary, fees, leave pay, wages and overtime pay',
      '$15,000.00',
      '$6,000.00',
      'Transport',
      '$240.00',
      'Value of benefits-in-kind (Appendix 8A)',
      '$1,000.00',
      'Total of items d1 to d9',
      '$1,240.00',
      'TOTAL (items a to d)',
      '$22,240.00',
      '$4,248.00',
      'Aisha Rahman',
      'HR Director',
    ]) {
      expect(text, shown).toContain(shown);
    }
  });

  it('makes Appendix 8A only for someone paid benefits-in-kind', async () => {
    const res = await call('GET', `/payroll/ir8a/${ids['Lim Wei Jie']}/appendix-8a?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Appendix8A_2025_EMP-8101.pdf"',
    );
    const text = extractText(res.rawPayload);
    for (const shown of ['APPENDIX 8A', 'Housing Benefit', '$1,000.00', 'item d9 of Form IR8A']) {
      expect(text, shown).toContain(shown);
    }
    const none = await call('GET', `/payroll/ir8a/${ids['Arun Kumar']}/appendix-8a?year=${year}`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(ir8aNoBenefitsMessage);
  });

  it('answers 404 for an employee not on record, 409 for one not paid in the year', async () => {
    const missing = await call(
      'GET',
      `/payroll/ir8a/00000000-0000-4000-8000-000000000000/pdf?year=${year}`,
    );
    expect(missing.statusCode).toBe(404);
    const other = await call('GET', `/payroll/ir8a/${ids['Lim Wei Jie']}/pdf?year=2023`);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/paid nothing in 2023/);
  });

  it('lists what stops a return and refuses the file until it is put right', async () => {
    const nurul = people['Nurul Huda binte Ismail'] as CreateEmployee;
    const id = ids['Nurul Huda binte Ismail'];
    const cleared = await call('PUT', `/employees/${id}/personal-details`, {
      ...nurul.personal,
      address: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(rowOf(await yearOf(), 'Nurul Huda binte Ismail').problems).toEqual([
      'Nurul Huda binte Ismail has no residential address: correct it under Employees > Nurul Huda binte Ismail > Personal details.',
    ]);
    const refused = await call('GET', `/payroll/ir8a/ais-file?year=${year}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The AIS file cannot be made while 1 of the 4 returns have problems. Nurul Huda binte Ismail has no residential address: correct it under Employees > Nurul Huda binte Ismail > Personal details.',
    );
    const form = await call('GET', `/payroll/ir8a/${id}/pdf?year=${year}`);
    expect(form.statusCode).toBe(409);
    await call('PUT', `/employees/${id}/personal-details`, nurul.personal);
    expect((await call('GET', `/payroll/ir8a/ais-file?year=${year}`)).statusCode).toBe(200);

    // What the file's writer refuses is a problem too, in the employee's words.
    const retitled = await call('PUT', `/employees/${id}/employment-pay-details`, {
      ...nurul.employment,
      roleTitle: 'Senior Accounts and Payroll Executive',
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(rowOf(await yearOf(), 'Nurul Huda binte Ismail').problems).toEqual([
      "Nurul Huda binte Ismail's role title (the return gives it as the designation) must be 1 to 30 characters (designation).",
    ]);
    await call('PUT', `/employees/${id}/employment-pay-details`, nurul.employment);
    expect(rowOf(await yearOf(), 'Nurul Huda binte Ismail').problems).toEqual([]);
  });

  it("names the organisation's number when it is not the shape of the IRAS ID type", async () => {
    await call('PUT', '/payroll/setting/filing', { ...irasSettings, irasIdType: '7' });
    const res = await call('GET', `/payroll/ir8a/ais-file?year=${year}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The IR8A returns cannot be made. header.organisationIdNumber must be 8 digits and a check letter (UEN of a business): correct it under Organisation > Information (or the IRAS ID type under Payroll > Settings > Filing).',
    );
    await call('PUT', '/payroll/setting/filing', irasSettings);
  });

  it('is for payroll admins: staff are refused every IR8A endpoint', async () => {
    for (const url of [
      `/payroll/ir8a?year=${year}`,
      `/payroll/ir8a/ais-file?year=${year}`,
      `/payroll/ir8a/${ids['Lim Wei Jie']}/pdf?year=${year}`,
      `/payroll/ir8a/${ids['Lim Wei Jie']}/appendix-8a?year=${year}`,
    ]) {
      expect((await call('GET', url, undefined, staff)).statusCode, url).toBe(403);
    }
  });

  it('refuses a year or batch it cannot read, naming the field', async () => {
    const badYear = await call('GET', '/payroll/ir8a?year=1999');
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().field).toBe('year');
    const badBatch = await call('GET', `/payroll/ir8a/ais-file?year=${year}&batch=X`);
    expect(badBatch.statusCode).toBe(400);
    expect(badBatch.json().field).toBe('batch');
  });
  it('takes the payment period for a 10% commission of a December 2024 payroll paid on 5 Jan 2025', async () => {
    await hire(
      'Goh Mei Ling',
      {
        email: 'goh.meiling@ir8a.example',
        idNumber: nric('9100005'),
        dateOfBirth: '1991-04-04',
      },
      { employeeNumber: 'EMP-8105', employmentStartDate: '2024-06-03', salaryAmount: '3500.00' },
    );
    await paidPayroll({ year: 2024, month: 12, dateOfPayment: '2025-01-05' }, ['Goh Mei Ling'], {
      'Goh Mei Ling': [{ description: 'Sales Commission', value: '10' }],
    });
    const row = rowOf(await yearOf(), 'Goh Mei Ling');
    expect(row.problems).toEqual([]);
    const file = await call('GET', `/payroll/ir8a/ais-file?year=${year}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(elements(file.body, 'GrossCommissionPeriodFrom')).toContain(
      row.periodFrom.replaceAll('-', ''),
    );
  });

  it('holds back two returns under one NRIC, and answers the AIS file with a 409, not a 500', async () => {
    const sarah = people['Sarah de Souza'] as CreateEmployee;
    await hire(
      'Sarah de Souza (rehired)',
      {
        email: 'sarah.rehired@ir8a.example',
        idNumber: sarah.personal.idNumber,
        dateOfBirth: sarah.personal.dateOfBirth,
      },
      { employeeNumber: 'EMP-8106', employmentStartDate: '2025-12-01', salaryAmount: '4000.00' },
    );
    await paidPayroll({ year: 2025, month: 12, dateOfPayment: '2025-12-26' }, [
      'Sarah de Souza (rehired)',
    ]);
    const data = await yearOf();
    for (const name of ['Sarah de Souza', 'Sarah de Souza (rehired)']) {
      expect(rowOf(data, name).problems).toEqual([
        `Sarah de Souza and Sarah de Souza (rehired) have the same NRIC ${sarah.personal.idNumber}; IRAS takes one return per person: correct the number, or pay them as one employee record.`,
      ]);
    }
    expect((await call('GET', `/payroll/ir8a/ais-file?year=${year}`)).statusCode).toBe(409);
  });
});
