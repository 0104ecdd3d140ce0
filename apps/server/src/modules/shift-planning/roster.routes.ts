import { zEnvelope } from '@tembusu/contracts/api';
import {
  rosterClearedMessage,
  rosterPublishedMessage,
  rosterShiftMovedMessage,
  rosterShiftPlacedMessage,
  rosterShiftRemovedMessage,
  rosterWeekCopiedMessage,
  shiftFeedCreatedMessage,
  shiftFeedRemovedMessage,
  zRoster,
  zRosterClearResult,
  zRosterCopyResult,
  zRosterCopyWeekInput,
  zRosterMoveInput,
  zRosterPlaceInput,
  zRosterPublishResult,
  zRosterQuery,
  zRosterRangeInput,
  zRosterShift,
  zShiftFeedLink,
  zShiftSchedule,
  zShiftScheduleQuery,
} from '@tembusu/contracts/attendance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  clearRange,
  copyWeek,
  createFeedLink,
  getRoster,
  getShift,
  moveShift,
  ownShiftSchedule,
  placeShift,
  publishRange,
  type RosterFollowUps,
  removeFeedLink,
  removeShift,
  shiftFeed,
} from './roster.service.js';

const shiftAdmins = { access: ['admin', 'asstadmin'] };
const staff = { access: ['employee'] };
const tags = ['shift-planning'];
const zId = z.object({ id: z.uuid('id: not a valid id') });

export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  const followUps: RosterFollowUps = { enqueue: app.enqueue, publicUrl: app.config.publicUrl };

  app.get(
    '/shift/roster',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary:
          'The roster board: people down, a week or two of days across, each shift with what it conflicts with',
        querystring: zRosterQuery,
        response: { 200: zEnvelope(zRoster) },
      },
    },
    async (request) => ok(await getRoster(tenantContext(request), request.query)),
  );

  app.post(
    '/shift/roster/shifts',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary: "Place a shift template on a person's day, as a draft (refused on approved leave)",
        body: zRosterPlaceInput,
        response: { 201: zEnvelope(zRosterShift) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(await placeShift(tenantContext(request), request.body), rosterShiftPlacedMessage),
        ),
  );

  app.get(
    '/shift/roster/shifts/:id',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary: 'One shift as the board shows it, with what it conflicts with',
        params: zId,
        response: { 200: zEnvelope(zRosterShift) },
      },
    },
    async (request) => ok(await getShift(tenantContext(request), request.params.id)),
  );

  app.patch(
    '/shift/roster/shifts/:id',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary: 'Move a shift to another person or day; a published one is withdrawn where it was',
        params: zId,
        body: zRosterMoveInput,
        response: { 200: zEnvelope(zRosterShift) },
      },
    },
    async (request) =>
      ok(
        await moveShift(tenantContext(request), request.params.id, request.body),
        rosterShiftMovedMessage,
      ),
  );

  app.delete(
    '/shift/roster/shifts/:id',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary:
          'Take a shift off the board: a draft is deleted, a published shift withdrawn until the next publish',
        params: zId,
        response: { 200: zEnvelope(z.object({ withdrawn: z.boolean() })) },
      },
    },
    async (request) =>
      ok(await removeShift(tenantContext(request), request.params.id), rosterShiftRemovedMessage),
  );

  app.post(
    '/shift/roster/copy-week',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary:
          "Copy a week's shifts to another week, skipping days of leave and shifts already there",
        body: zRosterCopyWeekInput,
        response: { 200: zEnvelope(zRosterCopyResult) },
      },
    },
    async (request) =>
      ok(await copyWeek(tenantContext(request), request.body), rosterWeekCopiedMessage),
  );

  app.post(
    '/shift/roster/clear',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary: 'Take every shift of the range off the board',
        body: zRosterRangeInput,
        response: { 200: zEnvelope(zRosterClearResult) },
      },
    },
    async (request) =>
      ok(await clearRange(tenantContext(request), request.body), rosterClearedMessage),
  );

  app.post(
    '/shift/roster/publish',
    {
      config: shiftAdmins,
      schema: {
        tags,
        summary:
          "Publish the range's drafts and remove its withdrawn shifts; mails each person whose days changed",
        body: zRosterRangeInput,
        response: { 200: zEnvelope(zRosterPublishResult) },
      },
    },
    async (request) =>
      ok(
        await publishRange(tenantContext(request), followUps, request.body),
        rosterPublishedMessage,
      ),
  );

  // Staff ----------------------------------------------------------------------------------------

  app.get(
    '/staff/shift-schedule',
    {
      config: staff,
      schema: {
        tags,
        summary: "The signed-in employee's published shifts of a month",
        querystring: zShiftScheduleQuery,
        response: { 200: zEnvelope(zShiftSchedule) },
      },
    },
    async (request) => ok(await ownShiftSchedule(tenantContext(request), request.query.month)),
  );

  app.post(
    '/staff/shift-schedule/feed',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Make the employee's calendar link, or a new one whose old link stops working; the address is answered once",
        response: { 201: zEnvelope(zShiftFeedLink) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(await createFeedLink(tenantContext(request), followUps), shiftFeedCreatedMessage),
        ),
  );

  app.delete(
    '/staff/shift-schedule/feed',
    {
      config: staff,
      schema: {
        tags,
        summary: "Turn the employee's calendar link off",
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeFeedLink(tenantContext(request));
      return ok(null, shiftFeedRemovedMessage);
    },
  );

  // The feed itself: a calendar app fetches it without signing in; the secret in the address
  // names the person.
  app.get(
    '/shift-feed/:token.ics',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "An employee's shifts as an iCalendar feed, by the secret in its address",
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const calendar = await shiftFeed(
        { db: app.database.db, now: app.clock(), ip: request.ip },
        request.params.token,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(calendar);
    },
  );
};
