import { zEnvelope } from '@tembusu/contracts/api';
import {
  zAttendanceSummaryExportQuery,
  zAttendanceSummaryMonthQuery,
  zAttendanceSummaryPage,
  zAttendanceSummaryQuery,
  zEmployeeAttendanceSummary,
} from '@tembusu/contracts/attendance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { sendDownload } from '../../plugins/downloads.js';
import { ok } from '../../plugins/envelope.js';
import { spreadsheetContentTypes } from '../../spreadsheets.js';
import {
  employeeAttendanceSummary,
  exportAttendanceSummary,
  listAttendanceSummary,
} from './attendance-summary.service.js';

const attendanceAdmins = { access: ['admin', 'asstadmin'] };
const tags = ['attendance'];

export const attendanceSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/attendance/summary',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary:
          "A month's attendance per employee: days worked, absences, lateness, early outs and overtime by kind",
        querystring: zAttendanceSummaryQuery,
        response: { 200: zEnvelope(zAttendanceSummaryPage) },
      },
    },
    async (request) => ok(await listAttendanceSummary(tenantContext(request), request.query)),
  );

  app.get(
    '/attendance/summary/export',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: "A month's attendance summary as CSV or XLSX, a row per employee",
        querystring: zAttendanceSummaryExportQuery,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const { month, file } = await exportAttendanceSummary(tenantContext(request), request.query);
      return sendDownload(reply, {
        contentType: spreadsheetContentTypes[format],
        fileName: `attendance-summary-${month}.${format}`,
        bytes: file,
      });
    },
  );

  app.get(
    '/attendance/summary/:employeeId',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: "One employee's month: the figures, overtime waiting for approval, and the logs",
        params: z.object({ employeeId: z.uuid('employeeId: not a valid id') }),
        querystring: zAttendanceSummaryMonthQuery,
        response: { 200: zEnvelope(zEmployeeAttendanceSummary) },
      },
    },
    async (request) =>
      ok(
        await employeeAttendanceSummary(
          tenantContext(request),
          request.params.employeeId,
          request.query.month,
        ),
      ),
  );
};
