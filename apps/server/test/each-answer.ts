import type { FastifyInstance, HTTPMethods } from 'fastify';
import { expect } from 'vitest';

/**
 * Sends each (method, url) as a visitor and expects every one to answer `status` with exactly `body`: for an
 * answer many routes share (a login wall, the router's 404). `payload` goes with each request when given.
 */
export async function expectEachAnswers(
  app: FastifyInstance,
  requests: ReadonlyArray<readonly [HTTPMethods, string]>,
  status: number,
  body: unknown,
  payload?: Record<string, unknown>,
): Promise<void> {
  for (const [method, url] of requests) {
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}`).toBe(status);
    expect(res.json(), `${method} ${url}`).toEqual(body);
  }
}
