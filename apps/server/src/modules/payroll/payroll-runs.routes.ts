import { zEnvelope, zPage } from '@tembusu/contracts/api';
import {
  payrollDeletedMessage,
  payrollUpdatedMessage,
  zAddPayrollEmployeesInput,
  zCalculatorInput,
  zCalculatorResult,
  zGeneratePayrollInput,
  zPayrollCandidates,
  zPayrollDetail,
  zPayrollDetailQuery,
  zPayrollGeneration,
  zPayrollListItem,
  zPayrollListQuery,
  zPayrollPeriodQuery,
  zPayrollSaveInput,
  zPayrollSummary,
  zPayrollSummaryQuery,
} from '@tembusu/contracts/payroll-runs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../errors.js';
import { tenantContext } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { candidatesToAdd, payrollCandidates } from './payroll-candidates.service.js';
import {
  addPayrollEmployees,
  type GenerationJob,
  generationJobOptions,
  getPayrollGeneration,
  payrollGenerationQueue,
  requestPayrollGeneration,
} from './payroll-generation.service.js';
import {
  listPayrolls,
  payrollSummary,
  removePayroll,
  setPayrollStatus,
} from './payroll-lifecycle.service.js';
import {
  calculateDeductions,
  calculatePayslipAsEdited,
  payrollDetail,
  savePayroll,
} from './payslip-editor.service.js';

const payrollAdmins = { access: ['admin', 'asstadmin'] };
const zId = z.object({ id: z.uuid('id: not a valid id') });
const tags = ['payroll'];

export const payrollRunsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payroll/generate/candidates',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Who the month's payroll can pay, and why anyone is left out",
        querystring: zPayrollPeriodQuery,
        response: { 200: zEnvelope(zPayrollCandidates) },
      },
    },
    async (request) => ok(await payrollCandidates(tenantContext(request), request.query)),
  );

  app.post(
    '/payroll/generate',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Generate a month's payroll in the background; follow it by its id",
        body: zGeneratePayrollInput,
        response: { 202: zEnvelope(zPayrollGeneration) },
      },
    },
    async (request, reply) => {
      const { jobs } = app;
      if (!jobs) throw new Error('Payroll generation needs the background jobs, which are off');
      const queued = await requestPayrollGeneration(
        tenantContext(request),
        request.body,
        async (job: GenerationJob) => {
          await jobs.send(payrollGenerationQueue, job, generationJobOptions);
        },
      );
      return reply.status(202).send(ok(queued, 'The payroll is being generated', 202));
    },
  );

  app.get(
    '/payroll/generations/:id',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "A payroll generation's progress",
        params: zId,
        response: { 200: zEnvelope(zPayrollGeneration) },
      },
    },
    async (request) => ok(await getPayrollGeneration(tenantContext(request), request.params.id)),
  );

  app.get(
    '/payroll',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Payroll runs, newest first',
        querystring: zPayrollListQuery,
        response: { 200: zEnvelope(zPage(zPayrollListItem)) },
      },
    },
    async (request) => ok(await listPayrolls(tenantContext(request), request.query)),
  );

  app.get(
    '/payroll/:id',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'A payroll with its payslips, or the one payslip named by payslipNo',
        params: zId,
        querystring: zPayrollDetailQuery,
        response: { 200: zEnvelope(zPayrollDetail) },
      },
    },
    async (request) =>
      ok(await payrollDetail(tenantContext(request), request.params.id, request.query.payslipNo)),
  );

  app.get(
    '/payroll/:id/summary',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary:
          'Per-employee figures and totals of a payroll; one page of the rows when page or pageSize is given, every row otherwise',
        params: zId,
        querystring: zPayrollSummaryQuery,
        response: { 200: zEnvelope(zPayrollSummary) },
      },
    },
    async (request) =>
      ok(await payrollSummary(tenantContext(request), request.params.id, request.query)),
  );

  app.put(
    '/payroll/:id',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Save edited payslips (the spec save payload); figures are worked out again',
        params: zId,
        body: zPayrollSaveInput,
        response: { 200: zEnvelope(zPayrollDetail) },
      },
    },
    async (request) =>
      ok(
        await savePayroll(tenantContext(request), request.params.id, request.body),
        payrollUpdatedMessage,
      ),
  );

  app.delete(
    '/payroll/:id',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Delete a payroll that has not been paid',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removePayroll(tenantContext(request), request.params.id);
      return ok(null, payrollDeletedMessage);
    },
  );

  for (const [path, status, summary, message] of [
    ['confirm', 'confirmed', 'Confirm a draft payroll', 'Payroll confirmed'],
    ['reopen', 'draft', 'Reopen a confirmed payroll as a draft', 'Payroll reopened as a draft'],
    ['mark-paid', 'paid', 'Mark a confirmed payroll as paid', 'Payroll marked as paid'],
  ] as const) {
    app.post(
      `/payroll/:id/${path}`,
      {
        config: payrollAdmins,
        schema: { tags, summary, params: zId, response: { 200: zEnvelope(zPayrollListItem) } },
      },
      async (request) =>
        ok(await setPayrollStatus(tenantContext(request), request.params.id, status), message),
    );
  }

  app.get(
    '/payroll/:id/add-employees/candidates',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Who could still be added to a draft payroll',
        params: zId,
        response: { 200: zEnvelope(zPayrollCandidates) },
      },
    },
    async (request) => ok(await candidatesToAdd(tenantContext(request), request.params.id)),
  );

  app.post(
    '/payroll/:id/add-employees',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Add employees to a draft payroll',
        params: zId,
        body: zAddPayrollEmployeesInput,
        response: { 200: zEnvelope(z.object({ added: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await addPayrollEmployees(
          tenantContext(request),
          request.params.id,
          request.body.employeeIds,
        ),
        'Employees added to the payroll',
      ),
  );

  app.post(
    '/employee/calculator-deduction',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary:
          "An employee's CPF and community funds on a month's wages (M4, M10A, M6), or a payslip as edited worked out whole; nothing is saved",
        body: zCalculatorInput,
        response: { 200: zEnvelope(zCalculatorResult) },
      },
    },
    async (request) => {
      const { payrollId, payslip, employeeId, ow, aw, paymentPeriod } = request.body;
      if (payrollId && payslip) {
        return ok(await calculatePayslipAsEdited(tenantContext(request), payrollId, payslip));
      }
      if (!employeeId || !ow || !aw || !paymentPeriod) {
        throw invalid('employeeId', 'employeeId: name the employee and their wages');
      }
      return ok(
        await calculateDeductions(tenantContext(request), {
          employeeId,
          ow,
          aw,
          year: paymentPeriod.year,
          month: paymentPeriod.month,
        }),
      );
    },
  );
};
