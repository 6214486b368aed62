import type { Insertable, Selectable } from 'kysely';
import { hasRow } from '../../db/count.js';
import type { CardDecksTable } from '../../db/database.js';
import type { Executor } from '../../db/unit-of-work.js';

export type DeckRow = Selectable<CardDecksTable>;

/** A member's decks: the starter deck first, then the others oldest first. */
export function listDecks(ex: Executor, userId: number): Promise<DeckRow[]> {
  return ex
    .selectFrom('card_decks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_starter', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findDeck(ex: Executor, id: string): Promise<DeckRow | undefined> {
  return ex.selectFrom('card_decks').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findActiveDeck(ex: Executor, userId: number): Promise<DeckRow | undefined> {
  return ex
    .selectFrom('card_decks')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

export function hasStarter(ex: Executor, userId: number): Promise<boolean> {
  return hasRow(ex.selectFrom('card_decks').where('user_id', '=', userId).where('is_starter', '=', 1));
}

/** Inserts the deck unless its id exists (a starter deck's fixed id); true when this call inserted it. */
export async function insertDeckIfMissing(ex: Executor, row: Insertable<CardDecksTable>): Promise<boolean> {
  const inserted = await ex
    .insertInto('card_decks')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function countCustomDecks(ex: Executor, userId: number): Promise<number> {
  const row = await ex
    .selectFrom('card_decks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('is_starter', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function updateDeck(
  ex: Executor,
  id: string,
  update: { name: string; card_ids: string; updated_at: string },
): Promise<DeckRow | undefined> {
  return ex.updateTable('card_decks').set(update).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteDeck(ex: Executor, id: string): Promise<void> {
  await ex.deleteFrom('card_decks').where('id', '=', id).execute();
}

/** Makes `id` the member's one active deck: the others are switched off first (the partial unique index). */
export async function activate(ex: Executor, userId: number, id: string, nowIso: string): Promise<void> {
  await ex
    .updateTable('card_decks')
    .set({ is_active: 0, updated_at: nowIso })
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .where('id', '!=', id)
    .execute();
  await ex.updateTable('card_decks').set({ is_active: 1, updated_at: nowIso }).where('id', '=', id).execute();
}

/** The members who have a starter deck. */
export async function usersWithStarter(ex: Executor): Promise<Set<number>> {
  const rows = await ex.selectFrom('card_decks').select('user_id').where('is_starter', '=', 1).execute();
  return new Set(rows.map((r) => r.user_id));
}

export async function deleteDecksOf(ex: Executor, userId: number): Promise<void> {
  await ex.deleteFrom('card_decks').where('user_id', '=', userId).execute();
}
