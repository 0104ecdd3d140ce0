import { zEnvelope } from '@tembusu/contracts/api';
import {
  zCpfYearEnd,
  zPayrollFileQuery,
  zYtdEmployee,
  zYtdExportQuery,
  zYtdQuery,
  zYtdSummary,
} from '@tembusu/contracts/payroll-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { sendDownload } from '../../plugins/downloads.js';
import { ok } from '../../plugins/envelope.js';
import { spreadsheetContentTypes } from '../../spreadsheets.js';
import { cpfYearEnd, cpfYearEndFile } from './cpf-year-end.service.js';
import {
  contributionsFile,
  giroFile,
  ytdEmployee,
  ytdSummary,
  ytdSummaryFile,
} from './payroll-reports.service.js';

const payrollAdmins = { access: ['admin', 'asstadmin'] };
const tags = ['payroll'];

export const payrollReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payroll/ytd-summary',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Each employee's year to date over confirmed and paid payrolls",
        querystring: zYtdQuery,
        response: { 200: zEnvelope(zYtdSummary) },
      },
    },
    async (request) => ok(await ytdSummary(tenantContext(request), request.query.year)),
  );

  app.get(
    '/payroll/ytd-summary/export',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'The year-to-date summary as a CSV or XLSX file',
        querystring: zYtdExportQuery,
      },
    },
    async (request, reply) =>
      sendDownload(reply, {
        contentType: spreadsheetContentTypes[request.query.format],
        ...(await ytdSummaryFile(tenantContext(request), request.query.year, request.query.format)),
      }),
  );

  app.get(
    '/payroll/ytd-summary/:employeeId',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "One employee's year to date, month by month and pay item by pay item",
        params: z.object({ employeeId: z.uuid('employeeId: not a valid id') }),
        querystring: zYtdQuery,
        response: { 200: zEnvelope(zYtdEmployee) },
      },
    },
    async (request) =>
      ok(await ytdEmployee(tenantContext(request), request.params.employeeId, request.query.year)),
  );

  app.get(
    '/payroll/cpf-year-end',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary:
          "Each employee's AW contributions worked out again on the year's actual OW: the top-up or refund",
        querystring: zYtdQuery,
        response: { 200: zEnvelope(zCpfYearEnd) },
      },
    },
    async (request) => ok(await cpfYearEnd(tenantContext(request), request.query.year)),
  );

  app.get(
    '/payroll/cpf-year-end/export',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'The CPF year-end settlement as a CSV or XLSX file',
        querystring: zYtdExportQuery,
      },
    },
    async (request, reply) =>
      sendDownload(reply, {
        contentType: spreadsheetContentTypes[request.query.format],
        ...(await cpfYearEndFile(tenantContext(request), request.query.year, request.query.format)),
      }),
  );

  app.get(
    '/payroll/:id/giro',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "The bank's GIRO file of a confirmed payroll: net pay per GIRO employee",
        params: z.object({ id: z.uuid('id: not a valid id') }),
        querystring: zPayrollFileQuery,
      },
    },
    async (request, reply) =>
      sendDownload(reply, {
        contentType: spreadsheetContentTypes[request.query.format],
        ...(await giroFile(tenantContext(request), request.params.id, request.query.format)),
      }),
  );

  app.get(
    '/payroll/:id/contributions',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'CPF, community fund and SDL contributions per employee of a confirmed payroll',
        params: z.object({ id: z.uuid('id: not a valid id') }),
        querystring: zPayrollFileQuery,
      },
    },
    async (request, reply) =>
      sendDownload(reply, {
        contentType: spreadsheetContentTypes[request.query.format],
        ...(await contributionsFile(
          tenantContext(request),
          request.params.id,
          request.query.format,
        )),
      }),
  );
};
