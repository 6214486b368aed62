import { CARD_MATCH_TEXT, toRowId, type FinishedCardMatch, type FinishedCardMatchesResponse } from '@dd/contracts';
import type { CardMatchState } from '@dd/game';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { stateOf } from './card-match-view.js';
import * as repo from './card-match.repository.js';
import type { CardMatchRow } from './card-match.repository.js';

export interface CardReplayServiceDeps {
  db: TransactionRunner;
  accounts: Pick<AccountsService, 'getUsers' | 'getUser'>;
}

/** Finished matches per page. */
export const FINISHED_PAGE = 20;

/** A page's cursor: the last match's end (ISO-8601 with ms) and id. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d+)$/;

/**
 * A match dealt with the fair-play generator and its decks recorded, so its seed and action log replay it.
 * Matches from before fair play (the old generator, no decks) have no replay.
 */
export function isReplayable(row: Pick<CardMatchRow, 'decks'>, state: CardMatchState): boolean {
  return row.decks !== null && (state as { rngVersion?: number }).rngVersion === 2;
}

/** Finished card matches, public like a finished game on lichess: the lists of a member's matches, and replays. */
export class CardReplayService {
  constructor(private readonly deps: CardReplayServiceDeps) {}

  private get k() {
    return this.deps.db.kysely;
  }

  /** A member's finished matches, newest first, FINISHED_PAGE a page. */
  async finishedMatches(userId: number, cursor?: string | undefined): Promise<FinishedCardMatchesResponse> {
    const after = cursor === undefined ? null : parseCursor(cursor);
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
          replayable: isReplayable(row, state),
        };
      }),
      nextCursor: rows.length > FINISHED_PAGE && last ? `${last.updated_at}_${last.id}` : null,
    };
  }
}

function parseCursor(cursor: string): repo.FinishedCursor {
  const match = CURSOR.exec(cursor);
  const id = match ? toRowId(match[2] as string) : null;
  if (!match || id === null || Number.isNaN(Date.parse(match[1] as string))) {
    throw badRequest(CARD_MATCH_TEXT.invalidCursor);
  }
  return { endedAt: match[1] as string, id };
}
