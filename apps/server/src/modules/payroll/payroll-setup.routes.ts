import { zEnvelope } from '@tembusu/contracts/api';
import {
  zPayItem,
  zPayItemInput,
  zPaymentDateInput,
  zPaymentPeriod,
  zPaymentPeriodQuery,
  zPayrollSettings,
  zPaySchemeTemplate,
  zPaySchemeTemplateInput,
  zPaySchemeTemplateOption,
} from '@tembusu/contracts/payroll';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  createPayItem,
  createPaySchemeTemplate,
  editPayItem,
  editPaySchemeTemplate,
  getPayItem,
  getPayrollSettings,
  getPaySchemeTemplate,
  listAllPayItems,
  listAllPaySchemeTemplates,
  listPaymentPeriods,
  paySchemeTemplateOptions,
  removePayItem,
  removePaySchemeTemplate,
  setPaymentDate,
  setPayrollSettings,
} from './payroll-setup.service.js';

// Payroll is for the organisation's admins; an assistant admin kept out of /payroll is refused
// by the section check in the auth plugin.
const payrollAdmins = { access: ['admin', 'asstadmin'] };
const zId = z.object({ id: z.uuid('id: not a valid id') });
const zPeriodKey = z.object({
  year: z.coerce.number().int().min(2000, 'year: enter a year from 2000').max(2100),
  periodValue: z.coerce.number().int().min(1, 'periodValue: periods count from 1').max(12),
});
const tags = ['payroll'];

export const payrollSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payroll/pay-items',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Every pay item, inactive ones included',
        response: { 200: zEnvelope(z.array(zPayItem)) },
      },
    },
    async (request) => ok(await listAllPayItems(tenantContext(request))),
  );

  app.post(
    '/payroll/pay-items',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Add a pay item',
        body: zPayItemInput,
        response: { 201: zEnvelope(zPayItem) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(created(await createPayItem(tenantContext(request), request.body), 'Pay item added')),
  );

  app.get(
    '/payroll/pay-items/:id',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'One pay item',
        params: zId,
        response: { 200: zEnvelope(zPayItem) },
      },
    },
    async (request) => ok(await getPayItem(tenantContext(request), request.params.id)),
  );

  app.put(
    '/payroll/pay-items/:id',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Change a pay item',
        params: zId,
        body: zPayItemInput,
        response: { 200: zEnvelope(zPayItem) },
      },
    },
    async (request) =>
      ok(
        await editPayItem(tenantContext(request), request.params.id, request.body),
        'Pay item updated',
      ),
  );

  app.delete(
    '/payroll/pay-items/:id',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Delete a pay item no template uses',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removePayItem(tenantContext(request), request.params.id);
      return ok(null, 'Your pay item has been deleted.');
    },
  );

  app.get(
    '/payroll/pay-scheme-templates',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Every pay scheme template with its items and overtime rules',
        response: { 200: zEnvelope(z.array(zPaySchemeTemplate)) },
      },
    },
    async (request) => ok(await listAllPaySchemeTemplates(tenantContext(request))),
  );

  app.get(
    '/payroll/pay-scheme-templates/options',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Templates to assign an employee, by name',
        response: { 200: zEnvelope(z.array(zPaySchemeTemplateOption)) },
      },
    },
    async (request) => ok(await paySchemeTemplateOptions(tenantContext(request))),
  );

  app.post(
    '/payroll/pay-scheme-templates',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Add a pay scheme template',
        body: zPaySchemeTemplateInput,
        response: { 201: zEnvelope(zPaySchemeTemplate) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(
            await createPaySchemeTemplate(tenantContext(request), request.body),
            'Pay scheme template added',
          ),
        ),
  );

  app.get(
    '/payroll/pay-scheme-templates/:id',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'One pay scheme template',
        params: zId,
        response: { 200: zEnvelope(zPaySchemeTemplate) },
      },
    },
    async (request) => ok(await getPaySchemeTemplate(tenantContext(request), request.params.id)),
  );

  app.put(
    '/payroll/pay-scheme-templates/:id',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Change a pay scheme template',
        params: zId,
        body: zPaySchemeTemplateInput,
        response: { 200: zEnvelope(zPaySchemeTemplate) },
      },
    },
    async (request) =>
      ok(
        await editPaySchemeTemplate(tenantContext(request), request.params.id, request.body),
        'Pay scheme template updated',
      ),
  );

  app.delete(
    '/payroll/pay-scheme-templates/:id',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Delete a template no employee is assigned',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removePaySchemeTemplate(tenantContext(request), request.params.id);
      return ok(null, 'Pay scheme template deleted');
    },
  );

  app.get(
    '/payroll/setting',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "The organisation's payroll settings",
        response: { 200: zEnvelope(zPayrollSettings) },
      },
    },
    async (request) => ok(await getPayrollSettings(tenantContext(request))),
  );

  app.put(
    '/payroll/setting',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Change the payroll settings',
        body: zPayrollSettings,
        response: { 200: zEnvelope(zPayrollSettings) },
      },
    },
    async (request) =>
      ok(await setPayrollSettings(tenantContext(request), request.body), 'Payroll settings saved'),
  );

  app.get(
    '/payroll/setting/payment-periods',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "A year's pay periods and their payment dates",
        querystring: zPaymentPeriodQuery,
        response: { 200: zEnvelope(z.array(zPaymentPeriod)) },
      },
    },
    async (request) => ok(await listPaymentPeriods(tenantContext(request), request.query.year)),
  );

  app.put(
    '/payroll/setting/payment-periods/:year/:periodValue',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Set one period's payment date, or null for the default",
        params: zPeriodKey,
        body: zPaymentDateInput,
        response: { 200: zEnvelope(zPaymentPeriod) },
      },
    },
    async (request) =>
      ok(
        await setPaymentDate(tenantContext(request), request.params, request.body.paymentDate),
        'Payment date saved',
      ),
  );
};
