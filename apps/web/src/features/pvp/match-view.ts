import { PVP_TEXT, type PvpMatch, type PvpMatchStatus } from '@dd/contracts';
import { displayName } from '../../lib/display-name';

/** One side of a duel as the screens show it. */
export interface DuelPlayer {
  id: number;
  username: string;
  /** The display name, else the username. */
  name: string;
  avatarUrl: string | null;
}

/** What `game_state` holds; a string the client cannot read counts as a fresh game (the server keeps the truth). */
export function parseGameState(json: string): { total: number; countdownStartTime: string | null } {
  try {
    const data: unknown = JSON.parse(json);
    if (data && typeof data === 'object') {
      const { total, countdown_start_time: start } = data as Record<string, unknown>;
      return {
        total: typeof total === 'number' && Number.isFinite(total) ? total : 0,
        countdownStartTime: typeof start === 'string' ? start : null,
      };
    }
  } catch {
    // Not JSON: fall through.
  }
  return { total: 0, countdownStartTime: null };
}

/** When the 3-2-1 starts: the match's own field, else the copy in game_state. */
export function countdownStart(match: PvpMatch): string | null {
  return match.countdown_start_time ?? parseGameState(match.game_state).countdownStartTime;
}

/** Active with a second player and a countdown time: what sends the lobby to 'Get Ready' (spec section 4). */
export function isPaired(match: PvpMatch): boolean {
  return match.status === 'active' && match.player2_id !== null && countdownStart(match) !== null;
}

function player1(match: PvpMatch): DuelPlayer {
  return {
    id: match.player1_id,
    username: match.player1_username,
    name: displayName({ username: match.player1_username, display_name: match.player1_display_name }),
    avatarUrl: match.player1_avatar_url,
  };
}

function player2(match: PvpMatch): DuelPlayer | null {
  if (match.player2_id === null) return null;
  const username = match.player2_username ?? '';
  return {
    id: match.player2_id,
    username,
    name: displayName({ username, display_name: match.player2_display_name }),
    avatarUrl: match.player2_avatar_url,
  };
}

/** The member and their opponent (null while nobody has joined), whichever seat the member has. */
export function duelPlayers(match: PvpMatch, meId: number): { me: DuelPlayer; opponent: DuelPlayer | null } {
  const one = player1(match);
  const two = player2(match);
  if (two && two.id === meId) return { me: two, opponent: one };
  return { me: one, opponent: two };
}

/**
 * The queue line under 'Searching for opponent...'. `count` is the server's number of players waiting,
 * the member included while they wait, so the others are one fewer.
 */
export function queueText(count: number): string {
  const others = Math.max(0, count - 1);
  return others === 0 ? PVP_TEXT.firstInLine : PVP_TEXT.othersWaiting(others);
}

export type LobbyScreen = 'login' | 'idle' | 'searching' | 'found';

/** Which lobby state to show (spec section 4 "PvP lobby"): idle, searching after Start Match, found once paired. */
export function lobbyScreen(loggedIn: boolean, searching: boolean, match: PvpMatch | null | undefined): LobbyScreen {
  if (!loggedIn) return 'login';
  if (!searching || match?.status === 'completed') return 'idle';
  return match && isPaired(match) ? 'found' : 'searching';
}

export type DuelScreen =
  | { kind: 'login' }
  | { kind: 'joining' }
  | { kind: 'join-failed' }
  /** The member has no match any more (cleared in another tab). */
  | { kind: 'gone' }
  | { kind: 'waiting' }
  | { kind: 'opponent-found' }
  | { kind: 'playing'; myTurn: boolean }
  | { kind: 'result'; won: boolean };

export interface DuelInput {
  loggedIn: boolean;
  /** The join this page sent on opening. */
  join: 'pending' | 'error' | 'success';
  /** The member's match once the join answered (undefined before). */
  match: PvpMatch | null | undefined;
  meId: number;
  /** 'Opponent found! Game starting...' is on. */
  banner: boolean;
}

/** Which duel state to show (spec section 2 "PvP duel"). */
export function duelScreen({ loggedIn, join, match, meId, banner }: DuelInput): DuelScreen {
  if (!loggedIn) return { kind: 'login' };
  if (join !== 'success' || match === undefined) return { kind: join === 'error' ? 'join-failed' : 'joining' };
  if (match === null) return { kind: 'gone' };
  if (match.status === 'pending') return { kind: 'waiting' };
  if (match.status === 'completed') return { kind: 'result', won: match.winner_id === meId };
  if (banner) return { kind: 'opponent-found' };
  return { kind: 'playing', myTurn: match.current_turn === meId };
}

/**
 * Whether the duel page opens 'Opponent found! Game starting...' for this answer: the match turned active
 * while the page watched it wait, or the page's own join just paired the member (active, nobody has moved).
 * Not after the lobby's 3-2-1 for this same match (`countedDown`): the players have just had their warning.
 */
export function opensWithOpponentFound(
  previous: PvpMatchStatus | null,
  match: PvpMatch,
  countedDown: number | null,
): boolean {
  if (match.status !== 'active') return false;
  if (previous === 'pending') return true;
  return previous === null && countedDown !== match.id && parseGameState(match.game_state).total === 0;
}

/** The Reach 10 target (spec section 9). */
export const DUEL_TARGET = 10;

/** A nudge under the member's own buttons when the win is in reach; null otherwise. */
export function turnHint(total: number, myTurn: boolean): string | null {
  if (!myTurn) return null;
  const needed = DUEL_TARGET - total;
  if (needed <= 1) return 'Any move wins it!';
  if (needed === 2) return '+2 wins it!';
  return null;
}

/**
 * Of the match shown and one just read or answered, the one to show: an answer older than what is shown (a read
 * served before the member's own move landed) never takes the screen back.
 */
export function newerMatch(shown: PvpMatch | null | undefined, next: PvpMatch | null): PvpMatch | null {
  if (shown && next && shown.id === next.id && shown.version > next.version) return shown;
  return next;
}
