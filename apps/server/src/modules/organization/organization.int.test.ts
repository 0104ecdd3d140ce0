import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInDemo, signUp } from '../../test/sign-in.js';

describe('organisation details, branches and departments', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = admin,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const info = {
    organizationName: 'Tembusu Demo Pte Ltd',
    uen: '202612345K',
    registrationType: 'UEN',
    address: '1 Raffles Place',
    industry: 'Information Technology',
    phone: '+65 6123 4567',
    email: 'hello@demo.example',
    currency: 'SGD',
    timeZone: 'Asia/Singapore',
  };

  it('shows and changes the organisation details, and the spec calls answer the same', async () => {
    const res = await call('PUT', '/organization/info', { ...info, address: '8 Marina View' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'DEMO',
      address: '8 Marina View',
      phone: '+65 6123 4567',
    });
    const id = res.json().data.id;
    const organ = await call('GET', `/organization/organ/${id}`, undefined, employee);
    expect(organ.json().data.address).toBe('8 Marina View');
    const forBooking = await call('GET', '/organization/organ-for-booking', undefined, employee);
    expect(forBooking.json().data).toEqual([{ id, organizationName: 'Tembusu Demo Pte Ltd' }]);
  });

  it('names the field of a bad value and changes nothing', async () => {
    for (const [field, value] of [
      ['currency', 'XXX'],
      ['timeZone', 'Mars/Olympus'],
      ['phone', '12-34'],
      ['email', 'not-an-email'],
      ['registrationType', 'LLC'],
    ] as const) {
      const res = await call('PUT', '/organization/info', { ...info, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message.startsWith(`${field}: `), res.json().message).toBe(true);
    }
    expect((await call('GET', '/organization/info')).json().data.address).toBe('8 Marina View');
  });

  it('lets employees read but not change the organisation', async () => {
    expect((await call('GET', '/organization/info', undefined, employee)).statusCode).toBe(200);
    expect((await call('PUT', '/organization/info', info, employee)).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/organization/departments',
          { name: 'X', description: null, parentId: null },
          employee,
        )
      ).statusCode,
    ).toBe(403);
  });

  const branch = (name: string, isActive = true) => ({
    name,
    address: '10 Anson Road',
    postalCode: '079903',
    phone: null,
    timeZone: 'Asia/Singapore',
    isActive,
  });

  it('keeps branches, lists active ones for booking and all in branch-all', async () => {
    const hq = await call('POST', '/organization/branches', branch('Headquarters'));
    expect(hq.statusCode).toBe(201);
    await call('POST', '/organization/branches', branch('Old Outlet', false));
    const organizationId = hq.json().data.organizationId;

    const active = await call(
      'GET',
      `/organization/branch?organizationId=${organizationId}`,
      undefined,
      employee,
    );
    expect(active.json().statusCode).toBe(200);
    // The demo organisation's own three branches come first in name order.
    expect(active.json().data.map((b: { name: string }) => b.name)).toEqual([
      'Headquarters',
      'Jurong East',
      'Raffles Place HQ',
      'Tampines',
    ]);
    expect(active.json().data[0]).toEqual({
      id: hq.json().data.id,
      name: 'Headquarters',
      organizationId,
    });
    const all = await call('GET', '/organization/branch-all');
    expect(all.json().data.map((b: { name: string }) => b.name)).toEqual([
      'Headquarters',
      'Jurong East',
      'Old Outlet',
      'Raffles Place HQ',
      'Tampines',
    ]);
  });

  it('refuses a branch name already used, whatever its case', async () => {
    const res = await call('POST', '/organization/branches', branch('headquarters'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Branch/Outlet Already Exists. Please use a different name for the branch or outlet.',
    );
    const bad = await call('POST', '/organization/branches', {
      ...branch('North'),
      postalCode: '1234',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^postalCode: /);
  });

  it('builds a department tree and refuses loops and duplicates', async () => {
    const make = async (name: string, parentId: string | null) =>
      (
        await call('POST', '/organization/departments', { name, description: null, parentId })
      ).json().data;
    const operations = await make('Facilities', null);
    const logistics = await make('Logistics', operations.id);
    const fleet = await make('Fleet', logistics.id);
    expect(fleet.parentId).toBe(logistics.id);

    const duplicate = await call('POST', '/organization/departments', {
      name: 'LOGISTICS',
      description: null,
      parentId: null,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      'Department Already Exists. Please use a different name for the department.',
    );

    const loop = await call('PUT', `/organization/departments/${operations.id}`, {
      name: 'Facilities',
      description: null,
      parentId: fleet.id,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().message).toMatch(/^parentId: /);

    const busy = await call('DELETE', `/organization/departments/${logistics.id}`);
    expect(busy.statusCode).toBe(409);
    expect((await call('DELETE', `/organization/departments/${fleet.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/organization/departments/${logistics.id}`)).statusCode).toBe(
      200,
    );
    const left = await call('GET', '/organization/departments', undefined, employee);
    const names = left.json().data.map((d: { name: string }) => d.name);
    expect(names).toContain('Facilities');
    expect(names).not.toContain('Logistics');
    expect(names).not.toContain('Fleet');
  });
});

describe('holidays and announcements', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  let now = new Date('2026-03-10T16:30:00Z'); // 00:30 on 11 March in Singapore

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = admin,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it("starts with Singapore's public holidays for 2025 to 2027", async () => {
    const year = await call('GET', '/organization/holidays?year=2026', undefined, employee);
    const names = year.json().data.map((h: { holidayName: string }) => h.holidayName);
    expect(names).toContain('Chinese New Year');
    expect(names).toContain('National Day (observed)');
    expect(year.json().data.every((h: { fromDate: string }) => h.fromDate.startsWith('2026'))).toBe(
      true,
    );
    const all = await call('GET', '/organization/holidays');
    expect(all.json().data.length).toBe(35);
  });

  it('adds a company holiday and refuses one that ends before it starts', async () => {
    const made = await call('POST', '/organization/holidays', {
      holidayName: 'Company Retreat',
      fromDate: '2026-12-28',
      toDate: '2026-12-29',
    });
    expect(made.statusCode).toBe(201);
    const backwards = await call('POST', '/organization/holidays', {
      holidayName: 'Backwards',
      fromDate: '2026-12-29',
      toDate: '2026-12-28',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('toDate: The last day cannot be before the first day');
    const badDate = await call('POST', '/organization/holidays', {
      holidayName: 'Bad',
      fromDate: '29/12/2026',
      toDate: '2026-12-29',
    });
    expect(badDate.json().message).toMatch(/^fromDate: /);
    expect((await call('DELETE', `/organization/holidays/${made.json().data.id}`)).statusCode).toBe(
      200,
    );
  });

  it('shows published announcements to the side they are meant for, by the organisation’s date', async () => {
    const post = (title: string, audience: string, publishDate: string) =>
      call('POST', '/organization/announcements', {
        title,
        body: `${title} body`,
        audience,
        publishDate,
      });
    expect((await post('Town hall', 'everyone', '2026-03-11')).statusCode).toBe(201);
    await post('Payroll cut-off', 'admins', '2026-03-01');
    await post('Staff party', 'employees', '2026-03-05');
    await post('Next month', 'everyone', '2026-04-01');

    const forStaff = await call(
      'GET',
      '/organization/announcements/published',
      undefined,
      employee,
    );
    expect(forStaff.json().data.map((a: { title: string }) => a.title)).toEqual([
      'Town hall',
      'Staff party',
    ]);
    expect(forStaff.json().data[0].authorName).toBe(demoAccounts.admin.name);
    const forAdmins = await call('GET', '/organization/announcements/published');
    expect(forAdmins.json().data.map((a: { title: string }) => a.title)).toEqual([
      'Town hall',
      'Payroll cut-off',
    ]);

    now = new Date('2026-03-10T15:30:00Z'); // 23:30 on 10 March in Singapore: not yet
    const earlier = await call('GET', '/organization/announcements/published', undefined, employee);
    expect(earlier.json().data.map((a: { title: string }) => a.title)).toEqual(['Staff party']);

    expect((await call('GET', '/organization/announcements', undefined, employee)).statusCode).toBe(
      403,
    );
    const all = await call('GET', '/organization/announcements');
    expect(all.json().data).toHaveLength(4);
  });
});

describe('working hours', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'PUT', payload?: object, token = admin) =>
    t.app.inject({
      method,
      url: '/api/v1/organization/working-hours',
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('starts from a Monday-to-Friday week with the spec’s thurday', async () => {
    const res = await call('GET', undefined, employee);
    expect(res.statusCode).toBe(200);
    const hours = res.json().data;
    expect(Object.keys(hours.days)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thurday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(hours.days.thurday).toMatchObject({
      selected: true,
      workingHours: 8,
      breakDuration: 60,
    });
    expect(hours.days.sunday).toMatchObject({ selected: false, offDayType: 'restDay' });
    expect(hours).toMatchObject({
      workingHoursType: 'fixed',
      scheduleType: 'fixed',
      breakDeduction: 0,
    });
  });

  it('saves a six-day week with shift planning and the full-break rule', async () => {
    const hours = (await call('GET')).json().data;
    hours.workingHoursType = 'shiftPlanning';
    hours.breakDeduction = 1;
    hours.days.saturday = {
      selected: true,
      startTime: '09:00',
      endTime: '13:00',
      workingHours: 4,
      breakDuration: 0,
      offDayType: null,
    };
    const saved = await call('PUT', hours);
    expect(saved.statusCode).toBe(200);
    const again = (await call('GET', undefined, employee)).json().data;
    expect(again.days.saturday).toMatchObject({ selected: true, workingHours: 4 });
    expect(again).toMatchObject({ workingHoursType: 'shiftPlanning', breakDeduction: 1 });
  });

  it('names the day and field that is wrong, and keeps what was saved', async () => {
    const hours = (await call('GET')).json().data;
    hours.days.wednesday.endTime = '08:00';
    const res = await call('PUT', hours);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('days.wednesday.endTime: The day must end after it starts');
    const wrongRule = await call('PUT', { ...hours, breakDeduction: 2 });
    expect(wrongRule.json().message).toMatch(/^breakDeduction: /);
    expect((await call('GET')).json().data.days.wednesday.endTime).toBe('18:00');
  });

  it("keeps each organisation's working hours its own", async () => {
    const other = await signUp(t.app, {
      organizationName: 'Other Pte Ltd',
      organizationId: 'OTHERHOURS',
      name: 'Other',
      email: 'other@hours.example',
      password: demoPassword,
    });
    const theirs = (await call('GET', undefined, other)).json().data;
    expect(theirs.workingHoursType).toBe('fixed');
    expect(theirs.days.saturday.selected).toBe(false);
  });

  it('lets only admins change it', async () => {
    const hours = (await call('GET')).json().data;
    expect((await call('PUT', hours, employee)).statusCode).toBe(403);
  });
});
