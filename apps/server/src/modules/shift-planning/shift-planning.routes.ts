import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rosterRoutes } from './roster.routes.js';
import { shiftTemplatesRoutes } from './shift-templates.routes.js';

/** Shift planning's parts, each with its own routes file: app.ts registers this one. */
export const shiftPlanningRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shiftTemplatesRoutes);
  await app.register(rosterRoutes);
};
