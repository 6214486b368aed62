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
              "Record a finished memory play: `{ game_id: 'puzzle', score, play_id }`, where `play_id` is your finished play (POST /api/game/memory/start and its flips) and `score` the score the server gave it. 400 'No finished game to score' without a finished play of yours, 400 for a score that is not the play's; 409 `already_scored` for a play already recorded (checked before the interval). Keeps the best score; pays 5 points a game for up to 10 games a UTC day; one score every 10 seconds (429 with Retry-After).",
            security,
            body: gameScoreRequestSchema,
            response: { 200: gameScoreResponseSchema, ...errorResponses(400, 401, 409, 429) },
          },
        },
        async (request) =>
          scores.submit(request.member.id, request.body.game_id, request.body.score, request.body.play_id),
      );
    }),
  );
};
