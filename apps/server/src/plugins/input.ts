import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../errors.js';

/** The answer for text holding a NUL character, naming where it was. */
export function nulCharacterMessage(field: string): string {
  return `${field}: must not contain the NUL character (\\u0000)`;
}

/** The path (`items.0.name`) of the first string or key holding a NUL character, if any. */
function fieldWithNul(value: unknown, path: string[], seen: Set<object>): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null || seen.has(value)) return undefined;
  // Raw bytes (a file) are kept as bytes, never as text.
  if (Buffer.isBuffer(value)) return undefined;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key.replaceAll('\0', '\\u0000')];
    if (key.includes('\0')) return here.join('.');
    const found = fieldWithNul(item, here, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store a NUL character in text and fails the whole query, so input holding one
 * is refused here, for every route, before validation: in the body, the query string or the
 * address's parameters.
 */
export const inputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const field = fieldWithNul(value, [], new Set());
      if (field !== undefined) throw invalid(field || part, nulCharacterMessage(field || part));
    }
  });
});
