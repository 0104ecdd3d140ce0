import { zEnvelope } from '@tembusu/contracts/api';
import {
  shiftTemplateDeletedMessage,
  shiftTemplateSavedMessage,
  zShiftTemplate,
  zShiftTemplateInput,
  zShiftTemplateListQuery,
  zShiftTemplateOption,
} from '@tembusu/contracts/attendance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  createTemplate,
  editTemplate,
  getTemplate,
  listTemplates,
  removeTemplate,
  templateOptions,
} from './shift-templates.service.js';

const shiftAdmins = { access: ['admin', 'asstadmin'] };
const tags = ['shift-planning'];
const zId = z.object({ id: z.uuid('id: not a valid id') });

export const shiftTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shift/templates',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary: "The organisation's shift templates by name",
        querystring: zShiftTemplateListQuery,
        response: { 200: zEnvelope(z.array(zShiftTemplate)) },
      },
    },
    async (request) =>
      ok(await listTemplates(tenantContext(request), request.query.includeInactive)),
  );

  app.get(
    '/shift/templates/options',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary: 'The active shift templates, for pick lists',
        response: { 200: zEnvelope(z.array(zShiftTemplateOption)) },
      },
    },
    async (request) => ok(await templateOptions(tenantContext(request))),
  );

  app.get(
    '/shift/templates/:id',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary: 'One shift template',
        params: zId,
        response: { 200: zEnvelope(zShiftTemplate) },
      },
    },
    async (request) => ok(await getTemplate(tenantContext(request), request.params.id)),
  );

  app.post(
    '/shift/templates',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary: 'Add a shift template',
        body: zShiftTemplateInput,
        response: { 201: zEnvelope(zShiftTemplate) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(
            await createTemplate(tenantContext(request), request.body),
            shiftTemplateSavedMessage,
          ),
        ),
  );

  app.put(
    '/shift/templates/:id',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary: 'Change a shift template; shifts already on the roster keep their hours',
        params: zId,
        body: zShiftTemplateInput,
        response: { 200: zEnvelope(zShiftTemplate) },
      },
    },
    async (request) =>
      ok(
        await editTemplate(tenantContext(request), request.params.id, request.body),
        shiftTemplateSavedMessage,
      ),
  );

  app.delete(
    '/shift/templates/:id',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary: 'Delete a shift template that was never placed on the roster',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeTemplate(tenantContext(request), request.params.id);
      return ok(null, shiftTemplateDeletedMessage);
    },
  );
};
