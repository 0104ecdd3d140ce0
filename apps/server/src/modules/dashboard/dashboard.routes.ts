import { zEnvelope } from '@tembusu/contracts/api';
import { zOrganizationDashboard, zPlatformDashboard } from '@tembusu/contracts/dashboard';
import { roleGroups } from '@tembusu/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { organizationDashboard, platformDashboard } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/organization',
    {
      config: { access: ['admin', 'asstadmin', 'employee'] },
      schema: {
        tags: ['dashboard'],
        summary: "The caller's organisation and its headcount",
        response: { 200: zEnvelope(zOrganizationDashboard) },
      },
    },
    async (request) => ok(await organizationDashboard(app.database.db, tenantOf(request))),
  );

  app.get(
    '/dashboard/platform',
    {
      config: { access: roleGroups.sa },
      schema: {
        tags: ['dashboard'],
        summary: 'Organisations, accounts and recent sign-ins across the service',
        response: { 200: zEnvelope(zPlatformDashboard) },
      },
    },
    async () => ok(await platformDashboard(app.database.db, app.clock())),
  );
};
