import {
  MAX_ASYNC_CARD_GAMES,
  PRACTICE_BOT_NAME,
  type CardMode,
  type CardQueueStatus,
  type UserCardGame,
} from '@dd/contracts';

/** The lobby's own words (community spec sections 2 and 8). */
export const LOBBY_TEXT = {
  title: 'Card Game Lobby',
  activeGames: (n: number) => `Your Active Games (${n})`,
  yourTurn: 'Your Turn',
  opponentsTurn: "Opponent's Turn",
  continueGame: 'Continue Game',
  join: { blitz: 'Join Blitz Queue', async: 'Join Async Queue' } as Record<CardMode, string>,
  searchingFor: { blitz: 'Searching Blitz...', async: 'Searching Async...' } as Record<CardMode, string>,
  maxAsync: 'Max 3 Async Games',
  logIn: 'Please Log In',
  logInToPlay: 'Please log in to play',
  joinFailed: {
    blitz: 'Error joining blitz queue. Please try again.',
    async: 'Error joining async queue. Please try again.',
  } as Record<CardMode, string>,
  cancel: 'Cancel',
  practice: 'Practice vs bot',
  backToHome: 'Back to Home',
  manageDecks: 'Manage Decks',
  modeName: { blitz: 'Blitz', async: 'Async' } as Record<CardMode, string>,
} as const;

export const MODES: readonly CardMode[] = ['blitz', 'async'];

/** One running game as its lobby card shows it. */
export interface GameCardView {
  id: number;
  mode: CardMode;
  opponent: string;
  myTurn: boolean;
  practice: boolean;
  deadlineMs: number;
}

export function gameCardView(game: UserCardGame, meId: number): GameCardView {
  const mySeat = game.player_a === meId ? 'player_a' : 'player_b';
  return {
    id: game.id,
    mode: game.game_mode,
    // The bot's seat is a real member; its name is the contract's.
    opponent: game.practice
      ? PRACTICE_BOT_NAME
      : mySeat === 'player_a'
        ? game.player_b_username
        : game.player_a_username,
    myTurn: game.current_turn === mySeat,
    practice: game.practice,
    deadlineMs: Date.parse(game.turn_deadline),
  };
}

/** Games waiting on this member first, then the nearest deadline: what needs a move soonest leads. */
export function sortGames(games: readonly GameCardView[]): GameCardView[] {
  return [...games].sort((a, b) => Number(b.myTurn) - Number(a.myTurn) || a.deadlineMs - b.deadlineMs);
}

/** Async games that count toward the limit of 3 (practice games count toward no queue limit). */
export function asyncActive(games: readonly UserCardGame[]): number {
  return games.filter((g) => g.game_mode === 'async' && !g.practice).length;
}

export function asyncFull(games: readonly UserCardGame[]): boolean {
  return asyncActive(games) >= MAX_ASYNC_CARD_GAMES;
}

/** Nobody waits in either queue: practice against the bot is the lobby's first offer. */
export function practiceProminent(status: CardQueueStatus | undefined): boolean {
  return status !== undefined && status.blitzQueue === 0 && status.asyncQueue === 0;
}

export interface ModeButton {
  text: string;
  disabled: boolean;
}

/**
 * A mode card's button: 'Please Log In' for a visitor; while the other mode searches it is disabled and names
 * that search ('Searching Async...' on the blitz card); 'Max 3 Async Games' once three async games run.
 */
export function modeButton(
  mode: CardMode,
  options: { loggedIn: boolean; searching: CardMode | null; asyncFull: boolean },
): ModeButton {
  if (!options.loggedIn) return { text: LOBBY_TEXT.logIn, disabled: false };
  if (options.searching !== null && options.searching !== mode) {
    return { text: LOBBY_TEXT.searchingFor[options.searching], disabled: true };
  }
  if (mode === 'async' && options.asyncFull) return { text: LOBBY_TEXT.maxAsync, disabled: true };
  return { text: LOBBY_TEXT.join[mode], disabled: false };
}

/** The searching card's status line under the spinner, with the queue it waits in. */
export function searchStatus(mode: CardMode, status: CardQueueStatus | undefined): string {
  const base = `Looking for ${mode === 'blitz' ? 'a Blitz' : 'an Async'} opponent...`;
  if (!status) return base;
  // The member's own place counts in the queue's size.
  const others = Math.max(0, (mode === 'blitz' ? status.blitzQueue : status.asyncQueue) - 1);
  if (others === 0) return `${base} You're first in line!`;
  return `${base} ${others} other player${others === 1 ? '' : 's'} waiting`;
}

/** The text of a failed search: the async limit as the server says it, else the lobby's error for the mode. */
export function joinFailureText(mode: CardMode, error: unknown): string {
  if (error instanceof Error && error.message === LOBBY_TEXT.maxAsync) return LOBBY_TEXT.maxAsync;
  return LOBBY_TEXT.joinFailed[mode];
}

export function queueSizeOf(mode: CardMode, status: CardQueueStatus | undefined): number | null {
  if (!status) return null;
  return mode === 'blitz' ? status.blitzQueue : status.asyncQueue;
}
