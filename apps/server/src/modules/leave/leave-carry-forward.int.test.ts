import type { CarryForwardReport, LeaveBalance, LeaveType } from '@tembusu/contracts/leave';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { signInDemo } from '../../test/sign-in.js';
import { runDueCarryForwards } from './leave-carry-forward.service.js';

// Singapore is 8 hours ahead: 02:00Z is 10 in the morning there.
const singaporeMorning = (date: string) => new Date(`${date}T02:00:00Z`);

describe('leave carry-forward', () => {
  let t: TestApp;
  let admin: string;
  let now = singaporeMorning('2026-11-23');
  let carriedType: LeaveType;
  let keptType: LeaveType;
  let stayer: string;
  let leaver: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );
  const balanceOf = async (employeeId: string, typeId: string, date: string) => {
    const res = await call('GET', `/leaves/balances/${employeeId}?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    const balance = (res.json().data.balances as LeaveBalance[]).find(
      (row) => row.leaveType.id === typeId,
    );
    if (!balance) throw new Error('No balance of the type');
    return balance;
  };
  const report = async (year: number): Promise<CarryForwardReport> => {
    const res = await call('GET', `/leaves/carry-forward?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const rowsOf = (found: CarryForwardReport, employeeId: string) =>
    found.rows.filter((row) => row.employeeId === employeeId && row.leaveTypeId === carriedType.id);

  let people = 0;
  async function person(employment: Record<string, unknown> = {}) {
    people += 1;
    const digits = String(8700000 + people);
    return createdEmployee(call, {
      personal: {
        email: `carry.person${people}@tembusu.example`,
        idNumber: `S${digits}${nricFinCheckLetter('S', digits)}`,
        name: `Carry Person ${people}`,
      },
      employment: {
        employeeNumber: `CF-${people}`,
        employmentStartDate: '2025-01-06',
        ...employment,
      },
    });
  }
  const leaveFor = async (employeeId: string, startDate: string, endDate: string) => {
    const res = await call('POST', '/leaves/requests', {
      employeeId,
      leaveTypeId: carriedType.id,
      startDate,
      endDate,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  /** Moves the clock; a session does not outlive the jump, so the admin signs in again. */
  const at = async (date: string) => {
    now = singaporeMorning(date);
    ({ admin } = await signInDemo(t.app));
  };
  const setRunDate = async (carryForwardRunDate: string) => {
    const current = await call('GET', '/leaves/setting');
    const saved = await call('PUT', '/leaves/setting', {
      ...current.json().data,
      carryForwardRunDate,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
    const typeOf = async (body: object) => {
      const res = await call('POST', '/leaves/types', {
        paid: true,
        entitlementRule: 'fixed',
        fixedDays: 10,
        prorate: false,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as LeaveType;
    };
    carriedType = await typeOf({
      name: 'Vacation carried',
      code: 'VCF',
      carryForwardLimit: 4,
      carryForwardExpiryMonths: 3,
    });
    keptType = await typeOf({ name: 'Vacation not carried', code: 'VNC' });
    stayer = await person();
    leaver = await person({ employmentEndDate: '2026-12-31' });
    // Ten days in 2026, three taken: seven unused, four may be carried, three are forfeited.
    await leaveFor(stayer, '2026-12-02', '2026-12-04');
  }, 60_000);
  afterAll(async () => t.close());

  it('waits for the run date, refusing to run by hand before it with the date named', async () => {
    await setRunDate('01-15');
    await at('2027-01-05');
    expect(await runDueCarryForwards(t.database.db, now)).toBe(0);
    const early = await call('POST', '/leaves/carry-forward/run');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('01/15/2027');
    expect((await report(2027)).rows).toEqual([]);
  });

  it('carries up to the limit on the run date, forfeits the rest, and leaves leavers and other types alone', async () => {
    await at('2027-01-15');
    // Two runs at once (the nightly job on two instances, or an admin beside it) carry once.
    const [first, second] = await Promise.all([
      runDueCarryForwards(t.database.db, now),
      runDueCarryForwards(t.database.db, now),
    ]);
    expect(first + second).toBeGreaterThan(0);
    const found = await report(2027);
    expect(found.runDate).toBe('2027-01-15');
    // The statutory annual leave carries forward too, as its type says; the new type without a
    // limit does not.
    expect(found.types.map((type) => type.name)).toEqual(['Annual leave', 'Vacation carried']);
    expect(rowsOf(found, stayer)).toEqual([
      expect.objectContaining({
        employeeNumber: 'CF-1',
        yearStart: '2027-01-01',
        unused: '7.0',
        carried: '4.0',
        forfeited: '3.0',
        expiresOn: '2027-04-01',
      }),
    ]);
    expect(rowsOf(found, leaver)).toEqual([]);
    expect(found.rows.some((row) => row.leaveTypeId === keptType.id)).toBe(false);
    // Everyone else of the demo has the type's ten days unused.
    expect(found.rows.length).toBe(first + second);
    const again = await call('POST', '/leaves/carry-forward/run');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.carried).toBe(0);
  });

  it('adds the days carried to the new year and lets what is unused of them lapse on the expiry', async () => {
    await leaveFor(stayer, '2027-02-01', '2027-02-01');
    expect(await balanceOf(stayer, carriedType.id, '2027-03-31')).toMatchObject({
      earned: '10.0',
      carriedForward: '4.0',
      expired: '0.0',
      taken: '1.0',
      balance: '13.0',
    });
    // The day taken in February used a carried day first: three of the four lapse.
    expect(await balanceOf(stayer, carriedType.id, '2027-04-01')).toMatchObject({
      carriedForward: '4.0',
      expired: '3.0',
      balance: '10.0',
    });
    expect((await balanceOf(stayer, keptType.id, '2027-03-31')).carriedForward).toBe('0.0');
  });

  it('exports the report as CSV', async () => {
    const res = await call('GET', '/leaves/carry-forward/export?year=2027&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('leave-carry-forward-2027.csv');
    const lines = res.body.split(/\r?\n/).filter((row) => row.startsWith('CF-1,'));
    expect(lines).toContain(
      'CF-1,Carry Person 1,Vacation carried,2027-01-01,7.0,4.0,3.0,2027-04-01',
    );
  });

  it('refuses a year out of range with the field named', async () => {
    const res = await call('GET', '/leaves/carry-forward?year=1999');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('year');
  });
});
