import type { PvpGameState, PvpMatch, UnpaidReason } from '@dd/contracts';
import type { DuelState } from '@dd/game';
import type { UserRow } from '../../db/database.js';
import { mediaUrl } from '../../platform/media-store.js';
import type { MatchRow } from './pvp.repository.js';

/** The duel rules' state of an active or completed match (the stored columns are the state). */
export function duelStateOf(row: MatchRow): DuelState {
  if (row.player2_id === null) throw new Error(`Match ${row.id} has no second player`);
  return {
    total: row.total,
    players: [row.player1_id, row.player2_id],
    // The rules keep the turn on the winner once the duel is over; the row clears it.
    turn: row.current_turn ?? row.winner_id ?? row.player1_id,
    winner: row.winner_id,
  };
}

/** Whether the player on turn let the deadline pass (the idle rule: they lose). */
export function isIdle(row: MatchRow, now: Date): boolean {
  return row.status === 'active' && row.turn_deadline !== null && Date.parse(row.turn_deadline) <= now.getTime();
}

/** The spec's `game_state`: a JSON string holding the total and the countdown start. */
export function gameStateJson(row: MatchRow): string {
  const state: PvpGameState = { total: row.total, countdown_start_time: row.countdown_start_time };
  return JSON.stringify(state);
}

const nameOf = (user: UserRow | undefined) => ({
  username: user?.username ?? '',
  display_name: user?.display_name ?? null,
  avatar_url: user?.avatar_media_id ? mediaUrl(user.avatar_media_id) : null,
});

/** What a completed match paid the player asking (fair play); null: nothing recorded (running, or from before). */
export interface AskerOutcome {
  paid: boolean;
  unpaidReason: UnpaidReason | null;
  pointsEarned: number;
  /** A rated duel: the asker's rating before and after it. */
  rating: { before: number; after: number; provisionalBefore: boolean; provisionalAfter: boolean } | null;
}

/**
 * The match as a player sees it (the duel hides nothing; a completed match says what it paid the asker); names
 * and avatars come from the accounts.
 */
export function toPvpMatch(
  row: MatchRow,
  users: ReadonlyMap<number, UserRow>,
  outcome: AskerOutcome | null = null,
): PvpMatch {
  const one = nameOf(users.get(row.player1_id));
  const two = row.player2_id === null ? null : nameOf(users.get(row.player2_id));
  return {
    id: row.id,
    status: row.status,
    player1_id: row.player1_id,
    player2_id: row.player2_id,
    player1_username: one.username,
    player2_username: two?.username ?? null,
    player1_display_name: one.display_name,
    player2_display_name: two?.display_name ?? null,
    player1_avatar_url: one.avatar_url,
    player2_avatar_url: two?.avatar_url ?? null,
    current_turn: row.current_turn,
    winner_id: row.winner_id,
    game_state: gameStateJson(row),
    countdown_start_time: row.countdown_start_time,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(outcome === null
      ? {}
      : {
          paid: outcome.paid,
          ...(outcome.unpaidReason === null ? {} : { unpaid_reason: outcome.unpaidReason }),
          points_earned: outcome.pointsEarned,
          ...(outcome.rating === null
            ? {}
            : {
                rating_before: outcome.rating.before,
                rating_after: outcome.rating.after,
                rating_before_provisional: outcome.rating.provisionalBefore,
                rating_after_provisional: outcome.rating.provisionalAfter,
              }),
        }),
  };
}
