import { zEnvelope, zPage } from '@tembusu/contracts/api';
import {
  attendanceLogSavedMessage,
  auditAnsweredMessage,
  auditAppliedMessage,
  auditOpenedMessage,
  auditRejectedMessage,
  correctionRequestedMessage,
  overtimeApprovedMessage,
  overtimeRejectedMessage,
  zAttendanceAudit,
  zAttendanceAuditQuery,
  zAttendanceLog,
  zAttendanceLogCreateInput,
  zAttendanceLogEditInput,
  zAuditAnswerInput,
  zAuditOpenInput,
  zAuditReviewInput,
  zCorrectionRequestInput,
  zOvertimeDecisionInput,
} from '@tembusu/contracts/attendance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  answerAudit,
  createLog,
  decideOvertime,
  editLog,
  getAudit,
  listAudits,
  myAudit,
  myAudits,
  openAudit,
  requestCorrection,
  reviewAudit,
} from './attendance-corrections.service.js';
import type { AttendanceFollowUps } from './attendance-notices.js';

const attendanceAdmins = { access: ['admin', 'asstadmin'] };
const staff = { access: ['employee'] };
const tags = ['attendance'];
const zId = z.object({ id: z.uuid('id: not a valid id') });

export const attendanceCorrectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const followUps: AttendanceFollowUps = {
    enqueue: app.enqueue,
    publicUrl: app.config.publicUrl,
  };

  app.post(
    '/attendance/logs',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: 'Record a day someone worked without checking in, with the reason',
        body: zAttendanceLogCreateInput,
        response: { 201: zEnvelope(zAttendanceLog) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(await createLog(tenantContext(request), request.body), attendanceLogSavedMessage),
        ),
  );

  app.put(
    '/attendance/logs/:id',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: "Change a log's times, with the reason (kept as a completed audit form)",
        params: zId,
        body: zAttendanceLogEditInput,
        response: { 200: zEnvelope(zAttendanceLog) },
      },
    },
    async (request) =>
      ok(
        await editLog(tenantContext(request), request.params.id, request.body),
        attendanceLogSavedMessage,
      ),
  );

  app.post(
    '/attendance/logs/:id/overtime',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: "Approve a log's overtime or turn it down",
        params: zId,
        body: zOvertimeDecisionInput,
        response: { 200: zEnvelope(zAttendanceLog) },
      },
    },
    async (request) =>
      ok(
        await decideOvertime(tenantContext(request), request.params.id, request.body, followUps),
        request.body.approved ? overtimeApprovedMessage : overtimeRejectedMessage,
      ),
  );

  app.get(
    '/attendance/audits',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: 'Audit forms: those waiting on someone first',
        querystring: zAttendanceAuditQuery,
        response: { 200: zEnvelope(zPage(zAttendanceAudit)) },
      },
    },
    async (request) => ok(await listAudits(tenantContext(request), request.query)),
  );

  app.post(
    '/attendance/audits',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: "Ask an employee for a day's times",
        body: zAuditOpenInput,
        response: { 201: zEnvelope(zAttendanceAudit) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(
            await openAudit(tenantContext(request), request.body, followUps),
            auditOpenedMessage,
          ),
        ),
  );

  app.get(
    '/attendance/audits/:id',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: 'One audit form with its history',
        params: zId,
        response: { 200: zEnvelope(zAttendanceAudit) },
      },
    },
    async (request) => ok(await getAudit(tenantContext(request), request.params.id)),
  );

  app.post(
    '/attendance/audits/:id/review',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: "Apply a form's times to the log, or turn the form down",
        params: zId,
        body: zAuditReviewInput,
        response: { 200: zEnvelope(zAttendanceAudit) },
      },
    },
    async (request) =>
      ok(
        await reviewAudit(tenantContext(request), request.params.id, request.body, followUps),
        request.body.decision === 'apply' ? auditAppliedMessage : auditRejectedMessage,
      ),
  );

  app.get(
    '/staff/attendance/audits',
    {
      config: staff,
      schema: {
        tags,
        summary: 'My audit forms: those waiting on me first',
        querystring: zAttendanceAuditQuery.omit({ employeeId: true, search: true }),
        response: { 200: zEnvelope(zPage(zAttendanceAudit)) },
      },
    },
    async (request) => ok(await myAudits(tenantContext(request), request.query)),
  );

  app.post(
    '/staff/attendance/audits',
    {
      config: staff,
      schema: {
        tags,
        summary: "Ask for a day's times to be corrected",
        body: zCorrectionRequestInput,
        response: { 201: zEnvelope(zAttendanceAudit) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(
            await requestCorrection(tenantContext(request), request.body),
            correctionRequestedMessage,
          ),
        ),
  );

  app.get(
    '/staff/attendance/audits/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One of my audit forms',
        params: zId,
        response: { 200: zEnvelope(zAttendanceAudit) },
      },
    },
    async (request) => ok(await myAudit(tenantContext(request), request.params.id)),
  );

  app.post(
    '/staff/attendance/audits/:id/answer',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Answer a form waiting on me with the times I worked',
        params: zId,
        body: zAuditAnswerInput,
        response: { 200: zEnvelope(zAttendanceAudit) },
      },
    },
    async (request) =>
      ok(
        await answerAudit(tenantContext(request), request.params.id, request.body),
        auditAnsweredMessage,
      ),
  );
};
