import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { accounts } from './schema/identity.js';
import { organizations } from './schema/organizations.js';
import { withTenant } from './tenant.js';

describe('row-level security, the second wall', () => {
  let database: Database;
  let alpha: string;
  let beta: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = await database.db
      .insert(organizations)
      .values([
        { code: 'ALPHA', name: 'Alpha' },
        { code: 'BETA', name: 'Beta' },
      ])
      .returning();
    alpha = rows[0]?.id ?? '';
    beta = rows[1]?.id ?? '';
    await database.db.insert(accounts).values([
      {
        organizationId: alpha,
        role: 'admin',
        email: 'a@alpha.example',
        name: 'A',
        passwordHash: 'x',
      },
      {
        organizationId: beta,
        role: 'admin',
        email: 'b@beta.example',
        name: 'B',
        passwordHash: 'x',
      },
      {
        organizationId: null,
        role: 'superadmin',
        email: 's@x.example',
        name: 'S',
        passwordHash: 'x',
      },
    ]);
  });
  afterAll(async () => database.close());

  it('shows tenant work only its own organisation, even with no filter in the query', async () => {
    const seen = await withTenant(database.db, alpha, async (tx) => ({
      organizations: await tx.select({ code: organizations.code }).from(organizations),
      accounts: await tx.select({ email: accounts.email }).from(accounts),
    }));
    expect(seen.organizations).toEqual([{ code: 'ALPHA' }]);
    expect(seen.accounts).toEqual([{ email: 'a@alpha.example' }]);
  });

  it('refuses to write a row into another organisation', async () => {
    await expect(
      withTenant(database.db, alpha, (tx) =>
        tx.insert(accounts).values({
          organizationId: beta,
          role: 'employee',
          email: 'sneaky@beta.example',
          name: 'Sneaky',
          passwordHash: 'x',
        }),
      ),
    ).rejects.toThrow();
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(eq(accounts.email, 'sneaky@beta.example'));
    expect(row?.n).toBe(0);
  });

  it('cannot change or delete another organisation’s rows', async () => {
    const changed = await withTenant(database.db, alpha, (tx) =>
      tx
        .update(accounts)
        .set({ name: 'Changed' })
        .where(eq(accounts.organizationId, beta))
        .returning(),
    );
    expect(changed).toEqual([]);
    const deleted = await withTenant(database.db, alpha, (tx) =>
      tx.delete(organizations).where(eq(organizations.id, beta)).returning(),
    );
    expect(deleted).toEqual([]);
  });

  it('leaves the role and setting behind when the transaction ends', async () => {
    await withTenant(database.db, alpha, async () => undefined);
    const all = await database.db.select({ code: organizations.code }).from(organizations);
    expect(all.map((o) => o.code).sort()).toEqual(['ALPHA', 'BETA']);
  });

  it('cannot touch the tables that belong to no organisation', async () => {
    for (const table of ['password_reset_codes', 'revoked_tokens', 'rate_limits']) {
      const read = withTenant(database.db, alpha, (tx) =>
        tx.execute(sql.raw(`select count(*) from ${table}`)),
      );
      await expect(read, table).rejects.toThrow();
      const cause = await read.catch((error: { cause?: { code?: string } }) => error.cause?.code);
      expect(cause, table).toBe('42501');
    }
  });

  it('cannot leave the tenant role from inside tenant work', async () => {
    const tryToLeave = (statement: string) =>
      withTenant(database.db, alpha, async (tx) => {
        await tx.execute(sql.raw(statement));
        return tx.select({ code: organizations.code }).from(organizations);
      }).then(
        (rows) => rows.map((row) => row.code).sort(),
        () => 'refused',
      );
    const users = await withTenant(database.db, alpha, (tx) =>
      tx.execute<{ session_user: string; current_user: string }>(
        sql`select session_user, current_user`,
      ),
    );
    const [who] = users.rows;
    if (database.engine === 'postgres') {
      // The connection itself logs in as the tenant role: there is no other role to go back to.
      expect(who?.session_user).toMatch(/^tembusu_tenant_/);
      expect(await tryToLeave('reset role')).toEqual(['ALPHA']);
      expect(await tryToLeave('set role postgres')).toBe('refused');
    } else {
      // One embedded session: the role is switched for the transaction only (documented in
      // db/tenant.ts), and an injected RESET ROLE would undo it.
      expect(who?.current_user).toBe('tembusu_tenant');
      expect(await tryToLeave('select 1')).toEqual(['ALPHA']);
    }
  });
});
