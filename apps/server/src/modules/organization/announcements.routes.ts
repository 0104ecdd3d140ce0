import { zEnvelope } from '@tembusu/contracts/api';
import { zAnnouncement, zAnnouncementInput } from '@tembusu/contracts/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  createAnnouncement,
  editAnnouncement,
  getAnnouncement,
  listAllAnnouncements,
  publishedAnnouncements,
  removeAnnouncement,
} from './announcements.service.js';
import { editors, readers, zId } from './route-options.js';

export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/announcements/published',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: "Announcements published by today for the reader's side (for the dashboards)",
        response: { 200: zEnvelope(z.array(zAnnouncement)) },
      },
    },
    async (request) =>
      ok(
        await publishedAnnouncements(tenantContext(request), actorOf(request).role === 'employee'),
      ),
  );

  app.get(
    '/organization/announcements',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Every announcement, drafts for later dates too',
        response: { 200: zEnvelope(z.array(zAnnouncement)) },
      },
    },
    async (request) => ok(await listAllAnnouncements(tenantContext(request))),
  );

  app.get(
    '/organization/announcements/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'One announcement, a draft too',
        params: zId,
        response: { 200: zEnvelope(zAnnouncement) },
      },
    },
    async (request) => ok(await getAnnouncement(tenantContext(request), request.params.id)),
  );

  app.post(
    '/organization/announcements',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Add an announcement, shown from its publish date to its audience',
        body: zAnnouncementInput,
        response: { 201: zEnvelope(zAnnouncement) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(created(await createAnnouncement(tenantContext(request), request.body))),
  );

  app.put(
    '/organization/announcements/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Change an announcement',
        params: zId,
        body: zAnnouncementInput,
        response: { 200: zEnvelope(zAnnouncement) },
      },
    },
    async (request) =>
      ok(
        await editAnnouncement(tenantContext(request), request.params.id, request.body),
        'Announcement updated',
      ),
  );

  app.delete(
    '/organization/announcements/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Delete an announcement',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeAnnouncement(tenantContext(request), request.params.id);
      return ok(null, 'Announcement deleted');
    },
  );
};
