import { zEnvelope } from '@tembusu/contracts/api';
import { zWorkingHours } from '@tembusu/contracts/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantContext } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { editors, readers } from './route-options.js';
import { getWorkingHours, setWorkingHours } from './working-hours.service.js';

export const workingHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/working-hours',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'The work schedule: each weekday, the working week and the break rule',
        response: { 200: zEnvelope(zWorkingHours) },
      },
    },
    async (request) => ok(await getWorkingHours(tenantContext(request))),
  );

  app.put(
    '/organization/working-hours',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Change the work schedule',
        body: zWorkingHours,
        response: { 200: zEnvelope(zWorkingHours) },
      },
    },
    async (request) =>
      ok(await setWorkingHours(tenantContext(request), request.body), 'Working hours saved'),
  );
};
