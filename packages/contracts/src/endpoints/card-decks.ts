import { endpoint, memberWire, publicWire } from '../endpoint.js';
import {
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
} from '../cards.js';

const tags = ['card game'];

/** The card game's card list (public), the member's decks (spec section 7) and the admin's starter-deck backfill. */
export const cardDeckEndpoints = {
  cards: endpoint(
    'GET',
    '/api/card/cards',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: "Every card of the game (public); a signed-in caller's userId, when sent, must be their own",
        query: cardsQuerySchema,
        ok: cardsResponseSchema,
        errors: [400, 403],
      }),
  ),
  addStarterDecksForAll: endpoint(
    'POST',
    '/api/card/admin/add-starter-decks-for-all',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Admins: creates the missing starter decks of older accounts (idempotent) and reports the counts',
        ok: addStarterDecksResponseSchema,
        errors: [401, 403],
      }),
  ),
  list: endpoint(
    'GET',
    '/api/card/decks',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Your decks: the starter deck first, then yours oldest first; exactly one is active',
        query: decksQuerySchema,
        ok: decksResponseSchema,
        errors: [400, 401, 403],
      }),
  ),
  create: endpoint(
    'POST',
    '/api/card/decks',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'A new deck (not active): a non-blank name, 10-20 known cards, at most 4 copies of one; 429 past the number of decks a member may keep',
        body: createDeckRequestSchema,
        ok: deckResponseSchema,
        errors: [400, 401, 403, 429],
      }),
  ),
  update: endpoint(
    'PUT',
    '/api/card/decks/:id',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: "Replaces your deck's name and cards (same rules as creating); the starter deck is refused (403)",
        params: deckParamsSchema,
        body: updateDeckRequestSchema,
        ok: deckResponseSchema,
        errors: [400, 401, 403, 404],
      }),
  ),
  remove: endpoint(
    'DELETE',
    '/api/card/decks/:id',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Deletes your deck; the starter deck is refused (403); deleting the active deck activates the starter',
        params: deckParamsSchema,
        ok: deleteDeckResponseSchema,
        errors: [401, 403, 404],
      }),
  ),
  activate: endpoint(
    'POST',
    '/api/card/decks/:id/activate',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Makes your deck the active one (every other deck of yours becomes inactive)',
        params: deckParamsSchema,
        body: activateDeckRequestSchema,
        ok: deckResponseSchema,
        errors: [400, 401, 403, 404],
      }),
  ),
};
