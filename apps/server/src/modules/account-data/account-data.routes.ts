import { ACCOUNT_DATA_TEXT, ACCOUNT_EXPORTS_PER_HOUR, accountDataEndpoints } from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { rateLimited } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { AccountDataService } from './account-data.service.js';

/**
 * Limited per member, not per address (the members-only hook has run, so the key is the token's member): the
 * file reads every table the member has rows in, and nobody can use up another member's downloads.
 */
const EXPORT_LIMIT = {
  max: ACCOUNT_EXPORTS_PER_HOUR,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `account-export:${request.member.id}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return rateLimited(ACCOUNT_DATA_TEXT.tooMany(seconds), seconds);
  },
};

/** GET /api/account/export: the member's data as a JSON download. */
export const accountDataRoutes: FastifyPluginAsyncZod<{ accountData: AccountDataService }> = async (
  app,
  { accountData },
) => {
  await app.register(
    membersOnly((members) => {
      serve(
        members,
        accountDataEndpoints.export,
        async (request, reply) => {
          const { fileName, data } = await accountData.exportFor(request.member.id, request.member.sessionId);
          reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${fileName}"`);
          return data;
        },
        { config: { rateLimit: EXPORT_LIMIT } },
      );
    }),
  );
};
