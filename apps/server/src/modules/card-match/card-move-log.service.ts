import type { CardMatchLogResponse } from '@dd/contracts';
import { replayCardMatch, type CardMatchState } from '@dd/game';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import { stateOf } from './card-match-view.js';
import type { CardMatchRow } from './card-match.repository.js';
import * as log from './card-match-actions.repository.js';
import type { CardMatchService } from './card-match.service.js';
import { moveLogEntries, type MoveLogAction } from './card-move-log.js';

export interface CardMoveLogServiceDeps {
  db: TransactionRunner;
  matches: Pick<CardMatchService, 'playerMatch'>;
}

/**
 * The move log of a match, for its two players only (issue 22): built from the match's own action log, re-run
 * with the engine from its seed to tell what each play visibly did. The seed and the decks stay on the server;
 * the answer holds only what the board shows both players anyway.
 */
export class CardMoveLogService {
  constructor(private readonly deps: CardMoveLogServiceDeps) {}

  async moveLog(userId: number, matchId: number | null, after = 0): Promise<CardMatchLogResponse> {
    // An id that cannot exist is answered as one that does not (playerMatch's 404).
    const row = await this.deps.matches.playerMatch(userId, matchId ?? 0);
    const actions = await log.actionsOf(this.deps.db.kysely, row.id);
    const rows = actions.map((a): MoveLogAction => ({
      n: a.n,
      playerId: a.player_id,
      type: a.type,
      cardId: a.card_id,
      at: a.at,
    }));
    // Nothing new: no need to re-run the match.
    if ((rows.at(-1)?.n ?? 0) <= after) return { matchId: row.id, entries: [] };
    return { matchId: row.id, entries: moveLogEntries(rows, statesOf(row, rows), after) };
  }
}

/** The match re-run from its deal and log (the states after each action); null when it cannot be. */
function statesOf(row: CardMatchRow, actions: readonly MoveLogAction[]): CardMatchState[] | null {
  const state: CardMatchState = stateOf(row);
  if (row.decks === null || state.rngVersion !== 2 || !state.seed) return null;
  const replay = replayCardMatch({
    seed: state.seed,
    players: [row.player_a_id, row.player_b_id],
    decks: JSON.parse(row.decks) as [string[], string[]],
    mode: row.mode,
    startedAt: Date.parse(row.created_at),
    actions: actions.map((a) => ({
      type: a.type,
      playerId: a.playerId,
      ...(a.cardId === null ? {} : { cardId: a.cardId }),
      at: Date.parse(a.at),
    })),
  });
  // A log that does not re-run (it should always) still answers who did what, without effects.
  return replay.ok ? replay.states : null;
}
