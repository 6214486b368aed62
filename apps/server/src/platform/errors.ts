import { defaultErrorCode, errorResponseSchema, type ErrorCode } from '@dd/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDatabaseError } from './database-errors.js';

/**
 * Thrown by services and routes; leaves the API as `{ "error": message, "code": code }` with `status`.
 * `error` is what the spec's client shows; `code` is what our client and tests branch on.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra keys sent beside `error` (e.g. per-field messages). */
    readonly details?: Record<string, unknown>,
    /** Extra response headers (e.g. `retry-after`). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, 'validation', message, details);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
/**
 * Every 429 and 503 says when to come back (issue 26): `Retry-After` in whole seconds, at least 1. A limit that
 * time does not lift (a quota freed by the member's own action, a missing configuration) says `NOT_SOON_SECONDS`:
 * honest, and past any client's automatic retry.
 */
export const NOT_SOON_SECONDS = 3600;
const retryAfter = (seconds: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

/** A per-account quota is used up (429: the client may try later, or after freeing room). */
export const limitReached = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'limit_reached', message, undefined, retryAfter(retryAfterSeconds));
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', message, undefined, retryAfter(retryAfterSeconds));
export const staleVersion = (message: string) => new AppError(409, 'stale_version', message);
export const unavailable = (message: string, retryAfterSeconds: number) =>
  new AppError(503, 'unavailable', message, undefined, retryAfter(retryAfterSeconds));

/** What a 429 or 503 that named no wait of its own says (see `registerErrorHandling`). */
export const DEFAULT_RETRY_AFTER_SECONDS = { 429: 60, 503: 2 } as const;

/**
 * A route schema's error answers, each documented as `{ error, code }`:
 * `response: { 200: okSchema, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S[number],
    typeof errorResponseSchema
  >;
}

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  [key: string]: unknown;
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return field ? `${field}: ${first.message}` : (first.message ?? 'Invalid request');
    }
  }
  return error.message;
}

/** The status, body and headers an error leaves the API with; null for an unexpected error (a 500). */
export function errorReply(
  error: FastifyError | AppError,
): { status: number; body: ErrorBody; headers?: Record<string, string> | undefined } | null {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { ...error.details, error: error.message, code: error.code },
      headers: error.headers,
    };
  }
  if (error.validation) return { status: 400, body: { error: describeValidation(error), code: 'validation' } };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, body: { error: 'Request body is too large', code: 'payload_too_large' } };
  }
  const database = classifyDatabaseError(error);
  if (database) {
    return {
      status: database.status,
      body: { error: database.error, code: database.code },
      headers: database.status === 503 ? { 'retry-after': '2' } : undefined,
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { error: error.message, code: defaultErrorCode(status) } };
  return null;
}

/**
 * Routes that answer in the spec's `{ success, ... }` shape (the admin product page) set
 * `config: { successEnvelope: true }`; their failures then carry `success: false` beside the usual keys.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    successEnvelope?: boolean;
  }
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody) {
  const envelope = request.routeOptions.config?.successEnvelope ? { success: false as const, ...body } : body;
  return reply.status(status).send(envelope);
}

/** What every unknown route answers: short and fixed, the request's URL is never echoed. */
export const NOT_FOUND_BODY = { error: 'Not found', code: 'not_found' } as const;
export const routeNotFound = () => notFound(NOT_FOUND_BODY.error);

/**
 * Fastify's `frameworkErrors`: failures before any route is found (a URL whose percent-encoding is broken, a
 * path segment past the router's length limit, a failed route constraint). Fastify's own answers repeat the
 * whole URL; these are short and fixed.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, body]: [number, ErrorBody] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, { error: 'The URL is not valid', code: 'validation' }]
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, { error: 'The URL is too long', code: 'validation' }]
        : [400, { error: 'Bad request', code: 'validation' }];
  // Sent before any route or hook ran, so without the security headers' hook: the short API set here.
  void reply
    .status(status)
    .headers({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    })
    .type('application/json; charset=utf-8')
    .send(body);
}

/** The one error handler: every route's failures leave as `{ error, code }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  // The net under the rule above: a 429 or 503 from anywhere (a plugin, a route that sends its own) that named no
  // wait gets the default one. Fastify's own 503 while closing is written raw, before any hook (docs/decisions.md).
  app.addHook('onSend', async (_request, reply, payload) => {
    const status = reply.statusCode;
    if ((status === 429 || status === 503) && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS[status]));
    }
    return payload;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = errorReply(error);
    if (known) {
      if (known.headers) reply.headers(known.headers);
      return send(request, reply, known.status, known.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, { error: 'Internal server error', code: 'internal' });
  });
}
