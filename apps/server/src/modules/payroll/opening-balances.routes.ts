import { zEnvelope, zPage } from '@tembusu/contracts/api';
import { zImportResult } from '@tembusu/contracts/employees';
import {
  openingBalanceDeletedMessage,
  openingBalanceSavedMessage,
  zOpeningBalanceInput,
  zOpeningBalanceListQuery,
  zOpeningBalanceParams,
  zOpeningBalanceRow,
  zOpeningBalanceYearQuery,
} from '@tembusu/contracts/opening-balances';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantContext } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { receiveFile } from '../../plugins/uploads.js';
import { spreadsheetContentTypes } from '../../spreadsheets.js';
import {
  importOpeningBalances,
  listOpeningBalances,
  maxBalanceImportBytes,
  openingBalanceTemplate,
  removeOpeningBalance,
  saveOpeningBalance,
} from './opening-balances.service.js';

const payrollAdmins = { access: ['admin', 'asstadmin'] };
const tags = ['payroll'];

export const openingBalancesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payroll/opening-balances',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Every employee with their opening year-to-date balance of the year, or null',
        querystring: zOpeningBalanceListQuery,
        response: { 200: zEnvelope(zPage(zOpeningBalanceRow)) },
      },
    },
    async (request) => ok(await listOpeningBalances(tenantContext(request), request.query)),
  );

  app.put(
    '/payroll/opening-balances/:employeeId/:year',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Set an employee's opening balance of a year: what was paid before this payroll",
        params: zOpeningBalanceParams,
        body: zOpeningBalanceInput,
        response: { 200: zEnvelope(zOpeningBalanceRow) },
      },
    },
    async (request) =>
      ok(
        await saveOpeningBalance(
          tenantContext(request),
          request.params.employeeId,
          request.params.year,
          request.body,
        ),
        openingBalanceSavedMessage,
      ),
  );

  app.delete(
    '/payroll/opening-balances/:employeeId/:year',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Remove an employee's opening balance of a year",
        params: zOpeningBalanceParams,
      },
    },
    async (request) => {
      await removeOpeningBalance(
        tenantContext(request),
        request.params.employeeId,
        request.params.year,
      );
      return ok(null, openingBalanceDeletedMessage);
    },
  );

  app.get(
    '/payroll/opening-balances/import-template',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "The year's import file: every employee, with any balance already set",
        querystring: zOpeningBalanceYearQuery,
      },
    },
    async (request, reply) =>
      reply
        .type(spreadsheetContentTypes.xlsx)
        .header(
          'Content-Disposition',
          `attachment; filename="opening-balances-${request.query.year}.xlsx"`,
        )
        .send(await openingBalanceTemplate(tenantContext(request), request.query.year)),
  );

  app.post(
    '/payroll/opening-balances/import',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Set the year's opening balances from a filled-in import file: all rows or none",
        description:
          "A bad row rejects the whole file with 400; the answer's data.problems lists each problem as { row, field, message }.",
        querystring: zOpeningBalanceYearQuery,
        consumes: ['multipart/form-data'],
        response: { 200: zEnvelope(zImportResult) },
      },
    },
    async (request) => {
      const file = await receiveFile(request, {
        bytes: maxBalanceImportBytes,
        tooLargeMessage: 'file: an import file may be at most 5 MB',
      });
      const result = await importOpeningBalances(tenantContext(request), request.query.year, file);
      return ok(result, `${result.imported} opening balances imported`);
    },
  );
};
