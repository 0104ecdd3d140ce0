import { zEnvelope } from '@tembusu/contracts/api';
import { zIr8aFileQuery, zIr8aQuery, zIr8aYear } from '@tembusu/contracts/ir8a';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { sendDownload } from '../../plugins/downloads.js';
import { ok } from '../../plugins/envelope.js';
import { appendix8aPdf, ir8aAisFile, ir8aFormPdf, ir8aYear } from './ir8a.service.js';

// The payroll reports' access: admins, and assistant admins with the payroll section.
const payrollAdmins = { access: ['admin', 'asstadmin'] };
const tags = ['payroll'];
const zEmployeeId = z.object({ employeeId: z.uuid('employeeId: not a valid id') });

export const ir8aRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payroll/ir8a',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Each employee's Form IR8A figures for the year, with what stops each return",
        querystring: zIr8aQuery,
        response: { 200: zEnvelope(zIr8aYear) },
      },
    },
    async (request) => ok(await ir8aYear(tenantContext(request), request.query.year)),
  );

  app.get(
    '/payroll/ir8a/ais-file',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary:
          "The year's IRAS AIS submission: the IR8A XML file, or the body of an AIS API call",
        querystring: zIr8aFileQuery,
      },
    },
    async (request, reply) => {
      const file = await ir8aAisFile(
        tenantContext(request),
        request.query.year,
        request.query.batch,
      );
      return sendDownload(reply, {
        contentType: 'application/xml; charset=utf-8',
        fileName: file.fileName,
        bytes: file.content,
      });
    },
  );

  app.get(
    '/payroll/ir8a/:employeeId/pdf',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "One employee's Form IR8A as a PDF, for an employer not on the AIS",
        params: zEmployeeId,
        querystring: zIr8aQuery,
      },
    },
    async (request, reply) =>
      sendDownload(reply, {
        contentType: 'application/pdf',
        ...(await ir8aFormPdf(
          tenantContext(request),
          request.params.employeeId,
          request.query.year,
          (message) => request.log.warn(message),
        )),
      }),
  );

  app.get(
    '/payroll/ir8a/:employeeId/appendix-8a',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "One employee's Appendix 8A (benefits-in-kind) as a PDF",
        params: zEmployeeId,
        querystring: zIr8aQuery,
      },
    },
    async (request, reply) =>
      sendDownload(reply, {
        contentType: 'application/pdf',
        ...(await appendix8aPdf(
          tenantContext(request),
          request.params.employeeId,
          request.query.year,
          (message) => request.log.warn(message),
        )),
      }),
  );
};
