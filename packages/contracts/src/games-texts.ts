/**
 * The memory game's and the duel's texts, timings and rewards, and the card game's rewards (community spec
 * sections 2, 4, 8 and 9). Zod-free, so game pages load no schema code for them.
 */

/** The memory game's id (spec section 9). */
export const PUZZLE_GAME_ID = 'puzzle';
/** Games that take scores through POST /api/game/score. */
export const SCORE_GAME_IDS = [PUZZLE_GAME_ID] as const;
export type ScoreGameId = (typeof SCORE_GAME_IDS)[number];

/** The memory board: 8 emoji pairs, 16 cards (spec section 9). */
export const MEMORY_CARD_COUNT = 16;
export const MEMORY_FLIP_BACK_MS = 800;
export const SCORE_SUBMITTED_MS = 3_000;
/** A member may have one score accepted this often (refused scores do not count). */
export const SCORE_INTERVAL_MS = 10_000;
export const LEADERBOARD_SIZE = 50;

/** Points per submitted memory game (up to `memoryGamesPerDay` paid games a day, UTC) and per duel won or lost. */
export const GAME_POINTS = { memoryGame: 5, memoryGamesPerDay: 10, duelWin: 10, duelLoss: 2 } as const;

/** Points for a finished (not practice) card match, once per match and player; doubled in blitz. */
export const CARD_POINTS = { win: 20, tie: 10, loss: 5, blitzFactor: 2 } as const;

export const MEMORY_TEXT = {
  title: 'Memory Match',
  moves: 'Moves',
  submit: 'Submit Score',
  submitted: 'Score submitted!',
  playAgain: 'Play Again',
  loggedOut: 'Log in to submit your score and appear on the leaderboard.',
  logInToSubmit: 'Please log in to submit a score',
  submitFailed: 'Failed to submit score',
  /** The server's answers about plays (fair play, issue 21). */
  noFinishedGame: 'No finished game to score',
  alreadyScored: "This game's score is already recorded",
  scoreMismatch: (sent: number, scored: number) => `That is not this game's score: it scored ${scored}, not ${sent}`,
  playNotFound: 'Game not found',
  playReplaced: 'This game was replaced by a newer one. Start a new game to play on.',
  flipTaken: 'Another flip of this game came first. Please try again.',
  startTaken: 'Another new game was started at the same moment. Please try again.',
  tooManyFlips: (seconds: number) => `Too many flips at once. Please wait ${seconds} s.`,
  tooManyStarts: (seconds: number) => `Too many new games. Please wait ${seconds} s and try again.`,
  /** The page's own fallbacks when the server sent no message. */
  flipFailed: 'Failed to turn the card over',
  startFailed: 'Failed to start a game',
  retryStart: 'Try again',
} as const;

/**
 * Memory play limits (fair play, issue 21): flips are paced per play (a token bucket: a burst of 20, then 10 a
 * second), never counted against the per-address write limit; new games per member per minute.
 */
export const MEMORY_PLAY_LIMITS = { flipsPerSecond: 10, flipBurst: 20, startsPerMinute: 30 } as const;

export const LEADERBOARD_TEXT = {
  title: 'Puzzle Game Leaderboard',
  loading: 'Loading leaderboard...',
  error: (message: string) => `Error: ${message}`,
  anonymous: 'Anonymous',
  fetchFailed: 'Failed to fetch leaderboard',
} as const;

/* ---------- The Reach-10 duel ---------- */

/** Spec section 9: polls while the push channel is down. */
export const PVP_POLL_MS = {
  match: 3_000,
  queue: 5_000,
  lobby: 500,
  /** With the push channel up, polling only guards against a missed event. */
  pushSafety: 15_000,
} as const;
export const PVP_OPPONENT_FOUND_MS = 3_000;
/**
 * The countdown before the first turn; the server sets countdown_start_time `leadMs` after the second player
 * arrives, so both lobbies see it.
 */
export const PVP_COUNTDOWN = { seconds: 3, leadMs: 1_000 } as const;
export const PVP_LEADERBOARD_SIZE = 50;
/**
 * A waiting player who has not called joinQueue, myMatch or the queue status for this long is stale: not
 * offered for pairing, not counted, and removed by the sweeper (a closed tab cannot hold the queue).
 */
export const PVP_QUEUE_STALE_MS = 45_000;
/** The player on turn who has not moved for this long loses the duel (settled by fair play as any other end). */
export const PVP_TURN_IDLE_MS = 120_000;

export const PVP_TEXT = {
  logInToPlay: 'Please log in to play.',
  quickPlay: 'Quick Play',
  startMatch: 'Start Match',
  searching: 'Searching for opponent...',
  firstInLine: "You're the first in line!",
  othersWaiting: (n: number) => `${n} other player(s) waiting`,
  getReady: 'Get Ready',
  joiningQueue: 'Joining queue...',
  waitingForOpponent: 'Waiting for an opponent...',
  title: 'Reach 10 Duel',
  facing: (opponent: string) => `Facing ${opponent}`,
  currentTotal: 'Current total',
  opponentsTurn: 'Waiting for opponent...',
  opponentFound: 'Opponent found! Game starting...',
  won: 'You won!',
  lost: 'You lost...',
  finalTotal: 'Final total',
  playAgain: 'Play Again',
  rankingsTitle: 'PvP Rankings',
  fetchMatchFailed: 'Failed to fetch match',
  joinQueueFailed: 'Failed to join queue',
  submitTurnFailed: 'Failed to submit turn',
  completeMatchFailed: 'Failed to complete match',
  queueStatusFailed: 'Failed to fetch queue status',
  clearOldMatchesFailed: 'Failed to clear old matches',
  leaderboardFailed: 'Failed to fetch leaderboard',
} as const;
