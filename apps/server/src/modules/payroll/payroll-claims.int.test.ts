import type { Claim, ClaimsToLink } from '@tembusu/contracts/claims';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import type { Payslip } from '@tembusu/contracts/payroll-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { generatedPayroll, payItemNamed, savePayload } from '../../test/payroll.js';
import { signInDemo } from '../../test/sign-in.js';

// Today is Monday 23 November 2026 in Singapore.
describe('claims paid through a payroll', () => {
  let t: TestApp;
  let admin: string;
  let transportTypeId: string;
  let phoneTypeId: string;

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  let people = 0;
  async function person() {
    people += 1;
    return createdEmployee(call, {
      personal: {
        email: `claimant${people}@tembusu.example`,
        idNumber: `S${8700000 + people}${nricFinCheckLetter('S', String(8700000 + people))}`,
        name: `Claimant ${people}`,
      },
      employment: {
        employeeNumber: `CP-${people}`,
        employmentStartDate: '2025-01-06',
        salaryAmount: '4000.00',
      },
    });
  }

  async function approvedClaim(
    employeeId: string,
    claimTypeId: string,
    amount: string,
    extra: Partial<{ currency: string; exchangeRate: string; claimDate: string }> = {},
  ): Promise<Claim> {
    const created = await call('POST', '/claims', {
      employeeId,
      claimTypeId,
      claimDate: extra.claimDate ?? '2026-11-10',
      amount,
      currency: extra.currency ?? 'SGD',
      exchangeRate: extra.exchangeRate ?? '1',
      description: `Claim of ${amount}`,
      receiptIds: [],
      submit: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const approved = await call('POST', `/claims/${created.json().data.id}/approve`, {
      comment: null,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return approved.json().data;
  }

  const payrollOf = (employeeId: string, month: number) =>
    generatedPayroll(call, {
      year: 2026,
      month,
      dateOfPayment: `2026-${month}-27`,
      employeeIds: [employeeId],
    });
  const slipOf = async (payrollId: string): Promise<Payslip> =>
    (await call('GET', `/payroll/${payrollId}`)).json().data.payslips[0];
  const claimLines = (slip: Payslip) => slip.payRollItem.filter((line) => line.claims);
  const claim = async (id: string): Promise<Claim> =>
    (await call('GET', `/claims/${id}`)).json().data;

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin } = await signInDemo(t.app));
    // Claims submitted up to the 31st are paid in their own month's payroll.
    const settings = await call('PUT', '/claims/settings', {
      approvalLevels: ['admin'],
      cutOffDay: 31,
      currencies: ['USD'],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const reimbursement = (await payItemNamed(call, 'Expense Reimbursement')).id;
    const allowance = (await payItemNamed(call, 'Mobile Phone Allowance')).id;
    const type = async (body: object) => {
      const res = await call('POST', '/claims/types', {
        limitPerClaim: null,
        limitPerMonth: null,
        limitPerYear: null,
        receiptRequired: false,
        departmentIds: [],
        employmentTypes: [],
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    transportTypeId = await type({
      name: 'Payroll test transport',
      taxable: false,
      incomeType: 'NotTaxable',
      payItemId: reimbursement,
    });
    phoneTypeId = await type({
      name: 'Payroll test mobile',
      taxable: true,
      incomeType: 'OtherAllowance',
      payItemId: allowance,
    });
  }, 90_000);
  afterAll(async () => t.close());

  it('pays linked claims on the payslip as their pay items, named in the remark, and marks them paid with the payroll', async () => {
    const id = await person();
    const taxi = await approvedClaim(id, transportTypeId, '45.20');
    // USD 30.00 at 1.35 is S$40.50.
    const flight = await approvedClaim(id, transportTypeId, '30.00', {
      currency: 'USD',
      exchangeRate: '1.35',
    });
    const phone = await approvedClaim(id, phoneTypeId, '60.00');
    const payrollId = await payrollOf(id, 11);
    const before = await slipOf(payrollId);

    const due: ClaimsToLink = (await call('GET', `/payroll/${payrollId}/claims`)).json().data;
    const mine = due.employees.find((row) => row.employee.id === id);
    expect(mine).toMatchObject({ inPayroll: true, linkedSgd: '0.00' });
    expect(mine?.claims.map((c) => c.id)).toEqual([taxi.id, flight.id, phone.id]);

    const linked = await call('POST', `/payroll/${payrollId}/claims`, {
      claimIds: [taxi.id, flight.id, phone.id],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().message).toBe('3 claims have been linked to the payroll');
    expect(
      (linked.json().data as ClaimsToLink).employees.find((row) => row.employee.id === id)
        ?.linkedSgd,
    ).toBe('145.70');

    const slip = await slipOf(payrollId);
    expect(
      claimLines(slip).map(({ description, amount, cPFType, remarks, claims }) => ({
        description,
        amount,
        cPFType,
        remarks,
        claims: claims?.map((c) => c.number),
      })),
    ).toEqual([
      {
        description: 'Mobile Phone Allowance',
        amount: '60.00',
        cPFType: 'OrdinaryWages',
        remarks: `Claim ${phone.number}`,
        claims: [phone.number],
      },
      {
        description: 'Expense Reimbursement',
        amount: '85.70',
        cPFType: 'NoWages',
        remarks: `Claims ${taxi.number}, ${flight.number}`,
        claims: [taxi.number, flight.number],
      },
    ]);
    // The taxable claim is wages for CPF; the reimbursement is not.
    expect(Number(slip.ordinaryWages) - Number(before.ordinaryWages)).toBeCloseTo(60, 2);
    expect((await claim(taxi.id)).payroll?.id).toBe(payrollId);

    // The editor's save keeps the claims' lines: the editor does not send them back.
    const saved = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2026-11-27',
      payslips: [savePayload(slip)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(claimLines(await slipOf(payrollId)).map((line) => line.amount)).toEqual([
      '60.00',
      '85.70',
    ]);

    // Taking one off pays the rest.
    const unlinked = await call('DELETE', `/payroll/${payrollId}/claims/${flight.id}`);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(claimLines(await slipOf(payrollId))[1]).toMatchObject({
      amount: '45.20',
      remarks: `Claim ${taxi.number}`,
    });
    expect((await claim(flight.id)).payroll).toBeNull();

    expect((await call('POST', `/payroll/${payrollId}/confirm`)).statusCode).toBe(200);
    expect((await claim(taxi.id)).status).toBe('approved');
    const paid = await call('POST', `/payroll/${payrollId}/mark-paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    const taxiPaid = await claim(taxi.id);
    expect(taxiPaid).toMatchObject({
      status: 'paid',
      payroll: { id: payrollId, month: '2026-11' },
    });
    expect(taxiPaid.paidAt).not.toBeNull();
    const kinds = taxiPaid.events.map((event) => event.kind);
    expect(kinds.indexOf('linked')).toBeGreaterThan(kinds.indexOf('approved'));
    expect(kinds.at(-1)).toBe('paid');
    expect((await claim(flight.id)).status).toBe('approved');
  });

  it('links only approved claims of people in the payroll, each to one payroll, and only to a draft', async () => {
    const inPayroll = await person();
    const outside = await person();
    const payrollId = await payrollOf(inPayroll, 11);
    const outsiderClaim = await approvedClaim(outside, transportTypeId, '12.00');
    const notInPayroll = await call('POST', `/payroll/${payrollId}/claims`, {
      claimIds: [outsiderClaim.id],
    });
    expect(notInPayroll.statusCode).toBe(400);
    expect(notInPayroll.json().field).toBe('claimIds');

    const submitted = await call('POST', '/claims', {
      employeeId: inPayroll,
      claimTypeId: transportTypeId,
      claimDate: '2026-11-12',
      amount: '9.90',
      currency: 'SGD',
      exchangeRate: '1',
      description: 'Not yet approved',
      receiptIds: [],
      submit: true,
    });
    const pending = await call('POST', `/payroll/${payrollId}/claims`, {
      claimIds: [submitted.json().data.id],
    });
    expect(pending.statusCode).toBe(409);

    const due = (await call('GET', `/payroll/${payrollId}/claims`)).json().data as ClaimsToLink;
    expect(due.employees.find((row) => row.employee.id === outside)?.inPayroll).toBe(false);

    // Linked claims leave a deleted draft free for the next payroll.
    const ok = await approvedClaim(inPayroll, transportTypeId, '20.00');
    expect(
      (await call('POST', `/payroll/${payrollId}/claims`, { claimIds: [ok.id] })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/payroll/${payrollId}`)).statusCode).toBe(200);
    const released = await claim(ok.id);
    expect(released).toMatchObject({ status: 'approved', payroll: null });
    expect(released.events.at(-1)?.kind).toBe('unlinked');

    // A confirmed payroll takes no more claims.
    const confirmedId = await payrollOf(inPayroll, 11);
    expect((await call('POST', `/payroll/${confirmedId}/confirm`)).statusCode).toBe(200);
    const late = await call('POST', `/payroll/${confirmedId}/claims`, { claimIds: [ok.id] });
    expect(late.statusCode).toBe(409);
  });

  it('pays a claim once only when two payrolls link it at once', async () => {
    const id = await person();
    const november = await payrollOf(id, 11);
    const december = await payrollOf(id, 12);
    const shared = await approvedClaim(id, transportTypeId, '33.00');
    const answers = await Promise.all(
      [november, december].map((payrollId) =>
        call('POST', `/payroll/${payrollId}/claims`, { claimIds: [shared.id] }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const lines = await Promise.all(
      [november, december].map(async (payrollId) => claimLines(await slipOf(payrollId)).length),
    );
    expect(lines.sort()).toEqual([0, 1]);
  });
});
