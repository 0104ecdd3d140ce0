import { zEnvelope, zPage, zPageQuery } from '@tembusu/contracts/api';
import {
  zCreateEmployee,
  zEmployee,
  zEmployeeEmploymentPayInput,
  zEmployeeExportQuery,
  zEmployeeFilter,
  zEmployeeListItem,
  zEmployeeOption,
  zEmployeeOptionQuery,
  zEmployeePasswordInput,
  zEmployeePersonalInput,
  zImportResult,
} from '@tembusu/contracts/employees';
import { roleGroups } from '@tembusu/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import { receiveFile } from '../../plugins/uploads.js';
import { spreadsheetContentTypes } from '../../spreadsheets.js';
import { importEmployees, maxImportBytes } from './employee-import.service.js';
import { writeEmployeeList, writeImportTemplate } from './employee-spreadsheets.js';
import {
  createEmployee,
  employeeOptions,
  employeesForExport,
  getEmployee,
  listEmployees,
  removeEmployee,
  setEmployeePassword,
  updateEmploymentPayDetails,
  updatePersonalDetails,
} from './employees.service.js';
import { selfServiceRoutes } from './self-service.routes.js';

// Everyone in an organisation picks colleagues from the short list; its admins keep the records.
const members = { access: roleGroups.admin };
const keepers = { access: ['admin', 'asstadmin'] };
const zId = z.object({ id: z.uuid('id: not a valid id') });

export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(selfServiceRoutes);

  app.get(
    '/employee',
    {
      config: members,
      schema: {
        tags: ['employees'],
        summary: 'Active employees for a pick list: a page of those whose name holds the search',
        description:
          'Answers at most `limit` people (20 unless asked, 100 at most), by name; `id` answers that one person. A pick list searches as the person types instead of reading everyone.',
        querystring: zEmployeeOptionQuery,
        response: { 200: zEnvelope(z.array(zEmployeeOption)) },
      },
    },
    async (request) => ok(await employeeOptions(tenantContext(request), request.query)),
  );

  app.get(
    '/employee/:id',
    {
      config: keepers,
      schema: {
        tags: ['employees'],
        summary: "An employee's whole record",
        params: zId,
        response: { 200: zEnvelope(zEmployee) },
      },
    },
    async (request) => ok(await getEmployee(tenantContext(request), request.params.id)),
  );

  app.get(
    '/employees',
    {
      config: keepers,
      schema: {
        tags: ['employees'],
        summary: 'The employee list, searched and filtered, a page at a time',
        querystring: zPageQuery.extend(zEmployeeFilter.shape),
        response: { 200: zEnvelope(zPage(zEmployeeListItem)) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await listEmployees(tenantContext(request), filter, { page, pageSize }));
    },
  );

  app.get(
    '/employees/export',
    {
      config: keepers,
      schema: {
        tags: ['employees'],
        summary: 'The filtered list as a CSV or XLSX file',
        querystring: zEmployeeExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const items = await employeesForExport(tenantContext(request), filter);
      return reply
        .type(spreadsheetContentTypes[format])
        .header('Content-Disposition', `attachment; filename="employees.${format}"`)
        .send(await writeEmployeeList(items, format));
    },
  );

  app.get(
    '/employees/import-template',
    {
      config: keepers,
      schema: {
        tags: ['employees'],
        summary: 'An empty import file with the columns an import reads',
        querystring: z.object({ format: z.enum(['csv', 'xlsx'], 'format: csv or xlsx') }),
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      return reply
        .type(spreadsheetContentTypes[format])
        .header('Content-Disposition', `attachment; filename="employee-import-template.${format}"`)
        .send(await writeImportTemplate(format));
    },
  );

  app.post(
    '/employees/import',
    {
      config: keepers,
      schema: {
        tags: ['employees'],
        summary: 'Add employees from a CSV or XLSX file: all rows or none',
        description:
          "A bad row rejects the whole file with 400; the answer's data.problems lists each problem as { row, field, message }.",
        consumes: ['multipart/form-data'],
        response: { 201: zEnvelope(zImportResult) },
      },
    },
    async (request, reply) => {
      const file = await receiveFile(request, {
        bytes: maxImportBytes,
        tooLargeMessage: 'file: an import file may be at most 5 MB',
      });
      const result = await importEmployees(tenantContext(request), file);
      return reply.status(201).send(created(result, `${result.imported} employees imported`));
    },
  );

  app.post(
    '/employees',
    {
      config: keepers,
      schema: {
        tags: ['employees'],
        summary: 'Add an employee with their personal and employment details, and their sign-in',
        body: zCreateEmployee,
        response: { 201: zEnvelope(zEmployee) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(created(await createEmployee(tenantContext(request), request.body))),
  );

  app.put(
    '/employees/:id/personal-details',
    {
      config: keepers,
      schema: {
        tags: ['employees'],
        summary:
          "Change an employee's personal details (residency and community funds are audited as pay)",
        params: zId,
        body: zEmployeePersonalInput,
        response: { 200: zEnvelope(zEmployee) },
      },
    },
    async (request) =>
      ok(
        await updatePersonalDetails(tenantContext(request), request.params.id, request.body),
        'Employee updated',
      ),
  );

  app.put(
    '/employees/:id/employment-pay-details',
    {
      config: keepers,
      schema: {
        tags: ['employees'],
        summary: "Change an employee's employment and pay; deactivating ends their sessions",
        params: zId,
        body: zEmployeeEmploymentPayInput,
        response: { 200: zEnvelope(zEmployee) },
      },
    },
    async (request) =>
      ok(
        await updateEmploymentPayDetails(tenantContext(request), request.params.id, request.body),
        'Employee updated',
      ),
  );

  app.put(
    '/employees/:id/password',
    {
      config: keepers,
      schema: {
        tags: ['employees'],
        summary: "Set an employee's password; their sessions end",
        params: zId,
        body: zEmployeePasswordInput,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await setEmployeePassword(tenantContext(request), request.params.id, request.body.password);
      return ok(null, 'Password changed');
    },
  );

  app.delete(
    '/employees/:id',
    {
      config: keepers,
      schema: {
        tags: ['employees'],
        summary: 'Delete an employee made in error; one with records is refused',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeEmployee(tenantContext(request), request.params.id);
      return ok(null, 'Employee deleted');
    },
  );
};
