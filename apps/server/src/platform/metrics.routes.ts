import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { AppError, routeNotFound } from './errors.js';
import type { Metrics } from './metrics.js';

/** The path Prometheus scrapes, on the main port (with METRICS_TOKEN) and on METRICS_PORT. */
export const METRICS_PATH = '/metrics';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The `Authorization: Bearer` header names `token`. Compared as SHA-256 digests, which have one length
 * whatever was sent, so the comparison takes the same time however much of the token a guess got right.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = header === undefined ? null : BEARER.exec(header)?.[1];
  if (!sent) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/** Answers the scrape: 401 without the token (when one is set), the metrics text otherwise. */
async function answerScrape(
  metrics: Metrics,
  token: string | null,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (token !== null && !bearerMatches(request.headers.authorization, token)) {
    throw new AppError(401, 'unauthenticated', 'The metrics need their bearer token.', undefined, {
      'www-authenticate': 'Bearer realm="metrics"',
    });
  }
  const { contentType, body } = await metrics.scrape();
  return reply.header('cache-control', 'no-store').type(contentType).send(body);
}

/**
 * `GET /metrics` on the main port: served only with METRICS_TOKEN and that token, so the numbers are never
 * public by default; without a token it answers 404 like any unknown path (METRICS_PORT alone serves them on
 * their own listener, `buildMetricsServer`).
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  app.get(
    METRICS_PATH,
    // A scrape never looks a session up: it keeps answering while the database is away, when it matters most.
    { schema: { hide: true }, config: { notASessionToken: true } },
    async (request, reply) => {
      if (token === null || !metrics.enabled) throw routeNotFound();
      return answerScrape(metrics, token, request, reply);
    },
  );
}

/**
 * The listener of METRICS_PORT: `GET /metrics` and nothing else, outside the site's routes, hooks and limits.
 * Open to whoever reaches the port (bind it to a private interface, METRICS_HOST), or with the bearer token
 * when METRICS_TOKEN is set too. Built here, listened on by main.ts.
 */
export function buildMetricsServer(metrics: Metrics, token: string | null): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get(METRICS_PATH, async (request, reply) => {
    try {
      return await answerScrape(metrics, token, request, reply);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return reply
        .status(err.status)
        .headers(err.headers ?? {})
        .send({ error: err.message, code: err.code });
    }
  });
  server.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found', code: 'not_found' }));
  return server;
}
