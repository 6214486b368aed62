import { pvpEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { membersOnly } from '../../platform/members-only.js';
import { neverStored } from '../../platform/never-stored.js';
import { gameWriteLimit } from '../game-write-limit.js';
import type { PvpService } from './pvp.service.js';

/** The spec's duel calls (section 7); every one but the rankings needs a login. */
export const pvpRoutes: FastifyPluginAsyncZod<{ pvp: PvpService; writesPerMinute: number }> = async (
  app,
  { pvp, writesPerMinute },
) => {
  const moves = { config: { rateLimit: gameWriteLimit(writesPerMinute) } };
  serve(app, pvpEndpoints.leaderboard, async () => ({ leaderboard: await pvp.leaderboard() }));

  await app.register(
    membersOnly((members) => {
      // Answers depend on the caller and change with every move.
      neverStored(members);

      serve(
        members,
        pvpEndpoints.joinQueue,
        async (request) => ({ match: await pvp.joinQueue(request.member.id) }),
        moves,
      );

      serve(members, pvpEndpoints.myMatch, async (request) => ({ match: await pvp.myMatch(request.member.id) }));

      serve(members, pvpEndpoints.queueStatus, async (request) => pvp.queueStatus(request.member.id));

      serve(members, pvpEndpoints.leaveQueue, async (request) => pvp.leaveQueue(request.member.id), moves);

      serve(members, pvpEndpoints.clearOldMatches, async (request) => pvp.clearOldMatches(request.member.id), moves);

      serve(
        members,
        pvpEndpoints.submitTurn,
        async (request) => ({ match: await pvp.submitTurn(request.member.id, request.body) }),
        moves,
      );

      serve(
        members,
        pvpEndpoints.completeMatch,
        async (request) => ({ match: await pvp.completeMatch(request.member.id, request.body.match_id) }),
        moves,
      );
    }),
  );
};
