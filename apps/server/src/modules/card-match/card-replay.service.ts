import {
  CARD_MATCH_TEXT,
  type CardReplay,
  type FinishedCardMatch,
  type FinishedCardMatchesResponse,
} from '@dd/contracts';
import { cardSetOf, type CardMatchState } from '@dd/game';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { decodeFinishedCursor, encodeFinishedCursor } from './card-finished-cursor.js';
import { stateOf } from './card-match-view.js';
import * as repo from './card-match.repository.js';
import * as log from './card-match-actions.repository.js';
import type { CardMatchService } from './card-match.service.js';

export interface CardReplayServiceDeps {
  db: TransactionRunner;
  accounts: Pick<AccountsService, 'getUsers' | 'getUser'>;
  matches: Pick<CardMatchService, 'settledMatch'>;
}

/** Finished matches per page. */
export const FINISHED_PAGE = 20;

/**
 * What re-runs a match besides its log: its seed, commitment and decks as dealt; null for a match from before fair
 * play (the old generator, no decks recorded), which has no replay.
 */
function dealOf(
  row: Pick<repo.CardMatchRow, 'decks'>,
  state: CardMatchState,
): { seed: string; seedCommitment: string; decks: readonly [string[], string[]] } | null {
  if (row.decks === null || state.rngVersion !== 2 || !state.seed || !state.seedCommitment) return null;
  return {
    seed: state.seed,
    seedCommitment: state.seedCommitment,
    decks: JSON.parse(row.decks) as [string[], string[]],
  };
}

/** Finished card matches, public like a finished game on lichess: the lists of a member's matches, and replays. */
export class CardReplayService {
  constructor(private readonly deps: CardReplayServiceDeps) {}

  private get k() {
    return this.deps.db.kysely;
  }

  /**
   * A finished match's replay: its seed (revealed now that it is over), the decks as dealt, every action as
   * applied and the final state, enough to re-run it with the pure engine and check the seed against the
   * commitment the players saw. A match still being played answers 409 and shows nothing; an unknown match, and
   * one from before fair play, 404.
   */
  async replay(matchId: number | null): Promise<CardReplay> {
    const row = matchId === null ? undefined : await this.deps.matches.settledMatch(matchId);
    const state = row && stateOf(row);
    const deal = row && state && dealOf(row, state);
    if (!row || !state || !deal) throw notFound(CARD_MATCH_TEXT.replayNotFound);
    if (row.status === 'in_progress') throw conflict(CARD_MATCH_TEXT.replayNotOver);
    const [actions, users] = await Promise.all([
      log.actionsOf(this.k, row.id),
      this.deps.accounts.getUsers([row.player_a_id, row.player_b_id]),
    ]);
    return {
      matchId: row.id,
      seed: deal.seed,
      seedCommitment: deal.seedCommitment,
      mode: row.mode,
      practice: row.practice === 1,
      cardSet: cardSetOf(state),
      startedAt: row.created_at,
      playerA: { id: row.player_a_id, username: users.get(row.player_a_id)?.username ?? '' },
      playerB: { id: row.player_b_id, username: users.get(row.player_b_id)?.username ?? '' },
      decks: { playerA: deal.decks[0], playerB: deal.decks[1] },
      actions: actions.map((a) => ({
        n: a.n,
        player: a.player_id,
        type: a.type,
        ...(a.card_id === null ? {} : { cardId: a.card_id }),
        at: a.at,
      })),
      final: state as unknown as Record<string, unknown>,
    };
  }

  /** A member's finished matches, newest first, FINISHED_PAGE a page. */
  async finishedMatches(userId: number, cursor?: string): Promise<FinishedCardMatchesResponse> {
    const after = cursor === undefined ? null : decodeFinishedCursor(cursor);
    const rows = await repo.finishedOf(this.k, userId, after, FINISHED_PAGE + 1);
    const page = rows.slice(0, FINISHED_PAGE);
    if (page.length === 0 && !(await this.deps.accounts.getUser(userId))) {
      throw notFound(CARD_MATCH_TEXT.userNotFound);
    }
    const users = await this.deps.accounts.getUsers([...new Set(page.flatMap((r) => [r.player_a_id, r.player_b_id]))]);
    const player = (id: number) => ({ id, username: users.get(id)?.username ?? '' });
    const last = page.at(-1);
    return {
      matches: page.map((row): FinishedCardMatch => {
        const state = stateOf(row);
        return {
          matchId: row.id,
          mode: row.mode,
          practice: row.practice === 1,
          playerA: player(row.player_a_id),
          playerB: player(row.player_b_id),
          winner: state.winner,
          winReason: state.winReason,
          turnCount: state.turnCount,
          endedAt: row.updated_at,
          replayable: dealOf(row, state) !== null,
        };
      }),
      nextCursor:
        rows.length > FINISHED_PAGE && last ? encodeFinishedCursor({ endedAt: last.updated_at, id: last.id }) : null,
    };
  }
}
