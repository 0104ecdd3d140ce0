import type { ShiftTemplate } from '@tembusu/contracts/attendance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rosterShifts } from '../../db/schema/attendance.js';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { signIn, signInDemo, signUp } from '../../test/sign-in.js';

describe('shift templates', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  let organizationId: string;
  let branchId: string;
  let employeeId: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Morning',
    colour: '#1c7ed6',
    startTime: '07:00',
    endTime: '15:00',
    breakMinutes: 45,
    branchId: null,
    payRules: ['normal'],
    isActive: true,
    ...overrides,
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', '/shift/templates', body(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as ShiftTemplate;
  };

  const names = async (query = '') => {
    const res = await call('GET', `/shift/templates${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as ShiftTemplate[]).map((template) => template.name);
  };

  /** Signs in a new assistant admin kept out of the given sections. */
  let assistants = 0;
  async function assistant(preventAccess: string[]) {
    assistants += 1;
    const email = `shift.assistant${assistants}@tembusu.example`;
    const made = await call('POST', '/organization/asst-admin', {
      name: `Shift Assistant ${assistants}`,
      email,
      password: 'Assist@2026',
      preventAccess,
    });
    expect(made.statusCode, made.body).toBe(201);
    return signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email, password: 'Assist@2026' },
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
    organizationId = (await call('GET', '/organization/info')).json().data.id;
    branchId = (await call('GET', '/organization/branches')).json().data[0].id;
    employeeId = (await call('GET', '/employees?search=EMP-0001')).json().data.items[0].id;
  }, 120_000);
  afterAll(async () => t.close());

  it('adds an overnight template at a branch, paid as the span less the break', async () => {
    const night = await create({
      name: 'Night',
      colour: '#7048E8',
      startTime: '22:00',
      endTime: '06:00',
      breakMinutes: 30,
      branchId,
      payRules: ['publicHoliday', 'normal', 'restDay'],
    });
    const branches = (await call('GET', '/organization/branches')).json().data;
    expect(night).toMatchObject({
      name: 'Night',
      colour: '#7048E8',
      startTime: '22:00',
      endTime: '06:00',
      breakMinutes: 30,
      branchId,
      branchName: branches[0].name,
      // In the contract's order, whatever order they were ticked in.
      payRules: ['normal', 'restDay', 'publicHoliday'],
      isActive: true,
      overnight: true,
      paidMinutes: 450,
    });
    const read = await call('GET', `/shift/templates/${night.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(night);

    const day = await create({ name: 'Office day', startTime: '09:00', endTime: '18:00' });
    expect(day).toMatchObject({ overnight: false, paidMinutes: 495, branchName: null });
  });

  it('lists by name ignoring case, inactive ones only when asked, and offers the active ones', async () => {
    await create({ name: 'afternoon', startTime: '14:00', endTime: '22:00' });
    const idle = await create({ name: 'Weekend relief', isActive: false, payRules: ['offDay'] });
    // The demo's own two, the Tampines counter's, sort among them.
    expect(await names('?includeInactive=true')).toEqual([
      'afternoon',
      'Counter late',
      'Counter morning',
      'Night',
      'Office day',
      'Weekend relief',
    ]);
    const active = ['afternoon', 'Counter late', 'Counter morning', 'Night', 'Office day'];
    expect(await names()).toEqual(active);
    expect(await names('?includeInactive=false')).toEqual(active);

    const options = await call('GET', '/shift/templates/options');
    expect(options.statusCode).toBe(200);
    const night = options.json().data.find((option: { name: string }) => option.name === 'Night');
    expect(Object.keys(night).sort()).toEqual([
      'breakMinutes',
      'colour',
      'endTime',
      'id',
      'name',
      'overnight',
      'startTime',
    ]);
    expect(night).toMatchObject({ startTime: '22:00', endTime: '06:00', overnight: true });
    expect(options.json().data.map((option: { id: string }) => option.id)).not.toContain(idle.id);

    const odd = await call('GET', '/shift/templates?includeInactive=maybe');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().field).toBe('includeInactive');
  });

  it('refuses a second template of the same name in any case, naming the field', async () => {
    const twice = await call('POST', '/shift/templates', body({ name: 'NIGHT' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      field: 'name',
      message: 'name: another shift template has this name',
    });
    const office = (await call('GET', '/shift/templates'))
      .json()
      .data.find((template: ShiftTemplate) => template.name === 'Office day');
    const renamed = await call('PUT', `/shift/templates/${office.id}`, body({ name: ' night ' }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().field).toBe('name');
    expect((await call('GET', `/shift/templates/${office.id}`)).json().data.name).toBe(
      'Office day',
    );
  });

  it.each([
    ['name', { name: '  ' }],
    ['colour', { colour: 'blue' }],
    ['startTime', { startTime: '24:00' }],
    ['endTime', { endTime: '7pm' }],
    ['endTime', { startTime: '08:00', endTime: '08:00' }],
    ['breakMinutes', { breakMinutes: -5 }],
    ['breakMinutes', { breakMinutes: 12.5 }],
    ['breakMinutes', { startTime: '22:00', endTime: '01:00', breakMinutes: 180 }],
    ['branchId', { branchId: 'somewhere' }],
    ['payRules', { payRules: [] }],
    ['payRules.0', { payRules: ['weekday'] }],
    ['isActive', { isActive: 'yes' }],
  ])('refuses a bad %s with 400 naming it', async (field, overrides) => {
    const before = await names('?includeInactive=true');
    const res = await call('POST', '/shift/templates', body({ name: 'Refused', ...overrides }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await names('?includeInactive=true')).toEqual(before);
  });

  it("refuses a branch that is not the organisation's", async () => {
    const other = await signUp(t.app, {
      organizationName: 'Shift Other Pte Ltd',
      organizationId: 'SHIFTOTHER',
      name: 'Other Admin',
      email: 'admin@shift-other.example',
      password: 'Other@2026pass',
    });
    const otherBranch = await call(
      'POST',
      '/organization/branches',
      {
        name: 'Elsewhere',
        address: null,
        postalCode: null,
        phone: null,
        timeZone: 'Asia/Singapore',
        isActive: true,
      },
      other,
    );
    expect(otherBranch.statusCode, otherBranch.body).toBe(201);
    const res = await call(
      'POST',
      '/shift/templates',
      body({ name: 'Sneaky', branchId: otherBranch.json().data.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'branchId',
      message: 'branchId: choose a branch of the organisation',
    });
    // Nor does the other organisation see this one's templates.
    const theirs = await call('GET', '/shift/templates?includeInactive=true', undefined, other);
    expect(theirs.json().data).toEqual([]);
  });

  it('changes a template, and answers 404 for one that is not there', async () => {
    const late = await create({ name: 'Late', startTime: '12:00', endTime: '21:00' });
    const changed = await call(
      'PUT',
      `/shift/templates/${late.id}`,
      body({
        name: 'Late night',
        startTime: '18:00',
        endTime: '02:30',
        breakMinutes: 60,
        branchId,
        isActive: false,
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('Shift template has been saved');
    expect(changed.json().data).toMatchObject({
      id: late.id,
      name: 'Late night',
      overnight: true,
      paidMinutes: 450,
      branchId,
      isActive: false,
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/shift/templates/${missing}`)).statusCode).toBe(404);
    expect((await call('PUT', `/shift/templates/${missing}`, body())).statusCode).toBe(404);
    expect((await call('DELETE', `/shift/templates/${missing}`)).statusCode).toBe(404);
    const badId = await call('GET', '/shift/templates/not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
  });

  it('refuses to delete a template on the roster, and deletes one that never was', async () => {
    const placed = await create({ name: 'Placed' });
    await t.database.db.insert(rosterShifts).values({
      organizationId,
      employeeId,
      workDate: '2026-03-02',
      templateId: placed.id,
      name: placed.name,
      colour: placed.colour,
      startAt: new Date('2026-03-01T23:00:00Z'),
      endAt: new Date('2026-03-02T07:00:00Z'),
      breakMinutes: placed.breakMinutes,
      payRules: placed.payRules,
      state: 'draft',
    });
    const refused = await call('DELETE', `/shift/templates/${placed.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Placed is on the roster: deactivate it instead');
    expect((await call('GET', `/shift/templates/${placed.id}`)).statusCode).toBe(200);

    const unused = await create({ name: 'Unused' });
    const deleted = await call('DELETE', `/shift/templates/${unused.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('Shift template has been deleted');
    expect((await call('GET', `/shift/templates/${unused.id}`)).statusCode).toBe(404);

    const audit = await t.database.pool.query<{ action: string }>(
      "select action from audit_log where subject = $1 and action like 'shift.template.%' order by id",
      [unused.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'shift.template.create',
      'shift.template.delete',
    ]);
  });

  it('keeps a branch with a template from being deleted, saying so', async () => {
    const branch = await call('POST', '/organization/branches', {
      name: 'Pop-up kiosk',
      address: null,
      postalCode: null,
      phone: null,
      timeZone: 'Asia/Singapore',
      isActive: true,
    });
    expect(branch.statusCode, branch.body).toBe(201);
    await create({ name: 'Kiosk shift', branchId: branch.json().data.id });
    const refused = await call('DELETE', `/organization/branches/${branch.json().data.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This branch/outlet has shift templates. Move them elsewhere or mark the branch/outlet inactive.',
    );
  });

  it('is for admins and assistant admins of the section only', async () => {
    const someId = (await call('GET', '/shift/templates')).json().data[0].id;
    const calls = [
      ['GET', '/shift/templates', undefined],
      ['GET', '/shift/templates/options', undefined],
      ['GET', `/shift/templates/${someId}`, undefined],
      ['POST', '/shift/templates', body({ name: 'Staff made' })],
      ['PUT', `/shift/templates/${someId}`, body({ name: 'Staff made' })],
      ['DELETE', `/shift/templates/${someId}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, employee)).statusCode, `${method} ${url}`).toBe(403);
    }
    const keptOut = await assistant(['/shift-planning']);
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, payload, keptOut);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(
        'Your administrator has not given you access to this section',
      );
    }
    const allowed = await assistant(['/attendance']);
    expect((await call('GET', '/shift/templates', undefined, allowed)).statusCode).toBe(200);
    const made = await call('POST', '/shift/templates', body({ name: 'Assistant made' }), allowed);
    expect(made.statusCode, made.body).toBe(201);
  });
});
