import type { PayItem } from '@tembusu/contracts/payroll';
import type { Payslip } from '@tembusu/contracts/payroll-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import {
  finishedGeneration,
  generatedPayroll,
  generationOf,
  payItemLine,
  payItemNamed,
  savePayload,
} from '../../test/payroll.js';
import { signInDemo } from '../../test/sign-in.js';

type Candidate = { employeeId: string; excludedReason: string | null };

// One employee with figures worked by hand: a Chinese citizen born in 1985 (CPF Table 1, 55 and
// below in 2026: 37%, employee 20%; CDAC), on $7,000 a month from January 2026, with no earlier
// payroll in the year.
describe('off-cycle runs: a month paid in more than one run', () => {
  let t: TestApp;
  let admin: string;
  let employeeId: string;
  let regular: string;
  let bonusItem: PayItem;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  const candidateIn = async (kind: string, month = 3) =>
    (
      (
        await call('GET', `/payroll/generate/candidates?year=2026&month=${month}&kind=${kind}`)
      ).json().data.candidates as Candidate[]
    ).find((c) => c.employeeId === employeeId);

  const run = (kind: string, extra: object = {}) =>
    generatedPayroll(call, {
      year: 2026,
      month: 3,
      kind,
      dateOfPayment: '2026-03-20',
      employeeIds: [employeeId],
      ...extra,
    });

  const onlyPayslip = async (payrollId: string): Promise<Payslip> =>
    (await call('GET', `/payroll/${payrollId}`)).json().data.payslips[0];

  const line = (slip: Payslip, id: string) => slip.payRollItem.find((l) => l.id === id);

  /** Puts the Annual Bonus (additional wages) on the run's one payslip and answers it saved. */
  async function payBonus(payrollId: string, amount: string): Promise<Payslip> {
    const slip = await onlyPayslip(payrollId);
    const saved = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2026-03-20',
      payslips: [savePayload(slip, { items: [payItemLine(bonusItem, amount)] })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return onlyPayslip(payrollId);
  }

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
    employeeId = await createdEmployee(call, {
      personal: { dateOfBirth: '1985-05-01' },
      employment: { employmentStartDate: '2026-01-05', salaryAmount: '7000.00' },
    });
    bonusItem = await payItemNamed(call, 'Annual Bonus');
    regular = await run('regular');
    expect((await call('POST', `/payroll/${regular}/confirm`)).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => t.close());

  it('pays the regular run once a month and lets an off-cycle run pay the same person', async () => {
    expect((await candidateIn('regular'))?.excludedReason).toBe(
      'Already in payroll #1 for this month',
    );
    expect((await candidateIn('bonus'))?.excludedReason).toBeNull();
    const refused = await call('POST', '/payroll/generate', {
      year: 2026,
      month: 3,
      kind: 'regular',
      dateOfPayment: '2026-03-28',
      employeeIds: [employeeId],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/cannot be paid: Already in payroll #1 for this month$/);
    const kind = await call('GET', '/payroll/generate/candidates?year=2026&month=3&kind=payday');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().field).toBe('kind');
  });

  // Regular run: OW $7,000, CPF 37% = $2,590 (employee $1,400, employer $1,190), SDL 0.25% capped
  // at $11.25, CDAC $2.00 ($5,000 to $7,500). The year's OW estimate is $7,000 x 10 months to
  // December = $70,000, so the AW ceiling is $102,000 - $70,000 = $32,000. A $40,000 bonus: the
  // month's CPF on OW $7,000 + AW $32,000 = $39,000 is $14,430 (employee $7,800, employer
  // $6,630); the bonus run pays the difference, employee $6,400 and employer $5,440. SDL is
  // already at its $11.25 cap; CDAC on $47,000 is $3.00, $1.00 more.
  it('works out a $40,000 bonus on the month: employee CPF $6,400, employer $5,440, SDL $0, CDAC $1', async () => {
    const regularSlip = await onlyPayslip(regular);
    expect(regularSlip.totals).toMatchObject({
      employeeCPF: '1400.00',
      employerCPF: '1190.00',
      sdl: '11.25',
      communityFund: '2.00',
    });

    const bonus = await run('bonus');
    const list = (await call('GET', '/payroll?year=2026')).json().data.items;
    expect(list.find((item: { id: string }) => item.id === bonus)).toMatchObject({
      kind: 'bonus',
      status: 'draft',
    });
    const fresh = await onlyPayslip(bonus);
    expect(line(fresh, 'M1')?.amount).toBe('0.00');
    expect(fresh.totals.netPay).toBe('0.00');

    const slip = await payBonus(bonus, '40000.00');
    expect(slip.totals).toMatchObject({
      grossSalary: '40000.00',
      employeeCPF: '6400.00',
      employerCPF: '5440.00',
      sdl: '0.00',
      communityFund: '1.00',
      netPay: '33599.00',
    });
    expect(line(slip, 'M10A')?.detail).toBe(
      'Less $2,590.00 paid in payroll #1: employee $7,800.00 - $1,400.00 = $6,400.00; employer $6,630.00 - $1,190.00 = $5,440.00',
    );
    expect((await call('POST', `/payroll/${bonus}/confirm`)).statusCode).toBe(200);
    const summary = (await call('GET', `/payroll/${bonus}/summary`)).json().data;
    expect(summary.kind).toBe('bonus');
  });

  it('keeps a run from paying anyone a draft run of the month still pays', async () => {
    const commission = await run('commission');
    expect((await candidateIn('backPay'))?.excludedReason).toBe(
      'In draft payroll #3 for this month: confirm or delete it first',
    );
    expect((await call('DELETE', `/payroll/${commission}`)).statusCode).toBe(200);
    expect((await candidateIn('backPay'))?.excludedReason).toBeNull();
  });

  it('refuses to reopen or delete a run a later run of the month was worked out on', async () => {
    const reopen = await call('POST', `/payroll/${regular}/reopen`);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(
      "Payroll #2 (Bonus) of this month was worked out on this payroll's figures. Delete it first, then reopen this one.",
    );
    const remove = await call('DELETE', `/payroll/${regular}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toMatch(/^Payroll #2 \(Bonus\) .* then delete this one\.$/);
    expect((await call('GET', `/payroll/${regular}/summary`)).json().data.status).toBe('confirmed');
  });

  it('either reopens the regular run or pays a final-pay run on it when the two race, never both', async () => {
    const [reopened, finalPay] = await Promise.all([
      call('POST', `/payroll/${regular}/reopen`),
      generationOf(call, {
        year: 2026,
        month: 3,
        kind: 'finalPay',
        dateOfPayment: '2026-03-31',
        employeeIds: [employeeId],
      }),
    ]);
    // The bonus run still counts on the regular run, so the reopen is refused whoever wins.
    expect(reopened.statusCode).toBe(409);
    expect(finalPay.state).toBe('completed');
    const bonus = (await call('GET', '/payroll?year=2026'))
      .json()
      .data.items.find((item: { kind: string }) => item.kind === 'bonus');
    expect((await call('DELETE', `/payroll/${bonus.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/payroll/${finalPay.payrollId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/payroll/${bonus.id}`)).statusCode).toBe(200);

    // Now nothing counts on the regular run: one of the two wins. The back pay run is refused as
    // it is asked for, or its job refuses it, when the reopen came first.
    const [again, backPay] = await Promise.all([
      call('POST', `/payroll/${regular}/reopen`),
      call('POST', '/payroll/generate', {
        year: 2026,
        month: 3,
        kind: 'backPay',
        dateOfPayment: '2026-03-31',
        employeeIds: [employeeId],
      }),
    ]);
    const backPayRun =
      backPay.statusCode === 202
        ? await finishedGeneration(call, backPay.json().data.id)
        : { state: 'refused', error: backPay.json().message };
    const paid = backPayRun.state === 'completed';
    expect([again.statusCode === 200, paid].filter(Boolean)).toHaveLength(1);
    if (paid) {
      expect(again.json().message).toMatch(/^Payroll #\d+ \(Back pay\) of this month/);
    } else {
      expect(backPayRun.error).toMatch(/In draft payroll #1 for this month/);
    }
  });

  it('pays basic salary in an off-cycle run only when asked', async () => {
    const april = await generatedPayroll(call, {
      year: 2026,
      month: 4,
      kind: 'finalPay',
      payBasicSalary: true,
      dateOfPayment: '2026-04-30',
      employeeIds: [employeeId],
    });
    expect(line(await onlyPayslip(april), 'M1')?.amount).toBe('7000.00');
  });
});
