import { zEnvelope, zErrorEnvelope } from '@tembusu/contracts/api';
import { zHealth } from '@tembusu/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { databaseLatencyMs } from './health.service.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the service and its database answer',
        response: { 200: zEnvelope(zHealth), 503: zErrorEnvelope },
      },
    },
    async (request, reply) => {
      let latencyMs: number;
      try {
        latencyMs = await databaseLatencyMs(app.database.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        return reply.status(503).send({
          statusCode: 503,
          message: 'The database is not answering',
          field: null,
          data: null,
        });
      }
      return ok({
        status: 'ok' as const,
        database: { engine: app.database.engine, latencyMs },
        version: app.appVersion,
      });
    },
  );
};
