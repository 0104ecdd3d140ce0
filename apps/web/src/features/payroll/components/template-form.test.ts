import type { PayItem, PaySchemeTemplate } from '@tembusu/contracts/payroll';
import { zPaySchemeTemplateInput } from '@tembusu/contracts/payroll';
import { describe, expect, it } from 'vitest';
import {
  conditionFields,
  type TemplateFormValues,
  templateFormValues,
  templateItemFrom,
  toTemplateInput,
  validateTemplate,
  withCondition,
} from './template-form';

const transport: PayItem = {
  id: '0b9cbe8e-53a4-4c1c-9d56-5f7f1c1f4a01',
  description: 'Transport allowance',
  typeId: 'Addition',
  category: 'Allowance',
  cPFType: 'OrdinaryWages',
  unit: 'Amount',
  defaultAmount: '150.00',
  iRBACode: 'TransportAllowance',
  isActive: true,
  templateCount: 0,
};

/** The value, which the test has just put there. */
function only<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

function withItem(change: (values: TemplateFormValues) => void = () => {}) {
  const values = templateFormValues();
  values.name = 'Retail staff';
  values.items.push(templateItemFrom(transport));
  change(values);
  return values;
}

describe('a new template', () => {
  it('starts monthly with one overtime rule per kind of day at 1.5 times', () => {
    const values = templateFormValues();
    expect(values.type).toBe('Monthly');
    expect(values.overtimeRules.map((rule) => rule.kind)).toEqual([
      'normal',
      'offDay',
      'restDay',
      'holiday',
    ]);
    expect(values.overtimeRules.every((rule) => rule.rate === '1.5x')).toBe(true);
    expect(
      zPaySchemeTemplateInput.safeParse(toTemplateInput({ ...values, name: 'A' })).success,
    ).toBe(true);
  });

  it('adds a pay item at its default amount, paid every period', () => {
    const input = toTemplateInput(withItem());
    expect(input.items).toEqual([{ payItemId: transport.id, amount: null, allowance: null }]);
  });
});

describe('allowance conditions', () => {
  it('show only the fields their condition uses', () => {
    expect(conditionFields('PunctualityTimeIn')).toEqual({
      late: true,
      earlyOut: false,
      hoursAfterWork: false,
    });
    expect(conditionFields('PunctualityTimeOut')).toEqual({
      late: false,
      earlyOut: true,
      hoursAfterWork: false,
    });
    expect(conditionFields('AfterWorkingHours')).toEqual({
      late: false,
      earlyOut: false,
      hoursAfterWork: true,
    });
    expect(conditionFields('AttendancePresence')).toEqual({
      late: false,
      earlyOut: false,
      hoursAfterWork: false,
    });
  });

  it('keep basis and period across a change and drop what the old condition needed', () => {
    const late = withCondition(null, 'PunctualityTimeIn');
    expect(late).toMatchObject({ lateRule: 'LateLessThan', lateMinutes: '', earlyOutRule: null });
    const edited = {
      ...only(late),
      basis: 'Attendance' as const,
      period: 'Day' as const,
      lateMinutes: 10,
    };
    const early = withCondition(edited, 'PunctualityTimeOut');
    expect(early).toMatchObject({
      condition: 'PunctualityTimeOut',
      basis: 'Attendance',
      period: 'Day',
      lateRule: null,
      lateMinutes: '',
      earlyOutRule: 'NeverEarlyMoreThan',
    });
    expect(withCondition(early, null)).toBeNull();
  });

  it('are sent with the fields of other conditions as null', () => {
    const values = withItem((v) => {
      const item = only(v.items[0]);
      item.allowance = {
        condition: 'AfterWorkingHours',
        basis: 'Perday',
        period: 'Month',
        // Left over from an earlier choice: not sent.
        lateRule: 'LateMoreThan',
        lateMinutes: 15,
        earlyOutRule: null,
        earlyOutMinutes: '',
        hoursAfterWork: ' 2.5 ',
      };
    });
    expect(toTemplateInput(values).items[0]?.allowance).toEqual({
      condition: 'AfterWorkingHours',
      basis: 'Perday',
      period: 'Month',
      lateRule: null,
      lateMinutes: null,
      earlyOutRule: null,
      earlyOutMinutes: null,
      hoursAfterWork: '2.5',
    });
  });

  it("refuse a punctuality condition without its minutes, on the minutes' field", () => {
    const values = withItem((v) => {
      only(v.items[0]).allowance = withCondition(null, 'PunctualityTimeIn');
    });
    expect(validateTemplate(values)).toEqual({
      'items.0.allowance.lateMinutes': 'Enter the minutes of lateness',
    });
    only(only(values.items[0]).allowance).lateMinutes = 5;
    expect(validateTemplate(values)).toEqual({});
    expect(toTemplateInput(values).items[0]?.allowance).toMatchObject({
      condition: 'PunctualityTimeIn',
      lateRule: 'LateLessThan',
      lateMinutes: 5,
    });
  });

  it('refuse hours after work of zero', () => {
    const values = withItem((v) => {
      only(v.items[0]).allowance = {
        ...only(withCondition(null, 'AfterWorkingHours')),
        hoursAfterWork: '0',
      };
    });
    expect(validateTemplate(values)).toEqual({
      'items.0.allowance.hoursAfterWork': 'Enter the hours worked after working hours',
    });
  });
});

describe('amounts and overtime', () => {
  it('send an overridden amount and refuse one with three decimals', () => {
    const values = withItem((v) => {
      only(v.items[0]).amount = '200.5';
    });
    expect(toTemplateInput(values).items[0]?.amount).toBe('200.5');
    only(values.items[0]).amount = '200.555';
    expect(validateTemplate(values)).toEqual({
      'items.0.amount': 'Enter an amount with at most 2 decimal places',
    });
  });

  it('send a custom amount and fixed hours only with the choices that use them', () => {
    const values = withItem((v) => {
      const [normal, offDay] = v.overtimeRules;
      Object.assign(only(normal), { rate: 'CustomAmount', customAmount: '18.50', fixedHours: '9' });
      Object.assign(only(offDay), {
        start: 'AfterFixedHours',
        fixedHours: '4',
        customAmount: '99',
      });
    });
    const [normal, offDay] = toTemplateInput(values).overtimeRules;
    expect(normal).toEqual({
      kind: 'normal',
      rate: 'CustomAmount',
      customAmount: '18.50',
      start: 'AfterWorkingHours',
      fixedHours: null,
    });
    expect(offDay).toEqual({
      kind: 'offDay',
      rate: '1.5x',
      customAmount: null,
      start: 'AfterFixedHours',
      fixedHours: '4',
    });
  });

  it('refuse a custom rate without an amount, on its row', () => {
    const values = withItem((v) => {
      only(v.overtimeRules[3]).rate = 'CustomAmount';
    });
    expect(validateTemplate(values)).toEqual({
      'overtimeRules.3.customAmount': 'A custom rate needs an amount per hour',
    });
  });
});

describe('an existing template', () => {
  it('round-trips through the form unchanged', () => {
    const template: PaySchemeTemplate = {
      id: 't1',
      name: 'Hourly crew',
      type: 'Hourly',
      description: null,
      employeeCount: 3,
      items: [
        {
          payItemId: transport.id,
          amount: '120.00',
          allowance: {
            condition: 'PunctualityTimeOut',
            basis: 'Attendance',
            period: 'Day',
            lateRule: null,
            lateMinutes: null,
            earlyOutRule: 'NeverEarlyLessThan',
            earlyOutMinutes: 0,
            hoursAfterWork: null,
          },
          description: transport.description,
          typeId: transport.typeId,
          cPFType: transport.cPFType,
          unit: transport.unit,
          defaultAmount: transport.defaultAmount,
          iRBACode: transport.iRBACode,
          isActive: false,
        },
      ],
      // Stored out of order: the form shows them in the fixed order.
      overtimeRules: [
        {
          kind: 'holiday',
          rate: '2x',
          customAmount: null,
          start: 'AfterWorkingHours',
          fixedHours: null,
        },
        {
          kind: 'normal',
          rate: 'CustomAmount',
          customAmount: '20.00',
          start: 'AfterFixedHours',
          fixedHours: '8.5',
        },
        {
          kind: 'offDay',
          rate: '1.5x',
          customAmount: null,
          start: 'AfterWorkingHours',
          fixedHours: null,
        },
        {
          kind: 'restDay',
          rate: '3x',
          customAmount: null,
          start: 'AfterWorkingHours',
          fixedHours: null,
        },
      ],
    };
    const values = templateFormValues(template);
    expect(values.items[0]?.allowance?.earlyOutMinutes).toBe(0);
    expect(values.items[0]?.isActive).toBe(false);
    const input = toTemplateInput(values);
    expect(input).toEqual({
      name: 'Hourly crew',
      type: 'Hourly',
      description: '',
      items: [
        { payItemId: transport.id, amount: '120.00', allowance: template.items[0]?.allowance },
      ],
      overtimeRules: ['normal', 'offDay', 'restDay', 'holiday'].map((kind) =>
        template.overtimeRules.find((rule) => rule.kind === kind),
      ),
    });
  });
});
