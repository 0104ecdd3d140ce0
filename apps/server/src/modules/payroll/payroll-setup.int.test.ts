import {
  payItemExistsMessage,
  payItemInUseMessage,
  paySchemeTemplateExistsMessage,
  paySchemeTemplateInUseMessage,
} from '@tembusu/contracts/payroll';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { demoPeople } from '../../seed/demo-people.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { signInDemo, signUp } from '../../test/sign-in.js';

const transport = {
  description: 'Site Transport Allowance',
  type: 'Addition',
  category: 'Allowance',
  cPFType: 'OrdinaryWages',
  unit: 'Amount',
  defaultAmount: '150.00',
  iRBACode: 'TransportAllowance',
  isActive: true,
};

const overtimeRules = [
  {
    kind: 'normal',
    rate: '1.5x',
    customAmount: null,
    start: 'AfterWorkingHours',
    fixedHours: null,
  },
  {
    kind: 'offDay',
    rate: '1.5x',
    customAmount: null,
    start: 'AfterWorkingHours',
    fixedHours: null,
  },
  { kind: 'restDay', rate: '2x', customAmount: null, start: 'AfterWorkingHours', fixedHours: null },
  {
    kind: 'holiday',
    rate: 'CustomAmount',
    customAmount: '30.00',
    start: 'AfterFixedHours',
    fixedHours: '8',
  },
];

const punctuality = {
  condition: 'PunctualityTimeIn',
  basis: 'Attendance',
  period: 'Month',
  lateRule: 'LateLessThan',
  lateMinutes: 15,
  earlyOutRule: null,
  earlyOutMinutes: null,
  hoursAfterWork: null,
};

describe('payroll set-up: pay items, pay scheme templates, settings and periods', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-11-23T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin, employee } = await signInDemo(t.app));
  });
  afterAll(async () => t.close());

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  let payItemId: string;
  let templateId: string;

  it('gives the demo organisation pay items and a template for each salary basis', async () => {
    const templates = (await call('GET', '/payroll/pay-scheme-templates')).json().data as {
      type: string;
      employeeCount: number;
    }[];
    expect(templates.map((template) => template.type).sort()).toEqual([
      'Daily',
      'Hourly',
      'Monthly',
    ]);
    const assigned = templates.reduce((sum, template) => sum + template.employeeCount, 0);
    expect(assigned).toBe(demoPeople.length);
    const items = (await call('GET', '/payroll/pay-items')).json().data as { cPFType: string }[];
    expect(new Set(items.map((item) => item.cPFType))).toEqual(
      new Set(['OrdinaryWages', 'AdditionalWages', 'NoWages']),
    );
  });

  it('adds a pay item and lists it with the spec fields', async () => {
    const res = await call('POST', '/payroll/pay-items', transport);
    expect(res.statusCode, res.body).toBe(201);
    payItemId = res.json().data.id;
    const list = await call('GET', '/payroll/pay-items');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual({
      id: payItemId,
      description: 'Site Transport Allowance',
      typeId: 'Addition',
      category: 'Allowance',
      cPFType: 'OrdinaryWages',
      unit: 'Amount',
      defaultAmount: '150.00',
      iRBACode: 'TransportAllowance',
      isActive: true,
      templateCount: 0,
    });
  });

  it('refuses a duplicate description, whatever its case', async () => {
    const res = await call('POST', '/payroll/pay-items', {
      ...transport,
      description: 'site transport ALLOWANCE',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(payItemExistsMessage);
  });

  it('names the field of a bad pay item and saves nothing', async () => {
    const before = (await call('GET', '/payroll/pay-items')).json().data.length;
    const percentage = await call('POST', '/payroll/pay-items', {
      ...transport,
      description: 'Big percentage',
      unit: 'Percentage',
      defaultAmount: '120',
    });
    expect(percentage.statusCode).toBe(400);
    expect(percentage.json().message).toMatch(/^defaultAmount: /);
    const reimbursement = await call('POST', '/payroll/pay-items', {
      ...transport,
      description: 'Taxi claims',
      type: 'Reimbursement',
    });
    expect(reimbursement.statusCode).toBe(400);
    expect(reimbursement.json().message).toMatch(/^cPFType: /);
    const money = await call('POST', '/payroll/pay-items', {
      ...transport,
      description: 'Odd money',
      defaultAmount: '12.345',
    });
    expect(money.json().message).toMatch(/^defaultAmount: /);
    expect((await call('GET', '/payroll/pay-items')).json().data.length).toBe(before);
  });

  it('takes a pay item of the largest amount, and names the field of one above', async () => {
    const largest = await call('POST', '/payroll/pay-items', {
      ...transport,
      description: 'Largest allowance',
      defaultAmount: '9999999.99',
    });
    expect(largest.statusCode, largest.body).toBe(201);
    expect(largest.json().data.defaultAmount).toBe('9999999.99');
    const above = await call('POST', '/payroll/pay-items', {
      ...transport,
      description: 'Larger allowance',
      defaultAmount: '10000000.00',
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('defaultAmount: Enter at most 9,999,999.99');
  });

  it('changes a pay item and keeps the change in the audit log', async () => {
    const res = await call('PUT', `/payroll/pay-items/${payItemId}`, {
      ...transport,
      defaultAmount: '180.50',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.defaultAmount).toBe('180.50');
    const { rows } = await t.database.pool.query(
      `select detail from audit_log where action = 'pay_item.updated' and subject = $1`,
      [payItemId],
    );
    expect(rows[0].detail).toMatchObject({
      before: { defaultAmount: '150.00' },
      after: { defaultAmount: '180.50' },
    });
  });

  it('builds a template of pay items, an allowance condition and overtime rules', async () => {
    const res = await call('POST', '/payroll/pay-scheme-templates', {
      name: 'Site Crew',
      type: 'Monthly',
      description: 'Crew paid monthly with a punctuality allowance',
      items: [{ payItemId, amount: '200.00', allowance: punctuality }],
      overtimeRules,
    });
    expect(res.statusCode, res.body).toBe(201);
    templateId = res.json().data.id;
    const read = await call('GET', `/payroll/pay-scheme-templates/${templateId}`);
    expect(read.json().data).toMatchObject({
      name: 'Site Crew',
      type: 'Monthly',
      items: [
        {
          payItemId,
          amount: '200.00',
          allowance: punctuality,
          description: 'Site Transport Allowance',
          cPFType: 'OrdinaryWages',
        },
      ],
      employeeCount: 0,
    });
    expect(read.json().data.overtimeRules.map((rule: { kind: string }) => rule.kind)).toEqual([
      'normal',
      'offDay',
      'restDay',
      'holiday',
    ]);
    expect((await call('GET', `/payroll/pay-items/${payItemId}`)).json().data.templateCount).toBe(
      1,
    );
    const options = await call('GET', '/payroll/pay-scheme-templates/options');
    expect(options.json().data).toContainEqual({
      id: templateId,
      name: 'Site Crew',
      type: 'Monthly',
    });
  });

  it('names what is missing from an allowance or an overtime rule', async () => {
    const lateWithoutMinutes = await call('POST', '/payroll/pay-scheme-templates', {
      name: 'Broken',
      type: 'Monthly',
      description: null,
      items: [{ payItemId, amount: null, allowance: { ...punctuality, lateMinutes: null } }],
      overtimeRules,
    });
    expect(lateWithoutMinutes.statusCode).toBe(400);
    expect(lateWithoutMinutes.json().message).toMatch(/^items\.0\.allowance\.lateMinutes: /);
    const customWithoutAmount = await call('POST', '/payroll/pay-scheme-templates', {
      name: 'Broken',
      type: 'Monthly',
      description: null,
      items: [],
      overtimeRules: overtimeRules.map((rule) =>
        rule.kind === 'holiday' ? { ...rule, customAmount: null } : rule,
      ),
    });
    expect(customWithoutAmount.json().message).toMatch(/^overtimeRules\.3\.customAmount: /);
    const twiceNormal = await call('POST', '/payroll/pay-scheme-templates', {
      name: 'Broken',
      type: 'Monthly',
      description: null,
      items: [],
      overtimeRules: overtimeRules.map((rule) => ({ ...rule, kind: 'normal' })),
    });
    expect(twiceNormal.json().message).toMatch(/^overtimeRules: /);
    const stranger = await call('POST', '/payroll/pay-scheme-templates', {
      name: 'Broken',
      type: 'Monthly',
      description: null,
      items: [{ payItemId: '00000000-0000-4000-8000-000000000000', amount: null, allowance: null }],
      overtimeRules,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toMatch(/^items\.0\.payItemId: /);
    const names = (await call('GET', '/payroll/pay-scheme-templates'))
      .json()
      .data.map((template: { name: string }) => template.name);
    expect(names).not.toContain('Broken');
  });

  it('refuses a duplicate template name and an inactive pay item in a new template', async () => {
    const duplicate = await call('POST', '/payroll/pay-scheme-templates', {
      name: 'SITE CREW',
      type: 'Daily',
      description: null,
      items: [],
      overtimeRules,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(paySchemeTemplateExistsMessage);
    const inactive = await call('POST', '/payroll/pay-items', {
      ...transport,
      description: 'Retired allowance',
      isActive: false,
    });
    const res = await call('POST', '/payroll/pay-scheme-templates', {
      name: 'Night Crew',
      type: 'Hourly',
      description: null,
      items: [{ payItemId: inactive.json().data.id, amount: null, allowance: null }],
      overtimeRules,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'items.0.payItemId: Retired allowance is inactive and cannot be added',
    );
  });

  it('keeps a pay item a template uses, and a template employees are assigned', async () => {
    const item = await call('DELETE', `/payroll/pay-items/${payItemId}`);
    expect(item.statusCode).toBe(409);
    expect(item.json().message).toBe(payItemInUseMessage);

    const list = await call('GET', '/employees?search=employee@tembusu.example');
    const person = list.json().data.items[0];
    const record = (await call('GET', `/employee/${person.id}`)).json().data;
    const assign = await call('PUT', `/employees/${person.id}/employment-pay-details`, {
      ...record.employment,
      paySchemeTemplateId: templateId,
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().data.employment).toMatchObject({
      paySchemeTemplateId: templateId,
      paySchemeTemplateName: 'Site Crew',
    });
    const template = await call('DELETE', `/payroll/pay-scheme-templates/${templateId}`);
    expect(template.statusCode).toBe(409);
    expect(template.json().message).toBe(paySchemeTemplateInUseMessage);

    await call('PUT', `/employees/${person.id}/employment-pay-details`, {
      ...record.employment,
      paySchemeTemplateId: null,
    });
    expect((await call('DELETE', `/payroll/pay-scheme-templates/${templateId}`)).statusCode).toBe(
      200,
    );
    const deleted = await call('DELETE', `/payroll/pay-items/${payItemId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your pay item has been deleted.');
    expect((await call('GET', `/payroll/pay-items/${payItemId}`)).statusCode).toBe(404);
  });

  it('refuses to assign an employee a template that is not the organisation’s', async () => {
    const list = await call('GET', '/employees?search=employee2@tembusu.example');
    const person = list.json().data.items[0];
    const record = (await call('GET', `/employee/${person.id}`)).json().data;
    const res = await call('PUT', `/employees/${person.id}/employment-pay-details`, {
      ...record.employment,
      paySchemeTemplateId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^paySchemeTemplateId: /);
  });

  it('starts from default settings and saves new ones, the break rule with the schedule', async () => {
    const defaults = await call('GET', '/payroll/setting');
    expect(defaults.json().data).toMatchObject({
      payFrequency: 'Monthly',
      contributeSdl: true,
      deductCommunityFunds: true,
    });
    const changed = {
      ...defaults.json().data,
      defaultPaymentDay: 5,
      paymentMonth: 'FollowingMonth',
      breakDeduction: 1,
      payslipPrefix: 'TD-',
      nextPayslipNumber: 120,
      payslipNumberDigits: 5,
    };
    const res = await call('PUT', '/payroll/setting', changed);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/payroll/setting')).json().data).toEqual(changed);
    expect((await call('GET', '/organization/working-hours')).json().data.breakDeduction).toBe(1);

    const bad = await call('PUT', '/payroll/setting', { ...changed, defaultPaymentDay: 32 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^defaultPaymentDay: /);
    const prefix = await call('PUT', '/payroll/setting', { ...changed, payslipPrefix: 'P S/' });
    expect(prefix.json().message).toMatch(/^payslipPrefix: /);
  });

  it('lists the year’s payment periods and lets one period be paid on another day', async () => {
    const periods = await call('GET', '/payroll/setting/payment-periods?year=2026');
    expect(periods.statusCode).toBe(200);
    expect(periods.json().data).toHaveLength(12);
    expect(periods.json().data[10]).toMatchObject({
      label: 'Nov 2026',
      paymentDate: '2026-12-05',
      isCustomPaymentDate: false,
      paidLate: false,
    });

    const moved = await call('PUT', '/payroll/setting/payment-periods/2026/11', {
      paymentDate: '2026-12-10',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      paymentDate: '2026-12-10',
      isCustomPaymentDate: true,
      paidLate: true,
    });
    const early = await call('PUT', '/payroll/setting/payment-periods/2026/11', {
      paymentDate: '2026-10-31',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^paymentDate: /);
    const reset = await call('PUT', '/payroll/setting/payment-periods/2026/11', {
      paymentDate: null,
    });
    expect(reset.json().data).toMatchObject({
      paymentDate: '2026-12-05',
      isCustomPaymentDate: false,
    });
    const noSuchPeriod = await call('PUT', '/payroll/setting/payment-periods/2026/13', {
      paymentDate: null,
    });
    expect(noSuchPeriod.statusCode).toBe(400);
    expect(noSuchPeriod.json().message).toMatch(/^periodValue: /);
    const badYear = await call('GET', '/payroll/setting/payment-periods?year=abc');
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().message).toMatch(/^year: /);
  });

  it('keeps each organisation’s settings and payment dates its own', async () => {
    const other = await signUp(t.app, {
      organizationName: 'Second Payroll Pte Ltd',
      organizationId: 'SECONDPAY',
      name: 'Second Admin',
      email: 'admin@secondpay.example',
      password: 'Second@2026pay',
    });
    await call('PUT', '/payroll/setting/payment-periods/2026/11', { paymentDate: '2026-12-09' });
    const settings = await call('GET', '/payroll/setting', undefined, other);
    expect(settings.json().data).toMatchObject({ payslipPrefix: 'PS-', defaultPaymentDay: 28 });
    const periods = await call(
      'GET',
      '/payroll/setting/payment-periods?year=2026',
      undefined,
      other,
    );
    expect(periods.json().data[10]).toMatchObject({
      paymentDate: '2026-11-28',
      isCustomPaymentDate: false,
    });
  });

  it('is for admins: an employee is refused every payroll set-up call', async () => {
    for (const url of [
      '/payroll/pay-items',
      '/payroll/pay-scheme-templates',
      '/payroll/setting',
      '/payroll/setting/payment-periods?year=2026',
    ]) {
      expect((await call('GET', url, undefined, employee)).statusCode).toBe(403);
    }
    expect((await call('POST', '/payroll/pay-items', transport, employee)).statusCode).toBe(403);
  });
});
