import { randomBytes } from 'node:crypto';
import {
  DECK_NAME_MAX,
  DECK_TEXT,
  MAX_CUSTOM_DECKS,
  STARTER_DECK_PREFIX,
  type AccountDataDeck,
  type AddStarterDecksResponse,
  type CardDefinitionDto,
  type Deck,
} from '@dd/contracts';
import { CARDS, STARTER_DECK, validateDeck } from '@dd/game';
import type { TransactionRunner, Tx } from '../../db/unit-of-work.js';
import { badRequest, forbidden, limitReached, notFound, NOT_SOON_SECONDS } from '../../platform/errors.js';
import type { Clock } from '../../platform/clock.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import * as repo from './card-decks.repository.js';
import type { DeckRow } from './card-decks.repository.js';

export interface DeckServiceDeps {
  db: TransactionRunner;
  clock: Clock;
  accounts: Pick<AccountsService, 'lockMember' | 'allUserIds'>;
}

export interface DeckInput {
  name: string;
  cardIds: readonly string[];
}

/** The card list as the API shows it; fixed, so built once. */
const CARD_LIST: CardDefinitionDto[] = CARDS.map((c) => ({ ...c, effect: { ...c.effect }, imageUrl: null }));

export const starterDeckId = (userId: number) => `${STARTER_DECK_PREFIX}${userId}`;

/** The stored card list, or null when it is not a list of card ids (a corrupted deck). */
function parseCardIds(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) return null;
    return value;
  } catch {
    return null;
  }
}

function toDeck(row: DeckRow): Deck {
  const cardIds = parseCardIds(row.card_ids);
  return {
    id: row.id,
    name: row.name,
    card_ids: cardIds ?? [],
    is_active: row.is_active === 1,
    card_count: cardIds?.length ?? 0,
    is_starter: row.is_starter === 1,
    is_corrupted: cardIds === null,
  };
}

/** The spec's deck rules, name first as the deck editor checks it; the cleaned name. */
function checkDeck(input: DeckInput): string {
  const name = input.name.trim();
  if (!name) throw badRequest(DECK_TEXT.nameRequired);
  if (name.length > DECK_NAME_MAX) throw badRequest(DECK_TEXT.nameTooLong(DECK_NAME_MAX));
  const problem = validateDeck(input.cardIds);
  if (problem) throw badRequest(problem);
  return name;
}

/**
 * The card game's card list and members' decks. Every member has a starter deck (`starter_{userId}`) from
 * registration on, active until another deck is activated; exactly one deck is active. Writes of one member
 * are serialised on the member's row, and the database refuses a second active deck anyway.
 */
export class DeckService {
  constructor(private readonly deps: DeckServiceDeps) {}

  /** Every deck of the member as stored (the data export); a corrupted deck's card list as its stored text. */
  async exportFor(userId: number): Promise<AccountDataDeck[]> {
    const rows = await repo.listDecks(this.deps.db.kysely, userId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      card_ids: parseCardIds(row.card_ids) ?? row.card_ids,
      is_starter: row.is_starter === 1,
      is_active: row.is_active === 1,
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  cards(): CardDefinitionDto[] {
    return CARD_LIST;
  }

  async list(userId: number): Promise<Deck[]> {
    let rows = await repo.listDecks(this.deps.db.kysely, userId);
    // An account older than the card game gets its starter deck on its first look.
    if (!rows.some((r) => r.is_starter === 1)) {
      rows = await this.deps.db.transaction(async (tx) => {
        await this.lockAndEnsureStarter(userId, tx);
        return repo.listDecks(tx.db, userId);
      });
    }
    return rows.map(toDeck);
  }

  /**
   * Creates the member's starter deck if it is missing, active when the member has no active deck; true when
   * this call created it. Registration calls it in the account's transaction.
   */
  async createStarter(userId: number, tx: Tx): Promise<boolean> {
    const active = (await repo.findActiveDeck(tx.db, userId)) === undefined;
    const now = this.now();
    return repo.insertDeckIfMissing(tx.db, {
      id: starterDeckId(userId),
      user_id: userId,
      name: DECK_TEXT.starterName,
      card_ids: JSON.stringify(STARTER_DECK),
      is_starter: 1,
      is_active: active ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
  }

  async create(userId: number, input: DeckInput): Promise<Deck> {
    const name = checkDeck(input);
    return this.deps.db.transaction(async (tx) => {
      await this.lockAndEnsureStarter(userId, tx);
      if ((await repo.countCustomDecks(tx.db, userId)) >= MAX_CUSTOM_DECKS) {
        // Freed by deleting a deck, not by waiting.
        throw limitReached(DECK_TEXT.tooManyDecks(MAX_CUSTOM_DECKS), NOT_SOON_SECONDS);
      }
      const now = this.now();
      const id = `deck_${randomBytes(12).toString('base64url')}`;
      await repo.insertDeckIfMissing(tx.db, {
        id,
        user_id: userId,
        name,
        card_ids: JSON.stringify(input.cardIds),
        is_starter: 0,
        is_active: 0,
        created_at: now,
        updated_at: now,
      });
      return toDeck(await this.ownDeck(userId, id, tx));
    });
  }

  /** Replaces a custom deck's name and cards (a corrupted deck is repaired this way). */
  async update(userId: number, deckId: string, input: DeckInput): Promise<Deck> {
    return this.deps.db.transaction(async (tx) => {
      await this.deps.accounts.lockMember(userId, tx);
      const deck = await this.ownDeck(userId, deckId, tx);
      if (deck.is_starter === 1) throw forbidden(DECK_TEXT.cannotEditStarter);
      const name = checkDeck(input);
      const row = await repo.updateDeck(tx.db, deckId, {
        name,
        card_ids: JSON.stringify(input.cardIds),
        updated_at: this.now(),
      });
      if (!row) throw notFound(DECK_TEXT.notFound);
      return toDeck(row);
    });
  }

  /** Deletes a custom deck; when it was the active one, the starter deck is active again. */
  async remove(userId: number, deckId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.lockAndEnsureStarter(userId, tx);
      const deck = await this.ownDeck(userId, deckId, tx);
      if (deck.is_starter === 1) throw forbidden(DECK_TEXT.cannotDeleteStarter);
      await repo.deleteDeck(tx.db, deckId);
      if (deck.is_active === 1) await repo.activate(tx.db, userId, starterDeckId(userId), this.now());
    });
  }

  async activate(userId: number, deckId: string): Promise<Deck> {
    return this.deps.db.transaction(async (tx) => {
      await this.lockAndEnsureStarter(userId, tx);
      const deck = toDeck(await this.ownDeck(userId, deckId, tx));
      if (deck.is_corrupted || validateDeck(deck.card_ids) !== null) throw badRequest(DECK_TEXT.corrupted);
      await repo.activate(tx.db, userId, deckId, this.now());
      return { ...deck, is_active: true };
    });
  }

  /**
   * The card ids of the member's active deck, for starting a match: the starter deck when the member has no
   * active deck. A stored list that is no longer a valid deck answers 400 with the spec's corrupted message.
   */
  async activeDeck(userId: number, tx?: Tx): Promise<string[]> {
    const row = await repo.findActiveDeck(tx?.db ?? this.deps.db.kysely, userId);
    if (!row) return [...STARTER_DECK];
    const cardIds = parseCardIds(row.card_ids);
    if (!cardIds || validateDeck(cardIds) !== null) throw badRequest(DECK_TEXT.corrupted);
    return cardIds;
  }

  /**
   * The admin's backfill: a starter deck for every member without one. Each member in their own transaction,
   * so one failure does not undo the others; the starter's fixed id makes racing calls create each deck once.
   */
  async addStarterDecksForAll(): Promise<AddStarterDecksResponse> {
    // Members come from their owner, accounts; the decks table says who already has a starter.
    const [members, withStarter] = await Promise.all([
      this.deps.accounts.allUserIds(),
      repo.usersWithStarter(this.deps.db.kysely),
    ]);
    const userIds = members.filter((id) => !withStarter.has(id));
    let createdCount = 0;
    const errors: string[] = [];
    for (const userId of userIds) {
      try {
        const created = await this.deps.db.transaction((tx) => this.lockAndEnsureStarter(userId, tx));
        if (created) createdCount += 1;
      } catch (err) {
        errors.push(`User ${userId}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    return { createdCount, totalUsersWithoutDecks: userIds.length, errors };
  }

  private async lockAndEnsureStarter(userId: number, tx: Tx): Promise<boolean> {
    await this.deps.accounts.lockMember(userId, tx);
    if (await repo.hasStarter(tx.db, userId)) return false;
    return this.createStarter(userId, tx);
  }

  /** The member's own deck; someone else's and an unknown id answer the same 404. */
  private async ownDeck(userId: number, deckId: string, tx: Tx): Promise<DeckRow> {
    const row = await repo.findDeck(tx.db, deckId);
    if (!row || row.user_id !== userId) throw notFound(DECK_TEXT.notFound);
    return row;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** Account deletion: the member's decks go (matches keep the decks they were played with). */
  async forgetMember(userId: number, tx: Tx): Promise<void> {
    await repo.deleteDecksOf(tx.db, userId);
  }
}
