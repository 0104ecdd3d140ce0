import {
  type ManagedKind,
  zCreateOrganisationAdmin,
  zCreatePlatformAccount,
  zManagedAccount,
  zManagedAccountQuery,
  zOrganizationOption,
  zUpdateManagedAccount,
} from '@tembusu/contracts/accounts';
import { zEnvelope, zPage } from '@tembusu/contracts/api';
import { roleGroups } from '@tembusu/contracts/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  createAccount,
  getAccount,
  listAccounts,
  listOrganizationOptions,
  type ManageContext,
  updateAccount,
} from './accounts.service.js';

const access = { access: roleGroups.sa };
const zId = z.object({ id: z.uuid('id: not an account id') });

/** The platform side: super admins manage super admins and every organisation's admins. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): ManageContext => ({
    db: app.database.db,
    actor: actorOf(request),
    now: app.clock(),
    ip: request.ip,
  });

  const collections: { path: string; kind: ManagedKind; label: string }[] = [
    { path: '/manage/super-admins', kind: 'platform', label: 'super admin' },
    { path: '/manage/admins', kind: 'organisation', label: 'organisation admin' },
  ];

  for (const { path, kind, label } of collections) {
    const zCreate = kind === 'platform' ? zCreatePlatformAccount : zCreateOrganisationAdmin;

    app.get(
      path,
      {
        config: access,
        schema: {
          tags: ['platform'],
          summary: `List ${label}s`,
          querystring: zManagedAccountQuery,
          response: { 200: zEnvelope(zPage(zManagedAccount)) },
        },
      },
      async (request) => ok(await listAccounts(app.database.db, kind, request.query)),
    );

    app.post(
      path,
      {
        config: access,
        schema: {
          tags: ['platform'],
          summary: `Create a ${label}`,
          body: zCreate,
          response: { 201: zEnvelope(zManagedAccount) },
        },
      },
      async (request, reply) => {
        const account = await createAccount(context(request), kind, request.body);
        return reply.status(201).send(created(account, 'Account created'));
      },
    );

    app.get(
      `${path}/:id`,
      {
        config: access,
        schema: {
          tags: ['platform'],
          summary: `One ${label}`,
          params: zId,
          response: { 200: zEnvelope(zManagedAccount) },
        },
      },
      async (request) => ok(await getAccount(app.database.db, kind, request.params.id)),
    );

    app.put(
      `${path}/:id`,
      {
        config: access,
        schema: {
          tags: ['platform'],
          summary: `Edit, deactivate or reactivate a ${label}`,
          params: zId,
          body: zUpdateManagedAccount,
          response: { 200: zEnvelope(zManagedAccount) },
        },
      },
      async (request) =>
        ok(
          await updateAccount(context(request), kind, request.params.id, request.body),
          'Account updated',
        ),
    );
  }

  app.get(
    '/manage/organizations',
    {
      config: access,
      schema: {
        tags: ['platform'],
        summary: 'Every organisation, for choosing one',
        response: { 200: zEnvelope(z.array(zOrganizationOption)) },
      },
    },
    async () => ok(await listOrganizationOptions(app.database.db)),
  );
};
