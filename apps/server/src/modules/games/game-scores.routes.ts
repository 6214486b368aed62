import {
  gameScoreRequestSchema,
  gameScoreResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { GameScoresService } from './game-scores.service.js';

const security = [{ bearerAuth: [] }];

export const gameScoresRoutes: FastifyPluginAsyncZod<{ scores: GameScoresService }> = async (app, { scores }) => {
  app.get(
    '/api/game/leaderboard',
    {
      schema: {
        tags: ['games'],
        summary: 'The best scores of a game (50), best first; equal scores in the order they were reached',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { leaderboard: await scores.leaderboard(request.query.game_id) };
    },
  );

  await app.register(
    membersOnly((members) => {
      members.post(
        '/api/game/score',
        {
          schema: {
            tags: ['games'],
            summary:
              "Submit a finished game's score (memory game: 10-60 in steps of 5). Keeps the best score; pays 5 points a game for up to 10 games a UTC day; one score every 10 seconds (429 with Retry-After).",
            security,
            body: gameScoreRequestSchema,
            response: { 200: gameScoreResponseSchema, ...errorResponses(400, 401, 429) },
          },
        },
        async (request) => scores.submit(request.member.id, request.body.game_id, request.body.score),
      );
    }),
  );
};
