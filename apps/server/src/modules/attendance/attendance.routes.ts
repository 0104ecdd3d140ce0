import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceCorrectionsRoutes } from './attendance-corrections.routes.js';
import { attendanceLogsRoutes } from './attendance-logs.routes.js';
import { attendanceSettingsRoutes } from './attendance-settings.routes.js';
import { attendanceSummaryRoutes } from './attendance-summary.routes.js';

/** Attendance's parts, each with its own routes file: app.ts registers this one. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(attendanceSettingsRoutes);
  await app.register(attendanceLogsRoutes);
  await app.register(attendanceCorrectionsRoutes);
  await app.register(attendanceSummaryRoutes);
};
