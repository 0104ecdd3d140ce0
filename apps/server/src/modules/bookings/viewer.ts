import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '../../db/tenant.js';
import { actorOf, tenantContext } from '../../plugins/auth.js';

/** Who is looking at bookings: admins see every booker's name and change any booking. */
export type Viewer = TenantContext & { isAdmin: boolean };

export const viewerOf = (request: FastifyRequest): Viewer => ({
  ...tenantContext(request),
  isAdmin: actorOf(request).role !== 'employee',
});
