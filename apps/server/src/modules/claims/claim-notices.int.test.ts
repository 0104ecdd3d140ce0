import { type ClaimSettingsInput, defaultClaimSettings } from '@tembusu/contracts/claims';
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

describe('claim notification mails', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let head: string;
  let managerId: string;
  let engineering: string;
  let typeId: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  const outbox = async (): Promise<Mail[]> =>
    (
      await t.database.pool.query<Mail>(
        'select to_address as "to", subject, body_text as text from mail_outbox order by to_address',
      )
    ).rows;
  const addressees = async () => (await outbox()).map((mail) => `${mail.to}: ${mail.subject}`);

  async function settle(changes: Partial<ClaimSettingsInput>) {
    const saved = await call('PUT', '/claims/settings', { ...defaultClaimSettings, ...changes });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  let people = 0;
  async function person(employment: Record<string, unknown> = {}) {
    people += 1;
    const email = `claims.mail${people}@tembusu.example`;
    const digits = String(8500000 + people);
    const name = `Claims Mail ${people}`;
    const id = await createdEmployee(call, {
      personal: { email, idNumber: `S${digits}${nricFinCheckLetter('S', digits)}`, name },
      employment: {
        employeeNumber: `CM-${people}`,
        employmentStartDate: '2024-01-08',
        managerId,
        departmentId: engineering,
        ...employment,
      },
    });
    const token = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email, password: 'Welcome@2026', organizationID: 'DEMO' },
    });
    return { id, email, name, token };
  }

  async function submit(token: string, overrides: object = {}) {
    const res = await call(
      'POST',
      '/staff/claims',
      {
        claimTypeId: typeId,
        claimDate: '2026-11-20',
        amount: '45.00',
        currency: 'SGD',
        exchangeRate: '1',
        description: 'Taxi to the client',
        receiptIds: [],
        ...overrides,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; number: string };
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
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
    const payItem = (await call('GET', '/payroll/pay-items'))
      .json()
      .data.find((item: { description: string }) => item.description === 'Medical Reimbursement');
    const type = await call('POST', '/claims/types', {
      name: 'Test mail claims',
      receiptRequired: false,
      taxable: false,
      incomeType: 'NotTaxable',
      payItemId: payItem.id,
      departmentIds: [],
      employmentTypes: [],
    });
    expect(type.statusCode, type.body).toBe(201);
    typeId = type.json().data.id;
    await settle({});
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.pool.query('delete from mail_outbox');
  });

  it('sends a submitted claim to the approver whose turn it is, with the staff link; a draft to nobody', async () => {
    const p = await person();
    await submit(p.token, { submit: false });
    expect(await outbox()).toEqual([]);
    const claim = await submit(p.token);
    expect(await outbox()).toEqual([
      {
        to: managerEmail,
        subject: `Claim to decide: ${p.name}`,
        text: [
          'Hello Tan Wei Ming,',
          '',
          `${p.name} claimed ${claim.number}, Test mail claims of 11/20/2026: S$45.00.`,
          'For: Taxi to the client',
          '',
          `It waits for your decision: ${site}/staff-claims/${claim.id}`,
        ].join('\n'),
      },
    ]);
  });

  it('tells the employee of the decision, with the reason given, and never the one who decided', async () => {
    const p = await person();
    const approved = await submit(p.token);
    const returned = await submit(p.token);
    const rejected = await submit(p.token);
    await t.database.pool.query('delete from mail_outbox');

    const decide = async (id: string, action: string, comment: string | null) => {
      const res = await call('POST', `/staff/claims/${id}/${action}`, { comment }, manager);
      expect(res.statusCode, res.body).toBe(200);
    };
    await decide(approved.id, 'approve', null);
    await decide(returned.id, 'return', 'Attach the receipt');
    await decide(rejected.id, 'reject', 'Personal trip');
    const mails = await outbox();
    expect(mails.map((mail) => `${mail.to}: ${mail.subject}`)).toEqual([
      `${p.email}: Your claim ${approved.number} was approved`,
      `${p.email}: Your claim ${returned.number} was returned for changes`,
      `${p.email}: Your claim ${rejected.number} was rejected`,
    ]);
    expect(mails[1]?.text).toBe(
      [
        `Hello ${p.name},`,
        '',
        `Your claim ${returned.number}, Test mail claims of 11/20/2026: S$45.00, was returned to you for changes by Tan Wei Ming.`,
        'Comment: Attach the receipt',
        '',
        `Change it and submit it again: ${site}/staff-claims/${returned.id}`,
      ].join('\n'),
    );
    expect(mails[2]?.text).toContain('Comment: Personal trip');
  });

  it('moves a claim on to the next level’s approver, and tells the admins of one whose person has no manager', async () => {
    await settle({ approvalLevels: ['reportingManager', 'departmentHead'] });
    try {
      const p = await person();
      const claim = await submit(p.token);
      await t.database.pool.query('delete from mail_outbox');
      const first = await call('POST', `/staff/claims/${claim.id}/approve`, {}, manager);
      expect(first.statusCode, first.body).toBe(200);
      expect(await addressees()).toEqual([`${headEmail}: Claim to decide: ${p.name}`]);
      await t.database.pool.query('delete from mail_outbox');
      const second = await call('POST', `/staff/claims/${claim.id}/approve`, {}, head);
      expect(second.json().data.status).toBe('approved');
      expect(await addressees()).toEqual([`${p.email}: Your claim ${claim.number} was approved`]);
    } finally {
      await settle({});
    }
    await t.database.pool.query('delete from mail_outbox');
    const loner = await person({ managerId: null });
    const claim = await submit(loner.token);
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: adminEmail,
      subject: `Claim to decide: ${loner.name}`,
    });
    expect(mail?.text).toContain(`${site}/claims/summary/${claim.id}`);
  });

  it('sends nothing to an admin about the claim they made and decided themselves', async () => {
    const loner = await person({ managerId: null });
    const made = await call('POST', '/claims', {
      employeeId: loner.id,
      claimTypeId: typeId,
      claimDate: '2026-11-20',
      amount: '12.00',
      currency: 'SGD',
      exchangeRate: '1',
      description: 'Parking',
      receiptIds: [],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await outbox()).toEqual([]);
    await call('POST', `/claims/${made.json().data.id}/approve`, {});
    expect(await addressees()).toEqual([
      `${loner.email}: Your claim ${made.json().data.number} was approved`,
    ]);
  });
});
