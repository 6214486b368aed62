import type { Selectable } from 'kysely';
import type { MemoryPlaysTable } from '../../db/database.js';
import type { Executor } from '../../db/dialect.js';

/** Queries of memory_plays; each runs on the executor it is given. */

export type MemoryPlayRow = Selectable<MemoryPlaysTable>;

/** Abandons the member's unfinished play, if any (starting another one). */
export async function abandonPlaying(ex: Executor, userId: number, nowIso: string): Promise<void> {
  await ex
    .updateTable('memory_plays')
    .set((eb) => ({ status: 'abandoned', version: eb('version', '+', 1), updated_at: nowIso }))
    .where('user_id', '=', userId)
    .where('status', '=', 'playing')
    .execute();
}

/**
 * A new unfinished play; undefined when the member has one after all (a start on another connection committed
 * between the abandon and this insert: the partial unique index refused it).
 */
export async function insertPlay(
  ex: Executor,
  play: { userId: number; seed: string; state: string; nowIso: string },
): Promise<number | undefined> {
  const row = await ex
    .insertInto('memory_plays')
    .values({
      user_id: play.userId,
      seed: play.seed,
      status: 'playing',
      state: play.state,
      score: null,
      version: 1,
      flip_tat: null,
      created_at: play.nowIso,
      updated_at: play.nowIso,
      finished_at: null,
      scored_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The member's play, as a query (a transaction may lock it): another member's is not found, as an unknown one. */
export function playQuery(ex: Executor, playId: number, userId: number) {
  return ex.selectFrom('memory_plays').selectAll().where('id', '=', playId).where('user_id', '=', userId);
}

export function playOf(ex: Executor, playId: number, userId: number): Promise<MemoryPlayRow | undefined> {
  return playQuery(ex, playId, userId).executeTakeFirst();
}

export interface FlipWrite {
  state: string;
  status: 'playing' | 'finished';
  score: number | null;
  flipTat: string;
  nowIso: string;
}

/** Writes a flip at the version it was computed from; false when another write came first (nothing changed). */
export async function writeFlip(ex: Executor, playId: number, version: number, write: FlipWrite): Promise<boolean> {
  const result = await ex
    .updateTable('memory_plays')
    .set({
      state: write.state,
      status: write.status,
      score: write.score,
      flip_tat: write.flipTat,
      version: version + 1,
      updated_at: write.nowIso,
      finished_at: write.status === 'finished' ? write.nowIso : null,
    })
    .where('id', '=', playId)
    .where('version', '=', version)
    .where('status', '=', 'playing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the play's score once; false when it was recorded already. */
export async function markScored(ex: Executor, playId: number, nowIso: string): Promise<boolean> {
  const result = await ex
    .updateTable('memory_plays')
    .set((eb) => ({ scored_at: nowIso, version: eb('version', '+', 1), updated_at: nowIso }))
    .where('id', '=', playId)
    .where('scored_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes plays never scored and started before `cutoff` (abandoned, left unfinished, finished but not sent). */
export async function deleteOldUnscored(ex: Executor, cutoff: string): Promise<number> {
  const result = await ex
    .deleteFrom('memory_plays')
    .where('created_at', '<', cutoff)
    .where('scored_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
