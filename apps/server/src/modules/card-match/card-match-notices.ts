import { href, type MatchOverResult, type NotificationKind } from '@dd/contracts';
import type { CardMatchState } from '@dd/game';
import type { NotifyInput } from '../notifications/notifications.service.js';
import type { CardMatchRow } from './card-match.repository.js';
import { isOver, playerOnTurn } from './card-match-step.js';

/** What a notification about a match says: who is told, of what, by whom, and `card.match_over`'s result. */
export interface CardNotice {
  userId: number;
  kind: Extract<NotificationKind, 'card.your_turn' | 'card.turn_ending' | 'card.match_over'>;
  /** The opponent (for a forfeit: the one who gave up). */
  actorId: number;
  detail: MatchOverResult | null;
}

/** What a change of a match tells its players. */
export interface CardNotices {
  tell: CardNotice[];
  /** Players whose unread SETTLED_KINDS of the match no longer need them (withdrawn). */
  settle: number[];
}

/**
 * The kinds that wait for the player to act in the match ("your turn", "time is running out", "an opponent was
 * found"): settled once the player's turn passed on (they played) or the match ended.
 */
export const SETTLED_KINDS = [
  'card.your_turn',
  'card.turn_ending',
  'card.match_found',
] as const satisfies readonly NotificationKind[];

const NONE: CardNotices = { tell: [], settle: [] };

/** The fields of a match these rules read. */
export interface NoticedMatch {
  mode: 'blitz' | 'async';
  practice: number;
  player_a_id: number;
  player_b_id: number;
}

/** Where a notification about the match goes: its board. */
export const matchLink = (matchId: number): string => href('cardGame', { matchId });

/** The notification of a notice about match `matchId`. */
export const noticeInput = (matchId: number, notice: CardNotice): NotifyInput => ({
  userId: notice.userId,
  kind: notice.kind,
  subjectId: matchId,
  actorId: notice.actorId,
  detail: notice.detail,
  link: matchLink(matchId),
});

/** A written change of a match: the match as it was (null: just dealt) and as it now is. */
export interface MatchChange {
  row: CardMatchRow;
  before: CardMatchRow | null;
  next: CardMatchState;
}

/** Whether the players are told of this match's changes: async matches between two members only. */
export const isNoticed = (match: NoticedMatch): boolean => match.mode === 'async' && match.practice === 0;

const opponentOf = (match: NoticedMatch, userId: number): number =>
  match.player_a_id === userId ? match.player_b_id : match.player_a_id;

/** How the finished match ended for `userId`. */
export function matchOverResult(state: CardMatchState, userId: number): MatchOverResult {
  if (state.winner === null) return 'tie';
  const timeout = state.winReason === 'opponent_timeout' || state.winReason === 'opponent_timeout_3_strikes';
  if (state.winner === userId) return timeout ? 'win_timeout' : 'win';
  return timeout ? 'loss_timeout' : 'loss';
}

/**
 * What the change from `before` (null: the match was just dealt) to `next` tells the players of an async match
 * between members (blitz and practice players are on the board, so never): the player the turn passed to (or who
 * starts) that it is their turn; at the end, each player how it ended, except one who forfeited (they know). The
 * notices of whoever is no longer waited for are settled.
 */
export function noticesOf(match: NoticedMatch, before: CardMatchState | null, next: CardMatchState): CardNotices {
  if (!isNoticed(match)) return NONE;
  const players = [match.player_a_id, match.player_b_id];
  if (isOver(next)) {
    const forfeiter =
      next.winReason === 'opponent_forfeited' && next.winner !== null ? opponentOf(match, next.winner) : null;
    return {
      tell: players
        .filter((userId) => userId !== forfeiter)
        .map((userId) => ({
          userId,
          kind: 'card.match_over',
          actorId: opponentOf(match, userId),
          detail: matchOverResult(next, userId),
        })),
      settle: players,
    };
  }
  const onTurn = playerOnTurn(next);
  if (before !== null && playerOnTurn(before) === onTurn) return NONE;
  return {
    tell: [{ userId: onTurn, kind: 'card.your_turn', actorId: opponentOf(match, onTurn), detail: null }],
    settle: before === null ? [] : [playerOnTurn(before)],
  };
}

/** The warning that time is running out on the turn of `next`'s player on turn. */
export function turnEndingNotice(match: NoticedMatch, state: CardMatchState): CardNotice {
  const onTurn = playerOnTurn(state);
  return { userId: onTurn, kind: 'card.turn_ending', actorId: opponentOf(match, onTurn), detail: null };
}

/** Whether the change tells anyone anything (a move that does is written in a transaction, with its notices). */
export const tellsAnyone = (notices: CardNotices): boolean => notices.tell.length > 0 || notices.settle.length > 0;
