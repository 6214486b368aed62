import { gameScoreEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { membersOnly } from '../../platform/members-only.js';
import type { GameScoresService } from './game-scores.service.js';

export const gameScoresRoutes: FastifyPluginAsyncZod<{ scores: GameScoresService }> = async (app, { scores }) => {
  serve(app, gameScoreEndpoints.leaderboard, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { leaderboard: await scores.leaderboard(request.query.game_id) };
  });

  await app.register(
    membersOnly((members) => {
      serve(members, gameScoreEndpoints.submit, async (request) =>
        scores.submit(request.member.id, request.body.game_id, request.body.score, request.body.play_id),
      );
    }),
  );
};
