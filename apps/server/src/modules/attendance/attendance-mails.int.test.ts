import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { signIn, signInDemo } from '../../test/sign-in.js';
import { closeAttendanceDays, missingCheckOutReason } from './attendance-day-end.service.js';

type Mail = { to: string; subject: string; text: string };

// Ong keeps attendance at Raffles Place HQ on the default schedule, Monday to Friday 09:00 to
// 18:00 in Singapore (01:00Z to 10:00Z). Monday 23 November 2026, 10:00 in Singapore.
const site = 'https://hr.tembusu.example';
const ongEmail = 'ong.meiling@tembusu.example';

describe('attendance mails to the employee', () => {
  let t: TestApp;
  let admin: string;
  let ong: string;
  let ongId: string;
  let hqId: string;
  let now = new Date('2026-11-23T02:00:00Z');
  const delivered: Mail[] = [];

  const asAdmin = apiCaller(
    () => t.app,
    () => admin,
  );
  /** What the outbox holds for an address, oldest first. */
  const outboxTo = async (address: string): Promise<Mail[]> =>
    (
      await t.database.pool.query<Mail>(
        'select to_address as "to", subject, body_text as text from mail_outbox where to_address = $1 order by created_at',
        [address],
      )
    ).rows;
  const sentOut = (subject: string) =>
    expect
      .poll(() => delivered.filter((mail) => mail.subject === subject).length, {
        timeout: 15_000,
      })
      .toBe(1);
  const setSettings = async (changes: Record<string, unknown>) => {
    const current = await asAdmin('GET', '/attendance/settings');
    const saved = await asAdmin('PUT', '/attendance/settings', {
      ...current.json().data,
      ...changes,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  /** Moves the clock, signing in again so that the sessions hold at the new time. */
  const at = async (instant: string) => {
    now = new Date(instant);
    ({ admin } = await signInDemo(t.app));
    ong = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email: ongEmail, password: 'Welcome@2026', organizationID: 'DEMO' },
    });
  };
  const person = (name: string, email: string, digits: string, isActive = true) =>
    createdEmployee(asAdmin, {
      personal: { name, email, idNumber: `S${digits}${nricFinCheckLetter('S', digits)}` },
      employment: {
        employeeNumber: `AM-${digits}`,
        branchId: hqId,
        employmentStartDate: '2026-11-02',
        isTurnOnAttendLog: true,
        isActive,
      },
    });

  beforeAll(async () => {
    t = await createTestApp({
      jobs: true,
      clock: () => now,
      mailTransport: async (mail) => {
        delivered.push(mail);
      },
    });
    await seedDemo(t.database.db, { now });
    ({ admin } = await signInDemo(t.app));
    const branch = await t.database.pool.query<{ id: string }>(
      "select id from branches where name = 'Raffles Place HQ'",
    );
    hqId = branch.rows[0]?.id ?? '';
    ongId = await person('Ong Mei Ling', ongEmail, '8700001');
    await at(now.toISOString());
  }, 60_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.pool.query('delete from mail_outbox');
  });

  it("mails the employee when an admin asks for a day's times, and no one whose sign-in is closed", async () => {
    const opened = await asAdmin('POST', '/attendance/audits', {
      employeeId: ongId,
      workDate: '2026-11-20',
      reason: 'No log for Friday: when did you work?',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(await outboxTo(ongEmail)).toEqual([
      {
        to: ongEmail,
        subject: 'Your attendance on 11/20/2026: give your times',
        text: [
          'Hello Ong Mei Ling,',
          '',
          'Your attendance on 11/20/2026 needs your times.',
          'What is asked: No log for Friday: when did you work?',
          '',
          // No log of the day: her attendance lists the forms waiting on her.
          `Answer with the times you worked: ${site}/staff-attendance`,
        ].join('\n'),
      },
    ]);
    await sentOut('Your attendance on 11/20/2026: give your times');

    // Refused: the day has an open form. Nothing is queued.
    const twice = await asAdmin('POST', '/attendance/audits', {
      employeeId: ongId,
      workDate: '2026-11-20',
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(await outboxTo(ongEmail)).toHaveLength(1);

    const closedEmail = 'ho.closed@tembusu.example';
    const closedId = await person('Ho Closed', closedEmail, '8700002', false);
    const asked = await asAdmin('POST', '/attendance/audits', {
      employeeId: closedId,
      workDate: '2026-11-20',
      reason: 'When did you work?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await outboxTo(closedEmail)).toEqual([]);
  });

  it('mails the employee the form the day-end job opens for a missing check-out, through the mail job', async () => {
    await setSettings({ autoCheckOut: false });
    await at('2026-11-24T01:02:00Z');
    const checkedIn = await asAdmin(
      'POST',
      '/staff/attendance/check-in',
      { branchId: hqId, position: null, note: null },
      ong,
    );
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    const logId = checkedIn.json().data.id;

    const result = await closeAttendanceDays(t.database.db, new Date('2026-11-24T14:30:00Z'), {
      enqueue: t.app.enqueue,
      publicUrl: site,
    });
    expect(result.missingCheckOut).toBe(1);
    const subject = 'Your attendance on 11/24/2026: give your times';
    expect((await outboxTo(ongEmail)).filter((mail) => mail.subject === subject)).toEqual([
      {
        to: ongEmail,
        subject,
        text: [
          'Hello Ong Mei Ling,',
          '',
          'Your attendance on 11/24/2026 needs your times.',
          `What is asked: ${missingCheckOutReason}`,
          '',
          `Answer with the times you worked: ${site}/staff-attendance/${logId}`,
        ].join('\n'),
      },
    ]);
    await sentOut(subject);
    await at('2026-11-23T02:00:00Z');
  });

  it('mails the overtime decision with the day and the hours, not again for the same decision', async () => {
    await setSettings({ overtimeNeedsApproval: true, minimumOvertimeMinutes: 30 });
    const created = await asAdmin('POST', '/attendance/logs', {
      employeeId: ongId,
      workDate: '2026-11-17',
      branchId: hqId,
      checkInAt: '2026-11-17T01:00:00Z',
      checkOutAt: '2026-11-17T12:30:00Z',
      reason: 'The tablet was down',
    });
    expect(created.statusCode, created.body).toBe(201);
    const log = created.json().data;
    expect(log.overtimeMinutes).toBe(150);
    const decide = async (approved: boolean) => {
      const decided = await asAdmin('POST', `/attendance/logs/${log.id}/overtime`, { approved });
      expect(decided.statusCode, decided.body).toBe(200);
    };

    await decide(true);
    expect(await outboxTo(ongEmail)).toEqual([
      {
        to: ongEmail,
        subject: 'Your overtime on 11/17/2026 was approved',
        text: [
          'Hello Ong Mei Ling,',
          '',
          'Your overtime on 11/17/2026, 2 h 30 min, was approved.',
          '',
          `See the day: ${site}/staff-attendance/${log.id}`,
        ].join('\n'),
      },
    ]);
    await sentOut('Your overtime on 11/17/2026 was approved');
    await decide(true);
    expect(await outboxTo(ongEmail)).toHaveLength(1);

    await decide(false);
    const mails = await outboxTo(ongEmail);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({
      subject: 'Your overtime on 11/17/2026 was turned down',
      text: expect.stringContaining(
        'Your overtime on 11/17/2026, 2 h 30 min, was turned down.\nIt is not counted as worked time or paid.',
      ),
    });
    await setSettings({ overtimeNeedsApproval: false });
  });

  it("mails the outcome of the employee's correction request, applied or turned down", async () => {
    const request = async (workDate: string, checkInAt: string, checkOutAt: string) => {
      const sent = await asAdmin(
        'POST',
        '/staff/attendance/audits',
        { workDate, checkInAt, checkOutAt, reason: 'I forgot to check in' },
        ong,
      );
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json().data.id as string;
    };
    const applyId = await request('2026-11-19', '2026-11-19T00:58:00Z', '2026-11-19T10:05:00Z');
    const rejectId = await request('2026-11-18', '2026-11-18T01:00:00Z', '2026-11-18T10:00:00Z');
    // Sending the request mails no one.
    expect(await outboxTo(ongEmail)).toEqual([]);

    const applied = await asAdmin('POST', `/attendance/audits/${applyId}/review`, {
      decision: 'apply',
      checkInAt: '2026-11-19T01:10:00Z',
      checkOutAt: '2026-11-19T10:05:00Z',
      comment: 'The client says 09:10',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const logId = applied.json().data.logId;
    expect(await outboxTo(ongEmail)).toEqual([
      {
        to: ongEmail,
        subject: 'Your attendance on 11/19/2026 was corrected',
        text: [
          'Hello Ong Mei Ling,',
          '',
          'The correction of your attendance on 11/19/2026 was applied: check-in 09:10, check-out 18:05.',
          'Comment: The client says 09:10',
          '',
          `See the day: ${site}/staff-attendance/${logId}`,
        ].join('\n'),
      },
    ]);

    const rejected = await asAdmin('POST', `/attendance/audits/${rejectId}/review`, {
      decision: 'reject',
      comment: 'Nobody saw you in',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const again = await asAdmin('POST', `/attendance/audits/${rejectId}/review`, {
      decision: 'reject',
      comment: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    const mails = await outboxTo(ongEmail);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toEqual({
      to: ongEmail,
      subject: 'Your correction of 11/18/2026 was turned down',
      text: [
        'Hello Ong Mei Ling,',
        '',
        'The correction of your attendance on 11/18/2026 was turned down: the log stays as it was.',
        'Comment: Nobody saw you in',
        '',
        `See your attendance: ${site}/staff-attendance`,
      ].join('\n'),
    });
    await sentOut('Your correction of 11/18/2026 was turned down');
  });
});
