import { zEnvelope } from '@tembusu/contracts/api';
import { zOwnContactInput, zOwnEmployee } from '@tembusu/contracts/staff-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantContext } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { getOwnEmployee, updateOwnContact } from './self-service.service.js';

// The staff profile: an employee's own record, found from their session. Admins keep records
// with the employee endpoints instead.
const staff = { access: ['employee'] };
const tags = ['employees'];

export const selfServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/me/employee',
    {
      config: staff,
      schema: {
        tags,
        summary: "The caller's own employee record, as staff may see it (identity number masked)",
        response: { 200: zEnvelope(zOwnEmployee) },
      },
    },
    async (request) => ok(await getOwnEmployee(tenantContext(request))),
  );

  app.put(
    '/profile/me/contact',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Change the caller's own phone, address, emergency contact and (for GIRO pay) bank account; the organisation's admins are told by e-mail",
        body: zOwnContactInput,
        response: { 200: zEnvelope(zOwnEmployee) },
      },
    },
    async (request) => {
      const { employee, changed } = await updateOwnContact(
        tenantContext(request),
        app.enqueue,
        request.body,
      );
      return ok(
        employee,
        changed.length > 0 ? 'Your details have been updated' : 'Nothing changed',
      );
    },
  );
};
