import { zEnvelope } from '@tembusu/contracts/api';
import {
  zEmployeePayslipListItem,
  zPayslipView,
  zStaffPayslipListItem,
} from '@tembusu/contracts/payroll-runs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import {
  employeePayslips,
  ownPayslip,
  ownPayslips,
  payslipPdf,
  payslipView,
} from './payslips.service.js';

const payrollAdmins = { access: ['admin', 'asstadmin'] };
const staff = { access: ['employee'] };
const zPayslipKey = z.object({
  id: z.uuid('id: not a valid id'),
  payslipId: z.uuid('payslipId: not a valid id'),
});
const zPayslipId = z.object({ payslipId: z.uuid('payslipId: not a valid id') });
const tags = ['payroll'];

async function sendPdf(reply: FastifyReply, file: { fileName: string; bytes: Buffer }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .send(file.bytes);
}

export const payslipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payroll/:id/payslips/:payslipId',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'One payslip with its period and the year to date',
        params: zPayslipKey,
        response: { 200: zEnvelope(zPayslipView) },
      },
    },
    async (request) =>
      ok(await payslipView(tenantContext(request), request.params.id, request.params.payslipId)),
  );

  app.get(
    '/payroll/:id/payslips/:payslipId/pdf',
    {
      config: payrollAdmins,
      schema: { tags, summary: 'One payslip as a PDF', params: zPayslipKey },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await payslipPdf(
          await payslipView(tenantContext(request), request.params.id, request.params.payslipId),
          (message) => request.log.warn(message),
        ),
      ),
  );

  app.get(
    '/payroll/employees/:employeeId/payslips',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Every payslip of one employee, newest first (the record's payslip-details tab)",
        params: z.object({ employeeId: z.uuid('employeeId: not a valid id') }),
        response: { 200: zEnvelope(z.array(zEmployeePayslipListItem)) },
      },
    },
    async (request) =>
      ok(await employeePayslips(tenantContext(request), request.params.employeeId)),
  );

  app.get(
    '/staff/payslips',
    {
      config: staff,
      schema: {
        tags,
        summary: "The caller's own payslips of confirmed and paid payrolls",
        response: { 200: zEnvelope(z.array(zStaffPayslipListItem)) },
      },
    },
    async (request) => ok(await ownPayslips(tenantContext(request))),
  );

  app.get(
    '/staff/payslips/:payslipId',
    {
      config: staff,
      schema: {
        tags,
        summary: "One of the caller's own payslips",
        params: zPayslipId,
        response: { 200: zEnvelope(zPayslipView) },
      },
    },
    async (request) => ok(await ownPayslip(tenantContext(request), request.params.payslipId)),
  );

  app.get(
    '/staff/payslips/:payslipId/pdf',
    {
      config: staff,
      schema: { tags, summary: "One of the caller's own payslips as a PDF", params: zPayslipId },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await payslipPdf(
          await ownPayslip(tenantContext(request), request.params.payslipId),
          (message) => request.log.warn(message),
        ),
      ),
  );
};
