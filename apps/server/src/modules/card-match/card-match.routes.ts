import {
  cardMatchStateQuerySchema,
  cardMatchStateSchema,
  cardMatchVersionSchema,
  createCardMatchRequestSchema,
  createCardMatchResponseSchema,
  createRematchInvitationRequestSchema,
  REMATCH_INVITATION_SECONDS,
  rematchInvitationResponseSchema,
  rematchInvitationsResponseSchema,
  endTurnRequestSchema,
  forfeitMatchRequestSchema,
  idParamsSchema,
  playCardRequestSchema,
  practiceRequestSchema,
  practiceResponseSchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { CardMatchService } from './card-match.service.js';
import type { CardRematchService } from './card-rematch.service.js';

const security = [{ bearerAuth: [] }];
/** Moves per IP: ten times the site's write limit, as with the duel (two players on one network, fast turns). */
const MOVES_PER_WRITE = 10;
const tags = ['card game'];

/** The spec's card match calls (section 7); all need a login and take the caller's own id as playerId. */
export const cardMatchRoutes: FastifyPluginAsyncZod<{
  matches: CardMatchService;
  rematches: CardRematchService;
  writesPerMinute: number;
}> = async (app, { matches, rematches, writesPerMinute }) => {
  const MOVE_LIMIT = { max: writesPerMinute * MOVES_PER_WRITE, timeWindow: '1 minute' };
  await app.register(
    membersOnly((members) => {
      // Answers depend on the caller and change with every move.
      members.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      members.post(
        '/api/card/create-match',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary:
              "Card Battle rematch (the spec's call): the match of the two players' latest finished duel if it exists (either player, any order), otherwise the caller accepts the other player's open invitation for that duel, which must be of gameMode (async when absent). 403 when you are not one of them or either has blocked the other; 409 when there is no finished duel, no invitation, it expired, was withdrawn or declined, or 'Max 3 Async Games'",
            security,
            body: createCardMatchRequestSchema,
            response: { 200: createCardMatchResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
          },
        },
        async (request) => rematches.createMatch(request.member.id, request.body),
      );

      members.post(
        '/api/card/rematch-invitations',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary: `Invite the other player of your latest finished duel with them to a card match (Blitz unless gameMode says async); open for ${REMATCH_INVITATION_SECONDS} s, pushed to them as card.rematch. Sending again while yours is open answers it. 403 when either has blocked the other; 409 with no finished duel, when the duel already has its rematch, when either is at the mode's limit, or when they have already invited you`,
            security,
            body: createRematchInvitationRequestSchema,
            response: { 200: rematchInvitationResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
          },
        },
        async (request) => ({ invitation: await rematches.invite(request.member.id, request.body) }),
      );

      members.get(
        '/api/card/rematch-invitations',
        {
          schema: {
            tags,
            summary: 'The open rematch invitations you sent or received',
            security,
            response: { 200: rematchInvitationsResponseSchema, ...errorResponses(401) },
          },
        },
        async (request) => ({ invitations: await rematches.openInvitations(request.member.id) }),
      );

      members.get(
        '/api/card/rematch-invitations/:id',
        {
          schema: {
            tags,
            summary: 'A rematch invitation you sent or received, whatever became of it (the match id once accepted)',
            security,
            params: idParamsSchema,
            response: { 200: rematchInvitationResponseSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => ({ invitation: await rematches.invitation(request.member.id, request.params.id) }),
      );

      members.post(
        '/api/card/rematch-invitations/:id/accept',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary:
              "Accept a rematch invitation sent to you: the match is created (a second accept answers the same one). 403 for the inviter; 409 when it expired, was withdrawn or declined, either has blocked the other, or 'Max 3 Async Games'",
            security,
            params: idParamsSchema,
            response: { 200: createCardMatchResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
          },
        },
        async (request) => rematches.accept(request.member.id, request.params.id),
      );

      members.post(
        '/api/card/rematch-invitations/:id/decline',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary:
              'Say no to a rematch invitation: the invitee declines it, the inviter withdraws it. 409 when it is no longer open',
            security,
            params: idParamsSchema,
            response: { 200: rematchInvitationResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
          },
        },
        async (request) => ({ invitation: await rematches.close(request.member.id, request.params.id) }),
      );

      members.post(
        '/api/card/practice',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary:
              'Practice against the bot (it moves on the server about a second after your turn ends; no points, no queue limits): your running practice of this mode, or a new one',
            security,
            body: practiceRequestSchema,
            response: { 200: practiceResponseSchema, ...errorResponses(400, 401, 429) },
          },
        },
        async (request) => matches.startPractice(request.member.id, request.body.mode),
      );

      members.get(
        '/api/card/get-match-state',
        {
          schema: {
            tags,
            summary:
              'The match as you see it (your hand; the opponent hand and both decks as null entries); a passed turn deadline is applied first. 403 when playerId is not you, 404 when you do not play in it',
            security,
            querystring: cardMatchStateQuerySchema,
            response: { 200: cardMatchStateSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => matches.matchState(request.member.id, request.query.matchId, request.query.playerId),
      );

      members.get(
        '/api/card/matches/:id/version',
        {
          schema: {
            tags,
            summary:
              'How far the match is: its version (one more with every change), the player on turn, the turn and the status, a passed turn deadline applied first; a waiting board checks it every 3 s and reads the whole state only when the version moved. 404 when you do not play in it',
            security,
            params: idParamsSchema,
            response: { 200: cardMatchVersionSchema, ...errorResponses(401, 404) },
          },
        },
        async (request) => matches.matchVersion(request.member.id, request.params.id),
      );

      members.post(
        '/api/card/play-card',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary:
              "Play a card from your hand. The engine's refusals carry its code: 409 not_your_turn ('Not your turn'), card_not_in_hand ('Card not in hand'), card_already_played ('Played card'), turn_time_over ('Your turn time is over'), game_over ('The match is over'); 400 not_enough_energy ('Not enough energy'); a lost race 409 stale_version",
            security,
            body: playCardRequestSchema,
            response: { 200: cardMatchStateSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
          },
        },
        async (request) => matches.playCard(request.member.id, request.body),
      );

      members.post(
        '/api/card/end-turn',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary:
              "End your turn. isTimeout decides nothing: only the server clock past the deadline counts a timeout. 409 not_your_turn ('Not your turn'), game_over ('The match is over')",
            security,
            body: endTurnRequestSchema,
            response: { 200: cardMatchStateSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
          },
        },
        async (request) => matches.endTurn(request.member.id, request.body),
      );

      members.post(
        '/api/card/forfeit-match',
        {
          config: { rateLimit: MOVE_LIMIT },
          schema: {
            tags,
            summary: "Give up: the match is forfeited and your opponent wins. 409 game_over ('The match is over')",
            security,
            body: forfeitMatchRequestSchema,
            response: { 200: cardMatchStateSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
          },
        },
        async (request) => matches.forfeit(request.member.id, request.body),
      );
    }),
  );
};
