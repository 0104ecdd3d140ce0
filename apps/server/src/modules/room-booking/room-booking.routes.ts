import { zEnvelope } from '@tembusu/contracts/api';
import { roleGroups } from '@tembusu/contracts/roles';
import {
  roomBookedMessage,
  roomBookingUpdatedMessage,
  zBookingSettings,
  zOrgRoomsQuery,
  zRoom,
  zRoomBooking,
  zRoomBookingInput,
  zRoomBookingListQuery,
  zRoomBookingPage,
  zRoomBookingQuery,
  zRoomInput,
  zRoomQuery,
} from '@tembusu/contracts/room-booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { viewerOf } from '../bookings/viewer.js';
import {
  cancelBooking,
  createBooking,
  createRoom,
  editBooking,
  editRoom,
  getBooking,
  getBookingSettings,
  getRoom,
  listBookingPage,
  listBookings,
  removeRoom,
  roomsOfOrganization,
  setBookingSettings,
} from './room-booking.service.js';

// Everyone in an organisation books rooms; its admins keep the rooms and the rules.
const members = { access: roleGroups.admin };
const keepers = { access: ['admin', 'asstadmin'] };
const zId = z.object({ id: z.uuid('id: not a valid id') });
const tags = ['room booking'];

export const roomBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/room/org/:organizationId',
    {
      config: members,
      schema: {
        tags,
        summary: "The organisation's rooms that can be booked, of one branch/outlet if given",
        params: z.object({ organizationId: z.string() }),
        querystring: zOrgRoomsQuery,
        response: { 200: zEnvelope(z.array(zRoom)) },
      },
    },
    async (request) =>
      ok(
        await roomsOfOrganization(tenantContext(request), request.params.organizationId, {
          branchId: request.query.branchOutletId,
        }),
      ),
  );

  app.get(
    '/room',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Every room of the organisation, inactive ones included (for managing rooms)',
        querystring: zOrgRoomsQuery,
        response: { 200: zEnvelope(z.array(zRoom)) },
      },
    },
    async (request) => {
      const ctx = tenantContext(request);
      return ok(
        await roomsOfOrganization(ctx, ctx.organizationId, {
          branchId: request.query.branchOutletId,
          includeInactive: true,
        }),
      );
    },
  );

  app.get(
    '/room/:id',
    {
      config: members,
      schema: {
        tags,
        summary: 'One room with its image and amenities',
        params: zId,
        querystring: zRoomQuery,
        response: { 200: zEnvelope(zRoom) },
      },
    },
    async (request) =>
      ok(await getRoom(tenantContext(request), request.params.id, request.query.orgId)),
  );

  app.post(
    '/room',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Add a room',
        body: zRoomInput,
        response: { 201: zEnvelope(zRoom) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createRoom(tenantContext(request), request.body), 'Room added', 201)),
  );

  app.put(
    '/room/:id',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Change a room',
        params: zId,
        body: zRoomInput,
        response: { 200: zEnvelope(zRoom) },
      },
    },
    async (request) =>
      ok(await editRoom(tenantContext(request), request.params.id, request.body), 'Room updated'),
  );

  app.delete(
    '/room/:id',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Delete a room',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeRoom(tenantContext(request), request.params.id);
      return ok(null, 'Room deleted');
    },
  );

  app.get(
    '/room-booking/setting',
    {
      config: members,
      schema: {
        tags,
        summary: "The organisation's booking rules",
        response: { 200: zEnvelope(zBookingSettings) },
      },
    },
    async (request) => ok(await getBookingSettings(tenantContext(request))),
  );

  app.put(
    '/room-booking/setting',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Change the booking rules',
        body: zBookingSettings,
        response: { 200: zEnvelope(zBookingSettings) },
      },
    },
    async (request) =>
      ok(await setBookingSettings(tenantContext(request), request.body), 'Booking rules saved'),
  );

  app.get(
    '/room-booking',
    {
      config: members,
      schema: {
        tags,
        summary: 'Bookings overlapping a time range, narrowed by the spec filters',
        querystring: zRoomBookingQuery,
        response: { 200: zEnvelope(z.array(zRoomBooking)) },
      },
    },
    async (request) => ok(await listBookings(viewerOf(request), request.query)),
  );

  app.get(
    '/room-booking/list',
    {
      config: members,
      schema: {
        tags,
        summary:
          'The bookings list a page at a time, upcoming or past, by branch/outlet, room, employee and dates',
        querystring: zRoomBookingListQuery,
        response: { 200: zEnvelope(zRoomBookingPage) },
      },
    },
    async (request) => ok(await listBookingPage(viewerOf(request), request.query)),
  );

  app.get(
    '/room-booking/:id',
    {
      config: members,
      schema: {
        tags,
        summary: 'One booking',
        params: zId,
        response: { 200: zEnvelope(zRoomBooking) },
      },
    },
    async (request) => ok(await getBooking(viewerOf(request), request.params.id)),
  );

  app.post(
    '/room-booking',
    {
      config: members,
      schema: {
        tags,
        summary: 'Book a room (times in UTC, local twins in the Origin fields)',
        body: zRoomBookingInput,
        response: { 201: zEnvelope(zRoomBooking) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createBooking(viewerOf(request), request.body), roomBookedMessage, 201)),
  );

  app.put(
    '/room-booking/:id',
    {
      config: members,
      schema: {
        tags,
        summary: 'Change a booking of your own (any, for admins)',
        params: zId,
        body: zRoomBookingInput,
        response: { 200: zEnvelope(zRoomBooking) },
      },
    },
    async (request) =>
      ok(
        await editBooking(viewerOf(request), request.params.id, request.body),
        roomBookingUpdatedMessage,
      ),
  );

  app.delete(
    '/room-booking/:id',
    {
      config: members,
      schema: {
        tags,
        summary: 'Cancel a booking, freeing its time',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await cancelBooking(viewerOf(request), request.params.id);
      return ok(null, 'The booking has been cancelled');
    },
  );
};
