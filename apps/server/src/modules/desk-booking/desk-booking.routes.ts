import { zEnvelope } from '@tembusu/contracts/api';
import {
  deskBookedMessage,
  zDeskAvailability,
  zDeskAvailabilityQuery,
  zDeskBooking,
  zDeskBookingInput,
  zDeskBookingQuery,
  zDeskSettings,
  zWorkspace,
  zWorkspaceInput,
} from '@tembusu/contracts/desk-booking';
import { roleGroups } from '@tembusu/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { viewerOf } from '../bookings/viewer.js';
import {
  cancelDeskBooking,
  createDeskBooking,
  deskAvailability,
  editDeskBooking,
  getDeskBooking,
  listBookings,
} from './desk-booking.service.js';
import { checkInAtDesk, checkInBooking } from './desk-check-in.service.js';
import { getDeskSettings, setDeskSettings } from './desk-settings.service.js';
import {
  createWorkspace,
  editWorkspace,
  getWorkspace,
  listAllWorkspaces,
  removeWorkspace,
} from './workspaces.service.js';

// Everyone in an organisation books desks; its admins keep the workspaces and the rules.
const members = { access: roleGroups.admin };
const keepers = { access: ['admin', 'asstadmin'] };
const zId = z.object({ id: z.uuid('id: not a valid id') });
const tags = ['desk booking'];

export const deskBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/desk/workspaces',
    {
      config: members,
      schema: {
        tags,
        summary: 'Workspaces with their desks, of one branch/outlet if given',
        querystring: z.object({
          branchOutletId: z.uuid('branchOutletId: not a valid id').optional(),
        }),
        response: { 200: zEnvelope(z.array(zWorkspace)) },
      },
    },
    async (request) =>
      ok(await listAllWorkspaces(tenantContext(request), request.query.branchOutletId)),
  );

  app.get(
    '/desk/workspaces/:id',
    {
      config: members,
      schema: {
        tags,
        summary: 'One workspace',
        params: zId,
        response: { 200: zEnvelope(zWorkspace) },
      },
    },
    async (request) => ok(await getWorkspace(tenantContext(request), request.params.id)),
  );

  app.post(
    '/desk/workspaces',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Add a workspace with its desks',
        body: zWorkspaceInput,
        response: { 201: zEnvelope(zWorkspace) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(await createWorkspace(tenantContext(request), request.body), 'Workspace added', 201),
        ),
  );

  app.put(
    '/desk/workspaces/:id',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Change a workspace and its desks (desks left out are removed)',
        params: zId,
        body: zWorkspaceInput,
        response: { 200: zEnvelope(zWorkspace) },
      },
    },
    async (request) =>
      ok(
        await editWorkspace(tenantContext(request), request.params.id, request.body),
        'Workspace updated',
      ),
  );

  app.delete(
    '/desk/workspaces/:id',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Delete a workspace',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeWorkspace(tenantContext(request), request.params.id);
      return ok(null, 'Workspace deleted');
    },
  );

  app.post(
    '/desk/:id/check-in',
    {
      config: members,
      schema: {
        tags,
        summary: "Check in at a desk (its QR code's link): the caller's booking of it now",
        params: zId,
        response: { 200: zEnvelope(zDeskBooking) },
      },
    },
    async (request) =>
      ok(await checkInAtDesk(viewerOf(request), request.params.id), 'You are checked in'),
  );

  app.get(
    '/desk-booking/setting',
    {
      config: members,
      schema: {
        tags,
        summary: 'The desk booking rules',
        response: { 200: zEnvelope(zDeskSettings) },
      },
    },
    async (request) => ok(await getDeskSettings(tenantContext(request))),
  );

  app.put(
    '/desk-booking/setting',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Change the desk booking rules',
        body: zDeskSettings,
        response: { 200: zEnvelope(zDeskSettings) },
      },
    },
    async (request) =>
      ok(await setDeskSettings(tenantContext(request), request.body), 'Desk booking rules saved'),
  );

  app.get(
    '/desk-booking/availability',
    {
      config: members,
      schema: {
        tags,
        summary: "A workspace's desks on a day: free, booked, yours, fixed or off for maintenance",
        querystring: zDeskAvailabilityQuery,
        response: { 200: zEnvelope(z.array(zDeskAvailability)) },
      },
    },
    async (request) => ok(await deskAvailability(viewerOf(request), request.query)),
  );

  app.get(
    '/desk-booking',
    {
      config: members,
      schema: {
        tags,
        summary: 'Desk bookings between two dates, narrowed by branch, workspace or employee',
        querystring: zDeskBookingQuery,
        response: { 200: zEnvelope(z.array(zDeskBooking)) },
      },
    },
    async (request) => ok(await listBookings(viewerOf(request), request.query)),
  );

  app.get(
    '/desk-booking/:id',
    {
      config: members,
      schema: {
        tags,
        summary: 'One desk booking',
        params: zId,
        response: { 200: zEnvelope(zDeskBooking) },
      },
    },
    async (request) => ok(await getDeskBooking(viewerOf(request), request.params.id)),
  );

  app.post(
    '/desk-booking',
    {
      config: members,
      schema: {
        tags,
        summary: 'Book a desk for a day, half a day or a time range',
        body: zDeskBookingInput,
        response: { 201: zEnvelope(zDeskBooking) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createDeskBooking(viewerOf(request), request.body), deskBookedMessage, 201)),
  );

  app.put(
    '/desk-booking/:id',
    {
      config: members,
      schema: {
        tags,
        summary: 'Change a desk booking of your own (any, for admins)',
        params: zId,
        body: zDeskBookingInput,
        response: { 200: zEnvelope(zDeskBooking) },
      },
    },
    async (request) =>
      ok(
        await editDeskBooking(viewerOf(request), request.params.id, request.body),
        'Your desk booking has been updated',
      ),
  );

  app.delete(
    '/desk-booking/:id',
    {
      config: members,
      schema: {
        tags,
        summary: 'Cancel a desk booking',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await cancelDeskBooking(viewerOf(request), request.params.id);
      return ok(null, 'The desk booking has been cancelled');
    },
  );

  app.post(
    '/desk-booking/:id/check-in',
    {
      config: members,
      schema: {
        tags,
        summary: 'Check in to a desk booking of your own',
        params: zId,
        response: { 200: zEnvelope(zDeskBooking) },
      },
    },
    async (request) =>
      ok(await checkInBooking(viewerOf(request), request.params.id), 'You are checked in'),
  );
};
