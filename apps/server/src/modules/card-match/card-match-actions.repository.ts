import { sql, type Selectable } from 'kysely';
import type { CardMatchActionsTable } from '../../db/database.js';
import type { Engine, Executor } from '../../db/dialect.js';
import { updateState, writeState, type CardMatchRow, type StateWrite } from './card-match.repository.js';

/** card_match_actions, the matches' append-only action log; each query runs on the executor it is given. */

export type CardMatchActionRow = Selectable<CardMatchActionsTable>;

/** One applied action as logged: who, what, and the time the engine applied it with (ISO-8601, ms). */
export interface LoggedActionEntry {
  playerId: number;
  type: CardMatchActionRow['type'];
  cardId: string | null;
  at: string;
}

/**
 * Appends actions (the sweeper's batch: one statement for all). `n` is the match's version each was applied
 * at; the key (match_id, n) refuses a step logged twice, failing the transaction that tried.
 */
export async function logActions(
  ex: Executor,
  entries: readonly (LoggedActionEntry & { matchId: number; n: number })[],
): Promise<void> {
  if (entries.length === 0) return;
  await ex
    .insertInto('card_match_actions')
    .values(
      entries.map((e) => ({
        match_id: e.matchId,
        n: e.n,
        player_id: e.playerId,
        type: e.type,
        card_id: e.cardId,
        at: e.at,
      })),
    )
    .execute();
}

/**
 * Writes a match's next state at the version read and logs the action that made it, both or neither; undefined
 * when someone else changed the match first (then nothing is logged either).
 *
 * On PostgreSQL this is one statement (the update and the insert in one data-modifying CTE), atomic on its own
 * and one round trip, so a move needs no transaction. On SQLite it is two statements, so the caller runs it in a
 * transaction (in-process: a transaction there costs no round trip).
 */
export async function writeStateLogged(
  ex: Executor,
  engine: Engine,
  id: number,
  version: number,
  w: StateWrite,
  action: LoggedActionEntry,
): Promise<CardMatchRow | undefined> {
  if (engine === 'sqlite') {
    const saved = await writeState(ex, id, version, w);
    if (saved) await logActions(ex, [{ ...action, matchId: id, n: version }]);
    return saved;
  }
  return ex
    .with('saved', (qb) => updateState(qb, id, version, w).returningAll())
    .with('logged', (qb) =>
      qb
        .insertInto('card_match_actions')
        .columns(['match_id', 'n', 'player_id', 'type', 'card_id', 'at'])
        // The values ride on the updated row: no row written, nothing logged. (Parameters in a select list
        // have no type of their own in PostgreSQL, hence the casts.)
        .expression((eb) =>
          eb
            .selectFrom('saved')
            .select([
              'saved.id',
              sql<number>`cast(${version} as integer)`.as('n'),
              sql<number>`cast(${action.playerId} as integer)`.as('player_id'),
              sql<CardMatchActionRow['type']>`cast(${action.type} as varchar(16))`.as('type'),
              sql<string | null>`cast(${action.cardId} as varchar(64))`.as('card_id'),
              sql<string>`cast(${action.at} as varchar(32))`.as('at'),
            ]),
        )
        .returning('n'),
    )
    .selectFrom('saved')
    .selectAll()
    .executeTakeFirst();
}

/** A match's log, in the order applied. */
export function actionsOf(ex: Executor, matchId: number): Promise<CardMatchActionRow[]> {
  return ex.selectFrom('card_match_actions').selectAll().where('match_id', '=', matchId).orderBy('n').execute();
}
