import { zEnvelope } from '@tembusu/contracts/api';
import {
  zBranch,
  zBranchInput,
  zBranchOption,
  zBranchQuery,
} from '@tembusu/contracts/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  branchOptions,
  createBranch,
  editBranch,
  getBranch,
  listAllBranches,
  removeBranch,
} from './branches.service.js';
import { editors, readers, zId } from './route-options.js';

export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, all] of [
    ['/organization/branch', false],
    ['/organization/branch-all', true],
  ] as const) {
    app.get(
      path,
      {
        config: readers,
        schema: {
          tags: ['organization'],
          summary: all ? 'Every branch/outlet, inactive ones too' : 'Active branches/outlets',
          querystring: zBranchQuery,
          response: { 200: zEnvelope(z.array(zBranchOption)) },
        },
      },
      async (request) =>
        ok(await branchOptions(tenantContext(request), request.query.organizationId, all)),
    );
  }

  app.get(
    '/organization/branches',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'Branches/outlets with their details',
        response: { 200: zEnvelope(z.array(zBranch)) },
      },
    },
    async (request) => ok(await listAllBranches(tenantContext(request))),
  );

  app.get(
    '/organization/branches/:id',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'One branch/outlet',
        params: zId,
        response: { 200: zEnvelope(zBranch) },
      },
    },
    async (request) => ok(await getBranch(tenantContext(request), request.params.id)),
  );

  app.post(
    '/organization/branches',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Add a branch/outlet',
        body: zBranchInput,
        response: { 201: zEnvelope(zBranch) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(created(await createBranch(tenantContext(request), request.body))),
  );

  app.put(
    '/organization/branches/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Change a branch/outlet',
        params: zId,
        body: zBranchInput,
        response: { 200: zEnvelope(zBranch) },
      },
    },
    async (request) =>
      ok(
        await editBranch(tenantContext(request), request.params.id, request.body),
        'Branch updated',
      ),
  );

  app.delete(
    '/organization/branches/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Delete a branch/outlet no employee works at',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeBranch(tenantContext(request), request.params.id);
      return ok(null, 'Branch deleted');
    },
  );
};
