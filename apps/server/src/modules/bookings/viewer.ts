import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '../../db/tenant.js';
import { actorOf, tenantContext } from '../../plugins/auth.js';

/** Who is looking at bookings: admins see every booker's name and change any booking. */
export type Viewer = TenantContext & { isAdmin: boolean };

export const viewerOf = (request: FastifyRequest): Viewer => ({
  ...tenantContext(request),
  isAdmin: actorOf(request).role !== 'employee',
});

/**
 * Whose bookings a list filtered on an employee may hold. Staff learn whose a booking is only
 * from their own bookings, so a filter on a colleague keeps to the bookings the viewer made for
 * them; otherwise the list would show that colleague's whereabouts.
 */
export function bookingsOfEmployee(
  viewer: Viewer,
  selfEmployeeId: string | null,
  employeeId: string | undefined,
): { employeeId?: string; bookedByAccountId?: string } {
  if (!employeeId) return {};
  if (viewer.isAdmin || employeeId === selfEmployeeId) return { employeeId };
  return { employeeId, bookedByAccountId: viewer.accountId };
}
