import { zEnvelope } from '@tembusu/contracts/api';
import {
  zOrganizationInfo,
  zOrganizationOptionForBooking,
  zUpdateOrganizationInfo,
} from '@tembusu/contracts/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { announcementsRoutes } from './announcements.routes.js';
import { assistantAdminsRoutes } from './assistant-admins.routes.js';
import { branchesRoutes } from './branches.routes.js';
import { departmentsRoutes } from './departments.routes.js';
import { holidaysRoutes } from './holidays.routes.js';
import {
  getOrganizationInfo,
  organizationsForBooking,
  updateOrganizationInfo,
} from './organization.service.js';
import { editors, readers, zId } from './route-options.js';
import { workingHoursRoutes } from './working-hours.routes.js';

/** The organisation's own details, then each part of its structure: app.ts registers this one. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/organ-for-booking',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'The organisations the caller may book in (their own)',
        response: { 200: zEnvelope(z.array(zOrganizationOptionForBooking)) },
      },
    },
    async (request) => ok(await organizationsForBooking(tenantContext(request))),
  );

  app.get(
    '/organization/organ/:id',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: "The caller's organisation; another's id answers 404",
        params: zId,
        response: { 200: zEnvelope(zOrganizationInfo) },
      },
    },
    async (request) => ok(await getOrganizationInfo(tenantContext(request), request.params.id)),
  );

  app.get(
    '/organization/info',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: "The caller's organisation",
        response: { 200: zEnvelope(zOrganizationInfo) },
      },
    },
    async (request) => ok(await getOrganizationInfo(tenantContext(request))),
  );

  app.put(
    '/organization/info',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: "Change the organisation's details",
        body: zUpdateOrganizationInfo,
        response: { 200: zEnvelope(zOrganizationInfo) },
      },
    },
    async (request) =>
      ok(
        await updateOrganizationInfo(tenantContext(request), request.body),
        'Organisation updated',
      ),
  );

  await app.register(branchesRoutes);
  await app.register(departmentsRoutes);
  await app.register(holidaysRoutes);
  await app.register(announcementsRoutes);
  await app.register(workingHoursRoutes);
  await app.register(assistantAdminsRoutes);
};
