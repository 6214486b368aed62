import { DECK_TEXT, cardDeckEndpoints } from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/auth.js';
import { serve } from '../../platform/endpoint-route.js';
import { forbidden } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { DeckService } from './card-decks.service.js';

/** The token decides who calls; a `userId` sent beside it must be the same member (403 otherwise). */
function sameMember(request: FastifyRequest, userId: number | undefined): number {
  const member = request.member;
  if (userId !== undefined && userId !== member.id) throw forbidden(DECK_TEXT.notYourDecks);
  return member.id;
}

/** The card game's card list (public) and deck calls (spec section 7), and the admin's starter-deck backfill. */
export const cardDecksRoutes: FastifyPluginAsyncZod<{ decks: DeckService }> = async (app, { decks }) => {
  serve(app, cardDeckEndpoints.cards, async (request) => {
    const { userId } = request.query;
    if (request.user && userId !== undefined && userId !== request.user.id) {
      throw forbidden(DECK_TEXT.notYourDecks);
    }
    return { cards: decks.cards() };
  });

  serve(app, cardDeckEndpoints.addStarterDecksForAll, async () => decks.addStarterDecksForAll(), {
    onRequest: adminOnly,
  });

  await app.register(
    membersOnly((members) => {
      members.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      serve(members, cardDeckEndpoints.list, async (request) => ({
        decks: await decks.list(sameMember(request, request.query.userId)),
      }));

      serve(members, cardDeckEndpoints.create, async (request) => {
        const userId = sameMember(request, request.body.userId);
        const deck = await decks.create(userId, request.body);
        return { success: true as const, deck };
      });

      serve(members, cardDeckEndpoints.update, async (request) => {
        const deck = await decks.update(request.member.id, request.params.id, request.body);
        return { success: true as const, deck };
      });

      serve(members, cardDeckEndpoints.remove, async (request) => {
        await decks.remove(request.member.id, request.params.id);
        return { success: true as const };
      });

      serve(members, cardDeckEndpoints.activate, async (request) => {
        const userId = sameMember(request, request.body.userId);
        const deck = await decks.activate(userId, request.params.id);
        return { success: true as const, deck };
      });
    }),
  );
};
