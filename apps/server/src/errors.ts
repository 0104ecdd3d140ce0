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

/** Whether a database error is a foreign-key violation: a row is still referenced elsewhere. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: string }).code === '23503') return true;
  }
  return false;
}
