import type {
  Roster,
  RosterCopyResult,
  RosterShift,
  ShiftSchedule,
  ShiftTemplate,
} from '@tembusu/contracts/attendance';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { signIn, signInDemo } from '../../test/sign-in.js';

type Mail = { to: string; subject: string; text: string };

// Today is Monday 20 December 2027 in Singapore; the roster is planned in the weeks of 2028.
const now = new Date('2027-12-20T02:00:00Z');

describe('the roster', () => {
  let t: TestApp;
  let admin: string;
  let staffOfDemo: string;
  let lab: string;
  let jakarta: string;
  let annualLeave: string;
  const templates: Record<string, ShiftTemplate> = {};

  const call = apiCaller(
    () => t.app,
    () => admin,
  );
  const patch = (url: string, payload: object, token = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  let people = 0;
  /** A new employee of the lab department, with their own session. */
  async function person(employment: Record<string, unknown> = {}) {
    people += 1;
    const email = `roster.person${people}@tembusu.example`;
    const digits = String(8500000 + people);
    const name = `Roster Person ${people}`;
    const id = await createdEmployee(call, {
      personal: { email, name, idNumber: `S${digits}${nricFinCheckLetter('S', digits)}` },
      employment: {
        employeeNumber: `RS-${people}`,
        employmentStartDate: '2025-01-06',
        departmentId: lab,
        ...employment,
      },
    });
    const token = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email, password: 'Welcome@2026', organizationID: 'DEMO' },
    });
    return { id, name, email, token };
  }

  const place = (employeeId: string, workDate: string, template: string) =>
    call('POST', '/shift/roster/shifts', {
      employeeId,
      workDate,
      templateId: templates[template]?.id,
    });
  async function placed(employeeId: string, workDate: string, template: string) {
    const res = await place(employeeId, workDate, template);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as RosterShift;
  }
  async function board(from: string, days = 7): Promise<Roster> {
    const res = await call('GET', `/shift/roster?from=${from}&days=${days}&departmentId=${lab}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const shiftsOf = async (employeeId: string, from: string, days = 7) =>
    (await board(from, days)).shifts.filter((shift) => shift.employeeId === employeeId);
  const range = (from: string, days = 7) => ({ from, days, departmentId: lab });
  const publish = (from: string, days = 7) =>
    call('POST', '/shift/roster/publish', range(from, days));
  async function recordLeave(employeeId: string, startDate: string, endDate = startDate) {
    const res = await call('POST', '/leaves/requests', {
      employeeId,
      leaveTypeId: annualLeave,
      startDate,
      endDate,
      reason: 'Family',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const outboxTo = async (address: string): Promise<Mail[]> =>
    (
      await t.database.pool.query<Mail>(
        'select to_address as "to", subject, body_text as text from mail_outbox where to_address = $1 order by created_at',
        [address],
      )
    ).rows;
  const scheduleOf = async (token: string, month: string): Promise<ShiftSchedule> => {
    const res = await call('GET', `/staff/shift-schedule?month=${month}`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db);
    ({ admin, employee: staffOfDemo } = await signInDemo(t.app));
    const department = await call('POST', '/organization/departments', {
      name: 'Roster Lab',
      description: null,
      parentId: null,
    });
    expect(department.statusCode, department.body).toBe(201);
    lab = department.json().data.id;
    const branch = await call('POST', '/organization/branches', {
      name: 'Jakarta Depot',
      address: null,
      postalCode: null,
      phone: null,
      timeZone: 'Asia/Jakarta',
      isActive: true,
    });
    expect(branch.statusCode, branch.body).toBe(201);
    jakarta = branch.json().data.id;
    const types = (await call('GET', '/leaves/types')).json().data as {
      id: string;
      code: string;
    }[];
    annualLeave = types.find((type) => type.code === 'AL')?.id ?? '';
    const shapes = [
      ['Day', '09:00', '18:00', 60, null],
      ['Night', '22:00', '06:00', 30, null],
      ['Early', '05:00', '13:00', 60, null],
      ['Long', '08:00', '18:00', 60, null],
      ['Jakarta day', '09:00', '17:00', 60, jakarta],
    ] as const;
    for (const [name, startTime, endTime, breakMinutes, branchId] of shapes) {
      const res = await call('POST', '/shift/templates', {
        name,
        colour: '#1c7ed6',
        startTime,
        endTime,
        breakMinutes,
        branchId,
        payRules: ['normal'],
        isActive: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      templates[name] = res.json().data;
    }
  }, 120_000);
  afterAll(async () => t.close());

  describe('placing', () => {
    it("places a draft at the template's clock times; a night shift across a month's end belongs to the day it starts", async () => {
      const { id } = await person();
      const night = await placed(id, '2028-01-31', 'Night');
      expect(night).toMatchObject({
        employeeId: id,
        workDate: '2028-01-31',
        name: 'Night',
        startAt: '2028-01-31T14:00:00.000Z',
        endAt: '2028-01-31T22:00:00.000Z',
        startTime: '22:00',
        endTime: '06:00',
        overnight: true,
        timeZone: 'Asia/Singapore',
        paidMinutes: 450,
        state: 'draft',
        publishedAt: null,
        conflicts: [],
      });
      expect((await shiftsOf(id, '2028-01-31')).map((shift) => shift.workDate)).toEqual([
        '2028-01-31',
      ]);
      const one = await call('GET', `/shift/roster/shifts/${night.id}`);
      expect(one.json().data).toEqual(night);
      const missing = await call('GET', `/shift/roster/shifts/${crypto.randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      // It ends on 1 February, yet a board from 1 February does not show it.
      const february = await board('2028-02-01');
      expect(february.shifts.filter((shift) => shift.employeeId === id)).toEqual([]);
    });

    it("reads the clock of the template's branch, else the employee's branch", async () => {
      const atHome = await person();
      const shift = await placed(atHome.id, '2028-01-04', 'Jakarta day');
      expect(shift).toMatchObject({
        startAt: '2028-01-04T02:00:00.000Z',
        startTime: '09:00',
        timeZone: 'Asia/Jakarta',
        branchName: 'Jakarta Depot',
      });
      const posted = await person({ branchId: jakarta });
      const day = await placed(posted.id, '2028-01-04', 'Day');
      expect(day).toMatchObject({
        startAt: '2028-01-04T02:00:00.000Z',
        endAt: '2028-01-04T11:00:00.000Z',
        timeZone: 'Asia/Jakarta',
        branchName: 'Jakarta Depot',
      });
    });

    it('refuses the same shift twice in a cell, also when two admins place it at once', async () => {
      const { id } = await person();
      const [first, second] = await Promise.all([
        place(id, '2028-02-15', 'Day'),
        place(id, '2028-02-15', 'Day'),
      ]);
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
      const refused = [first, second].find((res) => res?.statusCode === 409);
      expect(refused?.json().message).toMatch(/already has Day on 02\/15\/2028/);
      expect(await shiftsOf(id, '2028-02-14')).toHaveLength(1);
    });

    it('refuses a day the person is not employed', async () => {
      const { id, name } = await person({ employmentEndDate: '2028-01-07' });
      const refused = await place(id, '2028-01-10', 'Day');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`${name} is not employed on 01/10/2028`);
    });

    it('refuses a shift dragged onto approved leave, naming the person, the type and the date', async () => {
      const { id, name } = await person();
      await recordLeave(id, '2028-01-05');
      const refused = await place(id, '2028-01-05', 'Day');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `${name} is on Annual leave on 01/05/2028: no shift can be placed that day`,
      );
      const week = await board('2028-01-03');
      expect(week.shifts.filter((shift) => shift.employeeId === id)).toEqual([]);
      expect(week.employees.find((employee) => employee.id === id)?.leave).toEqual([
        { date: '2028-01-05', part: 'full', leaveTypeName: 'Annual leave' },
      ]);
    });

    it('shows leave approved after the shift was placed as a conflict in its cell', async () => {
      const { id } = await person();
      const shift = await placed(id, '2028-01-06', 'Day');
      await recordLeave(id, '2028-01-06');
      const [after] = await shiftsOf(id, '2028-01-03');
      expect(after?.id).toBe(shift.id);
      expect(after?.conflicts).toEqual([{ kind: 'leave', message: 'On Annual leave' }]);
    });
  });

  describe('conflicts', () => {
    it("flags an overnight shift running into the next day's shift", async () => {
      const { id } = await person();
      await placed(id, '2028-01-03', 'Night');
      await placed(id, '2028-01-04', 'Early');
      const [night, early] = await shiftsOf(id, '2028-01-03');
      expect(night?.conflicts).toEqual([
        { kind: 'overlap', message: 'Overlaps Early (05:00–13:00) of 01/04/2028' },
      ]);
      expect(early?.conflicts).toEqual([
        { kind: 'overlap', message: 'Overlaps Night (22:00–06:00) of 01/03/2028' },
      ]);
    });

    it('flags more than 44 hours in the week, and counts the week beside the name', async () => {
      const { id } = await person();
      for (const day of ['10', '11', '12', '13', '14']) await placed(id, `2028-01-${day}`, 'Long');
      const week = await board('2028-01-10', 14);
      expect(week.employees.find((employee) => employee.id === id)?.weeks).toEqual([
        { from: '2028-01-10', paidMinutes: 45 * 60 },
        { from: '2028-01-17', paidMinutes: 0 },
      ]);
      const shifts = week.shifts.filter((shift) => shift.employeeId === id);
      expect(shifts).toHaveLength(5);
      for (const shift of shifts) {
        expect(shift.conflicts).toEqual([
          { kind: 'weeklyHours', message: '45 h in the week from 01/10/2028: more than 44 h' },
        ]);
      }
    });

    it("flags a shift on the work schedule's rest day and a seventh day in a row", async () => {
      const { id } = await person();
      const sunday = await placed(id, '2028-01-16', 'Day');
      expect(sunday.conflicts).toEqual([
        { kind: 'restDay', message: 'A rest day in the work schedule' },
      ]);
      for (const day of ['17', '18', '19', '20', '21', '22']) {
        await placed(id, `2028-01-${day}`, 'Early');
      }
      const shifts = await shiftsOf(id, '2028-01-17');
      const saturday = shifts.find((shift) => shift.workDate === '2028-01-22');
      expect(saturday?.conflicts.map((conflict) => conflict.message)).toContain(
        '7 days in a row without a rest day',
      );
      const friday = shifts.find((shift) => shift.workDate === '2028-01-21');
      expect(friday?.conflicts.map((conflict) => conflict.kind)).not.toContain('noRestDay');
      const week = await board('2028-01-10');
      expect(week.days.map((day) => day.kind)).toEqual([
        'Working_Day',
        'Working_Day',
        'Working_Day',
        'Working_Day',
        'Working_Day',
        'Off_Day',
        'Rest_Day',
      ]);
    });

    it('tells of a public holiday without calling it a problem', async () => {
      const holiday = await call('POST', '/organization/holidays', {
        holidayName: 'Roster Holiday',
        fromDate: '2028-01-26',
        toDate: '2028-01-26',
      });
      expect(holiday.statusCode, holiday.body).toBe(201);
      const { id } = await person();
      const shift = await placed(id, '2028-01-26', 'Day');
      expect(shift.conflicts).toEqual([
        { kind: 'publicHoliday', message: 'Public holiday: Roster Holiday' },
      ]);
      const week = await board('2028-01-24');
      expect(week.days.find((day) => day.date === '2028-01-26')?.holidayName).toBe(
        'Roster Holiday',
      );
    });
  });

  describe('draft and publish', () => {
    it('publishes drafts, mails each person once with their changed days, and staff see only what was published', async () => {
      const first = await person();
      const second = await person();
      await placed(first.id, '2028-02-07', 'Day');
      await placed(first.id, '2028-02-08', 'Night');
      await placed(second.id, '2028-02-09', 'Day');
      expect((await scheduleOf(first.token, '2028-02')).shifts).toEqual([]);
      const before = await board('2028-02-07');
      expect(before.drafts).toBe(3);

      const res = await publish('2028-02-07');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Roster has been published',
        data: { published: 3, removed: 0, notified: 2 },
      });
      const after = await board('2028-02-07');
      expect(after.drafts).toBe(0);
      expect(after.shifts.every((shift) => shift.state === 'published')).toBe(true);
      expect(after.shifts.every((shift) => shift.publishedAt === now.toISOString())).toBe(true);

      const mails = await outboxTo(first.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Your shift schedule has changed');
      expect(mails[0]?.text).toBe(
        [
          `Hello ${first.name},`,
          '',
          'Your roster has changed on these days:',
          '- Mon 02/07/2028: Day 09:00–18:00',
          '- Tue 02/08/2028: Night 22:00–06:00 (next day)',
          '',
          'See your shift schedule: https://hr.tembusu.example/staff-shift-schedule',
        ].join('\n'),
      );
      expect((await outboxTo(second.email))[0]?.subject).toBe(
        'Your shift on 02/09/2028 has changed',
      );

      const seen = await scheduleOf(first.token, '2028-02');
      expect(seen.shifts.map((shift) => [shift.workDate, shift.name, shift.startTime])).toEqual([
        ['2028-02-07', 'Day', '09:00'],
        ['2028-02-08', 'Night', '22:00'],
      ]);
      // A draft placed after the publish stays the admins' until the next one.
      await placed(first.id, '2028-02-10', 'Day');
      expect((await scheduleOf(first.token, '2028-02')).shifts).toHaveLength(2);
    });

    it('withdraws a published shift taken off (staff still see it) until the next publish deletes it', async () => {
      const { id, token, email } = await person();
      const shift = await placed(id, '2028-02-11', 'Day');
      expect((await publish('2028-02-07')).statusCode).toBe(200);
      const removed = await call('DELETE', `/shift/roster/shifts/${shift.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().data).toEqual({ withdrawn: true });
      const [withdrawn] = await shiftsOf(id, '2028-02-07');
      expect(withdrawn).toMatchObject({ id: shift.id, state: 'withdrawn' });
      expect((await board('2028-02-07')).withdrawn).toBe(1);
      expect((await scheduleOf(token, '2028-02')).shifts.map((s) => s.id)).toEqual([shift.id]);
      const twice = await call('DELETE', `/shift/roster/shifts/${shift.id}`);
      expect(twice.statusCode).toBe(409);

      const republished = await publish('2028-02-07');
      expect(republished.json().data).toMatchObject({ removed: 1 });
      expect(await shiftsOf(id, '2028-02-07')).toEqual([]);
      expect((await scheduleOf(token, '2028-02')).shifts).toEqual([]);
      const mails = await outboxTo(email);
      expect(mails.at(-1)?.text).toContain(
        '- Fri 02/11/2028: no shift (taken off: Day 09:00–18:00)',
      );
    });

    it('deletes a draft taken off at once, and puts back a withdrawn shift placed again', async () => {
      const { id } = await person();
      const draft = await placed(id, '2028-02-12', 'Day');
      const removed = await call('DELETE', `/shift/roster/shifts/${draft.id}`);
      expect(removed.json().data).toEqual({ withdrawn: false });
      expect(await shiftsOf(id, '2028-02-07')).toEqual([]);

      const shift = await placed(id, '2028-02-12', 'Night');
      await publish('2028-02-07');
      await call('DELETE', `/shift/roster/shifts/${shift.id}`);
      const again = await placed(id, '2028-02-12', 'Night');
      expect(again).toMatchObject({ id: shift.id, state: 'published' });
    });

    it('publishes once when two admins publish the same range at once', async () => {
      const a = await person();
      const b = await person();
      await placed(a.id, '2028-02-16', 'Day');
      await placed(a.id, '2028-02-17', 'Day');
      await placed(b.id, '2028-02-18', 'Day');
      const answers = await Promise.all([publish('2028-02-14'), publish('2028-02-14')]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const total = answers.reduce((sum, res) => sum + res.json().data.published, 0);
      // The earlier test's cell of 15 February was a draft in this week too.
      expect(total).toBe(4);
      expect(answers.map((res) => res.json().data.published).sort()).toEqual([0, 4]);
      expect(await outboxTo(a.email)).toHaveLength(1);
      expect(await outboxTo(b.email)).toHaveLength(1);
      expect((await board('2028-02-14')).drafts).toBe(0);
    });
  });

  describe('moving, copying and clearing', () => {
    it('moves a draft to another day, and a published shift by withdrawing it where it was', async () => {
      const { id, name } = await person();
      const other = await person();
      const draft = await placed(id, '2028-02-21', 'Night');
      const moved = await patch(`/shift/roster/shifts/${draft.id}`, {
        employeeId: other.id,
        workDate: '2028-02-22',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data).toMatchObject({
        employeeId: other.id,
        workDate: '2028-02-22',
        startAt: '2028-02-22T14:00:00.000Z',
        endAt: '2028-02-22T22:00:00.000Z',
        state: 'draft',
      });
      expect(await shiftsOf(id, '2028-02-21')).toEqual([]);

      const published = await placed(id, '2028-02-23', 'Day');
      await publish('2028-02-21');
      const shifted = await patch(`/shift/roster/shifts/${published.id}`, {
        employeeId: id,
        workDate: '2028-02-24',
      });
      expect(shifted.statusCode, shifted.body).toBe(200);
      expect(shifted.json().data).toMatchObject({ workDate: '2028-02-24', state: 'draft' });
      expect(
        (await shiftsOf(id, '2028-02-21')).map((shift) => [shift.workDate, shift.state]),
      ).toEqual([
        ['2028-02-23', 'withdrawn'],
        ['2028-02-24', 'draft'],
      ]);

      await recordLeave(id, '2028-02-25');
      const ontoLeave = await patch(`/shift/roster/shifts/${shifted.json().data.id}`, {
        employeeId: id,
        workDate: '2028-02-25',
      });
      expect(ontoLeave.statusCode).toBe(409);
      expect(ontoLeave.json().message).toContain(`${name} is on Annual leave on 02/25/2028`);
    });

    it('copies a week to the next, skipping days of leave and shifts already there', async () => {
      const { id, name } = await person();
      await placed(id, '2028-02-28', 'Day');
      await placed(id, '2028-02-29', 'Night');
      await placed(id, '2028-03-01', 'Day');
      await placed(id, '2028-03-06', 'Day');
      await recordLeave(id, '2028-03-08');
      const res = await call('POST', '/shift/roster/copy-week', {
        from: '2028-02-28',
        to: '2028-03-06',
        departmentId: lab,
      });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().data as RosterCopyResult;
      const own = result.skipped.filter((skip) => skip.employeeId === id);
      expect(own).toEqual([
        {
          employeeId: id,
          employeeName: name,
          workDate: '2028-03-06',
          name: 'Day',
          reason: 'exists',
          message: `${name} already has Day on 03/06/2028`,
        },
        {
          employeeId: id,
          employeeName: name,
          workDate: '2028-03-08',
          name: 'Day',
          reason: 'leave',
          message: `${name} is on Annual leave on 03/08/2028`,
        },
      ]);
      expect(
        (await shiftsOf(id, '2028-03-06')).map((shift) => [
          shift.workDate,
          shift.name,
          shift.startAt,
          shift.state,
        ]),
      ).toEqual([
        ['2028-03-06', 'Day', '2028-03-06T01:00:00.000Z', 'draft'],
        ['2028-03-07', 'Night', '2028-03-07T14:00:00.000Z', 'draft'],
      ]);
    });

    it('clears the range: drafts deleted, published shifts withdrawn', async () => {
      const { id } = await person();
      await placed(id, '2028-03-13', 'Day');
      await publish('2028-03-13');
      await placed(id, '2028-03-14', 'Day');
      const res = await call('POST', '/shift/roster/clear', range('2028-03-13'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ removed: 1, withdrawn: 1 });
      expect((await shiftsOf(id, '2028-03-13')).map((shift) => shift.state)).toEqual(['withdrawn']);
    });
  });

  describe('who may', () => {
    async function assistant(preventAccess: string[]) {
      const email = `roster.assistant${preventAccess.length}@tembusu.example`;
      const made = await call('POST', '/organization/asst-admin', {
        name: 'Roster Assistant',
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

    it('lets admins and assistant admins of shift planning plan, and keeps staff out', async () => {
      const url = `/shift/roster?from=2028-01-03&days=7&departmentId=${lab}`;
      expect((await call('GET', url, undefined, staffOfDemo)).statusCode).toBe(403);
      const { id } = await person();
      const asStaff = await call(
        'POST',
        '/shift/roster/shifts',
        { employeeId: id, workDate: '2028-03-20', templateId: templates.Day?.id },
        staffOfDemo,
      );
      expect(asStaff.statusCode).toBe(403);
      expect((await call('GET', url, undefined, await assistant([]))).statusCode).toBe(200);
      const keptOut = await assistant(['/shift-planning']);
      expect((await call('GET', url, undefined, keptOut)).statusCode).toBe(403);
      expect((await call('GET', '/staff/shift-schedule')).statusCode).toBe(403);
    });
  });

  describe('bad input', () => {
    it.each([
      ['from', '/shift/roster?from=2028-13-01'],
      ['days', '/shift/roster?from=2028-01-03&days=9'],
      ['branchId', '/shift/roster?from=2028-01-03&branchId=nowhere'],
    ])('refuses a board query with a bad %s', async (field, url) => {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    });

    it('refuses a bad placement naming the field, and writes nothing', async () => {
      const { id } = await person();
      const cases = [
        [
          'employeeId',
          { employeeId: 'someone', workDate: '2028-03-21', templateId: templates.Day?.id },
        ],
        ['workDate', { employeeId: id, workDate: '21/03/2028', templateId: templates.Day?.id }],
        ['templateId', { employeeId: id, workDate: '2028-03-21', templateId: 'x' }],
        ['templateId', { employeeId: id, workDate: '2028-03-21', templateId: crypto.randomUUID() }],
        [
          'employeeId',
          {
            employeeId: crypto.randomUUID(),
            workDate: '2028-03-21',
            templateId: templates.Day?.id,
          },
        ],
      ] as const;
      for (const [field, body] of cases) {
        const res = await call('POST', '/shift/roster/shifts', body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().field).toBe(field);
      }
      const idle = await call('POST', '/shift/templates', {
        name: 'Retired',
        colour: '#868e96',
        startTime: '10:00',
        endTime: '14:00',
        breakMinutes: 0,
        branchId: null,
        payRules: ['normal'],
        isActive: false,
      });
      const inactive = await call('POST', '/shift/roster/shifts', {
        employeeId: id,
        workDate: '2028-03-21',
        templateId: idle.json().data.id,
      });
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json().message).toBe('templateId: Retired is not active');
      expect(await shiftsOf(id, '2028-03-20')).toEqual([]);
    });

    it.each([
      ['from', { from: '2028-03-01', to: '2028-03-06' }],
      ['to', { from: '2028-02-28', to: '2028-02-28' }],
      ['to', { from: '2028-02-28', to: 'next week' }],
    ])('refuses a copy with a bad %s', async (field, body) => {
      const res = await call('POST', '/shift/roster/copy-week', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    });

    it.each([
      ['days', { from: '2028-03-13', days: 30 }],
      ['from', { from: 'monday', days: 7 }],
      ['departmentId', { from: '2028-03-13', days: 7, departmentId: crypto.randomUUID() }],
    ])('refuses a publish with a bad %s', async (field, body) => {
      const res = await call('POST', '/shift/roster/publish', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    });

    it('refuses a bad month on the staff schedule', async () => {
      const res = await call('GET', '/staff/shift-schedule?month=2028-13', undefined, staffOfDemo);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('month');
    });
  });
});
