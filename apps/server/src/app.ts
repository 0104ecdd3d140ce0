import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Enqueue } from './enqueue.js';
import { registerAttendanceDayEndWorker } from './jobs/attendance-day-end.js';
import { enqueueOn, type Jobs, startJobs, stopJobs } from './jobs/boss.js';
import { registerDeskReleaseWorker } from './jobs/desk-release.js';
import { registerLeaveCarryForwardWorker } from './jobs/leave-carry-forward.js';
import { registerMailWorker } from './jobs/mail.js';
import { registerPasswordResetWorker } from './jobs/password-reset.js';
import { registerPayrollGenerationWorker } from './jobs/payroll-generation.js';
import { registerRateLimitCleanupWorker } from './jobs/rate-limit-cleanup.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import { clearAbsencesOnLeave } from './modules/attendance/attendance-leave.service.js';
import { claimsRoutes } from './modules/claims/claims.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { deskBookingRoutes } from './modules/desk-booking/desk-booking.routes.js';
import { releaseDeskBookingsOnLeave } from './modules/desk-booking/desk-leave.service.js';
import { employeesRoutes } from './modules/employees/employees.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { authRoutes } from './modules/identity/auth.routes.js';
import { leaveRoutes } from './modules/leave/leave.routes.js';
import { createMailTransport, type MailTransport } from './modules/mail/mail.service.js';
import { organizationRoutes } from './modules/organization/organization.routes.js';
import { setUpNewOrganization } from './modules/organization/organization.service.js';
import { ir8aRoutes } from './modules/payroll/ir8a.routes.js';
import { openingBalancesRoutes } from './modules/payroll/opening-balances.routes.js';
import { payrollClaimsRoutes } from './modules/payroll/payroll-claims.routes.js';
import { payrollFilingRoutes } from './modules/payroll/payroll-filing.routes.js';
import { payrollReportsRoutes } from './modules/payroll/payroll-reports.routes.js';
import { payrollRunsRoutes } from './modules/payroll/payroll-runs.routes.js';
import { payrollSetupRoutes } from './modules/payroll/payroll-setup.routes.js';
import { payslipsRoutes } from './modules/payroll/payslips.routes.js';
import { roomBookingRoutes } from './modules/room-booking/room-booking.routes.js';
import { shiftPlanningRoutes } from './modules/shift-planning/shift-planning.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { authPlugin } from './plugins/auth.js';
import { docsPlugin } from './plugins/docs.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { inputPlugin } from './plugins/input.js';
import { loggerOptions } from './plugins/logging.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';
import { uploadsPlugin } from './plugins/uploads.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Null where a test runs the app without background work. */
    jobs: Jobs | null;
    /** Puts work on the background queue; null as jobs is. */
    enqueue: Enqueue | null;
    appVersion: string;
    /** The time as the application sees it; tests set it. */
    clock: () => Date;
    jwtSecret: string;
  }
}

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

export type AppDependencies = {
  database: Database;
  /** pg-boss is started with the app unless a test has no use for it. */
  jobs?: boolean;
  clock?: () => Date;
  /** Where mail goes instead of SMTP or the log: tests read it here. */
  mailTransport?: MailTransport;
  /** Where the log is written instead of standard output: tests read it here. */
  logStream?: { write(line: string): void };
  /** Told of each route as it is registered: tests check every route is accounted for. */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole application without listening: main.ts listens, tests use inject. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 4 * 1024 * 1024,
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('appVersion', packageJson.version);
  app.decorate('database', deps.database);
  // An idle pooled connection that the server drops (a restart, a failover) reports here; without
  // a listener node-postgres would throw it out of the process. The pool replaces the connection.
  deps.database.pool.on('error', (error) =>
    app.log.error({ err: error }, 'an idle database connection failed'),
  );
  app.decorate('clock', deps.clock ?? (() => new Date()));
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret; main.ts resolves it');
  app.decorate('jwtSecret', config.jwtSecret);

  if (deps.jobs === false) {
    app.decorate('jobs', null);
    app.decorate('enqueue', null);
  } else {
    const jobs = await startJobs(deps.database, (error) =>
      app.log.error({ err: error }, 'background job error'),
    );
    app.decorate('jobs', jobs);
    app.decorate('enqueue', enqueueOn(jobs));
    app.addHook('onClose', async () => stopJobs(jobs));
    await registerMailWorker(
      jobs,
      deps.database.db,
      deps.mailTransport ?? createMailTransport(config, app.log),
      app.clock,
    );
    await registerPayrollGenerationWorker(jobs, deps.database.db, app.clock);
    await registerDeskReleaseWorker(jobs, deps.database.db, app.clock);
    await registerLeaveCarryForwardWorker(jobs, deps.database.db, app.clock);
    await registerAttendanceDayEndWorker(jobs, deps.database.db, app.clock, config.publicUrl);
    await registerPasswordResetWorker(jobs, deps.database.db, config.jwtSecret, app.clock);
    await registerRateLimitCleanupWorker(jobs, deps.database.db, app.clock);
  }

  // Answers finished during shutdown end their keep-alive connection, so that closing waits for
  // requests in flight and not for idle clients.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(inputPlugin);
  await app.register(docsPlugin, { version: packageJson.version });
  await app.register(authPlugin);
  await app.register(uploadsPlugin);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (v1) => {
      await v1.register(authRoutes, { setUpOrganization: setUpNewOrganization });
      await v1.register(dashboardRoutes);
      await v1.register(accountsRoutes);
      await v1.register(organizationRoutes);
      await v1.register(employeesRoutes);
      await v1.register(leaveRoutes, {
        onLeaveApproved: [releaseDeskBookingsOnLeave, clearAbsencesOnLeave],
      });
      await v1.register(uploadsRoutes);
      await v1.register(payrollSetupRoutes);
      await v1.register(payrollRunsRoutes);
      await v1.register(payrollClaimsRoutes);
      await v1.register(payslipsRoutes);
      await v1.register(payrollReportsRoutes);
      await v1.register(payrollFilingRoutes);
      await v1.register(ir8aRoutes);
      await v1.register(openingBalancesRoutes);
      await v1.register(roomBookingRoutes);
      await v1.register(deskBookingRoutes);
      await v1.register(shiftPlanningRoutes);
      await v1.register(attendanceRoutes);
      await v1.register(claimsRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(spaPlugin, { distDir: config.webDistDir });

  return app;
}
