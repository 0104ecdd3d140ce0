import type { Claim, ClaimType } from '@tembusu/contracts/claims';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { signIn, signInDemo } from '../../test/sign-in.js';

// On PostgreSQL every request of a burst runs on its own connection, in its own transaction at
// the same time (PGlite is one session and runs them one after another): the claims lock per
// person and the numbering lock per organisation are what keep the limits and the numbers. This
// file runs with the integration tests on PostgreSQL (vitest.config.ts).
describe('claims racing on PostgreSQL connections', () => {
  let t: TestApp;
  let admin: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  let people = 0;
  async function person() {
    people += 1;
    const email = `claims.race${people}@tembusu.example`;
    const digits = String(8400000 + people);
    const id = await createdEmployee(call, {
      personal: {
        email,
        idNumber: `S${digits}${nricFinCheckLetter('S', digits)}`,
        name: `Claims Race ${people}`,
      },
      employment: { employeeNumber: `CR-${people}`, employmentStartDate: '2025-01-06' },
    });
    const token = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email, password: 'Welcome@2026', organizationID: 'DEMO' },
    });
    return { id, token };
  }

  let typesMade = 0;
  async function claimType(limitPerMonth: string): Promise<ClaimType> {
    typesMade += 1;
    const payItem = (await call('GET', '/payroll/pay-items'))
      .json()
      .data.find((item: { description: string }) => item.description === 'Medical Reimbursement');
    const res = await call('POST', '/claims/types', {
      name: `Race type ${typesMade}`,
      receiptRequired: false,
      taxable: false,
      incomeType: 'NotTaxable',
      payItemId: payItem.id,
      limitPerMonth,
      departmentIds: [],
      employmentTypes: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  async function lowerMonthLimit(type: ClaimType, limitPerMonth: string) {
    const { id: _id, payItem, departments: _departments, claimCount: _count, ...rest } = type;
    const res = await call('PUT', `/claims/types/${type.id}`, {
      ...rest,
      payItemId: payItem.id,
      departmentIds: [],
      limitPerMonth,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const claimBody = (claimTypeId: string, amount: string) => ({
    claimTypeId,
    claimDate: '2026-11-20',
    amount,
    currency: 'SGD',
    exchangeRate: '1',
    description: 'Racing claim',
    receiptIds: [],
  });

  async function submitted(token: string, claimTypeId: string, amount: string): Promise<Claim> {
    const res = await call('POST', '/staff/claims', claimBody(claimTypeId, amount), token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  const statusOf = async (id: string) => (await call('GET', `/claims/${id}`)).json().data.status;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
  }, 120_000);
  afterAll(async () => t.close());

  it('approves exactly one of two claims that together pass the month limit, approved at once', async () => {
    // Four such pairs at once, of four types, so that a missing lock shows and not by luck.
    const { token } = await person();
    const pairs: Claim[][] = [];
    for (let n = 0; n < 4; n++) {
      const type = await claimType('100.00');
      pairs.push([
        await submitted(token, type.id, '60.00'),
        await submitted(token, type.id, '30.00'),
      ]);
      // Either fits the lowered limit, not both.
      await lowerMonthLimit(type, '80.00');
    }
    const answers = await Promise.all(
      pairs.map((pair) =>
        Promise.all(pair.map((claim) => call('POST', `/claims/${claim.id}/approve`, {}))),
      ),
    );
    for (const [index, pair] of answers.entries()) {
      expect(pair.map((res) => res.statusCode).sort()).toEqual([200, 400]);
      expect(pair.find((res) => res.statusCode === 400)?.json().field).toBe('amount');
      const claims = pairs[index] ?? [];
      expect((await Promise.all(claims.map((claim) => statusOf(claim.id)))).sort()).toEqual([
        'approved',
        'submitted',
      ]);
    }
  });

  it('approves as many of a burst as the limit holds, and no more', async () => {
    const type = await claimType('1000.00');
    const { token } = await person();
    const claims: Claim[] = [];
    for (let n = 0; n < 6; n++) claims.push(await submitted(token, type.id, '30.00'));
    // S$100.00 holds three claims of S$30.00.
    await lowerMonthLimit(type, '100.00');
    const answers = await Promise.all(
      claims.map((claim) => call('POST', `/claims/${claim.id}/approve`, {})),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 400)).toHaveLength(3);
  });

  it('submits only what the limit holds of claims sent at once', async () => {
    const type = await claimType('100.00');
    const { token } = await person();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/staff/claims', claimBody(type.id, '30.00'), token),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 400)).toHaveLength(3);
  });

  it('numbers claims made at once by different people without a clash', async () => {
    const type = await claimType('1000.00');
    const team = [await person(), await person(), await person(), await person()];
    const answers = await Promise.all(
      team.flatMap(({ token }) => [
        call('POST', '/staff/claims', claimBody(type.id, '5.00'), token),
        call('POST', '/staff/claims', claimBody(type.id, '6.00'), token),
      ]),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const numbers = answers.map((res) => res.json().data.number as string);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
