import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { failedQueryText } from '../db/errors.js';

type LoggedError = Record<string, unknown> & { type: string; message: string; stack: string };

/** An error PostgreSQL answered with (on either engine, whichever driver class carries it). */
function isServerError(error: Error): boolean {
  return typeof (error as Error & { severity?: unknown }).severity === 'string';
}

/**
 * An error as the log keeps it, without the values bound to a failed query: Drizzle writes every
 * parameter into its message (password hashes, personal data), and PostgreSQL's detail quotes the
 * row that broke a constraint. The SQL text, the error code and the constraint stay.
 */
export function serializeError(error: Error, seen = new Set<Error>()): LoggedError {
  seen.add(error);
  const value = (each: unknown) => {
    if (!(each instanceof Error)) return each;
    return seen.has(each) ? '[Circular]' : serializeError(each, seen);
  };
  const query = failedQueryText(error);
  const message = query === undefined ? error.message : `Failed query: ${query}`;
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(error.message, message) ?? '',
  };
  for (const [key, each] of Object.entries(error)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    if (query !== undefined && key === 'params') continue;
    if (key === 'detail' && isServerError(error)) continue;
    logged[key] = value(each);
  }
  if (error instanceof AggregateError) logged.errors = error.errors.map(value);
  if (error.cause !== undefined) logged.cause = value(error.cause);
  return logged;
}

/** The application's logger: credentials and query parameters are never written. */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      // Anything but an error logged under `err` passes as it is, as with pino's own serializer.
      err: (error: Error) => (error instanceof Error ? serializeError(error) : (error as never)),
    },
    ...(stream ? { stream } : {}),
  };
}
