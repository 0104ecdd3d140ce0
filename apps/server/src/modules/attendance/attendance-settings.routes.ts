import { zEnvelope } from '@tembusu/contracts/api';
import { attendanceSettingsSavedMessage, zAttendanceSettings } from '@tembusu/contracts/attendance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantContext } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { getAttendanceSettings, saveAttendanceSettings } from './attendance-settings.service.js';

const attendanceAdmins = { access: ['admin', 'asstadmin'] };
const tags = ['attendance'];

export const attendanceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/attendance/settings',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: 'Grace periods, rounding, the geofence rule, automatic check-out and overtime',
        response: { 200: zEnvelope(zAttendanceSettings) },
      },
    },
    async (request) => ok(await getAttendanceSettings(tenantContext(request))),
  );

  app.put(
    '/attendance/settings',
    {
      config: attendanceAdmins,
      schema: {
        tags,
        summary: 'Save the attendance settings',
        body: zAttendanceSettings,
        response: { 200: zEnvelope(zAttendanceSettings) },
      },
    },
    async (request) =>
      ok(
        await saveAttendanceSettings(tenantContext(request), request.body),
        attendanceSettingsSavedMessage,
      ),
  );
};
