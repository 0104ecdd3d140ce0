import type { ErrorEnvelope } from '@tembusu/contracts/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, databaseUnavailableMessage, isConnectionError, RateLimited } from '../errors.js';

type ErrorAnswer = ErrorEnvelope;

function answer(
  statusCode: number,
  message: string,
  { field = null, data = null }: { field?: string | null; data?: unknown } = {},
): ErrorAnswer {
  return { statusCode, message, field, data };
}

/** A schema error's JSON pointer (`/profile/age`) as the dotted path the client names fields by. */
function pathOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * The one input an error is about, for the envelope's `field`: the field a rule named with
 * invalid(), or the path of the schema's first complaint; null when it is about no one input.
 */
function fieldOf(error: FastifyError): string | null {
  if (error instanceof AppError) return error.field ?? null;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    return (first && pathOf(first.instancePath)) || null;
  }
  return null;
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map(({ instancePath, message }) => {
        const field = pathOf(instancePath);
        // A schema message that names its field already (`id: not a valid id`) keeps one name.
        if (!field || message?.startsWith(`${field}:`)) return message;
        return `${field}: ${message}`;
      })
      .join('; ');
  }
  return error.message;
}

/**
 * The one place errors become answers: typed domain errors keep their status and message, bad
 * input names its field, and anything unexpected is logged with the request id and answered
 * without internals.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimited)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(
        answer(error.statusCode, error.message, {
          field: fieldOf(error),
          data: error.details ?? null,
        }),
      );
    }
    if (error.validation) {
      return reply
        .status(400)
        .send(answer(400, describeValidation(error), { field: fieldOf(error) }));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send(answer(400, 'The request body is not valid JSON'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(answer(status, error.message));
    }
    // A dropped or refused database connection is the service's state, not a fault in this
    // request: the caller may simply try again.
    if (isConnectionError(error)) {
      request.log.error({ err: error }, 'request failed: the database is not available');
      return reply.status(503).send(answer(503, databaseUnavailableMessage));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(answer(500, `Something went wrong on our side (reference ${request.id})`));
  });
});
