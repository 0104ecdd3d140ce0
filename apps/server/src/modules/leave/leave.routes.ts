import { zEnvelope, zPage } from '@tembusu/contracts/api';
import { zImportResult } from '@tembusu/contracts/employees';
import {
  carryForwardRunMessage,
  leaveAdjustmentSavedMessage,
  leaveBalancesImportedMessage,
  leaveRequestApprovedMessage,
  leaveRequestCancelledMessage,
  leaveRequestRejectedMessage,
  leaveRequestSavedMessage,
  leaveRequestSubmittedMessage,
  leaveSettingsSavedMessage,
  leaveTypeDeletedMessage,
  leaveTypeSavedMessage,
  zAdminLeavePreviewInput,
  zAdminLeaveRequestInput,
  zCarryForwardExportQuery,
  zCarryForwardQuery,
  zCarryForwardReport,
  zCarryForwardRunResult,
  zLeaveAdjustmentInput,
  zLeaveBalanceExportQuery,
  zLeaveBalanceListQuery,
  zLeaveBalanceQuery,
  zLeaveBalanceRow,
  zLeaveBalancesOfEmployee,
  zLeaveBalanceTemplateQuery,
  zLeaveDecision,
  zLeaveListQuery,
  zLeavePreview,
  zLeavePreviewInput,
  zLeaveRejection,
  zLeaveRequest,
  zLeaveRequestInput,
  zLeaveSettings,
  zLeaveType,
  zLeaveTypeInput,
  zOwnLeaveListQuery,
} from '@tembusu/contracts/leave';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { tenantContext } from '../../plugins/auth.js';
import { sendDownload } from '../../plugins/downloads.js';
import { created, ok } from '../../plugins/envelope.js';
import { receiveFile } from '../../plugins/uploads.js';
import { spreadsheetContentTypes } from '../../spreadsheets.js';
import {
  adjustBalance,
  balancesOfEmployee,
  exportBalances,
  listBalances,
} from './leave-balances.service.js';
import {
  exportCarryForwardReport,
  getCarryForwardReport,
  runCarryForwardNow,
} from './leave-carry-forward.service.js';
import {
  importLeaveBalances,
  leaveBalanceTemplate,
  maxLeaveImportBytes,
} from './leave-import.service.js';
import type { LeaveFollowUps } from './leave-notices.js';
import type { OnLeaveApproved } from './leave-ports.js';
import {
  cancelRequest,
  createRequestForEmployee,
  decideRequest,
  editRequest,
  getRequest,
  type LeaveSide,
  listOwnRequests,
  listRequests,
  listRequestsToApprove,
  previewRequest,
  staffSide,
  submitOwnRequest,
} from './leave-requests.service.js';
import {
  createType,
  editType,
  getSettings,
  getType,
  listTypes,
  removeType,
  saveSettings,
} from './leave-types.service.js';

const leaveAdmins = { access: ['admin', 'asstadmin'] };
const staff = { access: ['employee'] };
const tags = ['leave'];
const zId = z.object({ id: z.uuid('id: not a valid id') });
const zEmployeeId = z.object({ employeeId: z.uuid('employeeId: not a valid id') });

const adminSide = async (): Promise<LeaveSide> => ({ side: 'admin' });

// Approving and rejecting, on the admin side and the approver's: what each takes and answers.
const decisions = [
  ['approve', zLeaveDecision, true, leaveRequestApprovedMessage],
  ['reject', zLeaveRejection, false, leaveRequestRejectedMessage],
] as const;

/**
 * The modules above leave pass in what approving leave does to them (app.ts): desk booking frees
 * the person's bookings, attendance clears the absences the leave excuses.
 */
export const leaveRoutes: FastifyPluginAsyncZod<{
  onLeaveApproved: readonly OnLeaveApproved[];
}> = async (app, { onLeaveApproved }) => {
  const followUps: LeaveFollowUps = {
    enqueue: app.enqueue,
    publicUrl: app.config.publicUrl,
    onLeaveApproved,
  };
  const ownSide = (request: FastifyRequest) => {
    const ctx = tenantContext(request);
    return { ctx, side: (tx: Db) => staffSide(tx, ctx) };
  };

  // Types and settings --------------------------------------------------------------------------

  app.get(
    '/leaves/types',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: "The organisation's leave types, the statutory ones first",
        response: { 200: zEnvelope(z.array(zLeaveType)) },
      },
    },
    async (request) => ok(await listTypes(tenantContext(request))),
  );

  app.post(
    '/leaves/types',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'Add a leave type of the company',
        body: zLeaveTypeInput,
        response: { 201: zEnvelope(zLeaveType) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(await createType(tenantContext(request), request.body), leaveTypeSavedMessage),
        ),
  );

  app.get(
    '/leaves/types/:id',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'One leave type',
        params: zId,
        response: { 200: zEnvelope(zLeaveType) },
      },
    },
    async (request) => ok(await getType(tenantContext(request), request.params.id)),
  );

  app.put(
    '/leaves/types/:id',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'Change a leave type; a statutory one keeps its rule',
        params: zId,
        body: zLeaveTypeInput,
        response: { 200: zEnvelope(zLeaveType) },
      },
    },
    async (request) =>
      ok(
        await editType(tenantContext(request), request.params.id, request.body),
        leaveTypeSavedMessage,
      ),
  );

  app.delete(
    '/leaves/types/:id',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'Delete a company leave type that was never used',
        params: zId,
      },
    },
    async (request) => {
      await removeType(tenantContext(request), request.params.id);
      return ok(null, leaveTypeDeletedMessage);
    },
  );

  app.get(
    '/leaves/setting',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'The leave year, approval flow, notice rules and carry-forward date',
        response: { 200: zEnvelope(zLeaveSettings) },
      },
    },
    async (request) => ok(await getSettings(tenantContext(request))),
  );

  app.put(
    '/leaves/setting',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'Save the leave settings',
        body: zLeaveSettings,
        response: { 200: zEnvelope(zLeaveSettings) },
      },
    },
    async (request) =>
      ok(await saveSettings(tenantContext(request), request.body), leaveSettingsSavedMessage),
  );

  // Requests, admin side -----------------------------------------------------------------------

  app.get(
    '/leaves/requests',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'Every leave request, filtered',
        querystring: zLeaveListQuery,
        response: { 200: zEnvelope(zPage(zLeaveRequest)) },
      },
    },
    async (request) => ok(await listRequests(tenantContext(request), request.query)),
  );

  app.post(
    '/leaves/requests/preview',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'The days a request would count and the balance after it, before it is sent',
        body: zAdminLeavePreviewInput,
        response: { 200: zEnvelope(zLeavePreview) },
      },
    },
    async (request) =>
      ok(
        await previewRequest(
          tenantContext(request),
          adminSide,
          request.body,
          request.body.requestId ?? undefined,
        ),
      ),
  );

  app.post(
    '/leaves/requests',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: "Record leave on someone's behalf: approved by the admin who records it",
        body: zAdminLeaveRequestInput,
        response: { 201: zEnvelope(zLeaveRequest) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(
            await createRequestForEmployee(tenantContext(request), request.body, followUps),
            leaveRequestSavedMessage,
          ),
        ),
  );

  app.get(
    '/leaves/requests/:id',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'One leave request with its timeline',
        params: zId,
        response: { 200: zEnvelope(zLeaveRequest) },
      },
    },
    async (request) => ok(await getRequest(tenantContext(request), adminSide, request.params.id)),
  );

  app.put(
    '/leaves/requests/:id',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'Change a pending or approved request; its days are counted again',
        params: zId,
        body: zLeaveRequestInput,
        response: { 200: zEnvelope(zLeaveRequest) },
      },
    },
    async (request) =>
      ok(
        await editRequest(
          tenantContext(request),
          adminSide,
          request.params.id,
          request.body,
          followUps,
        ),
        leaveRequestSavedMessage,
      ),
  );

  for (const [action, body, approve, message] of decisions) {
    app.post(
      `/leaves/requests/:id/${action}`,
      {
        config: leaveAdmins,
        schema: {
          tags,
          summary: approve
            ? "Approve a pending request: an admin's approval completes it"
            : 'Reject a pending request, saying why',
          params: zId,
          body,
          response: { 200: zEnvelope(zLeaveRequest) },
        },
      },
      async (request) =>
        ok(
          await decideRequest(
            tenantContext(request),
            adminSide,
            request.params.id,
            { approve, comment: request.body.comment },
            followUps,
          ),
          message,
        ),
    );
  }

  app.post(
    '/leaves/requests/:id/cancel',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'Cancel a pending or approved request, taken or not',
        params: zId,
        body: zLeaveDecision,
        response: { 200: zEnvelope(zLeaveRequest) },
      },
    },
    async (request) =>
      ok(
        await cancelRequest(
          tenantContext(request),
          adminSide,
          request.params.id,
          request.body.comment,
          followUps,
        ),
        leaveRequestCancelledMessage,
      ),
  );

  // Carry-forward ------------------------------------------------------------------------------

  app.get(
    '/leaves/carry-forward',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'What the year-end run carried into the leave years starting in a year',
        querystring: zCarryForwardQuery,
        response: { 200: zEnvelope(zCarryForwardReport) },
      },
    },
    async (request) => ok(await getCarryForwardReport(tenantContext(request), request.query.year)),
  );

  app.get(
    '/leaves/carry-forward/export',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'The carry-forward of a year as CSV or XLSX, a row per employee and type',
        querystring: zCarryForwardExportQuery,
      },
    },
    async (request, reply) => {
      const { format, year } = request.query;
      return sendDownload(reply, {
        contentType: spreadsheetContentTypes[format],
        fileName: `leave-carry-forward-${year}.${format}`,
        bytes: await exportCarryForwardReport(tenantContext(request), request.query),
      });
    },
  );

  app.post(
    '/leaves/carry-forward/run',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'Carries forward now what is due, instead of waiting for the nightly run',
        response: { 200: zEnvelope(zCarryForwardRunResult) },
      },
    },
    async (request) => ok(await runCarryForwardNow(tenantContext(request)), carryForwardRunMessage),
  );

  // Balances -----------------------------------------------------------------------------------

  app.get(
    '/leaves/balances',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: "Every employee's balance of every active type on a date",
        querystring: zLeaveBalanceListQuery,
        response: { 200: zEnvelope(zPage(zLeaveBalanceRow)) },
      },
    },
    async (request) => ok(await listBalances(tenantContext(request), request.query)),
  );

  app.get(
    '/leaves/balances/export',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'The balances on a date as CSV or XLSX, a row per employee and type',
        querystring: zLeaveBalanceExportQuery,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const { date, file } = await exportBalances(tenantContext(request), request.query);
      return sendDownload(reply, {
        contentType: spreadsheetContentTypes[format],
        fileName: `leave-balances-${date}.${format}`,
        bytes: file,
      });
    },
  );

  app.get(
    '/leaves/balances/import/template',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'The balance import file to fill in: its columns and an example row',
        querystring: zLeaveBalanceTemplateQuery,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      return sendDownload(reply, {
        contentType: spreadsheetContentTypes[format],
        fileName: `leave-balance-import-template.${format}`,
        bytes: await leaveBalanceTemplate(format),
      });
    },
  );

  app.post(
    '/leaves/balances/import',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary:
          "Bring in balances of a company moving in: each row's days brought forward and taken before, all rows or none",
        description:
          "A row per employee and leave type, for the employee's leave year today. A bad row rejects the whole file with 400; the answer's data.problems lists each problem as { row, field, message }. Importing a person's type again in the same year replaces what the earlier import wrote.",
        consumes: ['multipart/form-data'],
        response: { 200: zEnvelope(zImportResult) },
      },
    },
    async (request) => {
      const file = await receiveFile(request, {
        bytes: maxLeaveImportBytes,
        tooLargeMessage: 'file: an import file may be at most 5 MB',
      });
      const result = await importLeaveBalances(tenantContext(request), file);
      return ok(result, leaveBalancesImportedMessage(result.imported));
    },
  );

  app.get(
    '/leaves/balances/:employeeId',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: "An employee's balance of each type on a date",
        params: zEmployeeId,
        querystring: zLeaveBalanceQuery,
        response: { 200: zEnvelope(zLeaveBalancesOfEmployee) },
      },
    },
    async (request) =>
      ok(
        await balancesOfEmployee(
          tenantContext(request),
          adminSide,
          request.params.employeeId,
          request.query.date,
        ),
      ),
  );

  app.post(
    '/leaves/balances/:employeeId/adjustments',
    {
      config: leaveAdmins,
      schema: {
        tags,
        summary: 'Add days to or take days from a balance, saying why (audited)',
        params: zEmployeeId,
        body: zLeaveAdjustmentInput,
        response: { 201: zEnvelope(zLeaveBalancesOfEmployee) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(
            await adjustBalance(tenantContext(request), request.params.employeeId, request.body),
            leaveAdjustmentSavedMessage,
          ),
        ),
  );

  // Staff ---------------------------------------------------------------------------------------

  app.get(
    '/staff/leaves',
    {
      config: staff,
      schema: {
        tags,
        summary: 'My leave requests, the latest first',
        querystring: zOwnLeaveListQuery,
        response: { 200: zEnvelope(zPage(zLeaveRequest)) },
      },
    },
    async (request) => ok(await listOwnRequests(tenantContext(request), request.query)),
  );

  app.get(
    '/staff/leaves/types',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The leave types I can apply for',
        response: { 200: zEnvelope(z.array(zLeaveType)) },
      },
    },
    async (request) =>
      ok((await listTypes(tenantContext(request))).filter((type) => type.isActive)),
  );

  app.get(
    '/staff/leaves/balances',
    {
      config: staff,
      schema: {
        tags,
        summary: 'My balance of each type on a date',
        querystring: zLeaveBalanceQuery,
        response: { 200: zEnvelope(zLeaveBalancesOfEmployee) },
      },
    },
    async (request) => {
      const { ctx, side } = ownSide(request);
      return ok(await balancesOfEmployee(ctx, side, null, request.query.date));
    },
  );

  app.post(
    '/staff/leaves/preview',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The days my request would count and my balance after it',
        body: zLeavePreviewInput,
        response: { 200: zEnvelope(zLeavePreview) },
      },
    },
    async (request) => {
      const { ctx, side } = ownSide(request);
      return ok(await previewRequest(ctx, side, request.body, request.body.requestId ?? undefined));
    },
  );

  app.post(
    '/staff/leaves',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Apply for leave: pending until it is decided',
        body: zLeaveRequestInput,
        response: { 201: zEnvelope(zLeaveRequest) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(
            await submitOwnRequest(tenantContext(request), request.body, followUps),
            leaveRequestSubmittedMessage,
          ),
        ),
  );

  app.get(
    '/staff/leaves/approvals',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Requests of the people I manage or head that wait for my decision',
        querystring: zOwnLeaveListQuery.pick({ page: true, pageSize: true }),
        response: { 200: zEnvelope(zPage(zLeaveRequest)) },
      },
    },
    async (request) => ok(await listRequestsToApprove(tenantContext(request), request.query)),
  );

  for (const [action, body, approve, message] of decisions) {
    app.post(
      `/staff/leaves/approvals/:id/${action}`,
      {
        config: staff,
        schema: {
          tags,
          summary: approve
            ? 'Approve the level of a request that waits for me'
            : 'Reject a request that waits for me, saying why',
          params: zId,
          body,
          response: { 200: zEnvelope(zLeaveRequest) },
        },
      },
      async (request) => {
        const { ctx, side } = ownSide(request);
        return ok(
          await decideRequest(
            ctx,
            side,
            request.params.id,
            { approve, comment: request.body.comment },
            followUps,
          ),
          message,
        );
      },
    );
  }

  app.get(
    '/staff/leaves/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One of my requests, or one waiting for my decision, with its timeline',
        params: zId,
        response: { 200: zEnvelope(zLeaveRequest) },
      },
    },
    async (request) => {
      const { ctx, side } = ownSide(request);
      return ok(await getRequest(ctx, side, request.params.id));
    },
  );

  app.put(
    '/staff/leaves/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change my pending request',
        params: zId,
        body: zLeaveRequestInput,
        response: { 200: zEnvelope(zLeaveRequest) },
      },
    },
    async (request) => {
      const { ctx, side } = ownSide(request);
      return ok(
        await editRequest(ctx, side, request.params.id, request.body, followUps),
        leaveRequestSavedMessage,
      );
    },
  );

  app.post(
    '/staff/leaves/:id/cancel',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Cancel my request: pending, or approved and not yet begun',
        params: zId,
        body: zLeaveDecision,
        response: { 200: zEnvelope(zLeaveRequest) },
      },
    },
    async (request) => {
      const { ctx, side } = ownSide(request);
      return ok(
        await cancelRequest(ctx, side, request.params.id, request.body.comment, followUps),
        leaveRequestCancelledMessage,
      );
    },
  );
};
