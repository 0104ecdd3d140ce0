import type { OwnContactInput } from '@tembusu/contracts/staff-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { signIn, signInDemo } from '../../test/sign-in.js';
import { notPaidByGiroMessage } from './employees.policy.js';

type Mail = { to: string; subject: string; text: string };

// 10:00 on 23 November 2026 in Singapore.
const now = new Date('2026-11-23T02:00:00Z');

/** Tan Wei Ming's details as the staff profile form sends them, all filled in. */
const contact = (overrides: Partial<OwnContactInput> = {}): OwnContactInput => ({
  phone: '+65 8123 4567',
  address: '21 Tampines Avenue 1, #05-12',
  postalCode: '529757',
  emergencyContactName: 'Tan Mei Hua',
  emergencyContactRelationship: 'Mother',
  emergencyContactPhone: '+65 9876 5432',
  bankCode: 'OCBCSGSG',
  bankAccountNumber: '501-778899-001',
  ...overrides,
});

describe('the staff profile (self-service)', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  let otherEmployee: string;
  let chequePaid: string;
  const sent: Mail[] = [];

  const call = apiCaller(
    () => t.app,
    () => employee,
  );
  const staffToken = (email: string) =>
    signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email, password: demoPassword, organizationID: 'DEMO' },
    });
  const outbox = async () =>
    (
      await t.database.pool.query<{ to_address: string; subject: string; body_text: string }>(
        'select to_address, subject, body_text from mail_outbox order by created_at, subject',
      )
    ).rows;
  const auditActions = async (action: string) =>
    (
      await t.database.pool.query<{ subject: string; detail: Record<string, unknown> }>(
        'select subject, detail from audit_log where action = $1',
        [action],
      )
    ).rows;
  /** An employee's whole record, as the admins' screens read it. */
  const recordOf = async (id: string) =>
    (await call('GET', `/employee/${id}`, undefined, admin)).json().data;

  async function mailTo(address: string): Promise<Mail> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const mail = sent.findLast((m) => m.to === address);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No mail reached ${address}`);
  }

  beforeAll(async () => {
    t = await createTestApp({
      jobs: true,
      clock: () => now,
      mailTransport: async (mail) => {
        sent.push(mail);
      },
    });
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
    otherEmployee = await staffToken(demoAccounts.employee2.email);
    // Lim Ah Kow is paid by cheque.
    chequePaid = await staffToken('lim.ahkow@tembusu.example');
  });
  afterAll(async () => t.close());

  it("answers the caller's own record, the identity number masked and no one else's details", async () => {
    const res = await call('GET', '/profile/me/employee');
    expect(res.statusCode).toBe(200);
    const own = res.json().data;
    expect(own.personal).toMatchObject({
      name: 'Tan Wei Ming',
      email: demoAccounts.employee.email,
      idType: 'NRIC',
      dateOfBirth: '1990-04-12',
      age: 36,
      residency: 'Citizen',
    });
    expect(own.employment).toMatchObject({
      employeeNumber: 'EMP-0001',
      roleTitle: 'Software Engineer',
      departmentName: 'Engineering',
      branchName: 'Raffles Place HQ',
    });
    expect(own.pay).toMatchObject({
      salaryBasis: 'Monthly',
      salaryAmount: '5800.00',
      paymentMode: 'giro',
    });
    expect(own.editable).toEqual({ contact: true, bankAccount: true });

    const full = await recordOf(own.id);
    expect(own.personal.idNumber).toMatch(/^•+.{4}$/);
    expect(own.personal.idNumber.slice(-4)).toBe(full.personal.idNumber.slice(-4));
    expect(res.body).not.toContain(full.personal.idNumber);
    // The manager is someone else: their name stays out of the caller's profile.
    expect(full.managerName).toBeTruthy();
    expect(res.body).not.toContain(full.managerName);
    expect(res.body).not.toContain('managerId');
  });

  it('is for staff: admins keep records with the employee endpoints', async () => {
    expect((await call('GET', '/profile/me/employee', undefined, admin)).statusCode).toBe(403);
    expect((await call('PUT', '/profile/me/contact', contact(), admin)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/profile/me/employee' })).statusCode,
    ).toBe(401);
  });

  it('refuses bad input with 400 naming the field, and changes and mails nothing', async () => {
    const before = (await call('GET', '/profile/me/employee')).json().data;
    const mailsBefore = (await outbox()).length;
    const cases: [Partial<OwnContactInput>, string][] = [
      [{ phone: '+65 8123 ABCD' }, 'phone'],
      [{ postalCode: '52-9757' }, 'postalCode'],
      [{ address: 'x'.repeat(501) }, 'address'],
      [{ emergencyContactPhone: null }, 'emergencyContactPhone'],
      [{ emergencyContactName: null }, 'emergencyContactName'],
      [{ emergencyContactPhone: 'call my mum' }, 'emergencyContactPhone'],
      [{ bankCode: 'NOTABANK' }, 'bankCode'],
      [{ bankAccountNumber: '12 34 56' }, 'bankAccountNumber'],
      // Paid by GIRO: the bank account stays.
      [{ bankCode: null, bankAccountNumber: null }, 'bankCode'],
      [{ bankAccountNumber: null }, 'bankAccountNumber'],
    ];
    for (const [change, field] of cases) {
      const res = await call('PUT', '/profile/me/contact', contact(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const body = res.json();
      expect(body.field, JSON.stringify(change)).toBe(field);
      expect(body.message.startsWith(`${field}: `)).toBe(true);
      // One name, not the field named twice over.
      expect(body.message.startsWith(`${field}: ${field}:`)).toBe(false);
    }
    expect((await call('GET', '/profile/me/employee')).json().data).toEqual(before);
    expect(await outbox()).toHaveLength(mailsBefore);
  });

  it('refuses a bank account from someone not paid by GIRO', async () => {
    const own = (await call('GET', '/profile/me/employee', undefined, chequePaid)).json().data;
    expect(own.pay.paymentMode).toBe('cheque');
    expect(own.editable).toEqual({ contact: true, bankAccount: false });
    const res = await call('PUT', '/profile/me/contact', contact(), chequePaid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'bankCode', message: notPaidByGiroMessage });

    const cleared = await call(
      'PUT',
      '/profile/me/contact',
      contact({ bankCode: null, bankAccountNumber: null }),
      chequePaid,
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.contact.phone).toBe('+65 8123 4567');
    expect(cleared.json().data.pay.bankAccountNumber).toBeNull();
  });

  it("changes the caller's own record only, audits it and mails the admins in the same transaction", async () => {
    const own = (await call('GET', '/profile/me/employee')).json().data;
    const other = (await call('GET', '/profile/me/employee', undefined, otherEmployee)).json().data;
    const otherBefore = await recordOf(other.id);
    const oldAccount = (await recordOf(own.id)).employment.bankAccountNumber as string;
    sent.length = 0;
    await t.database.pool.query('delete from mail_outbox');

    // Naming someone else's record in the body reaches nothing: the record is the session's.
    const res = await call('PUT', '/profile/me/contact', {
      ...contact(),
      id: other.id,
      employeeId: other.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your details have been updated');
    expect(res.json().data.id).toBe(own.id);
    expect(res.json().data.contact).toEqual({
      phone: '+65 8123 4567',
      address: '21 Tampines Avenue 1, #05-12',
      postalCode: '529757',
      emergencyContactName: 'Tan Mei Hua',
      emergencyContactRelationship: 'Mother',
      emergencyContactPhone: '+65 9876 5432',
    });

    const stored = await recordOf(own.id);
    expect(stored.personal).toMatchObject({ phone: '+65 8123 4567', postalCode: '529757' });
    expect(stored.employment).toMatchObject({
      paymentMode: 'giro',
      bankCode: 'OCBCSGSG',
      bankAccountNumber: '501-778899-001',
      salaryAmount: '5800.00',
    });
    expect(await recordOf(other.id)).toEqual(otherBefore);

    const [entry] = (await auditActions('employee.contact_updated_by_self')).filter(
      (row) => row.subject === own.id,
    );
    expect(entry?.detail).toMatchObject({
      changed: ['phone', 'address', 'emergencyContact', 'bankAccount'],
      bankAccount: {
        before: expect.stringMatching(/account ending \d{4}$/),
        after: 'Oversea-Chinese Banking Corporation Ltd, account ending 9001',
      },
    });
    expect(JSON.stringify(entry?.detail)).not.toContain('501-778899-001');

    // One mail for each of the organisation's admins, queued with the change.
    const queued = await outbox();
    expect(queued.map((mail) => mail.to_address)).toEqual([demoAccounts.admin.email]);
    const mail = await mailTo(demoAccounts.admin.email);
    expect(mail.subject).toBe(
      'Tan Wei Ming updated their phone number, address, emergency contact and bank account',
    );
    expect(mail.text).toContain('Tan Wei Ming (EMP-0001)');
    expect(mail.text).toContain('Phone number: +65 8123 4567');
    expect(mail.text).toContain('Emergency contact: Tan Mei Hua (Mother) +65 9876 5432');
    expect(mail.text).toContain(
      'Bank account: Oversea-Chinese Banking Corporation Ltd, account ending 9001',
    );
    expect(mail.text).not.toContain('501-778899-001');
    expect(mail.text).not.toContain(oldAccount);
  });

  it('names only what changed, and mails nothing when nothing did', async () => {
    sent.length = 0;
    await t.database.pool.query('delete from mail_outbox');
    const same = await call('PUT', '/profile/me/contact', contact());
    expect(same.statusCode).toBe(200);
    expect(same.json().message).toBe('Nothing changed');
    expect(await outbox()).toEqual([]);

    const phone = await call('PUT', '/profile/me/contact', contact({ phone: '+65 8000 0001' }));
    expect(phone.statusCode).toBe(200);
    const [mail] = await outbox();
    expect(mail?.subject).toBe('Tan Wei Ming updated their phone number');
    expect(mail?.body_text).not.toContain('Bank account');
  });

  it('rolls the change back with its mail when the transaction fails', async () => {
    await t.database.pool.query('delete from mail_outbox');
    const before = (await call('GET', '/profile/me/employee')).json().data;
    // Every admin address refused by the outbox makes the mail's insert fail inside the change.
    await t.database.pool.query(
      "alter table mail_outbox add constraint test_refuse_mail check (to_address <> 'admin@tembusu.example')",
    );
    try {
      const res = await call('PUT', '/profile/me/contact', contact({ phone: '+65 8000 0002' }));
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.pool.query('alter table mail_outbox drop constraint test_refuse_mail');
    }
    expect((await call('GET', '/profile/me/employee')).json().data).toEqual(before);
    expect(await outbox()).toEqual([]);
  });
});
