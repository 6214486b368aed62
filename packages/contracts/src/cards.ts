import { z } from 'zod';
import { wireId } from './wire-numbers.js';

/* ---------- The card game's card list and decks (community spec sections 3, 5, 7 and 8) ---------- */

/** The spec's deck messages (section 5 and 8), shown as they are. */
export const DECK_TEXT = {
  nameRequired: 'Please enter a deck name',
  tooSmall: 'Deck must have at least 10 cards',
  tooLarge: 'Deck cannot have more than 20 cards',
  cannotEditStarter: 'Cannot edit starter deck. Please create a new deck instead.',
  cannotDeleteStarter: 'Cannot delete starter deck',
  corrupted: 'This deck appears to be corrupted. Please create a new deck.',
  saveFailed: 'Failed to save deck',
  deleteFailed: (message: string) => `Failed to delete deck. ${message}`,
  activateFailed: 'Failed to activate deck',
  /* Our own, for what the spec leaves open. */
  nameTooLong: (max: number) => `A deck name can be at most ${max} characters`,
  tooManyDecks: (max: number) => `You can keep at most ${max} decks of your own. Delete one to make room.`,
  notFound: 'Deck not found',
  notYourDecks: 'You can only see and change your own decks',
  starterName: 'Starter Deck',
} as const;

export const DECK_NAME_MAX = 50;
/** Custom decks a member may keep beside the starter deck. */
export const MAX_CUSTOM_DECKS = 20;
/** Starter decks have ids beginning with this (spec section 3). */
export const STARTER_DECK_PREFIX = 'starter_';

/** A member's id in a query or body: the token decides who calls; a different id answers 403. */
const memberIdSchema = wireId('userId');

export const cardEffectSchema = z.object({
  buyPower: z.number().int().optional(),
  opponentBuyPower: z.number().int().optional(),
  draw: z.number().int().optional(),
  damage: z.number().int().optional(),
  heal: z.number().int().optional(),
  discardAllHands: z.boolean().optional(),
  nextCardFree: z.boolean().optional(),
  buff: z.enum(['shield', 'double']).optional(),
});

export const cardDefinitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['Attack', 'Magic', 'Defense', 'Skill']),
  description: z.string(),
  cost: z.number().int(),
  /** Null: the client draws the card's art from its type. */
  imageUrl: z.string().nullable(),
  effect: cardEffectSchema,
});
export type CardDefinitionDto = z.infer<typeof cardDefinitionSchema>;

/** `GET /api/card/cards?userId=` (public; a signed-in caller's userId must be their own). */
export const cardsQuerySchema = z.object({ userId: memberIdSchema.optional() });
export const cardsResponseSchema = z.object({ cards: z.array(cardDefinitionSchema) });
export type CardsResponse = z.infer<typeof cardsResponseSchema>;

export const deckSchema = z.object({
  /** Random for custom decks; `starter_{userId}` for the starter deck. */
  id: z.string(),
  name: z.string(),
  card_ids: z.array(z.string()),
  is_active: z.boolean(),
  card_count: z.number().int(),
  is_starter: z.boolean(),
  /** The stored card list is broken: `card_ids` is empty and the deck cannot be activated (DECK_TEXT.corrupted). */
  is_corrupted: z.boolean(),
});
export type Deck = z.infer<typeof deckSchema>;

/** `GET /api/card/decks?userId=`: the starter deck first, then the member's decks oldest first. */
export const decksQuerySchema = z.object({ userId: memberIdSchema.optional() });
export const decksResponseSchema = z.object({ decks: z.array(deckSchema) });
export type DecksResponse = z.infer<typeof decksResponseSchema>;

/** Names and lists are checked by the server with the spec's messages; these bounds only cap the request. */
const deckNameSchema = z.string().max(1000).default('');
const cardIdsSchema = z.array(z.string().max(64)).max(200);

/** `POST /api/card/decks`. */
export const createDeckRequestSchema = z.object({
  userId: memberIdSchema.optional(),
  name: deckNameSchema,
  cardIds: cardIdsSchema,
});

/** `PUT /api/card/decks/{id}`. */
export const updateDeckRequestSchema = z.object({ name: deckNameSchema, cardIds: cardIdsSchema });

/** `POST /api/card/decks/{id}/activate`; the body may be left out (the token decides). */
export const activateDeckRequestSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ userId: memberIdSchema.optional() }),
);

export const deckParamsSchema = z.object({ id: z.string().max(100) });

export const deckResponseSchema = z.object({ success: z.literal(true), deck: deckSchema });
export type DeckResponse = z.infer<typeof deckResponseSchema>;
export const deleteDeckResponseSchema = z.object({ success: z.literal(true) });

/** `POST /api/card/admin/add-starter-decks-for-all` (admins). */
export const addStarterDecksResponseSchema = z.object({
  createdCount: z.number().int(),
  /** Members who had no starter deck when the call began. */
  totalUsersWithoutDecks: z.number().int(),
  /** One line per member whose starter deck could not be created. */
  errors: z.array(z.string()),
});
export type AddStarterDecksResponse = z.infer<typeof addStarterDecksResponseSchema>;
