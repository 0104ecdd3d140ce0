import { zEmployeePersonalInput } from '@tembusu/contracts/employees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, type TestApp } from '../test/app.js';
import { signInDemo } from '../test/sign-in.js';
import { seedDemo } from './demo.js';
import { demoPeople } from './demo-people.js';

describe('the demo organisation', () => {
  let t: TestApp;
  let admin: string;
  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
  });
  afterAll(async () => t.close());

  it('gives everyone personal details an admin can save as they are, a valid NRIC or FIN among them', async () => {
    const { rows } = await t.database.pool.query<{ id: string }>(
      'select id from employees order by employee_number',
    );
    expect(rows).toHaveLength(demoPeople.length);
    const identities: string[] = [];
    for (const { id } of rows) {
      const { personal } = (await call('GET', `/employee/${id}`)).json().data;
      expect(zEmployeePersonalInput.safeParse(personal).error?.issues ?? []).toEqual([]);
      identities.push(`${personal.idType} ${personal.idNumber}`);
    }
    // The same numbers on every seed: citizens and PRs hold S numbers, everyone else G numbers.
    expect(demoPeople[24]?.residency).toBe('PermanentResident');
    expect(demoPeople[30]?.residency).toBe('EmploymentPass');
    expect([identities[0], identities[1], identities[24], identities[30]]).toEqual([
      'NRIC S8100000Z',
      'NRIC S8107919F',
      'NRIC S8290056Z',
      'FIN G8337570T',
    ]);
    expect(new Set(identities).size).toBe(demoPeople.length);
  });
});
