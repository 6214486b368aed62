import { accountEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve, serveForm } from '../../platform/endpoint-route.js';
import type { Metrics } from '../../platform/metrics.js';
import type { AccountsService } from './accounts.service.js';
import { deviceLabel } from './device-label.js';
import type { RegistrationService } from './registration.service.js';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  registration: RegistrationService;
  registrationsPerHour: number;
  metrics: Pick<Metrics, 'loginAnswered'>;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, registration, registrationsPerHour, metrics },
) => {
  serveForm(
    app,
    accountEndpoints.register,
    'Please fill in every field',
    async (request, reply) => {
      const body = request.body;
      reply.header('cache-control', 'no-store');
      return registration.register({
        username: body.username,
        email: body.email,
        password: body.password,
        subscribeNewsletter: body.subscribe_newsletter,
        device: deviceLabel(request.headers['user-agent']),
      });
    },
    {
      config: { rateLimit: { max: registrationsPerHour, timeWindow: '1 hour' } },
    },
  );

  serveForm(
    app,
    accountEndpoints.login,
    'Username and password are required',
    async (request, reply) => {
      const session = await accounts.login(
        request.body.username,
        request.body.password,
        request.ip,
        request.body.device_token,
        deviceLabel(request.headers['user-agent']),
      );
      reply.header('cache-control', 'no-store');
      return session;
    },
    {
      // Counted from the answer, so a login refused before this handler (shed for load) is counted too.
      onResponse: async (_request, reply) => metrics.loginAnswered(reply.statusCode),
    },
  );

  serve(app, accountEndpoints.logout, async (request) => {
    if (request.user) await accounts.logout(request.user);
    return { success: true as const };
  });
};
