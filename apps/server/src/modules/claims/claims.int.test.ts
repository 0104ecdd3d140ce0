import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Claim,
  type ClaimSettingsInput,
  type ClaimType,
  type ClaimUsage,
  claimTypeExistsMessage,
  claimTypeInUseMessage,
  defaultClaimSettings,
} from '@tembusu/contracts/claims';
import { nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { createdEmployee } from '../../test/employees.js';
import { multipartFile } from '../../test/multipart.js';
import { generatedPayroll } from '../../test/payroll.js';
import { signIn, signInDemo, signUp } from '../../test/sign-in.js';

// Monday 23 November 2026, 10:00 in Singapore. New people report to Tan Wei Ming (the demo's
// staff sign-in) and work in Engineering, whose head is Ng Kok Leong, unless a test says otherwise.
describe('claims', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let manager: string;
  let head: string;
  let managerId: string;
  let engineering: string;
  let finance: string;
  const payItems: Record<string, string> = {};

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  let people = 0;
  /** A new employee of the demo organisation, answering their id and their own session. */
  async function person(employment: Record<string, unknown> = {}) {
    people += 1;
    const email = `claims.person${people}@tembusu.example`;
    const digits = String(8700000 + people);
    const name = `Claims Person ${people}`;
    const id = await createdEmployee(call, {
      personal: { email, idNumber: `S${digits}${nricFinCheckLetter('S', digits)}`, name },
      employment: {
        employeeNumber: `CLP-${people}`,
        employmentStartDate: '2025-01-06',
        managerId,
        departmentId: engineering,
        ...employment,
      },
    });
    const token = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: { email, password: 'Welcome@2026', organizationID: 'DEMO' },
    });
    return { id, token, name };
  }

  let typesMade = 0;
  /** A claim type through the medical reimbursement pay item; not taxable, for everyone. */
  async function claimType(overrides: Record<string, unknown> = {}): Promise<ClaimType> {
    typesMade += 1;
    const res = await call('POST', '/claims/types', {
      name: `Claim type ${typesMade}`,
      receiptRequired: false,
      taxable: false,
      incomeType: 'NotTaxable',
      payItemId: payItems['Medical Reimbursement'],
      departmentIds: [],
      employmentTypes: [],
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  const claimBody = (claimTypeId: string, overrides: Record<string, unknown> = {}) => ({
    claimTypeId,
    claimDate: '2026-11-20',
    amount: '10.00',
    currency: 'SGD',
    exchangeRate: '1',
    description: 'Taxi to a client meeting',
    receiptIds: [],
    ...overrides,
  });
  const own = (body: object, token: string) => call('POST', '/staff/claims', body, token);
  async function ownClaim(body: object, token: string): Promise<Claim> {
    const res = await own(body, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  let receipts = 0;
  /** Uploads a PDF receipt; the same `content` gives the same bytes. */
  async function receipt(token = admin, content = `receipt ${++receipts}`): Promise<string> {
    const { payload, headers } = multipartFile(
      'receipt.pdf',
      `%PDF-1.4\n% ${content}\n%%EOF\n`,
      'application/pdf',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }

  async function settle(changes: Partial<ClaimSettingsInput>) {
    const saved = await call('PUT', '/claims/settings', { ...defaultClaimSettings, ...changes });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const kinds = (claim: Claim) => claim.events.map((event) => event.kind);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tembusu-claims-'));
    t = await createTestApp({
      config: { dataDir },
      jobs: true,
      clock: () => new Date('2026-11-23T02:00:00Z'),
    });
    await seedDemo(t.database.db);
    ({ admin, employee: manager } = await signInDemo(t.app));
    head = await signIn(t.app, {
      url: '/api/v1/employee/login',
      payload: {
        email: 'ng.kokleong@tembusu.example',
        password: demoPassword,
        organizationID: 'DEMO',
      },
    });
    managerId = (await call('GET', '/employees?search=EMP-0001')).json().data.items[0].id;
    const departments: { id: string; name: string }[] = (
      await call('GET', '/organization/departments')
    ).json().data;
    const departmentNamed = (name: string) => {
      const found = departments.find((department) => department.name === name);
      if (!found) throw new Error(`No department ${name}`);
      return found.id;
    };
    engineering = departmentNamed('Engineering');
    finance = departmentNamed('Finance');
    const items: { id: string; description: string }[] = (
      await call('GET', '/payroll/pay-items')
    ).json().data;
    for (const item of items) payItems[item.description] = item.id;
    await settle({});
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('types', () => {
    it('adds a reimbursement type, refuses its name again in any case, and lists it with its pay item', async () => {
      const type = await claimType({
        name: 'Test dental',
        limitPerClaim: '150',
        limitPerYear: '600.00',
        departmentIds: [engineering],
      });
      expect(type).toMatchObject({
        name: 'Test dental',
        limitPerClaim: '150.00',
        limitPerMonth: null,
        limitPerYear: '600.00',
        payItem: { description: 'Medical Reimbursement', cPFType: 'NoWages' },
        departments: [{ id: engineering, name: 'Engineering' }],
        isActive: true,
        claimCount: 0,
      });
      const twice = await call('POST', '/claims/types', {
        name: 'TEST DENTAL',
        receiptRequired: true,
        taxable: false,
        incomeType: 'NotTaxable',
        payItemId: payItems['Medical Reimbursement'],
        departmentIds: [],
        employmentTypes: [],
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(claimTypeExistsMessage);
      const listed: ClaimType[] = (await call('GET', '/claims/types')).json().data;
      expect(listed.map((row) => row.id)).toContain(type.id);
      expect((await call('GET', `/claims/types/${type.id}`)).json().data).toEqual(type);
    });

    it('pays a taxable type through wages and one that is not through a reimbursement, naming payItemId', async () => {
      const base = {
        name: 'Test phone bill',
        receiptRequired: true,
        departmentIds: [],
        employmentTypes: [],
      };
      const refusals = [
        { taxable: false, incomeType: 'NotTaxable', payItemId: payItems['Transport Allowance'] },
        {
          taxable: true,
          incomeType: 'OtherAllowance',
          payItemId: payItems['Medical Reimbursement'],
        },
        { taxable: true, incomeType: 'GrossSalary', payItemId: payItems['Basic Salary'] },
        {
          taxable: true,
          incomeType: 'OtherAllowance',
          payItemId: payItems['Salary Advance Recovery'],
        },
        {
          taxable: false,
          incomeType: 'NotTaxable',
          payItemId: '00000000-0000-4000-8000-000000000000',
        },
      ];
      for (const refusal of refusals) {
        const res = await call('POST', '/claims/types', { ...base, ...refusal });
        expect(res.statusCode, JSON.stringify(refusal)).toBe(400);
        expect(res.json().field).toBe('payItemId');
      }
      const taxable = await call('POST', '/claims/types', {
        ...base,
        taxable: true,
        incomeType: 'OtherAllowance',
        payItemId: payItems['Transport Allowance'],
      });
      expect(taxable.statusCode, taxable.body).toBe(201);
      expect(taxable.json().data.payItem.cPFType).toBe('OrdinaryWages');
      const badDepartment = await call('POST', '/claims/types', {
        ...base,
        name: 'Test phone bill 2',
        taxable: false,
        incomeType: 'NotTaxable',
        payItemId: payItems['Medical Reimbursement'],
        departmentIds: ['00000000-0000-4000-8000-000000000000'],
      });
      expect(badDepartment.statusCode).toBe(400);
      expect(badDepartment.json().field).toBe('departmentIds');
    });

    it('refuses an inactive pay item', async () => {
      const item = await call('POST', '/payroll/pay-items', {
        description: 'Test old reimbursement',
        type: 'Reimbursement',
        category: null,
        cPFType: 'NoWages',
        unit: 'Amount',
        defaultAmount: '0.00',
        iRBACode: 'NotTaxable',
        isActive: false,
      });
      expect(item.statusCode, item.body).toBe(201);
      const res = await call('POST', '/claims/types', {
        name: 'Through an inactive item',
        receiptRequired: false,
        taxable: false,
        incomeType: 'NotTaxable',
        payItemId: item.json().data.id,
        departmentIds: [],
        employmentTypes: [],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('payItemId');
    });

    it('deletes a type never claimed, and keeps one with claims, which can be made inactive', async () => {
      const unused = await claimType();
      expect((await call('DELETE', `/claims/types/${unused.id}`)).statusCode).toBe(200);
      expect((await call('GET', `/claims/types/${unused.id}`)).statusCode).toBe(404);

      const used = await claimType();
      const { token } = await person();
      await ownClaim(claimBody(used.id), token);
      const refused = await call('DELETE', `/claims/types/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(claimTypeInUseMessage);

      const { id: _id, payItem, departments, claimCount, ...rest } = used;
      const inactive = await call('PUT', `/claims/types/${used.id}`, {
        ...rest,
        payItemId: payItem.id,
        departmentIds: departments.map((department) => department.id),
        isActive: false,
      });
      expect(inactive.statusCode, inactive.body).toBe(200);
      expect(inactive.json().data).toMatchObject({ isActive: false, claimCount: 1 });
      const offered: ClaimType[] = (
        await call('GET', '/staff/claims/types', undefined, token)
      ).json().data;
      expect(offered.map((type) => type.id)).not.toContain(used.id);
      const again = await own(claimBody(used.id), token);
      expect(again.statusCode).toBe(400);
      expect(again.json().field).toBe('claimTypeId');
    });

    it('offers staff only the types their department and employment type may claim', async () => {
      const engineers = await claimType({ departmentIds: [engineering] });
      const interns = await claimType({ employmentTypes: ['internship'] });
      const everyone = await claimType();
      const { token } = await person();
      const offered: ClaimType[] = (
        await call('GET', '/staff/claims/types', undefined, token)
      ).json().data;
      const ids = offered.map((type) => type.id);
      expect(ids).toContain(engineers.id);
      expect(ids).toContain(everyone.id);
      expect(ids).not.toContain(interns.id);

      const accountant = await person({ departmentId: finance });
      const refused = await own(claimBody(engineers.id), accountant.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'claimTypeId' });
      expect(refused.json().message).toContain('department');
      const notIntern = await call('POST', '/claims', {
        ...claimBody(interns.id),
        employeeId: accountant.id,
      });
      expect(notIntern.statusCode).toBe(400);
      expect(notIntern.json().message).toContain('employment type');
    });
  });

  describe('settings', () => {
    it('answers the defaults until saved, and keeps SGD out of the currencies it always allows', async () => {
      const newcomer = await signUp(t.app, {
        organizationName: 'Newcomer Pte Ltd',
        organizationId: 'NEWCO',
        name: 'Newcomer Admin',
        email: 'admin@newcomer.example',
        password: demoPassword,
      });
      const fresh = await call('GET', '/claims/settings', undefined, newcomer);
      expect(fresh.json().data).toEqual(defaultClaimSettings);
      const saved = await call('PUT', '/claims/settings', {
        approvalLevels: ['reportingManager'],
        cutOffDay: 20,
        currencies: ['USD', 'SGD', 'MYR', 'USD'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.currencies).toEqual(['MYR', 'USD']);
      const bad = await call('PUT', '/claims/settings', {
        approvalLevels: ['admin', 'admin'],
        cutOffDay: 32,
        currencies: [],
      });
      expect(bad.statusCode).toBe(400);
      await settle({});
    });

    it('takes a claim in a currency of the settings at its rate, rounding the SGD half up to the cent', async () => {
      const type = await claimType();
      const { token } = await person();
      const usd = claimBody(type.id, { amount: '33.50', currency: 'USD', exchangeRate: '1.345' });
      const refused = await own(usd, token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('currency');
      await settle({ currencies: ['USD'] });
      // 33.50 x 1.345 = 45.0575
      const staffSettings = await call('GET', '/staff/claims/settings', undefined, token);
      expect(staffSettings.json().data).toEqual({ currencies: ['USD'], cutOffDay: 20 });
      const claim = await ownClaim(usd, token);
      expect(claim).toMatchObject({
        amount: '33.50',
        currency: 'USD',
        exchangeRate: '1.345000',
        amountSgd: '45.06',
      });
      const sgdAtTwo = await own(claimBody(type.id, { exchangeRate: '2' }), token);
      expect(sgdAtTwo.statusCode).toBe(400);
      expect(sgdAtTwo.json().field).toBe('exchangeRate');
      const nothing = await own(claimBody(type.id, { amount: '0.00' }), token);
      expect(nothing.json().field).toBe('amount');
      const underACent = await own(
        claimBody(type.id, { amount: '0.01', currency: 'USD', exchangeRate: '0.1' }),
        token,
      );
      expect(underACent.statusCode).toBe(400);
      expect(underACent.json().field).toBe('amount');
      await settle({});
    });
  });

  describe('claiming and approving', () => {
    it('takes a claim to the reporting manager, who approves it; it is due in the payroll by the cut-off day', async () => {
      const type = await claimType();
      const { id, token, name } = await person();
      const claim = await ownClaim(
        claimBody(type.id, { amount: '42.50', receiptIds: [await receipt(token)] }),
        token,
      );
      expect(claim).toMatchObject({
        number: expect.stringMatching(/^CL-\d{6}$/),
        employee: { id, name, departmentName: 'Engineering' },
        claimType: { id: type.id, taxable: false },
        amountSgd: '42.50',
        status: 'submitted',
        pendingLevel: 1,
        waitingFor: 'Reporting manager: Tan Wei Ming',
        // Submitted on the 23rd, after the cut-off on the 20th: December's payroll.
        payrollMonth: '2026-12',
        payroll: null,
        paidAt: null,
        canEdit: true,
        canSubmit: false,
        canDelete: false,
        canDecide: false,
      });
      expect(claim.receipts).toHaveLength(1);
      expect(kinds(claim)).toEqual(['created', 'submitted']);

      const selfApproval = await call('POST', `/staff/claims/${claim.id}/approve`, {}, token);
      expect(selfApproval.statusCode).toBe(403);

      const waiting = (await call('GET', '/staff/claims/to-approve', undefined, manager)).json()
        .data;
      expect(waiting.rows.map((row: Claim) => row.id)).toContain(claim.id);
      expect(waiting.rows.find((row: Claim) => row.id === claim.id).canDecide).toBe(true);
      const approved = await call(
        'POST',
        `/staff/claims/${claim.id}/approve`,
        { comment: 'Thanks' },
        manager,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({
        status: 'approved',
        pendingLevel: null,
        waitingFor: null,
        approverName: 'Tan Wei Ming',
        canEdit: false,
        canDecide: false,
      });
      const mine = await call('GET', `/staff/claims/${claim.id}`, undefined, token);
      expect(mine.json().data.events).toMatchObject([
        { kind: 'created', actorName: name },
        { kind: 'submitted', actorName: name },
        { kind: 'approved', level: 1, actorName: 'Tan Wei Ming', comment: 'Thanks' },
      ]);
      const again = await call('POST', `/claims/${claim.id}/reject`, { comment: 'No' });
      expect(again.statusCode).toBe(409);
      const edit = await call('PUT', `/claims/${claim.id}`, claimBody(type.id));
      expect(edit.statusCode).toBe(409);
    });

    it('keeps a draft without its receipt, asks for it on submit, and then submits it', async () => {
      const type = await claimType({ receiptRequired: true });
      const { token } = await person();
      const draft = await ownClaim(claimBody(type.id, { submit: false }), token);
      expect(draft).toMatchObject({
        status: 'draft',
        pendingLevel: null,
        payrollMonth: null,
        submittedAt: null,
        canEdit: true,
        canSubmit: true,
        canDelete: true,
      });
      const bare = await call('POST', `/staff/claims/${draft.id}/submit`, {}, token);
      expect(bare.statusCode).toBe(400);
      expect(bare.json().field).toBe('receiptIds');
      const edited = await call(
        'PUT',
        `/staff/claims/${draft.id}`,
        claimBody(type.id, { amount: '12.00', receiptIds: [await receipt(token)], submit: false }),
        token,
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ status: 'draft', amountSgd: '12.00' });
      const submitted = await call('POST', `/staff/claims/${draft.id}/submit`, {}, token);
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json().data).toMatchObject({ status: 'submitted', pendingLevel: 1 });
      expect(kinds(submitted.json().data)).toEqual(['created', 'edited', 'submitted']);
      // Still waiting at the first level: its employee may change it, and it stays submitted.
      const changed = await call(
        'PUT',
        `/staff/claims/${draft.id}`,
        claimBody(type.id, {
          amount: '11.00',
          receiptIds: submitted.json().data.receipts.map((r: { id: string }) => r.id),
        }),
        token,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data).toMatchObject({ status: 'submitted', amountSgd: '11.00' });
      const deleted = await call('DELETE', `/staff/claims/${draft.id}`, undefined, token);
      expect(deleted.statusCode).toBe(409);
    });

    it('returns a claim for changes with a reason; its employee changes it and submits it again from level 1', async () => {
      await settle({ approvalLevels: ['reportingManager', 'departmentHead'] });
      try {
        const type = await claimType();
        const { token } = await person();
        const claim = await ownClaim(claimBody(type.id), token);
        const bare = await call('POST', `/staff/claims/${claim.id}/return`, {}, manager);
        expect(bare.statusCode).toBe(400);
        expect(bare.json().field).toBe('comment');
        const returned = await call(
          'POST',
          `/staff/claims/${claim.id}/return`,
          { comment: 'Attach the taxi receipt' },
          manager,
        );
        expect(returned.statusCode, returned.body).toBe(200);
        expect(returned.json().data).toMatchObject({
          status: 'returned',
          pendingLevel: null,
          canDecide: false,
        });
        const asOwner = (await call('GET', `/staff/claims/${claim.id}`, undefined, token)).json()
          .data;
        expect(asOwner).toMatchObject({ canEdit: true, canSubmit: true, canDelete: true });
        const resent = await call(
          'PUT',
          `/staff/claims/${claim.id}`,
          claimBody(type.id, { receiptIds: [await receipt(token)] }),
          token,
        );
        expect(resent.statusCode, resent.body).toBe(200);
        expect(resent.json().data).toMatchObject({
          status: 'submitted',
          pendingLevel: 1,
          waitingFor: 'Reporting manager: Tan Wei Ming',
        });
        expect(kinds(resent.json().data)).toEqual([
          'created',
          'submitted',
          'returned',
          'edited',
          'submitted',
        ]);
        expect(resent.json().data.events[2]).toMatchObject({
          comment: 'Attach the taxi receipt',
          level: 1,
        });

        // Two levels: the manager's approval moves it on to the head of Engineering.
        const first = await call('POST', `/staff/claims/${claim.id}/approve`, {}, manager);
        expect(first.json().data).toMatchObject({
          status: 'submitted',
          pendingLevel: 2,
          waitingFor: 'Department head: Ng Kok Leong',
          approverName: 'Tan Wei Ming',
        });
        // Past the first level its employee can no longer change it; an admin can.
        const late = await call('PUT', `/staff/claims/${claim.id}`, claimBody(type.id), token);
        expect(late.statusCode).toBe(409);
        const twice = await call('POST', `/staff/claims/${claim.id}/approve`, {}, manager);
        expect(twice.statusCode).toBe(403);
        expect(twice.json().message).toBe(
          'This claim is waiting for Department head: Ng Kok Leong',
        );
        // An admin's approval completes it, whichever level waits.
        const done = await call('POST', `/claims/${claim.id}/approve`, {});
        expect(done.json().data).toMatchObject({ status: 'approved', pendingLevel: null });
      } finally {
        await settle({});
      }
    });

    it('needs a reason to reject; a rejected claim is deleted by an admin only', async () => {
      const type = await claimType();
      const { token } = await person();
      const claim = await ownClaim(claimBody(type.id), token);
      const bare = await call('POST', `/claims/${claim.id}/reject`, { comment: '  ' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().field).toBe('comment');
      const rejected = await call('POST', `/claims/${claim.id}/reject`, {
        comment: 'Not a business expense',
      });
      expect(rejected.json().data).toMatchObject({
        status: 'rejected',
        approverName: 'Aisha Rahman',
      });
      expect((await call('DELETE', `/staff/claims/${claim.id}`, undefined, token)).statusCode).toBe(
        409,
      );
      expect((await call('POST', `/staff/claims/${claim.id}/submit`, {}, token)).statusCode).toBe(
        409,
      );
      expect((await call('DELETE', `/claims/${claim.id}`)).statusCode).toBe(200);
      expect((await call('GET', `/claims/${claim.id}`)).statusCode).toBe(404);
    });

    it("makes a claim on someone's behalf, as a draft or submitted, and deletes a draft", async () => {
      const type = await claimType();
      const { id } = await person();
      const draft = await call('POST', '/claims', {
        ...claimBody(type.id),
        employeeId: id,
        submit: false,
      });
      expect(draft.statusCode, draft.body).toBe(201);
      expect(draft.json().data).toMatchObject({ status: 'draft', canDecide: false });
      const submitted = await call('POST', `/claims/${draft.json().data.id}/submit`, {});
      expect(submitted.json().data).toMatchObject({ status: 'submitted', canDecide: true });
      const direct = await call('POST', '/claims', { ...claimBody(type.id), employeeId: id });
      expect(direct.json().data.status).toBe('submitted');
      expect((await call('DELETE', `/claims/${direct.json().data.id}`)).statusCode).toBe(409);
      const other = await call('POST', '/claims', {
        ...claimBody(type.id),
        employeeId: id,
        submit: false,
      });
      expect((await call('DELETE', `/claims/${other.json().data.id}`)).statusCode).toBe(200);
      const unknown = await call('POST', '/claims', {
        ...claimBody(type.id),
        employeeId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().field).toBe('employeeId');
    });

    it("keeps other people out of a staff member's claims, and lets approvers only decide", async () => {
      const type = await claimType();
      const first = await person();
      const second = await person({ managerId: null, departmentId: finance });
      const claim = await ownClaim(claimBody(type.id), first.token);
      for (const [method, url] of [
        ['GET', `/staff/claims/${claim.id}`],
        ['PUT', `/staff/claims/${claim.id}`],
        ['DELETE', `/staff/claims/${claim.id}`],
        ['POST', `/staff/claims/${claim.id}/submit`],
        ['POST', `/staff/claims/${claim.id}/approve`],
      ] as const) {
        const res = await call(
          method,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : claimBody(type.id),
          second.token,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      // The manager sees it and decides it, but changes nothing else of it.
      expect((await call('GET', `/staff/claims/${claim.id}`, undefined, manager)).statusCode).toBe(
        200,
      );
      expect(
        (await call('PUT', `/staff/claims/${claim.id}`, claimBody(type.id), manager)).statusCode,
      ).toBe(404);
      // The head of Engineering sees it too, but it waits for the manager.
      const byHead = await call('POST', `/staff/claims/${claim.id}/approve`, {}, head);
      expect(byHead.statusCode).toBe(403);
      // A draft stays its employee's own until it is submitted.
      const draft = await ownClaim(claimBody(type.id, { submit: false }), first.token);
      expect((await call('GET', `/staff/claims/${draft.id}`, undefined, manager)).statusCode).toBe(
        404,
      );
      const mine = (await call('GET', '/staff/claims', undefined, second.token)).json().data;
      expect(mine.rows.map((row: Claim) => row.id)).not.toContain(claim.id);
    });
  });

  describe('rules', () => {
    it('refuses a date in the future, before joining, or more than a year back, naming claimDate', async () => {
      const type = await claimType();
      const { token } = await person({ employmentStartDate: '2026-11-02' });
      for (const claimDate of ['2026-11-24', '2026-11-01']) {
        const res = await own(claimBody(type.id, { claimDate }), token);
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe('claimDate');
      }
      const veteran = await person({ employmentStartDate: '2015-01-05' });
      const old = await own(claimBody(type.id, { claimDate: '2025-11-22' }), veteran.token);
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toContain('365 days back');
      const yearAgo = await own(claimBody(type.id, { claimDate: '2025-11-23' }), veteran.token);
      expect(yearAgo.statusCode, yearAgo.body).toBe(201);
      // Today in Singapore is the 23rd even where the server's clock is still on the 22nd.
      const today = await own(claimBody(type.id, { claimDate: '2026-11-23' }), veteran.token);
      expect(today.statusCode, today.body).toBe(201);
    });

    it('takes receipts of the organisation only, at most five', async () => {
      const type = await claimType();
      const { token } = await person();
      const missing = await own(
        claimBody(type.id, { receiptIds: ['00000000-0000-4000-8000-000000000000'] }),
        token,
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field).toBe('receiptIds');
      const file = await receipt(token);
      const six = await own(claimBody(type.id, { receiptIds: Array(6).fill(file) }), token);
      expect(six.statusCode).toBe(400);
      expect(six.json().field).toBe('receiptIds');
      // The same file twice is one receipt.
      const twice = await ownClaim(claimBody(type.id, { receiptIds: [file, file] }), token);
      expect(twice.receipts.map((r) => r.id)).toEqual([file]);
    });

    it('holds the limits per claim, month and year on submit, counting submitted, approved and paid claims', async () => {
      const type = await claimType({
        limitPerClaim: '100.00',
        limitPerMonth: '150.00',
        limitPerYear: '200.00',
      });
      const { token } = await person();
      const over = await own(claimBody(type.id, { amount: '100.01' }), token);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({
        field: 'amount',
        message: `amount: ${type.name} claims are limited to S$100.00 each`,
      });
      // A draft is not held to them until it is submitted.
      const draft = await ownClaim(claimBody(type.id, { amount: '100.01', submit: false }), token);
      expect((await call('POST', `/staff/claims/${draft.id}/submit`, {}, token)).statusCode).toBe(
        400,
      );
      await ownClaim(claimBody(type.id, { amount: '90.00', claimDate: '2026-11-02' }), token);
      const month = await own(claimBody(type.id, { amount: '60.10' }), token);
      expect(month.statusCode).toBe(400);
      expect(month.json().message).toBe(
        `amount: ${type.name} claims are limited to S$150.00 a month; S$60.00 is left`,
      );
      await ownClaim(claimBody(type.id, { amount: '60.00' }), token);
      // October is another month but the same year: S$50.00 of the year is left.
      const year = await own(
        claimBody(type.id, { amount: '50.01', claimDate: '2026-10-15' }),
        token,
      );
      expect(year.json().message).toBe(
        `amount: ${type.name} claims are limited to S$200.00 a year; S$50.00 is left`,
      );
      // The year before has its own.
      await ownClaim(claimBody(type.id, { amount: '100.00', claimDate: '2025-12-15' }), token);
      const usage: ClaimUsage[] = (
        await call('GET', '/staff/claims/usage', undefined, token)
      ).json().data;
      expect(usage.find((row) => row.claimType.id === type.id)).toMatchObject({
        limitPerClaim: '100.00',
        limitPerMonth: '150.00',
        limitPerYear: '200.00',
        usedThisMonth: '150.00',
        usedThisYear: '150.00',
      });
    });

    it('checks the limits again on the final approval, approving one of two that together pass them at once', async () => {
      const type = await claimType({ limitPerMonth: '100.00' });
      const { token } = await person();
      const first = await ownClaim(claimBody(type.id, { amount: '60.00' }), token);
      const second = await ownClaim(claimBody(type.id, { amount: '30.00' }), token);
      // The limit is lowered after both were submitted: either fits it, not both.
      const { id: _id, payItem, departments, claimCount, ...rest } = type;
      const lowered = await call('PUT', `/claims/types/${type.id}`, {
        ...rest,
        payItemId: payItem.id,
        departmentIds: [],
        limitPerMonth: '80.00',
      });
      expect(lowered.statusCode, lowered.body).toBe(200);
      const answers = await Promise.all(
        [first, second].map((claim) => call('POST', `/claims/${claim.id}/approve`, {})),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((res) => res.statusCode === 400);
      expect(refused?.json().field).toBe('amount');
      expect(refused?.json().message).toContain('limited to S$80.00 a month');
      const statuses = await Promise.all(
        [first, second].map(
          async (claim) => (await call('GET', `/claims/${claim.id}`)).json().data.status,
        ),
      );
      expect(statuses.sort()).toEqual(['approved', 'submitted']);
    });

    it('submits one of two claims sent at once that together pass a limit', async () => {
      const type = await claimType({ limitPerYear: '100.00' });
      const { token } = await person();
      const answers = await Promise.all([
        own(claimBody(type.id, { amount: '70.00' }), token),
        own(claimBody(type.id, { amount: '40.00', claimDate: '2026-11-19' }), token),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    });

    it('numbers claims made at once without a gap or a clash', async () => {
      const type = await claimType();
      const team = await Promise.all([person(), person(), person()]);
      const answers = await Promise.all(
        team.flatMap(({ token }) => [
          own(claimBody(type.id), token),
          own(claimBody(type.id, { submit: false }), token),
        ]),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(201);
      const numbers = answers
        .map((res) => Number(res.json().data.number.slice(3)))
        .sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(6);
      expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(5);
    });

    it('flags other claims with the same receipt file, amount and date as possible duplicates', async () => {
      const type = await claimType();
      const one = await person();
      const two = await person();
      const sameBytes = 'the same dinner receipt';
      const first = await ownClaim(
        claimBody(type.id, { amount: '88.00', receiptIds: [await receipt(one.token, sameBytes)] }),
        one.token,
      );
      const second = await ownClaim(
        claimBody(type.id, { amount: '88.00', receiptIds: [await receipt(two.token, sameBytes)] }),
        two.token,
      );
      const otherAmount = await ownClaim(
        claimBody(type.id, { amount: '87.99', receiptIds: [await receipt(two.token, sameBytes)] }),
        two.token,
      );
      const read = async (id: string) => (await call('GET', `/claims/${id}`)).json().data as Claim;
      expect((await read(first.id)).possibleDuplicates).toEqual([
        { id: second.id, number: second.number },
      ]);
      expect((await read(second.id)).possibleDuplicates).toEqual([
        { id: first.id, number: first.number },
      ]);
      expect((await read(otherAmount.id)).possibleDuplicates).toEqual([]);
      // Staff see only duplicates among the claims they may open.
      const asOwner = (await call('GET', `/staff/claims/${first.id}`, undefined, one.token)).json()
        .data;
      expect(asOwner.possibleDuplicates).toEqual([]);
      const asManager = (await call('GET', `/staff/claims/${first.id}`, undefined, manager)).json()
        .data;
      expect(asManager.possibleDuplicates).toHaveLength(1);
    });
  });

  describe('lists', () => {
    it('filters, searches and pages the claims, with totals per status over the filters but the status', async () => {
      const type = await claimType();
      const { id, token } = await person();
      const submitted = await ownClaim(claimBody(type.id, { amount: '10.00' }), token);
      await ownClaim(claimBody(type.id, { amount: '20.00', claimDate: '2026-11-10' }), token);
      const draft = await ownClaim(
        claimBody(type.id, { amount: '5.25', submit: false, description: 'Parking at Changi' }),
        token,
      );
      const approved = await ownClaim(claimBody(type.id, { amount: '1.10' }), token);
      await call('POST', `/claims/${approved.id}/approve`, {});

      const list = await call('GET', `/claims?employeeId=${id}&status=submitted&pageSize=1`);
      expect(list.statusCode, list.body).toBe(200);
      const data = list.json().data;
      expect(data.total).toBe(2);
      expect(data.rows).toHaveLength(1);
      expect(data.rows[0].id).toBe(submitted.id);
      expect(data.totals).toEqual([
        { status: 'draft', count: 1, amountSgd: '5.25' },
        { status: 'submitted', count: 2, amountSgd: '30.00' },
        { status: 'approved', count: 1, amountSgd: '1.10' },
        { status: 'rejected', count: 0, amountSgd: '0.00' },
        { status: 'returned', count: 0, amountSgd: '0.00' },
        { status: 'paid', count: 0, amountSgd: '0.00' },
      ]);
      const byNumber = (await call('GET', `/claims?search=${draft.number}`)).json().data;
      expect(byNumber.rows.map((row: Claim) => row.id)).toEqual([draft.id]);
      const byText = (await call('GET', `/claims?search=changi&claimTypeId=${type.id}`)).json()
        .data;
      expect(byText.rows.map((row: Claim) => row.id)).toEqual([draft.id]);
      const dated = (
        await call('GET', `/claims?employeeId=${id}&from=2026-11-01&to=2026-11-15`)
      ).json().data;
      expect(dated.total).toBe(1);
      const mine = (await call('GET', '/staff/claims?status=draft', undefined, token)).json().data;
      expect(mine.rows.map((row: Claim) => row.id)).toEqual([draft.id]);
      expect(mine.totals.find((row: { status: string }) => row.status === 'submitted').count).toBe(
        2,
      );
    });
  });

  describe('payroll', () => {
    it('shows the payroll a claim is linked to and when it was paid', async () => {
      const type = await claimType();
      const { id, token } = await person();
      const claim = await ownClaim(claimBody(type.id), token);
      await call('POST', `/claims/${claim.id}/approve`, {});
      const payrollId = await generatedPayroll(call, {
        year: 2026,
        month: 11,
        dateOfPayment: '2026-11-27',
        employeeIds: [id],
      });
      // Written by payroll's linking; here by hand.
      await t.database.pool.query(
        `update claims set payroll_id = $1, status = 'paid', paid_at = '2026-11-27T02:00:00Z' where id = $2`,
        [payrollId, claim.id],
      );
      const paid = (await call('GET', `/claims/${claim.id}`)).json().data;
      expect(paid).toMatchObject({
        status: 'paid',
        payroll: { id: payrollId, month: '2026-11' },
        paidAt: '2026-11-27T02:00:00.000Z',
        canEdit: false,
        canDelete: false,
        canDecide: false,
      });
      expect(paid.payroll.payrollNo).toEqual(expect.any(Number));
    });
  });

  it('records each change in the audit log', async () => {
    const type = await claimType();
    const { token } = await person();
    const claim = await ownClaim(claimBody(type.id), token);
    await call('POST', `/claims/${claim.id}/return`, { comment: 'Wrong date' });
    const { rows } = await t.database.pool.query<{ action: string }>(
      'select action from audit_log where subject = $1 order by created_at, action',
      [claim.id],
    );
    expect(rows.map((row) => row.action).sort()).toEqual([
      'claims.claim.create',
      'claims.claim.return',
      'claims.claim.submit',
    ]);
  });
});
