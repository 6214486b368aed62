import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Thrown by services; leaves the API as `{ "error": message }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra keys sent beside `error` (e.g. per-field messages). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string) => new AppError(400, message);

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

/** The status and `{ error }` body an error leaves the API with; null for an unexpected error (a 500). */
export function errorReply(error: FastifyError): { status: number; body: Record<string, unknown> } | null {
  if (error instanceof AppError) return { status: error.status, body: { ...error.details, error: error.message } };
  if (error.validation) return { status: 400, body: { error: describeValidation(error) } };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, body: { error: 'Request body is too large' } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { error: error.message } };
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = errorReply(error);
    if (known) return reply.status(known.status).send(known.body);
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  });
}
