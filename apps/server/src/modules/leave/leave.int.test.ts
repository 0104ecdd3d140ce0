import type { LeaveBalance, LeaveRequest, LeaveType } from '@tembusu/contracts/leave';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { generatedPayroll } from '../../test/payroll.js';
import { signIn, signInDemo } from '../../test/sign-in.js';

// Today is Monday 23 November 2026 in Singapore; Deepavali was Monday 9 November.
describe('leave', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let managerId: string;
  let types: LeaveType[];

  const call = apiCaller(
    () => t.app,
    () => admin,
  );
  const typeCoded = (code: string) => {
    const type = types.find((candidate) => candidate.code === code);
    if (!type) throw new Error(`No leave type ${code}`);
    return type;
  };
  const balanceOf = async (employeeId: string, code: string, date = '2026-11-23') => {
    const res = await call('GET', `/leaves/balances/${employeeId}?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    const balance = (res.json().data.balances as LeaveBalance[]).find(
      (row) => row.leaveType.code === code,
    );
    if (!balance) throw new Error(`No ${code} balance`);
    return balance;
  };

  let people = 0;
  /** A new employee of the demo organisation, answering their id and their own session. */
  async function person(employment: Record<string, unknown> = {}, gender = 'Female') {
    people += 1;
    const email = `leave.person${people}@tembusu.example`;
    const digits = String(8800000 + people);
    const id = await createdEmployee(call, {
      personal: {
        email,
        idNumber: `S${digits}${nricFinCheckLetter('S', digits)}`,
        gender: gender as never,
        name: `Leave Person ${people}`,
      },
      employment: {
        employeeNumber: `LV-${people}`,
        employmentStartDate: '2025-01-06',
        managerId,
        ...employment,
      },
    });
    const token = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email, password: 'Welcome@2026', organizationID: 'DEMO' },
    });
    return { id, token };
  }

  const request = (body: object, token = admin) => call('POST', '/leaves/requests', body, token);
  const own = (body: object, token: string) => call('POST', '/staff/leaves', body, token);

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin, employee: manager } = await signInDemo(t.app));
    const found = await call('GET', '/employees?search=EMP-0001');
    managerId = found.json().data.items[0].id;
    const listed = await call('GET', '/leaves/types');
    expect(listed.statusCode, listed.body).toBe(200);
    types = listed.json().data;
  }, 60_000);
  afterAll(async () => t.close());

  describe('types', () => {
    it('gives every organisation the statutory Singapore types, which cannot be deleted', async () => {
      expect(types.filter((type) => type.statutory).map((type) => type.code)).toEqual([
        'AL',
        'SL',
        'HL',
        'CCL',
        'ECL',
        'UICL',
        'ML',
        'PL',
        'SPL',
        'NPL',
      ]);
      const refused = await call('DELETE', `/leaves/types/${typeCoded('AL').id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('deactivate it instead');
    });

    it('adds a company type, refuses its code twice with the field named, and deletes it unused', async () => {
      const body = {
        name: 'Birthday leave',
        code: 'bday',
        paid: true,
        entitlementRule: 'fixed',
        fixedDays: 1,
      };
      const created = await call('POST', '/leaves/types', body);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({
        code: 'BDAY',
        fixedDays: '1.0',
        statutory: false,
      });
      const twice = await call('POST', '/leaves/types', { ...body, name: 'Another' });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().field).toBe('code');
      const noDays = await call('POST', '/leaves/types', {
        ...body,
        code: 'X',
        name: 'X',
        fixedDays: null,
      });
      expect(noDays.json().field).toBe('fixedDays');
      const deleted = await call('DELETE', `/leaves/types/${created.json().data.id}`);
      expect(deleted.statusCode).toBe(200);
    });
  });

  describe('entitlements', () => {
    it('prorates annual leave on joining mid-year: 7 days x 9 months / 12 = 5.25 gives 5 days', async () => {
      const { id } = await person({ employmentStartDate: '2026-04-01' });
      const balance = await balanceOf(id, 'AL');
      expect(balance).toMatchObject({ entitlement: '5.0', earned: '5.0', balance: '5.0' });
      expect(balance.notYetEligible).toBeNull();
    });

    it('steps sick leave by completed months of service: 5/15 at 3 months, 8/30 at 4, 14/60 from 6', async () => {
      const { id } = await person({ employmentStartDate: '2026-08-10' });
      expect((await balanceOf(id, 'SL', '2026-11-09')).entitlement).toBe('0.0');
      expect((await balanceOf(id, 'SL', '2026-11-09')).notYetEligible).toContain('3 months');
      expect((await balanceOf(id, 'SL', '2026-11-10')).entitlement).toBe('5.0');
      expect((await balanceOf(id, 'HL', '2026-11-10')).entitlement).toBe('15.0');
      expect((await balanceOf(id, 'SL', '2026-12-10')).entitlement).toBe('8.0');
      expect((await balanceOf(id, 'HL', '2026-12-10')).entitlement).toBe('30.0');
      expect((await balanceOf(id, 'SL', '2027-02-10')).entitlement).toBe('14.0');
      expect((await balanceOf(id, 'HL', '2027-02-10')).entitlement).toBe('60.0');
    });

    it('caps childcare and extended childcare at 6 days a year together, across children', async () => {
      const { id } = await person();
      const toddler = { birthDate: '2023-03-01', citizen: true };
      const schoolchild = { birthDate: '2016-05-01', citizen: true };
      const leave = (code: string, startDate: string, endDate: string, child: object) =>
        request({ employeeId: id, leaveTypeId: typeCoded(code).id, startDate, endDate, child });
      // Two days of extended childcare for the older child, then four of childcare for the
      // younger: six in all.
      expect((await leave('ECL', '2026-12-01', '2026-12-02', schoolchild)).statusCode).toBe(201);
      expect((await leave('CCL', '2026-12-07', '2026-12-10', toddler)).statusCode).toBe(201);
      // The toddler alone would give two more days of childcare; the year's six are used.
      const seventh = await leave('CCL', '2026-12-14', '2026-12-14', toddler);
      expect(seventh.statusCode).toBe(409);
      expect(seventh.json().message).toContain(
        'of the 6.0 days of childcare leave a parent has in a year',
      );
      // A new year opens the cap again.
      expect((await leave('CCL', '2027-01-05', '2027-01-05', toddler)).statusCode).toBe(201);
    });

    it('refuses annual leave before 3 months of service, naming the date it opens', async () => {
      const { id } = await person({ employmentStartDate: '2026-10-01' });
      const refused = await request({
        employeeId: id,
        leaveTypeId: typeCoded('AL').id,
        startDate: '2026-12-14',
        endDate: '2026-12-14',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'startDate' });
      expect(refused.json().message).toContain('01/01/2027');
    });
  });

  describe('counting days', () => {
    it('counts an afternoon before Deepavali to a morning after it as one day, the holiday left out', async () => {
      const { id } = await person();
      const preview = await call('POST', '/leaves/requests/preview', {
        employeeId: id,
        leaveTypeId: typeCoded('AL').id,
        startDate: '2026-11-06',
        endDate: '2026-11-10',
        startPart: 'PM',
        endPart: 'AM',
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data).toMatchObject({
        days: '1.0',
        dayList: [
          { date: '2026-11-06', portion: '0.5' },
          { date: '2026-11-10', portion: '0.5' },
        ],
        // Joined in January 2025: the second year of service gives 8 days.
        balanceAfter: '7.0',
        problem: null,
      });
    });

    it('refuses dates that hold no working day, and a half day of a type taken in whole days', async () => {
      const { id } = await person();
      const weekend = await request({
        employeeId: id,
        leaveTypeId: typeCoded('AL').id,
        startDate: '2026-11-28',
        endDate: '2026-11-29',
      });
      expect(weekend.statusCode).toBe(400);
      expect(weekend.json().field).toBe('endDate');
      const half = await request({
        employeeId: id,
        leaveTypeId: typeCoded('ML').id,
        startDate: '2026-12-01',
        endDate: '2026-12-01',
        startPart: 'AM',
        child: { birthDate: '2026-11-20', citizen: true },
      });
      expect(half.statusCode).toBe(400);
      expect(half.json().field).toBe('startPart');
    });

    it('refuses an overlapping request with 409, but takes the afternoon of a morning off', async () => {
      const { id } = await person();
      const al = typeCoded('AL').id;
      const morning = await request({
        employeeId: id,
        leaveTypeId: al,
        startDate: '2026-12-02',
        endDate: '2026-12-02',
        startPart: 'AM',
      });
      expect(morning.statusCode, morning.body).toBe(201);
      const afternoon = await request({
        employeeId: id,
        leaveTypeId: al,
        startDate: '2026-12-02',
        endDate: '2026-12-02',
        startPart: 'PM',
      });
      expect(afternoon.statusCode, afternoon.body).toBe(201);
      const overlap = await request({
        employeeId: id,
        leaveTypeId: al,
        startDate: '2026-12-01',
        endDate: '2026-12-03',
      });
      expect(overlap.statusCode).toBe(409);
      expect(overlap.json().message).toContain('overlap');
    });

    it("previews an admin's edit of a request without counting the request against itself", async () => {
      const { id } = await person();
      const values = { employeeId: id, leaveTypeId: typeCoded('AL').id };
      const sent = await request({ ...values, startDate: '2026-12-08', endDate: '2026-12-09' });
      expect(sent.statusCode, sent.body).toBe(201);
      const longer = { ...values, startDate: '2026-12-08', endDate: '2026-12-10' };
      const asNew = await call('POST', '/leaves/requests/preview', longer);
      expect(asNew.json().data.problem).toContain('overlap');
      const asEdit = await call('POST', '/leaves/requests/preview', {
        ...longer,
        requestId: sent.json().data.id,
      });
      expect(asEdit.statusCode, asEdit.body).toBe(200);
      // Eight days in the second year of service, less the three the edit would take.
      expect(asEdit.json().data).toMatchObject({ days: '3.0', balanceAfter: '5.0', problem: null });
    });

    it('refuses a request beyond the balance, and a type that may go negative takes it', async () => {
      const { id } = await person({ employmentStartDate: '2026-04-01' });
      const beyond = await request({
        employeeId: id,
        leaveTypeId: typeCoded('AL').id,
        startDate: '2026-12-07',
        endDate: '2026-12-14',
      });
      expect(beyond.statusCode).toBe(409);
      expect(beyond.json().message).toContain('has 5.0 days of Annual leave left');
      const lenient = await call('POST', '/leaves/types', {
        name: 'Study leave',
        code: 'STUDY',
        paid: true,
        entitlementRule: 'fixed',
        fixedDays: 2,
        prorated: false,
        allowNegative: true,
      });
      const taken = await request({
        employeeId: id,
        leaveTypeId: lenient.json().data.id,
        startDate: '2026-12-07',
        endDate: '2026-12-09',
      });
      expect(taken.statusCode, taken.body).toBe(201);
      expect((await balanceOf(id, 'STUDY')).balance).toBe('-1.0');
    });
  });

  describe('requests and approvals', () => {
    it('takes a staff request to the reporting manager, who approves it, and the balance moves', async () => {
      const { id, token } = await person();
      const submitted = await own(
        {
          leaveTypeId: typeCoded('AL').id,
          startDate: '2026-12-21',
          endDate: '2026-12-23',
          reason: 'Family trip',
        },
        token,
      );
      expect(submitted.statusCode, submitted.body).toBe(201);
      const pending: LeaveRequest = submitted.json().data;
      expect(pending).toMatchObject({
        status: 'pending',
        days: '3.0',
        pendingLevel: 1,
        waitingFor: 'Reporting manager: Tan Wei Ming',
        canEdit: true,
        canCancel: true,
        canDecide: false,
      });
      expect((await balanceOf(id, 'AL')).pending).toBe('3.0');

      const selfApproval = await call(
        'POST',
        `/staff/leaves/approvals/${pending.id}/approve`,
        {},
        token,
      );
      expect(selfApproval.statusCode).toBe(403);

      const waiting = await call('GET', '/staff/leaves/approvals', undefined, manager);
      expect(waiting.json().data.items.map((r: LeaveRequest) => r.id)).toContain(pending.id);
      const approved = await call(
        'POST',
        `/staff/leaves/approvals/${pending.id}/approve`,
        { comment: 'Enjoy' },
        manager,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({ status: 'approved', decidedBy: 'Tan Wei Ming' });
      expect(approved.json().data.events.map((e: { kind: string }) => e.kind)).toEqual([
        'submitted',
        'approved',
      ]);
      const balance = await balanceOf(id, 'AL');
      expect(balance).toMatchObject({ taken: '3.0', pending: '0.0', balance: '5.0' });

      const again = await call('POST', `/leaves/requests/${pending.id}/reject`, { comment: 'No' });
      expect(again.statusCode).toBe(409);
    });

    it('needs a reason to reject, and a rejected request no longer counts', async () => {
      const { id, token } = await person();
      const submitted = await own(
        { leaveTypeId: typeCoded('AL').id, startDate: '2026-12-28', endDate: '2026-12-28' },
        token,
      );
      const requestId = submitted.json().data.id;
      const bare = await call('POST', `/leaves/requests/${requestId}/reject`, {});
      expect(bare.statusCode).toBe(400);
      expect(bare.json().field).toBe('comment');
      const rejected = await call('POST', `/leaves/requests/${requestId}/reject`, {
        comment: 'Year-end close',
      });
      expect(rejected.json().data.status).toBe('rejected');
      expect((await balanceOf(id, 'AL')).pending).toBe('0.0');
    });

    it('lets staff cancel approved leave not yet begun, but leave already begun needs an admin', async () => {
      const { id, token } = await person();
      const al = typeCoded('AL').id;
      const future = await request({
        employeeId: id,
        leaveTypeId: al,
        startDate: '2026-12-30',
        endDate: '2026-12-30',
      });
      const begun = await request({
        employeeId: id,
        leaveTypeId: al,
        startDate: '2026-11-23',
        endDate: '2026-11-24',
      });
      expect(begun.statusCode, begun.body).toBe(201);
      const cancelFuture = await call(
        'POST',
        `/staff/leaves/${future.json().data.id}/cancel`,
        {},
        token,
      );
      expect(cancelFuture.statusCode, cancelFuture.body).toBe(200);
      const cancelBegun = await call(
        'POST',
        `/staff/leaves/${begun.json().data.id}/cancel`,
        {},
        token,
      );
      expect(cancelBegun.statusCode).toBe(409);
      const byAdmin = await call('POST', `/leaves/requests/${begun.json().data.id}/cancel`, {
        comment: 'Came in after all',
      });
      expect(byAdmin.json().data.status).toBe('cancelled');
    });

    it('keeps other people out of a staff member’s requests', async () => {
      const first = await person();
      const second = await person();
      const submitted = await own(
        { leaveTypeId: typeCoded('AL').id, startDate: '2026-12-29', endDate: '2026-12-29' },
        first.token,
      );
      const id = submitted.json().data.id;
      expect((await call('GET', `/staff/leaves/${id}`, undefined, second.token)).statusCode).toBe(
        404,
      );
      expect((await call('POST', `/staff/leaves/${id}/cancel`, {}, second.token)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/staff/leaves/${id}`, undefined, manager)).statusCode).toBe(200);
    });

    it('takes one of two requests sent at once that together pass the balance', async () => {
      // Joined in January 2025: 8 days in 2026; each asks for 5.
      const { id, token } = await person();
      const al = typeCoded('AL').id;
      const answers = await Promise.all([
        own({ leaveTypeId: al, startDate: '2026-12-07', endDate: '2026-12-11' }, token),
        own({ leaveTypeId: al, startDate: '2026-12-14', endDate: '2026-12-18' }, token),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(await balanceOf(id, 'AL')).toMatchObject({ pending: '5.0', available: '3.0' });
    });

    it('approves one of two requests that together pass the balance when both are approved at once', async () => {
      // In the eighth year of service: 14 days.
      const { id, token } = await person({ employmentStartDate: '2019-01-07' });
      const al = typeCoded('AL').id;
      const first = await own(
        { leaveTypeId: al, startDate: '2026-12-14', endDate: '2026-12-18' },
        token,
      );
      const second = await own(
        { leaveTypeId: al, startDate: '2026-12-07', endDate: '2026-12-11' },
        token,
      );
      expect(first.statusCode, first.body).toBe(201);
      expect(second.statusCode, second.body).toBe(201);
      // 14 days less 6 taken away leaves 8: either request fits, not both.
      const adjusted = await call('POST', `/leaves/balances/${id}/adjustments`, {
        leaveTypeId: al,
        days: -6,
        reason: 'Advance leave taken in 2025',
      });
      expect(adjusted.statusCode, adjusted.body).toBe(201);
      const answers = await Promise.all(
        [first, second].map((res) =>
          call('POST', `/leaves/requests/${res.json().data.id}/approve`, {}),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.statusCode === 409)?.json().message).toContain('below zero');
      expect(await balanceOf(id, 'AL')).toMatchObject({
        adjusted: '-6.0',
        taken: '5.0',
        balance: '3.0',
      });
    });
  });

  describe('into payroll', () => {
    it('deducts approved no-pay leave as absence at salary / working days (EA s.20A), dates in the remark', async () => {
      // $4,400 a month; October 2026 has 22 working days: a day is $200.
      const { id, token } = await person({ salaryAmount: '4400.00' });
      const npl = typeCoded('NPL').id;
      const whole = await request({
        employeeId: id,
        leaveTypeId: npl,
        startDate: '2026-10-12',
        endDate: '2026-10-13',
      });
      const half = await request({
        employeeId: id,
        leaveTypeId: npl,
        startDate: '2026-10-16',
        endDate: '2026-10-16',
        startPart: 'PM',
      });
      expect([whole.statusCode, half.statusCode]).toEqual([201, 201]);
      // Pending leave is not deducted.
      const pendingOnly = await own(
        { leaveTypeId: npl, startDate: '2026-10-26', endDate: '2026-10-26' },
        token,
      );
      expect(pendingOnly.statusCode, pendingOnly.body).toBe(201);

      const payrollId = await generatedPayroll(call, {
        year: 2026,
        month: 10,
        dateOfPayment: '2026-10-30',
        employeeIds: [id],
      });
      const slip = (await call('GET', `/payroll/${payrollId}`)).json().data.payslips[0];
      const absence = slip.payRollItem.find((line: { id: string }) => line.id === 'M2');
      expect(absence).toMatchObject({ value: '2.5', amount: '-500.00' });
      expect(absence.remarks).toBe('No-pay leave: 10/12/2026, 10/13/2026, 10/16/2026 (half day)');
    });
  });
});
