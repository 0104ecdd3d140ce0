import type { PayrollDetail, Payslip, PayslipView } from '@tembusu/contracts/payroll-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { apiCaller, createTestApp, type TestApp } from '../../test/app.js';
import { newEmployeeInput } from '../../test/employees.js';
import { generatedPayroll, savePayload } from '../../test/payroll.js';
import { extractText } from '../../test/pdf-text.js';
import { signInDemo } from '../../test/sign-in.js';

// The itemised payslip (MOM, "Itemised payslips") through the API: June 2025 for a mid-month
// joiner, an hourly and a daily employee and the demo staff account, whose overtime sets off a
// Part IV warning the admins see and the employee never does. June 2025 has 21 working days on
// the demo's Monday-to-Friday schedule.

describe('the itemised payslip: view and PDF', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let payrollId: string;
  const slips = new Map<string, Payslip>();

  const call = apiCaller(
    () => t.app,
    () => admin,
  );

  const view = async (name: string): Promise<PayslipView> => {
    const slip = slips.get(name) as Payslip;
    const res = await call('GET', `/payroll/${payrollId}/payslips/${slip.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, clock: () => new Date('2025-06-20T02:00:00Z') });
    await seedDemo(t.database.db);
    ({ admin, employee: staff } = await signInDemo(t.app));
    const joined = await call(
      'POST',
      '/employees',
      newEmployeeInput({
        employment: {
          employeeNumber: 'EMP-7201',
          employmentStartDate: '2025-06-16',
          salaryAmount: '4200.00',
        },
      }),
    );
    expect(joined.statusCode, joined.body).toBe(201);
    const { candidates } = (
      await call('GET', '/payroll/generate/candidates?year=2025&month=6')
    ).json().data as { candidates: { employeeId: string; name: string }[] };
    const paid = ['Yeo Kai Xin', 'Tan Hui Min', 'Goh Siew Lan', 'Tan Wei Ming'];
    payrollId = await generatedPayroll(call, {
      year: 2025,
      month: 6,
      dateOfPayment: '2025-06-28',
      employeeIds: candidates.filter((c) => paid.includes(c.name)).map((c) => c.employeeId),
    });
    const detail: PayrollDetail = (await call('GET', `/payroll/${payrollId}`)).json().data;
    for (const slip of detail.payslips) slips.set(slip.employee.name, slip);
    expect([...slips.keys()].sort()).toEqual([...paid].sort());
  }, 60_000);
  afterAll(async () => t.close());

  it("narrows a joiner's salary period to the day they joined, with the working days the proration counted", async () => {
    const joiner = await view('Yeo Kai Xin');
    expect(joiner.itemised).toEqual({
      salaryPeriod: {
        from: '2025-06-16',
        to: '2025-06-30',
        partial: true,
        workingDays: '11',
        workingDaysInPeriod: '21',
      },
      basicPay: { basis: 'Monthly', rate: '4200.00', unit: null, paid: null, worked: null },
      // 12 x $4,200 / 2288 = $22.0280 an hour; the demo's default overtime rate is 1.5x.
      overtimeRatesPerHour: {
        normal: '33.0420',
        offDay: '33.0420',
        restDay: '33.0420',
        holiday: '33.0420',
      },
      overtimePeriod: null,
    });
    // $4,200 x 11 / 21.
    expect(joiner.payslip.payRollItem.find((line) => line.id === 'M1')?.amount).toBe('2200.00');
    const whole = await view('Tan Wei Ming');
    expect(whole.itemised.salaryPeriod).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
      partial: false,
      workingDays: '21',
      workingDaysInPeriod: '21',
    });
  });

  it('gives hourly and daily staff their rate and the hours or days worked', async () => {
    expect((await view('Tan Hui Min')).itemised.basicPay).toEqual({
      basis: 'Hourly',
      rate: '13.00',
      unit: 'hours',
      paid: '168',
      worked: '168',
    });
    const daily = slips.get('Goh Siew Lan') as Payslip;
    const saved = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2025-06-28',
      payslips: [savePayload(daily, { values: { M2: '1.5' } })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await view('Goh Siew Lan')).itemised.basicPay).toEqual({
      basis: 'Daily',
      rate: '110.00',
      unit: 'days',
      paid: '21',
      worked: '19.5',
    });
  });

  it('keeps the remarks and the overtime period the admin typed, and names rest-day and public-holiday pay', async () => {
    const slip = slips.get('Tan Wei Ming') as Payslip;
    const payload = savePayload(slip, { values: { M8a: '4', M8c: '8', M8d: '8' } });
    payload.payrollItem = payload.payrollItem.map((line) =>
      line.id === 'M8c' ? { ...line, remarks: 'Stocktake on Sunday 15 June' } : line,
    );
    const refused = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2025-06-28',
      payslips: [
        { ...payload, overtimePeriod: { from: '2025-05-31', to: '2025-05-01' }, remarks: 'x' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('payslips.0.overtimePeriod.to');

    const saved = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2025-06-28',
      payslips: [
        {
          ...payload,
          remarks: '  Overtime for May is paid with June.  ',
          overtimePeriod: { from: '2025-05-01', to: '2025-05-31' },
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await view('Tan Wei Ming');
    expect(shown.payslip.remarks).toBe('Overtime for May is paid with June.');
    expect(shown.payslip.overtimePeriod).toEqual({ from: '2025-05-01', to: '2025-05-31' });
    expect(shown.itemised.overtimePeriod).toEqual({ from: '2025-05-01', to: '2025-05-31' });
    const named = shown.payslip.payRollItem
      .filter((line) => ['M8a', 'M8c', 'M8d'].includes(line.id))
      .map((line) => [line.description, line.value, line.remarks]);
    expect(named).toEqual([
      ['Overtime (normal)', '4', null],
      ['Rest day pay', '8', 'Stocktake on Sunday 15 June'],
      ['Public holiday pay', '8', null],
    ]);

    // Left out of a later save, they stay; null clears them.
    const again = (await call('GET', `/payroll/${payrollId}?payslipNo=${slip.payslipNo}`)).json()
      .data.payslips[0] as Payslip;
    expect(again.remarks).toBe('Overtime for May is paid with June.');
    const kept = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2025-06-28',
      payslips: [savePayload(again)],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await view('Tan Wei Ming')).payslip.remarks).toBe(
      'Overtime for May is paid with June.',
    );
    const cleared = (await call('GET', `/payroll/${payrollId}?payslipNo=${slip.payslipNo}`)).json()
      .data.payslips[0] as Payslip;
    expect(
      (
        await call('PUT', `/payroll/${payrollId}`, {
          dateOfPayment: '2025-06-28',
          payslips: [{ ...savePayload(cleared), overtimePeriod: null }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await view('Tan Wei Ming')).itemised.overtimePeriod).toBeNull();
    const restored = (await call('GET', `/payroll/${payrollId}?payslipNo=${slip.payslipNo}`)).json()
      .data.payslips[0] as Payslip;
    const set = await call('PUT', `/payroll/${payrollId}`, {
      dateOfPayment: '2025-06-28',
      payslips: [
        { ...savePayload(restored), overtimePeriod: { from: '2025-05-01', to: '2025-05-31' } },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
  });

  it("marks the draft's PDF DRAFT for the admins, and the confirmed one not", async () => {
    const slip = slips.get('Yeo Kai Xin') as Payslip;
    const pdf = async () => {
      const res = await call('GET', `/payroll/${payrollId}/payslips/${slip.id}/pdf`);
      expect(res.statusCode).toBe(200);
      return extractText(res.rawPayload);
    };
    const draft = await pdf();
    expect(draft).toContain('DRAFT — not final');
    expect(draft).toContain('Salary period\n06/16/2025 – 06/30/2025\n11 of 21 working days');
    expect((await call('POST', `/payroll/${payrollId}/confirm`)).statusCode).toBe(200);
    expect(await pdf()).not.toContain('DRAFT');
  });

  it('shows the admins the compliance warnings, and the employee neither in the answer nor in the PDF', async () => {
    const adminView = await view('Tan Wei Ming');
    // $5,800 a month is above Part IV's limit, so its overtime rules do not bind: the admins
    // are told so.
    expect(adminView.payslip.warnings.map((warning) => warning.code)).toEqual([
      'part-iv-not-covered',
    ]);
    const warning = adminView.payslip.warnings[0]?.message ?? '';
    expect(warning).toMatch(/^Basic monthly salary \$5,800\.00 is above the Part IV limit/);
    const adminPdf = extractText(
      (await call('GET', `/payroll/${payrollId}/payslips/${adminView.payslip.id}/pdf`)).rawPayload,
    );
    expect(adminPdf).not.toContain('Part IV');

    const own = await call('GET', `/staff/payslips/${adminView.payslip.id}`, undefined, staff);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.payslip.warnings).toEqual([]);
    expect(own.body).not.toContain('Part IV');
    expect(own.json().data.itemised).toEqual(adminView.itemised);
    expect(own.json().data.payslip.remarks).toBe('Overtime for May is paid with June.');

    const ownPdf = await call(
      'GET',
      `/staff/payslips/${adminView.payslip.id}/pdf`,
      undefined,
      staff,
    );
    expect(ownPdf.statusCode).toBe(200);
    const text = extractText(ownPdf.rawPayload);
    expect(text).not.toContain('Part IV');
    expect(text).not.toContain('DRAFT');
    expect(text).toContain('Overtime period\n05/01/2025 – 05/31/2025');
    expect(text).toContain('Rest day pay');
    expect(text).toContain('Remarks: Stocktake on Sunday 15 June');
    expect(text).toContain('Remarks\nOvertime for May is paid with June.');
  });
});
