import {
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  successResponseSchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, errorResponses } from '../../platform/errors.js';
import { fieldMessage } from '../../platform/validation-message.js';
import type { AccountsService } from './accounts.service.js';
import type { RegistrationService } from './registration.service.js';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  registration: RegistrationService;
  registrationsPerHour: number;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, registration, registrationsPerHour },
) => {
  app.post(
    '/api/auth/register',
    {
      attachValidation: true,
      config: { rateLimit: { max: registrationsPerHour, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account; the server checks the confirmation too. With subscribe_newsletter the address is subscribed and 100 points are paid. Returns the new session (bearer token) too, as a login does: no login needed. 503 (with Retry-After) when the password-hashing queue is full.',
        body: registerRequestSchema,
        response: { 200: registerResponseSchema, ...errorResponses(400, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      if (request.validationError)
        throw badRequest(fieldMessage(request.validationError, 'Please fill in every field'));
      const body = request.body;
      reply.header('cache-control', 'no-store');
      return registration.register({
        username: body.username,
        email: body.email,
        password: body.password,
        subscribeNewsletter: body.subscribe_newsletter,
      });
    },
  );

  app.post(
    '/api/auth/login',
    {
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary:
          'Log in with username (or e-mail) and password; returns a bearer token. 429 (with Retry-After) past the failures allowed per IP and per account and IP, when an account under attack is being slowed down, or for too many logins at once from one IP or on one account; 503 (with Retry-After) when the password-hashing queue is full.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        throw badRequest(fieldMessage(request.validationError, 'Username and password are required'));
      }
      const session = await accounts.login(request.body.username, request.body.password, request.ip);
      reply.header('cache-control', 'no-store');
      return session;
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token of this session; idempotent',
        security: [{ bearerAuth: [] }],
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      if (request.user) await accounts.logout(request.user.sessionId);
      return { success: true as const };
    },
  );
};
