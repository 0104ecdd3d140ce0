import { zEnvelope } from '@tembusu/contracts/api';
import {
  claimApprovedMessage,
  claimDeletedMessage,
  claimRejectedMessage,
  claimReturnedMessage,
  claimSavedMessage,
  claimSettingsSavedMessage,
  claimSubmittedMessage,
  claimTypeDeletedMessage,
  claimTypeSavedMessage,
  zAdminClaimInput,
  zClaim,
  zClaimDecision,
  zClaimInput,
  zClaimList,
  zClaimListQuery,
  zClaimRejection,
  zClaimReturn,
  zClaimSettings,
  zClaimSettingsView,
  zClaimType,
  zClaimTypeInput,
  zClaimUsage,
  zStaffClaimSettings,
} from '@tembusu/contracts/claims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import type { ClaimFollowUps } from './claim-notices.js';
import {
  createClaimType,
  editClaimType,
  getClaimSettings,
  getClaimType,
  getStaffClaimSettings,
  listClaimTypes,
  removeClaimType,
  saveClaimSettings,
} from './claim-types.service.js';
import {
  asAdmin,
  asStaff,
  type ClaimDecision,
  createClaim,
  decideClaim,
  editClaim,
  getClaim,
  listClaims,
  listClaimsToApprove,
  listOwnClaims,
  listOwnClaimTypes,
  ownClaimUsage,
  removeClaim,
  type SideOf,
  submitClaim,
} from './claims.service.js';

const claimAdmins = { access: ['admin', 'asstadmin'] };
const staff = { access: ['employee'] };
const tags = ['claims'];
const zId = z.object({ id: z.uuid('id: not a valid id') });
const zOwnClaimListQuery = zClaimListQuery.omit({ employeeId: true, departmentId: true });

// Approving, rejecting and returning, on the admin side and the approver's.
const decisions = [
  ['approve', zClaimDecision, claimApprovedMessage],
  ['reject', zClaimRejection, claimRejectedMessage],
  ['return', zClaimReturn, claimReturnedMessage],
] as const satisfies readonly (readonly [ClaimDecision['action'], unknown, string])[];

const decisionSummaries: Record<ClaimDecision['action'], { admin: string; staff: string }> = {
  approve: {
    admin: "Approve a submitted claim: an admin's approval completes it",
    staff: 'Approve the level of a claim that waits for me',
  },
  reject: {
    admin: 'Reject a submitted claim, saying why',
    staff: 'Reject a claim that waits for me, saying why',
  },
  return: {
    admin: 'Return a submitted claim to its employee for changes, saying what to change',
    staff: 'Return a claim that waits for me to its employee for changes, saying what to change',
  },
};

export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const followUps: ClaimFollowUps = { enqueue: app.enqueue, publicUrl: app.config.publicUrl };

  // Types and settings --------------------------------------------------------------------------

  app.get(
    '/claims/types',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: "The organisation's claim types, active or not, by name",
        response: { 200: zEnvelope(z.array(zClaimType)) },
      },
    },
    async (request) => ok(await listClaimTypes(tenantContext(request))),
  );

  app.post(
    '/claims/types',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: 'Add a claim type: its limits, tax treatment, pay item and who may claim it',
        body: zClaimTypeInput,
        response: { 201: zEnvelope(zClaimType) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(
            await createClaimType(tenantContext(request), request.body),
            claimTypeSavedMessage,
          ),
        ),
  );

  app.get(
    '/claims/types/:id',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: 'One claim type',
        params: zId,
        response: { 200: zEnvelope(zClaimType) },
      },
    },
    async (request) => ok(await getClaimType(tenantContext(request), request.params.id)),
  );

  app.put(
    '/claims/types/:id',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: 'Change a claim type; claims already made keep their amounts',
        params: zId,
        body: zClaimTypeInput,
        response: { 200: zEnvelope(zClaimType) },
      },
    },
    async (request) =>
      ok(
        await editClaimType(tenantContext(request), request.params.id, request.body),
        claimTypeSavedMessage,
      ),
  );

  app.delete(
    '/claims/types/:id',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: 'Delete a claim type no claim was made of',
        params: zId,
      },
    },
    async (request) => {
      await removeClaimType(tenantContext(request), request.params.id);
      return ok(null, claimTypeDeletedMessage);
    },
  );

  app.get(
    '/claims/settings',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: 'The approval levels, the payroll cut-off day and the currencies claims take',
        response: { 200: zEnvelope(zClaimSettingsView) },
      },
    },
    async (request) => ok(await getClaimSettings(tenantContext(request))),
  );

  app.put(
    '/claims/settings',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: 'Save the claim settings',
        body: zClaimSettings,
        response: { 200: zEnvelope(zClaimSettingsView) },
      },
    },
    async (request) =>
      ok(await saveClaimSettings(tenantContext(request), request.body), claimSettingsSavedMessage),
  );

  // Claims, admin side --------------------------------------------------------------------------

  app.get(
    '/claims',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: 'Every claim the filters match, with counts and SGD totals per status',
        querystring: zClaimListQuery,
        response: { 200: zEnvelope(zClaimList) },
      },
    },
    async (request) => ok(await listClaims(tenantContext(request), request.query)),
  );

  app.post(
    '/claims',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: "Make a claim on an employee's behalf: a draft, or submitted for approval",
        body: zAdminClaimInput,
        response: { 201: zEnvelope(zClaim) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(
            await createClaim(tenantContext(request), asAdmin, request.body, followUps),
            request.body.submit ? claimSubmittedMessage : claimSavedMessage,
          ),
        ),
  );

  app.get(
    '/claims/:id',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: 'One claim with its receipts, timeline and possible duplicates',
        params: zId,
        response: { 200: zEnvelope(zClaim) },
      },
    },
    async (request) => ok(await getClaim(tenantContext(request), asAdmin, request.params.id)),
  );

  app.put(
    '/claims/:id',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: 'Change a claim until it is decided; a submitted one is checked again',
        params: zId,
        body: zClaimInput,
        response: { 200: zEnvelope(zClaim) },
      },
    },
    async (request) =>
      ok(
        await editClaim(
          tenantContext(request),
          asAdmin,
          request.params.id,
          request.body,
          followUps,
        ),
        claimSavedMessage,
      ),
  );

  app.delete(
    '/claims/:id',
    {
      config: claimAdmins,
      schema: {
        tags,
        summary: 'Delete a draft, returned or rejected claim',
        params: zId,
      },
    },
    async (request) => {
      await removeClaim(tenantContext(request), asAdmin, request.params.id);
      return ok(null, claimDeletedMessage);
    },
  );

  const submitRoute = (url: string, sideOf: SideOf, config: { access: string[] }) =>
    app.post(
      url,
      {
        config,
        schema: {
          tags,
          summary:
            sideOf === asAdmin
              ? 'Submit a draft or returned claim for approval'
              : 'Submit my draft or returned claim for approval',
          params: zId,
          response: { 200: zEnvelope(zClaim) },
        },
      },
      async (request) =>
        ok(
          await submitClaim(tenantContext(request), sideOf, request.params.id, followUps),
          claimSubmittedMessage,
        ),
    );

  const decisionRoutes = (prefix: string, sideOf: SideOf, config: { access: string[] }) => {
    for (const [action, body, message] of decisions) {
      app.post(
        `${prefix}/:id/${action}`,
        {
          config,
          schema: {
            tags,
            summary: decisionSummaries[action][sideOf === asAdmin ? 'admin' : 'staff'],
            params: zId,
            body,
            response: { 200: zEnvelope(zClaim) },
          },
        },
        async (request) =>
          ok(
            await decideClaim(
              tenantContext(request),
              sideOf,
              request.params.id,
              { action, comment: request.body.comment },
              followUps,
            ),
            message,
          ),
      );
    }
  };

  submitRoute('/claims/:id/submit', asAdmin, claimAdmins);
  decisionRoutes('/claims', asAdmin, claimAdmins);

  // Staff ---------------------------------------------------------------------------------------

  app.get(
    '/staff/claims',
    {
      config: staff,
      schema: {
        tags,
        summary: 'My claims, the latest first, with counts and SGD totals per status',
        querystring: zOwnClaimListQuery,
        response: { 200: zEnvelope(zClaimList) },
      },
    },
    async (request) => ok(await listOwnClaims(tenantContext(request), request.query)),
  );

  app.get(
    '/staff/claims/usage',
    {
      config: staff,
      schema: {
        tags,
        summary: 'What I have claimed this month and year of each type I may claim, and its limits',
        response: { 200: zEnvelope(z.array(zClaimUsage)) },
      },
    },
    async (request) => ok(await ownClaimUsage(tenantContext(request))),
  );

  app.get(
    '/staff/claims/settings',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The currencies staff may claim in, besides SGD, and the payroll cut-off day',
        response: { 200: zEnvelope(zStaffClaimSettings) },
      },
    },
    async (request) => ok(await getStaffClaimSettings(tenantContext(request))),
  );

  app.get(
    '/staff/claims/types',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The claim types I may claim, with their limits',
        response: { 200: zEnvelope(z.array(zClaimType)) },
      },
    },
    async (request) => ok(await listOwnClaimTypes(tenantContext(request))),
  );

  app.get(
    '/staff/claims/to-approve',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Claims of the people I manage or head that wait for my decision',
        querystring: zOwnClaimListQuery,
        response: { 200: zEnvelope(zClaimList) },
      },
    },
    async (request) => ok(await listClaimsToApprove(tenantContext(request), request.query)),
  );

  app.post(
    '/staff/claims',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Make a claim: submitted for approval, or kept as a draft',
        body: zClaimInput,
        response: { 201: zEnvelope(zClaim) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          created(
            await createClaim(tenantContext(request), asStaff, request.body, followUps),
            request.body.submit ? claimSubmittedMessage : claimSavedMessage,
          ),
        ),
  );

  app.get(
    '/staff/claims/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One of my claims, or one of a person I approve for, with its timeline',
        params: zId,
        response: { 200: zEnvelope(zClaim) },
      },
    },
    async (request) => ok(await getClaim(tenantContext(request), asStaff, request.params.id)),
  );

  app.put(
    '/staff/claims/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change my claim: a draft, a returned one, or one no level has approved yet',
        params: zId,
        body: zClaimInput,
        response: { 200: zEnvelope(zClaim) },
      },
    },
    async (request) =>
      ok(
        await editClaim(
          tenantContext(request),
          asStaff,
          request.params.id,
          request.body,
          followUps,
        ),
        claimSavedMessage,
      ),
  );

  app.delete(
    '/staff/claims/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete my draft or returned claim',
        params: zId,
      },
    },
    async (request) => {
      await removeClaim(tenantContext(request), asStaff, request.params.id);
      return ok(null, claimDeletedMessage);
    },
  );

  submitRoute('/staff/claims/:id/submit', asStaff, staff);
  decisionRoutes('/staff/claims', asStaff, staff);
};
