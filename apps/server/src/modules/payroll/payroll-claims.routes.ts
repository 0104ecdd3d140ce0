import { zEnvelope } from '@tembusu/contracts/api';
import {
  claimsLinkedMessage,
  claimUnlinkedMessage,
  zClaimsToLink,
  zLinkClaimsInput,
} from '@tembusu/contracts/claims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { linkClaims, payrollClaims, unlinkClaim } from './payroll-claims.service.js';

const payrollAdmins = { access: ['admin', 'asstadmin'] };
const zId = z.object({ id: z.uuid('id: not a valid id') });
const tags = ['payroll', 'claims'];

export const payrollClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payroll/:id/claims',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary:
          'Approved claims a payroll could pay (due by its month, by the cut-off day) and those linked to it, by employee',
        params: zId,
        response: { 200: zEnvelope(zClaimsToLink) },
      },
    },
    async (request) => ok(await payrollClaims(tenantContext(request), request.params.id)),
  );

  app.post(
    '/payroll/:id/claims',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Link approved claims to a draft payroll; each person's payslip pays them",
        params: zId,
        body: zLinkClaimsInput,
        response: { 200: zEnvelope(zClaimsToLink) },
      },
    },
    async (request) =>
      ok(
        await linkClaims(tenantContext(request), request.params.id, request.body.claimIds),
        claimsLinkedMessage(new Set(request.body.claimIds).size),
      ),
  );

  app.delete(
    '/payroll/:id/claims/:claimId',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'Take a claim off a draft payroll',
        params: zId.extend({ claimId: z.uuid('claimId: not a valid id') }),
        response: { 200: zEnvelope(zClaimsToLink) },
      },
    },
    async (request) =>
      ok(
        await unlinkClaim(tenantContext(request), request.params.id, request.params.claimId),
        claimUnlinkedMessage,
      ),
  );
};
