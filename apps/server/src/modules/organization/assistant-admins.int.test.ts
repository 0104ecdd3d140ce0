import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signIn, signUp } from '../../test/sign-in.js';

describe('assistant admins and the sections they may not open', () => {
  let t: TestApp;
  let admin: string;
  let assistantId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    admin = await signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.admin.email, password: demoPassword },
    });
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const assistantSignIn = () =>
    signIn(t.app, {
      url: '/api/v1/auth/login',
      payload: { email: 'assistant@tembusu.example', password: 'Assist@2026' },
    });

  it('creates an assistant admin kept out of the organisation section', async () => {
    const res = await call('POST', '/organization/asst-admin', admin, {
      name: 'Goh Assistant',
      email: 'Assistant@Tembusu.example',
      password: 'Assist@2026',
      preventAccess: ['/organization'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'assistant@tembusu.example',
      preventAccess: ['/organization'],
      isActive: true,
    });
    assistantId = res.json().data.id;
    const taken = await call('POST', '/organization/asst-admin', admin, {
      name: 'Twin',
      email: 'assistant@tembusu.example',
      password: 'Assist@2026',
      preventAccess: [],
    });
    expect(taken.statusCode).toBe(409);
    const badSection = await call('POST', '/organization/asst-admin', admin, {
      name: 'Odd',
      email: 'odd@tembusu.example',
      password: 'Assist@2026',
      preventAccess: ['/nowhere'],
    });
    expect(badSection.statusCode).toBe(400);
    expect(badSection.json().message).toMatch(/^preventAccess\.0: /);
  });

  it('refuses the assistant the blocked section on the server, not only in the browser', async () => {
    const token = await assistantSignIn();
    expect(decodeJwt(token).preventAccess).toEqual(['/organization']);
    const blocked = await call('GET', '/organization/info', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(
      'Your administrator has not given you access to this section',
    );
    expect((await call('GET', '/organization/departments', token)).statusCode).toBe(403);
    // The shared look-ups that booking screens need stay open.
    expect((await call('GET', '/organization/branch', token)).statusCode).toBe(200);
    expect((await call('GET', '/dashboard/organization', token)).statusCode).toBe(200);
    // Assistants do not manage assistants.
    expect((await call('GET', '/organization/asst-admin', token)).statusCode).toBe(403);
  });

  it('takes a changed section list into effect at once', async () => {
    const before = await assistantSignIn();
    const res = await call('PUT', `/organization/asst-admin/${assistantId}`, admin, {
      name: 'Goh Assistant',
      email: 'assistant@tembusu.example',
      isActive: true,
      preventAccess: ['/payroll'],
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/organization/info', before)).statusCode).toBe(401);
    const after = await assistantSignIn();
    expect((await call('GET', '/organization/info', after)).statusCode).toBe(200);

    const audit = await t.database.pool.query<{ action: string }>(
      "select action from audit_log where subject = $1 and action like 'account.%' order by id",
      [assistantId],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'account.created',
      'account.access_changed',
    ]);
  });

  it('lists assistants for admins only', async () => {
    const list = await call('GET', '/organization/asst-admin', admin);
    expect(list.json().data.map((a: { name: string }) => a.name)).toEqual(['Goh Assistant']);
    const employee = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: {
        email: demoAccounts.employee.email,
        password: demoPassword,
        organizationID: 'DEMO',
      },
    });
    expect((await call('GET', '/organization/asst-admin', employee)).statusCode).toBe(403);
  });

  describe('removing an assistant admin', () => {
    const make = async (token: string, name: string, email: string) => {
      const res = await call('POST', '/organization/asst-admin', token, {
        name,
        email,
        password: 'Assist@2026',
        preventAccess: [],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const signInAs = (email: string) =>
      signIn(t.app, { url: '/api/v1/auth/login', payload: { email, password: 'Assist@2026' } });

    it('refuses assistants, themselves included, and employees', async () => {
      const assistant = await assistantSignIn();
      // Not their own account, nor another assistant's: assistants do not manage assistants.
      expect(
        (await call('DELETE', `/organization/asst-admin/${assistantId}`, assistant)).statusCode,
      ).toBe(403);
      const other = await make(admin, 'Other Aide', 'other.aide@tembusu.example');
      expect(
        (await call('DELETE', `/organization/asst-admin/${other}`, assistant)).statusCode,
      ).toBe(403);
      const employee = await signIn(t.app, {
        url: '/api/v1/employee/login',
        payload: {
          email: demoAccounts.employee.email,
          password: demoPassword,
          organizationID: 'DEMO',
        },
      });
      expect((await call('DELETE', `/organization/asst-admin/${other}`, employee)).statusCode).toBe(
        403,
      );
      expect((await call('GET', `/organization/asst-admin/${other}`, admin)).statusCode).toBe(200);
    });

    it('deletes the account, ends its sessions and keeps what it did in the audit log', async () => {
      const email = 'leaving.aide@tembusu.example';
      const id = await make(admin, 'Leaving Aide', email);
      const session = await signInAs(email);
      // Something they did, on record under their account.
      const signedOut = await signInAs(email);
      expect((await call('POST', '/auth/logout', signedOut)).statusCode).toBe(200);
      const theirs = await t.database.pool.query<{ id: string; action: string }>(
        'select id::text as id, action from audit_log where actor_account_id = $1 order by id',
        [id],
      );
      expect(theirs.rows.map((row) => row.action)).toEqual([
        'auth.login',
        'auth.login',
        'auth.logout',
      ]);

      const res = await call('DELETE', `/organization/asst-admin/${id}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ statusCode: 200, message: 'Assistant admin deleted' });

      expect((await call('GET', `/organization/asst-admin/${id}`, admin)).statusCode).toBe(404);
      const list = await call('GET', '/organization/asst-admin', admin);
      expect(list.json().data.map((a: { id: string }) => a.id)).not.toContain(id);
      // Their open session ends at once, and they cannot sign in again.
      expect((await call('GET', '/dashboard/organization', session)).statusCode).toBe(401);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'Assist@2026' },
      });
      expect(again.statusCode).toBe(401);
      for (const table of ['accounts', 'revoked_tokens']) {
        const column = table === 'accounts' ? 'id' : 'account_id';
        const left = await t.database.pool.query<{ n: number }>(
          `select count(*)::int as n from ${table} where ${column} = $1`,
          [id],
        );
        expect(left.rows[0]?.n).toBe(0);
      }
      // The audit log keeps their entries, no longer linked, and records who removed them.
      const kept = await t.database.pool.query<{ id: string; actor: string | null }>(
        'select id::text as id, actor_account_id as actor from audit_log where id = any($1::bigint[]) order by id',
        [theirs.rows.map((row) => row.id)],
      );
      expect(kept.rows).toEqual(theirs.rows.map((row) => ({ id: row.id, actor: null })));
      const removal = await t.database.pool.query<{
        actor: string | null;
        detail: Record<string, unknown>;
      }>(
        `select actor_account_id as actor, detail from audit_log
         where subject = $1 and action = 'account.deleted'`,
        [id],
      );
      expect(removal.rows).toHaveLength(1);
      expect(removal.rows[0]?.actor).toBe(decodeJwt(admin).sub);
      expect(removal.rows[0]?.detail).toEqual({
        role: 'asstadmin',
        name: 'Leaving Aide',
        email,
      });
      // The e-mail is free for a new account.
      await make(admin, 'Returning Aide', email);
    });

    it('answers 404 for an unknown id, 400 for a malformed one, and never removes an admin', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await call('DELETE', `/organization/asst-admin/${unknown}`, admin)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', '/organization/asst-admin/not-an-id', admin)).statusCode).toBe(
        400,
      );
      // Only assistant admins go by this route: the admin's own account is not one.
      const self = decodeJwt(admin).sub;
      expect((await call('DELETE', `/organization/asst-admin/${self}`, admin)).statusCode).toBe(
        404,
      );
      expect((await call('GET', '/organization/info', admin)).statusCode).toBe(200);
    });

    it("answers 404 for another organisation's assistant and leaves it be", async () => {
      const otherAdmin = await signUp(t.app, {
        organizationName: 'Elsewhere Pte Ltd',
        organizationId: 'ELSEWHERE',
        name: 'Elsewhere Admin',
        email: 'admin@elsewhere.example',
        password: demoPassword,
      });
      const theirs = await make(otherAdmin, 'Their Aide', 'their.aide@elsewhere.example');
      expect((await call('DELETE', `/organization/asst-admin/${theirs}`, admin)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/organization/asst-admin/${theirs}`, otherAdmin)).statusCode).toBe(
        200,
      );
    });

    it('removes once when two deletes race: one 200, one 404', async () => {
      const id = await make(admin, 'Raced Aide', 'raced.aide@tembusu.example');
      const answers = await Promise.all([
        call('DELETE', `/organization/asst-admin/${id}`, admin),
        call('DELETE', `/organization/asst-admin/${id}`, admin),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
      const removals = await t.database.pool.query<{ n: number }>(
        "select count(*)::int as n from audit_log where subject = $1 and action = 'account.deleted'",
        [id],
      );
      expect(removals.rows[0]?.n).toBe(1);
    });
  });
});
