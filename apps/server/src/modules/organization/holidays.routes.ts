import { zEnvelope } from '@tembusu/contracts/api';
import { zHoliday, zHolidayInput, zHolidayQuery } from '@tembusu/contracts/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  createHoliday,
  editHoliday,
  getHoliday,
  listAllHolidays,
  removeHoliday,
} from './holidays.service.js';
import { editors, readers, zId } from './route-options.js';

export const holidaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/holidays',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'Holidays, optionally of one year',
        querystring: zHolidayQuery,
        response: { 200: zEnvelope(z.array(zHoliday)) },
      },
    },
    async (request) => ok(await listAllHolidays(tenantContext(request), request.query.year)),
  );

  app.get(
    '/organization/holidays/:id',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'One holiday',
        params: zId,
        response: { 200: zEnvelope(zHoliday) },
      },
    },
    async (request) => ok(await getHoliday(tenantContext(request), request.params.id)),
  );

  app.post(
    '/organization/holidays',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Add a holiday of one or more days',
        body: zHolidayInput,
        response: { 201: zEnvelope(zHoliday) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(created(await createHoliday(tenantContext(request), request.body))),
  );

  app.put(
    '/organization/holidays/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Change a holiday',
        params: zId,
        body: zHolidayInput,
        response: { 200: zEnvelope(zHoliday) },
      },
    },
    async (request) =>
      ok(
        await editHoliday(tenantContext(request), request.params.id, request.body),
        'Holiday updated',
      ),
  );

  app.delete(
    '/organization/holidays/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Delete a holiday',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeHoliday(tenantContext(request), request.params.id);
      return ok(null, 'Holiday deleted');
    },
  );
};
