import { apiRouteBlocked, type Role, roleIsIn } from '@tembusu/contracts/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantContext } from '../db/tenant.js';
import { forbidden, unauthorized } from '../errors.js';
import { verifySession } from '../modules/identity/identity.service.js';

/** Who may call a route: anyone, or any signed-in account whose role is in the list. */
export type Access = 'public' | readonly string[];

export type Actor = {
  accountId: string;
  role: Role;
  organizationId: string | null;
  isAdmin: boolean;
  jti: string;
  expiresAt: Date;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The signed-in caller of a route that is not public; the guard has already checked them. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** The caller's organisation, for tenant-scoped work; platform accounts have none. */
export function tenantOf(request: FastifyRequest): string {
  const { organizationId } = actorOf(request);
  if (!organizationId) throw forbidden('This needs an organisation account');
  return organizationId;
}

/** What a tenant service needs to act for the caller of a route. */
export function tenantContext(request: FastifyRequest): TenantContext {
  return {
    db: request.server.database.db,
    organizationId: tenantOf(request),
    accountId: actorOf(request).accountId,
    now: request.server.clock(),
    ip: request.ip,
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const single = Array.isArray(value) ? value[0] : value;
  return single && single !== 'null' && single !== 'undefined' ? single : undefined;
}

/**
 * Every /api/v1 route must say who may call it; the check runs on request, before the body is
 * read. The organisation comes from the token only: headers that name another are refused.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1/') && route.config?.access === undefined) {
      throw new Error(`${route.method} ${route.url} does not declare who may call it`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;

    const token = bearerToken(request);
    if (!token) throw unauthorized('Please sign in');
    const session = await verifySession(app.database.db, app.jwtSecret, token, app.clock());

    const organizationHeader = headerValue(request, 'x-organization-id');
    const adminHeader = headerValue(request, 'x-admin-id');
    if (organizationHeader && organizationHeader !== session.organizationId) {
      throw forbidden('The organisation in this request is not the one you are signed in to');
    }
    if (adminHeader && adminHeader !== session.accountId) {
      throw forbidden('The account in this request is not the one you are signed in as');
    }
    if (!roleIsIn(session.role, access)) {
      throw forbidden('Your role does not allow this');
    }
    // The matched route's pattern, not the address text: the router decodes the address before
    // matching, so `/api/v1/%65mployees` is the employees route whatever it looks like.
    const route = request.routeOptions.url ?? '';
    if (session.role === 'asstadmin' && apiRouteBlocked(route, session.preventAccess)) {
      throw forbidden('Your administrator has not given you access to this section');
    }

    request.actor = {
      accountId: session.accountId,
      role: session.role,
      organizationId: session.organizationId,
      isAdmin: session.role !== 'employee',
      jti: session.jti,
      expiresAt: session.expiresAt,
    };
  });
});
