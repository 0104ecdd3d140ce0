import type { Envelope } from '@tembusu/contracts/api';

/** The envelope every answer uses; the route sets the same status on the reply. */
export function ok<T>(data: T, message = 'Success', statusCode = 200): Envelope<T> {
  return { statusCode, message, data };
}

export function created<T>(data: T, message = 'Created'): Envelope<T> {
  return { statusCode: 201, message, data };
}
