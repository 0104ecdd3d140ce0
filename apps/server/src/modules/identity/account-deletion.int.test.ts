import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { newEmployeeInput } from '../../test/employees.js';
import { signIn } from '../../test/sign-in.js';

// Someone new, with nothing else on record (bookings or payslips would keep them).
const newEmployee = (email: string) =>
  newEmployeeInput({
    personal: { name: 'Ong Jia Hui', email, idNumber: 'S9612345J' },
    employment: { employeeNumber: 'EMP-9101' },
    password: demoPassword,
  });

describe('deleting an employee who has signed in and attached a file', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, mailTransport: async () => {} });
    await seedDemo(t.database.db);
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const count = async (query: string, values: unknown[]) =>
    (await t.database.pool.query<{ n: number }>(query, values)).rows[0]?.n;

  it('deletes them and keeps what the audit log says they did', async () => {
    const admin = await signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.admin.email, password: demoPassword },
    });
    const staff = { email: 'ong.jiahui@tembusu.example', organizationID: 'DEMO' };
    const created = await call('POST', '/employees', admin, newEmployee(staff.email));
    expect(created.statusCode).toBe(201);
    const employee = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { ...staff, password: demoPassword },
    });
    const { id: accountId, employeeId } = (
      await call('GET', '/account/profile/me', employee)
    ).json().data;
    expect((await call('POST', '/auth/logout', employee)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/reset-password/otp',
      payload: staff,
    });
    const rowsOf = (table: string, column = 'account_id') =>
      count(`select count(*)::int as n from ${table} where ${column} = $1`, [accountId]);
    const deadline = Date.now() + 15_000;
    while ((await rowsOf('password_reset_codes')) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await rowsOf('password_reset_codes')).toBe(1);
    expect(await rowsOf('revoked_tokens')).toBe(1);
    // A file they attached (as staff will attach claim receipts) stays the organisation's.
    const attached = await t.database.pool.query<{ id: string }>(
      `insert into uploads (organization_id, name, content_type, size, uploaded_by)
       select organization_id, 'receipt.pdf', 'application/pdf', 1, id from accounts where id = $1
       returning id`,
      [accountId],
    );
    const actions = await rowsOf('audit_log', 'actor_account_id');
    expect(actions).toBeGreaterThanOrEqual(2);

    const res = await call('DELETE', `/employees/${employeeId}`, admin);
    expect(res.statusCode).toBe(200);
    for (const table of ['password_reset_codes', 'revoked_tokens', 'audit_log']) {
      const column = table === 'audit_log' ? 'actor_account_id' : 'account_id';
      expect(await rowsOf(table, column)).toBe(0);
    }
    expect(await rowsOf('accounts', 'id')).toBe(0);
    const file = await t.database.pool.query<{ uploaded_by: string | null }>(
      'select uploaded_by from uploads where id = $1',
      [attached.rows[0]?.id],
    );
    expect(file.rows).toEqual([{ uploaded_by: null }]);
    const kept = await t.database.pool.query<{ action: string }>(
      `select action from audit_log where subject = $1 and actor_account_id is null`,
      [`demo/${staff.email}`],
    );
    expect(kept.rows.map((row) => row.action)).toEqual(['auth.login']);
  });
});
