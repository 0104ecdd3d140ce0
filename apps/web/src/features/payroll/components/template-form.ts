import type { FormErrors } from '@mantine/form';
import type {
  allowanceBases,
  allowanceConditions,
  allowancePeriods,
  earlyOutRules,
  lateRules,
  overtimeRates,
  overtimeStarts,
  payTemplateTypes,
} from '@tembusu/contracts/enums';
import {
  type AllowanceCondition,
  type OvertimeKind,
  type OvertimeRule,
  overtimeKinds,
  type PayItem,
  type PaySchemeTemplate,
  type PaySchemeTemplateInput,
  zPaySchemeTemplateInput,
} from '@tembusu/contracts/payroll';
import { zod4Resolver } from 'mantine-form-zod-resolver';

export type ConditionKind = (typeof allowanceConditions)[number];

/** An allowance condition as the form holds it: every field kept, numbers possibly empty. */
export interface AllowanceFormValues {
  condition: ConditionKind;
  basis: (typeof allowanceBases)[number];
  period: (typeof allowancePeriods)[number];
  lateRule: (typeof lateRules)[number] | null;
  lateMinutes: number | '';
  earlyOutRule: (typeof earlyOutRules)[number] | null;
  earlyOutMinutes: number | '';
  hoursAfterWork: string;
}

export interface TemplateItemFormValues {
  payItemId: string;
  /** The pay item as the list shows it; not sent. */
  description: string;
  typeId: PayItem['typeId'];
  unit: PayItem['unit'];
  defaultAmount: string;
  isActive: boolean;
  /** Empty pays the item's default amount. */
  amount: string;
  /** Null pays the item every period. */
  allowance: AllowanceFormValues | null;
}

export interface OvertimeRuleFormValues {
  kind: OvertimeKind;
  rate: (typeof overtimeRates)[number];
  customAmount: string;
  start: (typeof overtimeStarts)[number];
  fixedHours: string;
}

export interface TemplateFormValues {
  name: string;
  type: (typeof payTemplateTypes)[number];
  description: string;
  items: TemplateItemFormValues[];
  overtimeRules: OvertimeRuleFormValues[];
}

/** Which of a condition's own fields apply to it; basis and period apply to every condition. */
export function conditionFields(condition: ConditionKind) {
  return {
    late: condition === 'PunctualityTimeIn',
    earlyOut: condition === 'PunctualityTimeOut',
    hoursAfterWork: condition === 'AfterWorkingHours',
  };
}

function allowanceFormValues(allowance: AllowanceCondition): AllowanceFormValues {
  return {
    condition: allowance.condition,
    basis: allowance.basis,
    period: allowance.period,
    lateRule: allowance.lateRule,
    lateMinutes: allowance.lateMinutes ?? '',
    earlyOutRule: allowance.earlyOutRule,
    earlyOutMinutes: allowance.earlyOutMinutes ?? '',
    hoursAfterWork: allowance.hoursAfterWork ?? '',
  };
}

/**
 * The allowance after its condition is changed (null: paid every period). Basis and period are
 * kept; a rule the new condition needs starts at its first choice, and the minutes or hours
 * entered for another condition are cleared.
 */
export function withCondition(
  allowance: AllowanceFormValues | null,
  condition: ConditionKind | null,
): AllowanceFormValues | null {
  if (condition === null) return null;
  const fields = conditionFields(condition);
  return {
    condition,
    basis: allowance?.basis ?? 'Perday',
    period: allowance?.period ?? 'Month',
    lateRule: fields.late ? (allowance?.lateRule ?? 'LateLessThan') : null,
    lateMinutes: fields.late ? (allowance?.lateMinutes ?? '') : '',
    earlyOutRule: fields.earlyOut ? (allowance?.earlyOutRule ?? 'NeverEarlyMoreThan') : null,
    earlyOutMinutes: fields.earlyOut ? (allowance?.earlyOutMinutes ?? '') : '',
    hoursAfterWork: fields.hoursAfterWork ? (allowance?.hoursAfterWork ?? '') : '',
  };
}

export function defaultOvertimeRule(kind: OvertimeKind): OvertimeRuleFormValues {
  // The Employment Act's minimum for overtime is 1.5 times the hourly basic rate.
  return { kind, rate: '1.5x', customAmount: '', start: 'AfterWorkingHours', fixedHours: '' };
}

function overtimeFormValues(rules: readonly OvertimeRule[]): OvertimeRuleFormValues[] {
  return overtimeKinds.map((kind) => {
    const rule = rules.find((r) => r.kind === kind);
    if (!rule) return defaultOvertimeRule(kind);
    return {
      kind,
      rate: rule.rate,
      customAmount: rule.customAmount ?? '',
      start: rule.start,
      fixedHours: rule.fixedHours ?? '',
    };
  });
}

/** A pay item added to the template: its default amount, paid every period. */
export function templateItemFrom(item: PayItem): TemplateItemFormValues {
  return {
    payItemId: item.id,
    description: item.description,
    typeId: item.typeId,
    unit: item.unit,
    defaultAmount: item.defaultAmount,
    isActive: item.isActive,
    amount: '',
    allowance: null,
  };
}

export function templateFormValues(template?: PaySchemeTemplate): TemplateFormValues {
  return {
    name: template?.name ?? '',
    type: template?.type ?? 'Monthly',
    description: template?.description ?? '',
    items: (template?.items ?? []).map((item) => ({
      payItemId: item.payItemId,
      description: item.description,
      typeId: item.typeId,
      unit: item.unit,
      defaultAmount: item.defaultAmount,
      isActive: item.isActive,
      amount: item.amount ?? '',
      allowance: item.allowance ? allowanceFormValues(item.allowance) : null,
    })),
    overtimeRules: overtimeFormValues(template?.overtimeRules ?? []),
  };
}

const minutes = (value: number | '') => (value === '' ? null : value);
const text = (value: string) => value.trim() || null;

function toAllowance(allowance: AllowanceFormValues): AllowanceCondition {
  const fields = conditionFields(allowance.condition);
  return {
    condition: allowance.condition,
    basis: allowance.basis,
    period: allowance.period,
    lateRule: fields.late ? allowance.lateRule : null,
    lateMinutes: fields.late ? minutes(allowance.lateMinutes) : null,
    earlyOutRule: fields.earlyOut ? allowance.earlyOutRule : null,
    earlyOutMinutes: fields.earlyOut ? minutes(allowance.earlyOutMinutes) : null,
    hoursAfterWork: fields.hoursAfterWork ? text(allowance.hoursAfterWork) : null,
  };
}

/** What the form sends: fields that do not apply to a choice are sent as null. */
export function toTemplateInput(values: TemplateFormValues): PaySchemeTemplateInput {
  return {
    name: values.name,
    type: values.type,
    description: values.description,
    items: values.items.map((item) => ({
      payItemId: item.payItemId,
      amount: text(item.amount),
      allowance: item.allowance ? toAllowance(item.allowance) : null,
    })),
    overtimeRules: values.overtimeRules.map((rule) => ({
      kind: rule.kind,
      rate: rule.rate,
      customAmount: rule.rate === 'CustomAmount' ? text(rule.customAmount) : null,
      start: rule.start,
      fixedHours: rule.start === 'AfterFixedHours' ? text(rule.fixedHours) : null,
    })),
  };
}

const resolve = zod4Resolver(zPaySchemeTemplateInput);

/** Checks what would be sent with the contract; its messages land on the form's own fields. */
export function validateTemplate(values: TemplateFormValues): FormErrors {
  return resolve(toTemplateInput(values));
}
