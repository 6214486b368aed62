import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Member } from './members.js';

export { botView } from './card-bot-view.js';

/**
 * Tests only: a call to `/api/card/{path}` as `member` (a visitor when null); a GET sends `payload` as the query,
 * a POST as the body.
 */
export function cardCall(
  app: FastifyInstance,
  member: Member | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const auth = member ? { headers: member.headers } : {};
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(payload ?? {}).map(([k, v]): [string, string] => [k, String(v)]));
    return app.inject({ method, url: `/api/card/${path}?${query.toString()}`, ...auth });
  }
  return app.inject({ method, url: `/api/card/${path}`, ...auth, payload: payload ?? {} });
}
