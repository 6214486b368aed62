import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** The answer to any request that carries a NUL character, wherever it is. */
export const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed';

/** `%00` in the raw URL: a NUL in the path or the query string once decoded. */
const ENCODED_NUL = /%00/i;

/**
 * True when a parsed body (JSON, form) holds a NUL in any string or key, at any depth. Iterative, so a
 * deeply nested body (64 KB of `[[[[`) cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const entry of item) pending.push(entry);
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store NUL in text (SQLite can), so a NUL reaching a query is a 500 on one engine and
 * stored junk on the other. It is never meaningful input: every request that carries one is refused here,
 * before validation, with the same 400 on both engines. Multipart fields are read by the routes through
 * readMultipartForm, which applies the same check.
 */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (ENCODED_NUL.test(request.raw.url ?? '')) throw badRequest(NUL_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && containsNul(request.body)) throw badRequest(NUL_MESSAGE);
  });
}
