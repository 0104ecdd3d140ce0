import {
  overtimeKinds,
  type PayItem,
  type PaymentPeriod,
  type PayrollSettings,
  type PaySchemeTemplate,
  payItemExistsMessage,
  payItemInUseMessage,
  paySchemeTemplateExistsMessage,
  paySchemeTemplateInUseMessage,
  type zPayItemInput,
  type zPaySchemeTemplateInput,
} from '@tembusu/contracts/payroll';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import {
  conflict,
  invalid,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { setBreakDeduction, workingHoursIn } from '../organization/organization.service.js';
import { paymentPeriods } from './payment-periods.js';
import { lockNumbering } from './payroll-runs.repository.js';
import {
  deletePayItem,
  deletePaymentDateOverride,
  deletePaySchemeTemplate,
  findPayItem,
  findPayItems,
  findPayrollSettings,
  findPaySchemeTemplate,
  insertPayItem,
  insertPaySchemeTemplate,
  listPayItems,
  listPaymentDateOverrides,
  listPaySchemeTemplates,
  listTemplateItems,
  type PayItemRow,
  type PaySchemeTemplateRow,
  replaceTemplateItems,
  savePaymentDateOverride,
  savePayrollSettings,
  type TemplateItemRow,
  updatePayItem,
  updatePaySchemeTemplate,
} from './payroll-setup.repository.js';

type PayItemValues = z.output<typeof zPayItemInput>;
type TemplateValues = z.output<typeof zPaySchemeTemplateInput>;

function payItem(row: PayItemRow): PayItem {
  return {
    id: row.id,
    description: row.description,
    typeId: row.type,
    category: row.category ?? row.type,
    cPFType: row.cpfType,
    unit: row.unit,
    defaultAmount: row.defaultAmount,
    iRBACode: row.incomeType,
    isActive: row.isActive,
    templateCount: row.templateCount,
  };
}

const payItemColumns = (values: PayItemValues) => ({
  description: values.description,
  type: values.type,
  category: values.category,
  cpfType: values.cPFType,
  unit: values.unit,
  defaultAmount: values.defaultAmount,
  incomeType: values.iRBACode,
  isActive: values.isActive,
});

const uniquePayItem = (error: unknown) => {
  if (isUniqueViolation(error, 'pay_items_description_key')) throw conflict(payItemExistsMessage);
  throw error;
};

export function listAllPayItems(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listPayItems(tx, ctx.organizationId)).map(payItem),
  );
}

async function loadedPayItem(tx: Db, ctx: TenantContext, id: string) {
  const row = await findPayItem(tx, ctx.organizationId, id);
  if (!row) throw notFound('Pay item');
  return payItem(row);
}

export function getPayItem(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => loadedPayItem(tx, ctx, id));
}

export function createPayItem(ctx: TenantContext, values: PayItemValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const id = await insertPayItem(tx, {
      organizationId: ctx.organizationId,
      ...payItemColumns(values),
    });
    await recordTenantAudit(ctx, tx, 'pay_item.created', id, { description: values.description });
    return loadedPayItem(tx, ctx, id);
  }).catch(uniquePayItem);
}

export function editPayItem(ctx: TenantContext, id: string, values: PayItemValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const before = await loadedPayItem(tx, ctx, id);
    await updatePayItem(tx, ctx.organizationId, id, {
      ...payItemColumns(values),
      updatedAt: ctx.now,
    });
    const after = await loadedPayItem(tx, ctx, id);
    // Pay items set what people are paid: every change is kept with its before and after.
    await recordTenantAudit(ctx, tx, 'pay_item.updated', id, { before, after });
    return after;
  }).catch(uniquePayItem);
}

export function removePayItem(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const item = await loadedPayItem(tx, ctx, id);
    if (item.templateCount > 0) throw conflict(payItemInUseMessage);
    await deletePayItem(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'pay_item.deleted', id, { description: item.description });
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw conflict(payItemInUseMessage);
    throw error;
  });
}

function template(
  row: PaySchemeTemplateRow,
  employeeCount: number,
  items: TemplateItemRow[],
): PaySchemeTemplate {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    items: items
      .filter((entry) => entry.templateId === row.id)
      .map((entry) => ({
        payItemId: entry.payItemId,
        amount: entry.amount,
        allowance: entry.allowance,
        description: entry.item.description,
        typeId: entry.item.type,
        cPFType: entry.item.cpfType,
        unit: entry.item.unit,
        defaultAmount: entry.item.defaultAmount,
        iRBACode: entry.item.incomeType,
        isActive: entry.item.isActive,
      })),
    overtimeRules: overtimeKinds.flatMap((kind) =>
      row.overtimeRules.filter((rule) => rule.kind === kind),
    ),
    employeeCount,
  };
}

const uniqueTemplate = (error: unknown) => {
  if (isUniqueViolation(error, 'pay_scheme_templates_name_key')) {
    throw conflict(paySchemeTemplateExistsMessage);
  }
  throw error;
};

/** Every template of the organisation, inside a tenant transaction. */
export async function templatesIn(tx: Db, organizationId: string): Promise<PaySchemeTemplate[]> {
  const rows = await listPaySchemeTemplates(tx, organizationId);
  const items = await listTemplateItems(
    tx,
    organizationId,
    rows.map((row) => row.template.id),
  );
  return rows.map((row) => template(row.template, row.employeeCount, items));
}

export function listAllPaySchemeTemplates(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => templatesIn(tx, ctx.organizationId));
}

async function loadedTemplate(tx: Db, ctx: TenantContext, id: string) {
  const row = await findPaySchemeTemplate(tx, ctx.organizationId, id);
  if (!row) throw notFound('Pay scheme template');
  const items = await listTemplateItems(tx, ctx.organizationId, [id]);
  return template(row.template, row.employeeCount, items);
}

export function getPaySchemeTemplate(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => loadedTemplate(tx, ctx, id));
}

/** The template's pay items must be this organisation's; an inactive one may not be added. */
async function checkTemplateItems(
  tx: Db,
  ctx: TenantContext,
  values: TemplateValues,
  keptItemIds: ReadonlySet<string>,
) {
  const ids = values.items.map((item) => item.payItemId);
  const found = new Map(
    (await findPayItems(tx, ctx.organizationId, ids)).map((item) => [item.id, item]),
  );
  values.items.forEach((entry, index) => {
    const item = found.get(entry.payItemId);
    if (!item) {
      throw invalid(
        `items.${index}.payItemId`,
        `items.${index}.payItemId: choose a pay item from the list`,
      );
    }
    if (!item.isActive && !keptItemIds.has(item.id)) {
      throw invalid(
        `items.${index}.payItemId`,
        `items.${index}.payItemId: ${item.description} is inactive and cannot be added`,
      );
    }
  });
}

const templateItems = (values: TemplateValues) =>
  values.items.map((item, position) => ({
    payItemId: item.payItemId,
    position,
    amount: item.amount,
    allowance: item.allowance,
  }));

export function createPaySchemeTemplate(ctx: TenantContext, values: TemplateValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    await checkTemplateItems(tx, ctx, values, new Set());
    const id = await insertPaySchemeTemplate(tx, {
      organizationId: ctx.organizationId,
      name: values.name,
      type: values.type,
      description: values.description,
      overtimeRules: values.overtimeRules,
    });
    await replaceTemplateItems(tx, ctx.organizationId, id, templateItems(values));
    await recordTenantAudit(ctx, tx, 'pay_scheme_template.created', id, { name: values.name });
    return loadedTemplate(tx, ctx, id);
  }).catch(uniqueTemplate);
}

export function editPaySchemeTemplate(ctx: TenantContext, id: string, values: TemplateValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const before = await loadedTemplate(tx, ctx, id);
    await checkTemplateItems(tx, ctx, values, new Set(before.items.map((i) => i.payItemId)));
    await updatePaySchemeTemplate(tx, ctx.organizationId, id, {
      name: values.name,
      type: values.type,
      description: values.description,
      overtimeRules: values.overtimeRules,
      updatedAt: ctx.now,
    });
    await replaceTemplateItems(tx, ctx.organizationId, id, templateItems(values));
    const after = await loadedTemplate(tx, ctx, id);
    await recordTenantAudit(ctx, tx, 'pay_scheme_template.updated', id, { before, after });
    return after;
  }).catch(uniqueTemplate);
}

export function removePaySchemeTemplate(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const existing = await loadedTemplate(tx, ctx, id);
    if (existing.employeeCount > 0) throw conflict(paySchemeTemplateInUseMessage);
    await deletePaySchemeTemplate(tx, ctx.organizationId, id);
    await recordTenantAudit(ctx, tx, 'pay_scheme_template.deleted', id, { name: existing.name });
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw conflict(paySchemeTemplateInUseMessage);
    throw error;
  });
}

export function paySchemeTemplateOptions(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) =>
    (await listPaySchemeTemplates(tx, ctx.organizationId)).map(({ template: row }) => ({
      id: row.id,
      name: row.name,
      type: row.type,
    })),
  );
}

/** What an organisation starts with until it saves its own payroll settings. */
export const defaultPayrollSettings: Omit<PayrollSettings, 'breakDeduction'> = {
  payFrequency: 'Monthly',
  defaultPaymentDay: 28,
  paymentMonth: 'SameMonth',
  contributeSdl: true,
  deductCommunityFunds: true,
  payslipPrefix: 'PS-',
  nextPayslipNumber: 1,
  payslipNumberDigits: 6,
};

/**
 * Takes the organisation's payroll numbering for the caller's transaction and answers it: payroll
 * and payslip numbers are given out, and runs that other runs of their month count on change
 * status, one writer at a time.
 */
export function lockPayrollNumbering(tx: Db, organizationId: string) {
  return lockNumbering(tx, organizationId, defaultPayrollSettings);
}

/** The organisation's payroll settings, inside a tenant transaction. */
export async function settingsIn(tx: Db, ctx: TenantContext): Promise<PayrollSettings> {
  const row = await findPayrollSettings(tx, ctx.organizationId);
  const { breakDeduction } = await workingHoursIn(tx, ctx.organizationId);
  if (!row) return { ...defaultPayrollSettings, breakDeduction };
  return {
    payFrequency: row.payFrequency,
    defaultPaymentDay: row.defaultPaymentDay,
    paymentMonth: row.paymentMonth,
    contributeSdl: row.contributeSdl,
    deductCommunityFunds: row.deductCommunityFunds,
    breakDeduction,
    payslipPrefix: row.payslipPrefix,
    nextPayslipNumber: row.nextPayslipNumber,
    payslipNumberDigits: row.payslipNumberDigits,
  };
}

export function getPayrollSettings(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => settingsIn(tx, ctx));
}

export function setPayrollSettings(ctx: TenantContext, values: PayrollSettings) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const before = await settingsIn(tx, ctx);
    const { breakDeduction, ...payroll } = values;
    await savePayrollSettings(tx, {
      organizationId: ctx.organizationId,
      ...payroll,
      updatedAt: ctx.now,
    });
    // The break rule belongs to the work schedule; payroll shows it because pay depends on it.
    if (breakDeduction !== before.breakDeduction) {
      await setBreakDeduction(tx, ctx, breakDeduction);
    }
    await recordTenantAudit(ctx, tx, 'payroll_settings.updated', ctx.organizationId, {
      before,
      after: values,
    });
    return settingsIn(tx, ctx);
  });
}

/** A year's payment periods, inside a tenant transaction. */
export async function periodsIn(
  tx: Db,
  ctx: TenantContext,
  year: number,
): Promise<PaymentPeriod[]> {
  const settings = await settingsIn(tx, ctx);
  const overrides = await listPaymentDateOverrides(
    tx,
    ctx.organizationId,
    settings.payFrequency,
    year,
  );
  return paymentPeriods(
    settings,
    year,
    new Map(overrides.map((row) => [row.periodValue, row.paymentDate])),
  );
}

export function listPaymentPeriods(ctx: TenantContext, year: number) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => periodsIn(tx, ctx, year));
}

export function setPaymentDate(
  ctx: TenantContext,
  key: { year: number; periodValue: number },
  paymentDate: string | null,
) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const { payFrequency } = await settingsIn(tx, ctx);
    const period = (await periodsIn(tx, ctx, key.year)).find(
      (p) => p.periodValue === key.periodValue,
    );
    if (!period) throw notFound('Payment period');
    if (paymentDate !== null && paymentDate < period.startDate) {
      throw invalid('paymentDate', 'paymentDate: pay on or after the first day of the period');
    }
    const periodKey = { periodType: payFrequency, ...key };
    if (paymentDate === null) {
      await deletePaymentDateOverride(tx, ctx.organizationId, periodKey);
    } else {
      await savePaymentDateOverride(tx, {
        organizationId: ctx.organizationId,
        ...periodKey,
        paymentDate,
      });
    }
    await recordTenantAudit(ctx, tx, 'payment_date.updated', `${key.year}-${key.periodValue}`, {
      paymentDate,
    });
    const periods = await periodsIn(tx, ctx, key.year);
    return periods.find((p) => p.periodValue === key.periodValue) as PaymentPeriod;
  });
}
