import { zEnvelope } from '@tembusu/contracts/api';
import { zDepartment, zDepartmentInput } from '@tembusu/contracts/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  createDepartment,
  editDepartment,
  getDepartment,
  listAllDepartments,
  removeDepartment,
} from './departments.service.js';
import { editors, readers, zId } from './route-options.js';

export const departmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/departments',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'Departments, each with its parent (a tree)',
        response: { 200: zEnvelope(z.array(zDepartment)) },
      },
    },
    async (request) => ok(await listAllDepartments(tenantContext(request))),
  );

  app.get(
    '/organization/departments/:id',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'One department',
        params: zId,
        response: { 200: zEnvelope(zDepartment) },
      },
    },
    async (request) => ok(await getDepartment(tenantContext(request), request.params.id)),
  );

  app.post(
    '/organization/departments',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Add a department, under a parent and with a head if given',
        body: zDepartmentInput,
        response: { 201: zEnvelope(zDepartment) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(created(await createDepartment(tenantContext(request), request.body))),
  );

  app.put(
    '/organization/departments/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Change a department; its parent cannot be one of its own sub-departments',
        params: zId,
        body: zDepartmentInput,
        response: { 200: zEnvelope(zDepartment) },
      },
    },
    async (request) =>
      ok(
        await editDepartment(tenantContext(request), request.params.id, request.body),
        'Department updated',
      ),
  );

  app.delete(
    '/organization/departments/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Delete a department with no sub-departments and no employees',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeDepartment(tenantContext(request), request.params.id);
      return ok(null, 'Department deleted');
    },
  );
};
