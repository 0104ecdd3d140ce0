import type { LeaveSettings, LeaveType } from '@tembusu/contracts/leave';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { signIn, signInDemo } from '../../test/sign-in.js';

type Mail = { to: string; subject: string; text: string };

// Monday 23 November 2026, 10:00 in Singapore. The new people work in Engineering, whose head is
// Ng Kok Leong, and report to Tan Wei Ming; Aisha Rahman is the one admin.
const now = new Date('2026-11-23T02:00:00Z');
const managerEmail = demoAccounts.employee.email;
const headEmail = 'ng.kokleong@tembusu.example';
const adminEmail = demoAccounts.admin.email;
const site = 'https://hr.tembusu.example';

describe('leave notification mails', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let head: string;
  let managerId: string;
  let engineering: string;
  let annualLeave: string;
  const delivered: Mail[] = [];

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  /** The outbox since it was last emptied: who, what and the text, by address. */
  const outbox = async (): Promise<Mail[]> =>
    (
      await t.database.pool.query<Mail>(
        'select to_address as "to", subject, body_text as text from mail_outbox order by to_address',
      )
    ).rows;
  const addressees = async () => (await outbox()).map((mail) => `${mail.to}: ${mail.subject}`);

  async function settle(changes: Partial<LeaveSettings>) {
    const current = (await call('GET', '/leaves/setting')).json().data;
    const saved = await call('PUT', '/leaves/setting', { ...current, ...changes });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  let people = 0;
  async function person() {
    people += 1;
    const email = `leave.mail${people}@tembusu.example`;
    const digits = String(8600000 + people);
    const name = `Leave Mail ${people}`;
    const id = await createdEmployee(call, {
      personal: { email, idNumber: `S${digits}${nricFinCheckLetter('S', digits)}`, name },
      employment: {
        employeeNumber: `LM-${people}`,
        employmentStartDate: '2024-01-08',
        managerId,
        departmentId: engineering,
      },
    });
    const token = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email, password: 'Welcome@2026', organizationID: 'DEMO' },
    });
    return { id, email, name, token };
  }

  const submit = async (token: string, startDate: string, endDate = startDate, reason = null) => {
    const res = await call(
      'POST',
      '/staff/leaves',
      { leaveTypeId: annualLeave, startDate, endDate, reason },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const decide = async (token: string, id: string, action: 'approve' | 'reject', comment = '') => {
    const res = await call(
      'POST',
      `/staff/leaves/approvals/${id}/${action}`,
      { comment: comment || null },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({
      jobs: true,
      clock: () => now,
      mailTransport: async (mail) => {
        delivered.push(mail);
      },
    });
    await seedDemo(t.database.db, { now });
    ({ admin, employee: manager } = await signInDemo(t.app));
    head = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email: headEmail, password: demoPassword, organizationID: 'DEMO' },
    });
    managerId = (await call('GET', '/employees?search=EMP-0001')).json().data.items[0].id;
    engineering = (await call('GET', '/organization/departments'))
      .json()
      .data.find((department: { name: string }) => department.name === 'Engineering').id;
    const types: LeaveType[] = (await call('GET', '/leaves/types')).json().data;
    annualLeave = types.find((type) => type.code === 'AL')?.id as string;
  }, 60_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.pool.query('delete from mail_outbox');
  });

  it('sends a staff request to the approver whose turn it is and to those the settings name, with the right links', async () => {
    await settle({
      approvalLevels: ['reportingManager'],
      notify: ['reportingManager', 'departmentHead', 'admins'],
    });
    const p = await person();
    const res = await call(
      'POST',
      '/staff/leaves',
      {
        leaveTypeId: annualLeave,
        startDate: '2026-12-21',
        endDate: '2026-12-23',
        endPart: 'AM',
        reason: 'Family trip',
      },
      p.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;

    // The manager is named in the settings too, but hears once, as the approver.
    expect(await outbox()).toEqual([
      {
        to: adminEmail,
        subject: `Leave request: ${p.name}`,
        text: [
          'Hello Aisha Rahman,',
          '',
          `${p.name} asked for Annual leave: 12/21/2026 to 12/23/2026 (morning), 2.5 days. It waits for Reporting manager: Tan Wei Ming.`,
          'Reason: Family trip',
          '',
          `See the request: ${site}/leaves/leaves-summary/${id}`,
        ].join('\n'),
      },
      {
        to: managerEmail,
        subject: `Leave request to decide: ${p.name}`,
        text: [
          'Hello Tan Wei Ming,',
          '',
          `${p.name} asked for Annual leave: 12/21/2026 to 12/23/2026 (morning), 2.5 days.`,
          'Reason: Family trip',
          '',
          `It waits for your decision: ${site}/staff-leaves/${id}`,
        ].join('\n'),
      },
      expect.objectContaining({
        to: headEmail,
        subject: `Leave request: ${p.name}`,
        text: expect.stringContaining(`See the request: ${site}/staff-leaves/${id}`),
      }),
    ]);
    // Handed to the mail job once the request committed.
    await expect
      .poll(() => delivered.filter((mail) => mail.text.includes(id)).length, { timeout: 15_000 })
      .toBe(3);
  });

  it('tells only the approver when the settings name no one else, the admins when the level is theirs', async () => {
    await settle({ approvalLevels: ['reportingManager'], notify: [] });
    const p = await person();
    await submit(p.token, '2026-12-14');
    expect(await addressees()).toEqual([`${managerEmail}: Leave request to decide: ${p.name}`]);

    await t.database.pool.query('delete from mail_outbox');
    await settle({ approvalLevels: ['admin'], notify: [] });
    const id = await submit(p.token, '2026-12-15');
    const mails = await outbox();
    expect(mails.map((mail) => `${mail.to}: ${mail.subject}`)).toEqual([
      `${adminEmail}: Leave request to decide: ${p.name}`,
    ]);
    expect(mails[0]?.text).toContain(
      `It waits for your decision: ${site}/leaves/leaves-summary/${id}`,
    );
  });

  it('sends a request on to the next approver, and the final approval to the employee', async () => {
    await settle({ approvalLevels: ['reportingManager', 'departmentHead'], notify: [] });
    const p = await person();
    const id = await submit(p.token, '2026-12-16', '2026-12-17');
    await t.database.pool.query('delete from mail_outbox');

    await decide(manager, id, 'approve');
    expect(await addressees()).toEqual([`${headEmail}: Leave request to decide: ${p.name}`]);

    await t.database.pool.query('delete from mail_outbox');
    await decide(head, id, 'approve');
    expect(await outbox()).toEqual([
      {
        to: p.email,
        subject: 'Your leave was approved',
        text: [
          `Hello ${p.name},`,
          '',
          'Your Annual leave, 12/16/2026 to 12/17/2026, 2.0 days, was approved by Ng Kok Leong.',
          '',
          `See the request: ${site}/staff-leaves/${id}`,
        ].join('\n'),
      },
    ]);
  });

  it('tells the employee of a rejection, with the comment', async () => {
    await settle({ approvalLevels: ['reportingManager'], notify: ['admins'] });
    const p = await person();
    const id = await submit(p.token, '2026-12-18');
    await t.database.pool.query('delete from mail_outbox');
    await decide(manager, id, 'reject', 'Year-end release');
    const mails = await outbox();
    expect(mails.map((mail) => `${mail.to}: ${mail.subject}`)).toEqual([
      `${p.email}: Your leave request was rejected`,
    ]);
    expect(mails[0]?.text).toContain(
      'Your Annual leave request, 12/18/2026, 1.0 day, was rejected by Tan Wei Ming.\nComment: Year-end release',
    );
  });

  it('tells the employee and the waiting approver when someone else cancels, and no one when the employee does', async () => {
    await settle({ approvalLevels: ['reportingManager'], notify: [] });
    const p = await person();
    const byAdmin = await submit(p.token, '2026-12-28');
    const byThemselves = await submit(p.token, '2026-12-29');
    await t.database.pool.query('delete from mail_outbox');

    const cancelled = await call('POST', `/leaves/requests/${byAdmin}/cancel`, {
      comment: 'Booked twice',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await outbox();
    expect(mails.map((mail) => `${mail.to}: ${mail.subject}`)).toEqual([
      `${managerEmail}: Leave request cancelled: ${p.name}`,
      `${p.email}: Your leave request was cancelled`,
    ]);
    expect(mails[0]?.text).toContain('It no longer waits for your decision.');
    expect(mails[1]?.text).toContain('was cancelled by Aisha Rahman.\nComment: Booked twice');

    await t.database.pool.query('delete from mail_outbox');
    const own = await call('POST', `/staff/leaves/${byThemselves}/cancel`, {}, p.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(await outbox()).toEqual([]);
  });

  it("tells the employee and those named of an admin's request on their behalf, never the admin who made it", async () => {
    await settle({ approvalLevels: ['reportingManager'], notify: ['reportingManager', 'admins'] });
    const p = await person();
    const res = await call('POST', '/leaves/requests', {
      employeeId: p.id,
      leaveTypeId: annualLeave,
      startDate: '2026-12-30',
      endDate: '2026-12-30',
      startPart: 'PM',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await outbox();
    expect(mails.map((mail) => `${mail.to}: ${mail.subject}`)).toEqual([
      `${managerEmail}: Leave request: ${p.name}`,
      `${p.email}: Your leave was approved`,
    ]);
    expect(mails[0]?.text).toContain(
      `Aisha Rahman recorded ${p.name}'s Annual leave: 12/30/2026 (afternoon), 0.5 days, as approved.`,
    );
  });
});
