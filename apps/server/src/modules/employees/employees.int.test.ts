import {
  type CreateEmployee,
  employeeOptionsDefaultLimit,
  employeeOptionsMaxLimit,
} from '@tembusu/contracts/employees';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { demoPeople } from '../../seed/demo-people.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { newEmployeeInput } from '../../test/employees.js';
import { signIn, signInDemo } from '../../test/sign-in.js';
import { employeeReadLimits } from './employees.service.js';

// 10:00 on 23 November 2026 in Singapore.
const now = new Date('2026-11-23T02:00:00Z');

describe('employees', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  let departments: Record<string, string>;
  let branches: Record<string, string>;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  const staffLogin = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/employee/login',
      payload: { email, password, organizationID: 'DEMO' },
    });

  const newEmployee = (
    overrides: {
      personal?: Partial<CreateEmployee['personal']>;
      employment?: Partial<CreateEmployee['employment']>;
    } = {},
  ): CreateEmployee =>
    newEmployeeInput({
      personal: overrides.personal,
      employment: {
        departmentId: departments.Finance ?? null,
        branchId: branches.Tampines ?? null,
        ...overrides.employment,
      },
    });

  const total = async (query = '') =>
    (await call('GET', `/employees?pageSize=1${query}`)).json().data.total as number;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
    const byName = (rows: { id: string; name: string }[]) =>
      Object.fromEntries(rows.map((row) => [row.name, row.id]));
    departments = byName((await call('GET', '/organization/departments')).json().data);
    branches = byName((await call('GET', '/organization/branches')).json().data);
  });
  afterAll(async () => t.close());

  describe('the list', () => {
    it("pages the demo organisation's people with the spec's columns", async () => {
      const res = await call('GET', '/employees?page=1&pageSize=5');
      expect(res.statusCode).toBe(200);
      const { items, total: count } = res.json().data;
      expect(count).toBe(demoPeople.length);
      expect(items).toHaveLength(5);
      const names = items.map((item: { employeeName: string }) => item.employeeName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

      const lim = (await call('GET', '/employees?search=lim%20ah%20kow')).json().data.items[0];
      expect(lim).toEqual({
        id: expect.any(String),
        employeeName: 'Lim Ah Kow',
        employeeNumber: 'EMP-0003',
        email: 'lim.ahkow@tembusu.example',
        dateOfBirth: '1953-02-18',
        age: 73,
        hiredDate: '2005-01-03',
        yearOfService: 21,
        countryOfWork: 'SG',
        organization: 'Tembusu Demo Pte Ltd',
        department: 'Operations',
        branch: 'Jurong East',
        roleTitle: 'Store Supervisor',
        isActive: true,
      });
    });

    it('counts an age only from the birthday in the organisation time zone', async () => {
      // Born 1995-02-08: 31 on 23 November 2026.
      const lee = (await call('GET', '/employees?search=lee.jiahui')).json().data.items[0];
      expect(lee.age).toBe(31);
    });

    it('searches by name, e-mail, number and role, and filters by department and branch', async () => {
      const search = async (text: string) =>
        (await call('GET', `/employees?search=${encodeURIComponent(text)}`))
          .json()
          .data.items.map((item: { employeeName: string }) => item.employeeName);
      expect(await search('priya')).toEqual(['Priya Nair']);
      expect(await search('EMP-0001')).toEqual(['Tan Wei Ming']);
      expect(await search('chief technology')).toEqual(['James Whitfield']);
      expect(await search('%')).toEqual([]);

      const finance = demoPeople.filter((p) => p.department === 'Finance').length;
      expect(await total(`&departmentId=${departments.Finance}`)).toBe(finance);
      const tampinesFinance = demoPeople.filter(
        (p) => p.department === 'Finance' && p.branch === 'Tampines',
      ).length;
      expect(
        await total(`&departmentId=${departments.Finance}&branchId=${branches.Tampines}`),
      ).toBe(tampinesFinance);
      expect(await total('&status=inactive')).toBe(0);
    });

    it('names the bad filter', async () => {
      const res = await call('GET', '/employees?departmentId=finance');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^departmentId: /);
      expect((await call('GET', '/employees?status=gone')).json().message).toMatch(/^status: /);
    });

    it('is for admins: staff are refused', async () => {
      expect((await call('GET', '/employees', undefined, employee)).statusCode).toBe(403);
      expect((await call('GET', '/employees')).statusCode).toBe(200);
    });

    it('offers a page of active employees, by name, with their time zone', async () => {
      const res = await call('GET', '/employee', undefined, employee);
      expect(res.statusCode).toBe(200);
      const page: { name: string }[] = res.json().data;
      expect(page).toHaveLength(employeeOptionsDefaultLimit);
      const all = (await call('GET', `/employee?limit=${employeeOptionsMaxLimit}`)).json().data;
      expect(all).toHaveLength(demoPeople.length);
      expect(page).toEqual(all.slice(0, page.length));
      const names = page.map((o) => o.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const tooMany = await call('GET', `/employee?limit=${employeeOptionsMaxLimit + 1}`);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toMatch(/^limit: /);
    });

    it('finds anyone by the name being typed, or by id, whatever page they are on', async () => {
      const found = (await call('GET', '/employee?search=PRIYA', undefined, employee)).json().data;
      const priya = {
        id: expect.any(String),
        name: 'Priya Nair',
        timezone: 'Asia/Singapore',
        employeeTimezone: 'GMT+8',
        isActive: true,
        departmentId: departments['Human Resources'],
        branchId: branches['Raffles Place HQ'],
      };
      expect(found).toEqual([priya]);
      const byId = await call('GET', `/employee?id=${found[0].id}`, undefined, employee);
      expect(byId.json().data).toEqual([priya]);
      // Wildcards are searched for as typed, not as patterns.
      expect((await call('GET', '/employee?search=%25')).json().data).toEqual([]);
    });

    it('builds no time-zone formatter per employee it lists', async () => {
      const url = `/employee?limit=${employeeOptionsMaxLimit}`;
      await call('GET', url);
      const Real = Intl.DateTimeFormat;
      let built = 0;
      Intl.DateTimeFormat = new Proxy(Real, {
        construct(target, args) {
          built += 1;
          return Reflect.construct(target, args);
        },
      });
      try {
        expect((await call('GET', url)).json().data).toHaveLength(demoPeople.length);
      } finally {
        Intl.DateTimeFormat = Real;
      }
      expect(built).toBe(0);
    });

    it("limits each account's pick list, list and export requests a minute, saying when to retry", async () => {
      const employee2 = await signIn(t.app, {
        url: '/api/v1/employee/login',
        payload: {
          email: demoAccounts.employee2.email,
          password: demoPassword,
          organizationID: 'DEMO',
        },
      });
      const limit = employeeReadLimits['employee-options'].perMinute;
      // Concurrent, as a script in a loop would ask: the limit holds for a burst too.
      const answers = await Promise.all(
        Array.from({ length: limit + 5 }, () =>
          call('GET', '/employee?limit=1', undefined, employee2),
        ),
      );
      const refused = answers.filter((res) => res.statusCode === 429);
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(limit);
      expect(refused).toHaveLength(5);
      expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused[0]?.json().message).toMatch(/^Too many requests for the employee pick list/);
      // Another account is not held back by this one.
      expect((await call('GET', '/employee?limit=1', undefined, employee)).statusCode).toBe(200);
    });
  });

  describe('creating', () => {
    it('creates an employee who can then sign in at the staff portal', async () => {
      const pickList = async () =>
        (await call('GET', '/employee?search=Yeo%20Kai', undefined, employee)).json().data;
      expect(await pickList()).toEqual([]);
      const res = await call('POST', '/employees', newEmployee());
      expect(res.statusCode).toBe(201);
      const created = res.json().data;
      expect(created).toMatchObject({
        personal: { name: 'Yeo Kai Xin', email: 'yeo.kaixin@tembusu.example', race: 'Chinese' },
        employment: {
          employeeNumber: 'EMP-9001',
          salaryAmount: '4850.50',
          bankCode: 'DBSSSGSG',
          communityFunds: ['CDAC'],
          isActive: true,
        },
        departmentName: 'Finance',
        branchName: 'Tampines',
        age: 31,
      });
      expect(res.body).not.toContain('Welcome@2026');
      expect((await staffLogin('yeo.kaixin@tembusu.example', 'Welcome@2026')).statusCode).toBe(200);
      const fetched = await call('GET', `/employee/${created.id}`);
      expect(fetched.json().data).toEqual(created);
      // Pick lists offer the new employee straight away, though they were read a moment ago.
      expect((await pickList()).map((o: { id: string }) => o.id)).toEqual([created.id]);
    });

    it('derives the community funds from race, religion and residency unless overridden', async () => {
      const funds = async (
        number: string,
        personal: Partial<CreateEmployee['personal']>,
        employment: Partial<CreateEmployee['employment']> = {},
      ) => {
        const res = await call(
          'POST',
          '/employees',
          newEmployee({
            personal: { email: `${number}@tembusu.example`, ...personal },
            employment: { employeeNumber: number, ...employment },
          }),
        );
        expect(res.statusCode).toBe(201);
        return res.json().data.employment.communityFunds;
      };
      expect(await funds('F-1', { race: 'Malay', religion: 'Muslim' })).toEqual(['MBMF']);
      expect(await funds('F-2', { race: 'Indian', religion: 'Muslim' })).toEqual(['SINDA', 'MBMF']);
      expect(await funds('F-3', { race: 'Indian', residency: 'EmploymentPass' })).toEqual([
        'SINDA',
      ]);
      expect(await funds('F-4', { race: 'Chinese', residency: 'SPass' })).toEqual([]);
      expect(await funds('F-5', { race: 'Malay', religion: 'Christian' })).toEqual([]);
      expect(
        await funds(
          'F-6',
          { race: 'Chinese', religion: 'Muslim' },
          { communityFundOverride: true, communityFunds: ['MBMF'] },
        ),
      ).toEqual(['MBMF']);
    });

    it('refuses a taken e-mail or employee number with the reason, and writes nothing', async () => {
      const before = await total();
      const email = await call(
        'POST',
        '/employees',
        newEmployee({
          personal: { email: 'EMPLOYEE2@tembusu.example' },
          employment: { employeeNumber: 'EMP-7777' },
        }),
      );
      expect(email.statusCode).toBe(409);
      expect(email.json().message).toBe(
        'Email Already Exists. Please use a different e-mail address for the employee.',
      );
      const number = await call(
        'POST',
        '/employees',
        newEmployee({
          personal: { email: 'someone.new@tembusu.example' },
          employment: { employeeNumber: 'emp-0001' },
        }),
      );
      expect(number.statusCode).toBe(409);
      expect(number.json().message).toBe(
        'Employee Number Already Exists. Please use a different employee number.',
      );
      expect(await total()).toBe(before);
      // The account of the refused record was not left behind either.
      expect((await staffLogin('someone.new@tembusu.example', 'Welcome@2026')).statusCode).toBe(
        401,
      );
    });

    it('refuses an NRIC or FIN with a wrong check letter, naming the ID number, and writes nothing', async () => {
      const before = await total();
      const refused = async (personal: Partial<CreateEmployee['personal']>, message: string) => {
        const res = await call(
          'POST',
          '/employees',
          newEmployee({
            personal: { email: 'wrong.letter@tembusu.example', ...personal },
            employment: { employeeNumber: 'EMP-9201' },
          }),
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ field: 'personal.idNumber', message });
      };
      await refused(
        { idNumber: 'S9512345D' },
        'personal.idNumber: S9512345D is not a valid NRIC; check the last letter',
      );
      await refused(
        { idType: 'FIN', idNumber: 'g1234567n' },
        'personal.idNumber: G1234567N is not a valid FIN; check the last letter',
      );
      await refused(
        { idNumber: 'G1234567X' },
        'personal.idNumber: An NRIC starts with S or T, then 7 digits and a letter',
      );
      expect(await total()).toBe(before);
      expect((await staffLogin('wrong.letter@tembusu.example', 'Welcome@2026')).statusCode).toBe(
        401,
      );
    });

    it('keeps a valid NRIC or FIN in capitals, however it was typed', async () => {
      const created = async (number: string, personal: Partial<CreateEmployee['personal']>) => {
        const res = await call(
          'POST',
          '/employees',
          newEmployee({
            personal: { email: `${number}@tembusu.example`, ...personal },
            employment: { employeeNumber: number },
          }),
        );
        expect(res.statusCode, res.body).toBe(201);
        const { id } = res.json().data;
        return (await call('GET', `/employee/${id}`)).json().data.personal.idNumber;
      };
      expect(await created('ID-1', { idNumber: '  t1234567j ' })).toBe('T1234567J');
      expect(
        await created('ID-2', { idType: 'FIN', idNumber: 'm1234567k', residency: 'WorkPermit' }),
      ).toBe('M1234567K');
      // Other kinds of ID keep the rule they had: any text, as written.
      expect(
        await created('ID-3', {
          idType: 'PassportNo1',
          idNumber: 'e1234567x',
          residency: 'EmploymentPass',
        }),
      ).toBe('e1234567x');
    });

    it('names the field of each bad value', async () => {
      const refused = async (overrides: Parameters<typeof newEmployee>[0], field: string) => {
        const res = await call('POST', '/employees', newEmployee(overrides));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(`${field}: `);
      };
      await refused({ personal: { phone: '12ab' } }, 'personal.phone');
      await refused({ personal: { email: 'not-an-email' } }, 'personal.email');
      await refused({ personal: { dateOfBirth: '2026-12-01' } }, 'dateOfBirth');
      await refused({ personal: { residency: 'PermanentResident' } }, 'personal.prStartDate');
      await refused({ employment: { prCpfScheme: 'fullEmployer' } }, 'employment.prCpfScheme');
      await refused({ employment: { salaryAmount: '12.345' } }, 'employment.salaryAmount');
      await refused({ employment: { salaryAmount: '-5' } }, 'employment.salaryAmount');
      await refused({ employment: { bankCode: null } }, 'employment.bankCode');
      await refused(
        { employment: { employmentEndDate: '2026-01-01' } },
        'employment.employmentEndDate',
      );
      await refused({ employment: { employmentStartDate: '1990-01-01' } }, 'employmentStartDate');
      await refused(
        { employment: { departmentId: '00000000-0000-4000-8000-000000000000' } },
        'departmentId',
      );
      await refused({ employment: { timeZone: 'Mars/Olympus' } }, 'employment.timeZone');
    });
  });

  describe('changing', () => {
    let id: string;

    beforeAll(async () => {
      const res = await call(
        'POST',
        '/employees',
        newEmployee({
          personal: { name: 'Koh Jun Jie', email: 'koh.junjie@tembusu.example' },
          employment: { employeeNumber: 'EMP-9100' },
        }),
      );
      id = res.json().data.id;
    });

    const current = async () => (await call('GET', `/employee/${id}`)).json().data;

    it('changes personal details, and the sign-in e-mail with them', async () => {
      const { personal } = await current();
      const res = await call('PUT', `/employees/${id}/personal-details`, {
        ...personal,
        name: 'Koh Jun Jie Ryan',
        email: 'ryan.koh@tembusu.example',
        maritalStatus: 'Married',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.personal).toMatchObject({
        name: 'Koh Jun Jie Ryan',
        maritalStatus: 'Married',
      });
      expect((await staffLogin('ryan.koh@tembusu.example', 'Welcome@2026')).statusCode).toBe(200);
      expect((await staffLogin('koh.junjie@tembusu.example', 'Welcome@2026')).statusCode).toBe(401);
    });

    it('refuses a changed NRIC with a wrong check letter, and keeps the one it had', async () => {
      const before = await current();
      const res = await call('PUT', `/employees/${id}/personal-details`, {
        ...before.personal,
        name: 'Koh Jun Jie Typo',
        idNumber: 'S9512345H',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'idNumber',
        message: 'idNumber: S9512345H is not a valid NRIC; check the last letter',
      });
      expect(await current()).toEqual(before);
    });

    it('records every change to pay details in the audit log, before and after', async () => {
      const { employment } = await current();
      const res = await call('PUT', `/employees/${id}/employment-pay-details`, {
        ...employment,
        salaryAmount: '5200.00',
        paymentMode: 'cheque',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.employment).toMatchObject({
        salaryAmount: '5200.00',
        paymentMode: 'cheque',
        bankCode: null,
        bankAccountNumber: null,
      });
      const { rows } = await t.database.pool.query(
        `select detail from audit_log where action = 'employee.pay_updated' and subject = $1`,
        [id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].detail).toMatchObject({
        before: { salaryAmount: '4850.50', paymentMode: 'giro', bankCode: 'DBSSSGSG' },
        after: { salaryAmount: '5200.00', paymentMode: 'cheque', bankCode: null },
      });

      // A change that leaves pay alone is not a pay change.
      await call('PUT', `/employees/${id}/employment-pay-details`, {
        ...res.json().data.employment,
        roleTitle: 'Senior Payroll Analyst',
      });
      const after = await t.database.pool.query(
        `select count(*)::int as n from audit_log where action = 'employee.pay_updated' and subject = $1`,
        [id],
      );
      expect(after.rows[0].n).toBe(1);
    });

    it("sets an employee's password and ends their sessions", async () => {
      const session = (await staffLogin('ryan.koh@tembusu.example', 'Welcome@2026')).json().data
        .access_token;
      const weak = await call('PUT', `/employees/${id}/password`, { password: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toMatch(/^password: /);
      expect(
        (await call('PUT', `/employees/${id}/password`, { password: 'Changed@2026' })).statusCode,
      ).toBe(200);
      expect((await call('GET', '/account/profile/me', undefined, session)).statusCode).toBe(401);
      expect((await staffLogin('ryan.koh@tembusu.example', 'Changed@2026')).statusCode).toBe(200);
    });

    it('deactivates an employee: they cannot sign in, and every record stays', async () => {
      const session = (await staffLogin('ryan.koh@tembusu.example', 'Changed@2026')).json().data
        .access_token;
      const { employment } = await current();
      const res = await call('PUT', `/employees/${id}/employment-pay-details`, {
        ...employment,
        isActive: false,
        employmentEndDate: '2026-11-30',
      });
      expect(res.statusCode).toBe(200);
      expect((await call('GET', '/account/profile/me', undefined, session)).statusCode).toBe(401);
      expect((await staffLogin('ryan.koh@tembusu.example', 'Changed@2026')).statusCode).toBe(401);
      expect((await current()).employment).toMatchObject({
        isActive: false,
        salaryAmount: '5200.00',
      });
      const inactive = (await call('GET', '/employees?status=inactive')).json().data.items;
      expect(inactive.map((i: { id: string }) => i.id)).toEqual([id]);
      expect((await call('GET', `/employee?id=${id}`)).json().data).toEqual([]);
    });

    it("keeps a permanent resident's CPF rates, and only a permanent resident's", async () => {
      const created = await call(
        'POST',
        '/employees',
        newEmployee({
          personal: {
            name: 'Priya Nair',
            email: 'priya.nair@tembusu.example',
            idType: 'FIN',
            idNumber: 'G1234567X',
            race: 'Indian',
            religion: 'Hindu',
            nationality: 'IN',
            residency: 'PermanentResident',
            prStartDate: '2026-03-15',
          },
          employment: { employeeNumber: 'EMP-9150', prCpfScheme: 'full' },
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const prId = created.json().data.id;
      expect(created.json().data.employment.prCpfScheme).toBe('full');

      const record = async () => (await call('GET', `/employee/${prId}`)).json().data;
      const { employment } = await record();
      const fg = await call('PUT', `/employees/${prId}/employment-pay-details`, {
        ...employment,
        prCpfScheme: 'fullEmployer',
      });
      expect(fg.statusCode, fg.body).toBe(200);
      expect(fg.json().data.employment.prCpfScheme).toBe('fullEmployer');
      const { rows } = await t.database.pool.query(
        `select detail from audit_log where action = 'employee.pay_updated' and subject = $1`,
        [prId],
      );
      expect(rows.map((row) => row.detail)).toEqual([
        expect.objectContaining({
          before: expect.objectContaining({ prCpfScheme: 'full' }),
          after: expect.objectContaining({ prCpfScheme: 'fullEmployer' }),
        }),
      ]);

      // Becoming a citizen leaves the graduated rates, the only ones others have, and says so.
      const { personal } = await record();
      const citizen = await call('PUT', `/employees/${prId}/personal-details`, {
        ...personal,
        residency: 'Citizen',
        prStartDate: null,
      });
      expect(citizen.statusCode, citizen.body).toBe(200);
      expect(citizen.json().data.employment.prCpfScheme).toBe('graduated');
      const audited = await t.database.pool.query(
        `select detail from audit_log where action = 'employee.pay_updated' and subject = $1
         order by created_at`,
        [prId],
      );
      expect(audited.rows).toHaveLength(2);
      expect(audited.rows[1].detail).toMatchObject({
        before: { residency: 'PermanentResident', prCpfScheme: 'fullEmployer' },
        after: { residency: 'Citizen', prCpfScheme: 'graduated' },
      });

      // A citizen's record refuses them, naming the field, and stays as it was.
      const before = await record();
      const refused = await call('PUT', `/employees/${prId}/employment-pay-details`, {
        ...before.employment,
        prCpfScheme: 'full',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'prCpfScheme',
        message:
          'prCpfScheme: Only a permanent resident can have CPF rates other than the graduated rates',
      });
      expect(await record()).toEqual(before);
    });

    it('answers 404 for an employee that does not exist', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      expect((await call('GET', `/employee/${missing}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/employees/${missing}`)).statusCode).toBe(404);
    });
  });

  describe('deleting', () => {
    const create = async (number: string) =>
      (
        await call(
          'POST',
          '/employees',
          newEmployee({
            personal: { email: `${number.toLowerCase()}@tembusu.example` },
            employment: { employeeNumber: number },
          }),
        )
      ).json().data.id as string;

    it('deletes a record made in error', async () => {
      const id = await create('DEL-1');
      expect((await call('DELETE', `/employees/${id}`)).statusCode).toBe(200);
      expect((await call('GET', `/employee/${id}`)).statusCode).toBe(404);
      expect((await staffLogin('del-1@tembusu.example', 'Welcome@2026')).statusCode).toBe(401);
    });

    it('refuses to delete an employee with records, and keeps them whole', async () => {
      const id = await create('DEL-2');
      // A room booking is on record; payroll history is kept the same way.
      await t.database.pool.query(
        `insert into bookings (organization_id, resource_id, employee_id, booked_by_account_id,
           starts_at, ends_at, status)
         select e.organization_id, r.id, e.id, e.account_id,
           '2030-01-07T01:00Z', '2030-01-07T02:00Z', 'Booked'
           from employees e join booking_resources r on r.organization_id = e.organization_id
          where e.id = $1 limit 1`,
        [id],
      );
      const res = await call('DELETE', `/employees/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This employee has payroll or other records and cannot be deleted. Deactivate the employee instead.',
      );
      expect((await call('GET', `/employee/${id}`)).statusCode).toBe(200);
      expect((await staffLogin('del-2@tembusu.example', 'Welcome@2026')).statusCode).toBe(200);
    });
  });

  describe('department heads and placement', () => {
    it("shows each department's head and lets an admin change it", async () => {
      const list = (await call('GET', '/organization/departments')).json().data;
      expect(list.find((d: { name: string }) => d.name === 'Finance').headName).toBe(
        'Chua Boon Huat',
      );
      const priya = (await call('GET', '/employees?search=priya')).json().data.items[0];
      const res = await call('PUT', `/organization/departments/${departments.Finance}`, {
        name: 'Finance',
        description: null,
        parentId: null,
        headEmployeeId: priya.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ headEmployeeId: priya.id, headName: 'Priya Nair' });

      const bad = await call('PUT', `/organization/departments/${departments.Finance}`, {
        name: 'Finance',
        description: null,
        parentId: null,
        headEmployeeId: '00000000-0000-4000-8000-000000000000',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^headEmployeeId: /);
    });

    it('refuses to delete a department or branch that people still belong to', async () => {
      const department = await call(
        'DELETE',
        `/organization/departments/${departments.Engineering}`,
      );
      expect(department.statusCode).toBe(409);
      expect(department.json().message).toBe(
        'This department has employees. Move them to another department first.',
      );
      const branch = await call('DELETE', `/organization/branches/${branches.Tampines}`);
      expect(branch.statusCode).toBe(409);
      expect(branch.json().message).toMatch(/^This branch\/outlet has employees/);
      expect((await call('GET', `/organization/branches/${branches.Tampines}`)).statusCode).toBe(
        200,
      );
    });
  });

  describe('export', () => {
    it('exports the filtered list as CSV, with formulas defused', async () => {
      await call(
        'POST',
        '/employees',
        newEmployee({
          personal: { name: '=HYPERLINK("http://evil")', email: 'formula@tembusu.example' },
          employment: { employeeNumber: 'CSV-1', departmentId: departments['Human Resources'] },
        }),
      );
      const res = await call(
        'GET',
        `/employees/export?format=csv&departmentId=${departments['Human Resources']}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="employees.csv"');
      const lines = res.body.trim().split('\n');
      expect(lines[0]).toBe(
        'Employee Name,Employee Number,Email,Date of Birth,Age,Hired Date,Year of Service,Country of Work,Organization,Department,Branch/Outlet,Role Title,Status',
      );
      expect(res.body).toContain(
        'Priya Nair,EMP-0002,employee2@tembusu.example,1988-09-30,38,2020-07-15,6,Singapore,',
      );
      expect(res.body).not.toContain('Tan Wei Ming');
      expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    });

    it('exports XLSX that a spreadsheet reads', async () => {
      const res = await call('GET', '/employees/export?format=xlsx&status=active');
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.getWorksheet('Employees');
      expect(sheet?.getRow(1).getCell(1).value).toBe('Employee Name');
      const names: string[] = [];
      sheet?.eachRow((row, n) => {
        if (n > 1) names.push(String(row.getCell(1).value));
      });
      expect(names).toContain('Lim Ah Kow');
      expect(names).toHaveLength(await total('&status=active'));
    });

    it('names a bad format', async () => {
      const res = await call('GET', '/employees/export?format=pdf');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^format: /);
    });

    it('allows each account a few exports a minute', async () => {
      const exports = employeeReadLimits['employee-export'].perMinute;
      const answers = [];
      for (let i = 0; i <= exports; i++) {
        answers.push((await call('GET', '/employees/export?format=csv')).statusCode);
      }
      // The tests above have exported in this minute too.
      expect(answers).toContain(429);
      const refused = await call('GET', '/employees/export?format=csv');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many requests for employee exports\. Please wait \d+ seconds/,
      );
    });
  });
});
