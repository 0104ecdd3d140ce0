import { zEnvelope, zPage } from '@tembusu/contracts/api';
import {
  checkedInMessage,
  checkedOutMessage,
  zAttendanceLog,
  zAttendanceLogQuery,
  zAttendanceMonth,
  zAttendanceMonthQuery,
  zAttendanceToday,
  zCheckInInput,
  zCheckOutInput,
} from '@tembusu/contracts/attendance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  attendanceToday,
  checkIn,
  checkOut,
  getLog,
  listLogs,
  myLog,
  myMonth,
} from './attendance-logs.service.js';

const attendanceAdmins = { access: ['admin', 'asstadmin'] };
const staff = { access: ['employee'] };
const tags = ['attendance'];
const zId = z.object({ id: z.uuid('id: not a valid id') });

export const attendanceLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/attendance/logs',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: "The organisation's attendance logs by date, branch, department and status",
        querystring: zAttendanceLogQuery,
        response: { 200: zEnvelope(zPage(zAttendanceLog)) },
      },
    },
    async (request) => ok(await listLogs(tenantContext(request), request.query)),
  );

  app.get(
    '/attendance/logs/:id',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: 'One attendance log',
        params: zId,
        response: { 200: zEnvelope(zAttendanceLog) },
      },
    },
    async (request) => ok(await getLog(tenantContext(request), request.params.id)),
  );

  app.get(
    '/staff/attendance/today',
    {
      config: staff,
      schema: {
        tags,
        summary: "My day: the shift expected of me, today's log and where I may check in",
        response: { 200: zEnvelope(zAttendanceToday) },
      },
    },
    async (request) => ok(await attendanceToday(tenantContext(request))),
  );

  app.get(
    '/staff/attendance',
    {
      config: staff,
      schema: {
        tags,
        summary: "My logs of a month, with the month's figures",
        querystring: zAttendanceMonthQuery,
        response: { 200: zEnvelope(zAttendanceMonth) },
      },
    },
    async (request) => ok(await myMonth(tenantContext(request), request.query.month)),
  );

  app.post(
    '/staff/attendance/check-in',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Check in at a branch, with where I am',
        body: zCheckInInput,
        response: { 201: zEnvelope(zAttendanceLog) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(created(await checkIn(tenantContext(request), request.body), checkedInMessage)),
  );

  app.post(
    '/staff/attendance/:id/check-out',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Check out of my open log',
        params: zId,
        body: zCheckOutInput,
        response: { 200: zEnvelope(zAttendanceLog) },
      },
    },
    async (request) =>
      ok(
        await checkOut(tenantContext(request), request.params.id, request.body),
        checkedOutMessage,
      ),
  );

  app.get(
    '/staff/attendance/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One of my logs',
        params: zId,
        response: { 200: zEnvelope(zAttendanceLog) },
      },
    },
    async (request) => ok(await myLog(tenantContext(request), request.params.id)),
  );
};
