import {
  DECK_TEXT,
  activateDeckRequestSchema,
  addStarterDecksResponseSchema,
  cardsQuerySchema,
  cardsResponseSchema,
  createDeckRequestSchema,
  deckParamsSchema,
  deckResponseSchema,
  decksQuerySchema,
  decksResponseSchema,
  deleteDeckResponseSchema,
  updateDeckRequestSchema,
} from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/auth.js';
import { errorResponses, forbidden } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { DeckService } from './card-decks.service.js';

const security = [{ bearerAuth: [] }];
const tags = ['card game'];

/** The token decides who calls; a `userId` sent beside it must be the same member (403 otherwise). */
function sameMember(request: FastifyRequest, userId: number | undefined): number {
  const member = request.member;
  if (userId !== undefined && userId !== member.id) throw forbidden(DECK_TEXT.notYourDecks);
  return member.id;
}

/** The card game's card list (public) and deck calls (spec section 7), and the admin's starter-deck backfill. */
export const cardDecksRoutes: FastifyPluginAsyncZod<{ decks: DeckService }> = async (app, { decks }) => {
  app.get(
    '/api/card/cards',
    {
      schema: {
        tags,
        summary: "Every card of the game (public); a signed-in caller's userId, when sent, must be their own",
        querystring: cardsQuerySchema,
        response: { 200: cardsResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const { userId } = request.query;
      if (request.user && userId !== undefined && userId !== request.user.id) {
        throw forbidden(DECK_TEXT.notYourDecks);
      }
      return { cards: decks.cards() };
    },
  );

  app.post(
    '/api/card/admin/add-starter-decks-for-all',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Admins: creates the missing starter decks of older accounts (idempotent) and reports the counts',
        security,
        response: { 200: addStarterDecksResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => decks.addStarterDecksForAll(),
  );

  await app.register(
    membersOnly((members) => {
      members.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      members.get(
        '/api/card/decks',
        {
          schema: {
            tags,
            summary: 'Your decks: the starter deck first, then yours oldest first; exactly one is active',
            security,
            querystring: decksQuerySchema,
            response: { 200: decksResponseSchema, ...errorResponses(400, 401, 403) },
          },
        },
        async (request) => ({ decks: await decks.list(sameMember(request, request.query.userId)) }),
      );

      members.post(
        '/api/card/decks',
        {
          schema: {
            tags,
            summary:
              'A new deck (not active): a non-blank name, 10-20 known cards, at most 4 copies of one; 429 past the number of decks a member may keep',
            security,
            body: createDeckRequestSchema,
            response: { 200: deckResponseSchema, ...errorResponses(400, 401, 403, 429) },
          },
        },
        async (request) => {
          const userId = sameMember(request, request.body.userId);
          const deck = await decks.create(userId, request.body);
          return { success: true as const, deck };
        },
      );

      members.put(
        '/api/card/decks/:id',
        {
          schema: {
            tags,
            summary: "Replaces your deck's name and cards (same rules as creating); the starter deck is refused (403)",
            security,
            params: deckParamsSchema,
            body: updateDeckRequestSchema,
            response: { 200: deckResponseSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => {
          const deck = await decks.update(request.member.id, request.params.id, request.body);
          return { success: true as const, deck };
        },
      );

      members.delete(
        '/api/card/decks/:id',
        {
          schema: {
            tags,
            summary:
              'Deletes your deck; the starter deck is refused (403); deleting the active deck activates the starter',
            security,
            params: deckParamsSchema,
            response: { 200: deleteDeckResponseSchema, ...errorResponses(401, 403, 404) },
          },
        },
        async (request) => {
          await decks.remove(request.member.id, request.params.id);
          return { success: true as const };
        },
      );

      members.post(
        '/api/card/decks/:id/activate',
        {
          schema: {
            tags,
            summary: 'Makes your deck the active one (every other deck of yours becomes inactive)',
            security,
            params: deckParamsSchema,
            body: activateDeckRequestSchema,
            response: { 200: deckResponseSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => {
          const userId = sameMember(request, request.body.userId);
          const deck = await decks.activate(userId, request.params.id);
          return { success: true as const, deck };
        },
      );
    }),
  );
};
