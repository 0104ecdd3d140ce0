// Typed domain errors: services throw these, the error handler maps them to statuses.
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS';

const statusByCode: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly field?: string,
    /** Structured detail the client needs to act on, sent as the answer's data. */
    readonly details?: unknown,
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

/** A limit is spent: the answer says when to try again (Retry-After). */
export class RateLimited extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message, undefined, { retryAfterSeconds });
  }
}

/** Bad input that only a rule, not the schema, can see: names the field it is about. */
export function invalid(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, field);
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}

export function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

export function forbidden(message = 'You are not allowed to do this'): AppError {
  return new AppError('FORBIDDEN', message);
}

export function unauthorized(message = 'Please sign in'): AppError {
  return new AppError('UNAUTHORIZED', message);
}

function isViolation(error: unknown, code: string, constraint: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const pgError = cause as Error & { code?: string; constraint?: string };
    if (pgError.code === code) return pgError.constraint === constraint;
  }
  return false;
}

/** Whether a database error is a unique violation of the named index or constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isViolation(error, '23505', constraint);
}

/** Whether a database error is an exclusion violation: rows the constraint keeps apart met. */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  return isViolation(error, '23P01', constraint);
}

/** Whether a database error is the named CHECK refusing a value (an enum-like column's list). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  return isViolation(error, '23514', constraint);
}

/** Whether a database error is a foreign-key violation: a row is still referenced elsewhere. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: string }).code === '23503') return true;
  }
  return false;
}

/** The table whose rows still reference the row a foreign-key violation protected. */
export function foreignKeyTable(error: unknown): string | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const { code, table } = cause as Error & { code?: string; table?: string };
    if (code === '23503') return table;
  }
  return undefined;
}

/** What a caller is told when the database cannot be reached: nothing they did was wrong. */
export const databaseUnavailableMessage =
  'The database is not available right now. Please try again in a moment.';

// Raised by node-postgres itself when a connection ends or broke earlier; they carry no code.
const connectionLostMessages = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  // The pool's connection timeout (db/client.ts): no connection could be had in time.
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

function isConnectionFailure(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string') {
    // 57P01-57P03: the server is shutting down or ended the session; class 08: the connection.
    if (['57P01', '57P02', '57P03'].includes(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
  }
  return connectionLostMessages.some((text) => error.message.startsWith(text));
}

/**
 * Whether an error means the database could not be reached or dropped the connection, rather than
 * refusing the query: Drizzle wraps the driver's error as `cause`, and a refused connection to a
 * host with several addresses arrives as an AggregateError of each attempt.
 */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    if (isConnectionFailure(current)) return true;
    pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}
