import { zEnvelope } from '@tembusu/contracts/api';
import {
  zAssistantAdmin,
  zCreateAssistantAdmin,
  zUpdateAssistantAdmin,
} from '@tembusu/contracts/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  createAssistantAdmin,
  getAssistantAdmin,
  listAssistantAdmins,
  removeAssistantAdmin,
  updateAssistantAdmin,
} from './assistant-admins.service.js';
import { zId } from './route-options.js';

// Only full admins decide what their assistants may open.
const admins = { access: ['admin'] };

export const assistantAdminsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/asst-admin',
    {
      config: admins,
      schema: {
        tags: ['organization'],
        summary: 'Assistant admins and the sections each may not open',
        response: { 200: zEnvelope(z.array(zAssistantAdmin)) },
      },
    },
    async (request) => ok(await listAssistantAdmins(tenantContext(request))),
  );

  app.get(
    '/organization/asst-admin/:id',
    {
      config: admins,
      schema: {
        tags: ['organization'],
        summary: 'One assistant admin and the sections they may not open',
        params: zId,
        response: { 200: zEnvelope(zAssistantAdmin) },
      },
    },
    async (request) => ok(await getAssistantAdmin(tenantContext(request), request.params.id)),
  );

  app.post(
    '/organization/asst-admin',
    {
      config: admins,
      schema: {
        tags: ['organization'],
        summary: 'Add an assistant admin, with the sections they may not open',
        body: zCreateAssistantAdmin,
        response: { 201: zEnvelope(zAssistantAdmin) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(created(await createAssistantAdmin(tenantContext(request), request.body))),
  );

  app.put(
    '/organization/asst-admin/:id',
    {
      config: admins,
      schema: {
        tags: ['organization'],
        summary: 'Change an assistant admin; a changed status or section list ends their sessions',
        params: zId,
        body: zUpdateAssistantAdmin,
        response: { 200: zEnvelope(zAssistantAdmin) },
      },
    },
    async (request) =>
      ok(
        await updateAssistantAdmin(tenantContext(request), request.params.id, request.body),
        'Assistant admin updated',
      ),
  );

  app.delete(
    '/organization/asst-admin/:id',
    {
      config: admins,
      schema: {
        tags: ['organization'],
        summary:
          'Remove an assistant admin: their account and sessions end; the audit log keeps what they did',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeAssistantAdmin(tenantContext(request), request.params.id);
      return ok(null, 'Assistant admin deleted');
    },
  );
};
