import { z } from 'zod';
import { UNPAID_REASONS } from './fair-play.js';
import { wireId, wireInt } from './wire-numbers.js';

/** The card game's matches (community spec sections 3, 4 and 7): the live state and the match calls. */

const id = z.number().int().positive();
/** Ids the client sends (bodies and query strings): read strictly (wire-numbers.ts). */
const matchIdInput = wireId('matchId');
const playerIdInput = wireId('playerId');

export const CARD_GAME_MODES = ['blitz', 'async'] as const;
export type CardMode = (typeof CARD_GAME_MODES)[number];
export const CARD_SEATS = ['player_a', 'player_b'] as const;
export const CARD_BUFFS = ['shield', 'double'] as const;
export const CARD_GAME_STATUSES = ['in_progress', 'completed', 'forfeited'] as const;
export const CARD_WIN_REASONS = [
  'reached_10_buy_power',
  'opponent_forfeited',
  'opponent_no_cards',
  'more_buy_power',
  'tie',
  'tie_both_reached_10',
  'opponent_timeout',
  'opponent_timeout_3_strikes',
] as const;

/** A seed or its commitment as shown: 32 bytes as 64 lower-case hex characters. */
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * One seat as the asking player may see it: their own hand as card ids, the opponent's hand as `null` entries,
 * both decks as `null` entries (the count, never the order).
 */
export const cardPlayerStateSchema = z.object({
  hand: z.array(z.string().nullable()),
  deck: z.array(z.null()),
  discard: z.array(z.string()),
  buyPower: z.number().int(),
  buffs: z.array(z.object({ id: z.enum(CARD_BUFFS), duration: z.number().int().optional() })),
  energy: z.number().int().nonnegative(),
  maxEnergy: z.number().int().nonnegative(),
  carryOver: z.number().int().nonnegative(),
  nextCardFree: z.boolean(),
  playedCards: z.array(z.string()),
});
export type CardPlayerState = z.infer<typeof cardPlayerStateSchema>;

/** The live state of a card match for one player (`playerId`), as every match call answers it. */
export const cardMatchStateSchema = z.object({
  matchId: id,
  /** The asking player. */
  playerId: id,
  currentTurn: z.enum(CARD_SEATS),
  playerAId: id,
  playerBId: id,
  /** The user id of the player on turn. */
  turn: id,
  /** The number of the turn being played (1 to the turn limit). */
  turnCount: z.number().int().positive(),
  gameStatus: z.enum(CARD_GAME_STATUSES),
  /**
   * One more with every change of the match (a move, a timeout, the end): of two answers the one with the
   * higher version is the newer, so a client never shows an older one over it.
   */
  version: z.number().int().positive(),
  /** The winner's user id; null while playing and in a tie. */
  winner: id.nullable(),
  winReason: z.enum(CARD_WIN_REASONS).nullable(),
  gameMode: z.enum(CARD_GAME_MODES),
  /** A practice game against the bot: it moves on the server, and the match pays no points. */
  practice: z.boolean(),
  turnTimerSeconds: z.number().int().positive(),
  /** ISO-8601 UTC: when the current turn times out. */
  turnDeadline: z.string(),
  playerATimeouts: z.number().int().nonnegative(),
  playerBTimeouts: z.number().int().nonnegative(),
  youUsername: z.string(),
  opponentUsername: z.string(),
  playerA: cardPlayerStateSchema,
  playerB: cardPlayerStateSchema,
  /**
   * SHA-256 of the match's seed (64 hex characters): the shuffle is fixed before the first move, and the
   * replay reveals the seed once the match is over. Null for a match started before fair play.
   */
  seedCommitment: hex64.nullable(),
  /**
   * The card set the match is played with (the engine's `cardSet`): 2, the balanced set of issue 22, since it
   * shipped; 1 for a match dealt before, which keeps its cards' old numbers to the end.
   */
  cardSet: z.number().int().positive(),
  /** A finished match that is not practice, for the asking player: whether it paid them points. */
  paid: z.boolean().optional(),
  /** Why a finished match paid the asking player nothing (with `paid: false`). */
  unpaidReason: z.enum(UNPAID_REASONS).optional(),
  /** Points the finished match paid the asking player. */
  pointsEarned: z.number().int().nonnegative().optional(),
});
export type CardMatchStateResponse = z.infer<typeof cardMatchStateSchema>;

/**
 * `GET /api/card/matches/{id}/version` (the match's two players only): how far the match is, without the state,
 * for a board waiting on its opponent to check every few seconds and read the whole state only when it moved.
 * Nothing in it is hidden from either player.
 */
export const cardMatchVersionSchema = z.object({
  matchId: id,
  version: z.number().int().positive(),
  /** The user id of the player on turn. */
  turn: id,
  turnCount: z.number().int().positive(),
  gameStatus: z.enum(CARD_GAME_STATUSES),
});
export type CardMatchVersion = z.infer<typeof cardMatchVersionSchema>;

/**
 * "Card Battle rematch": the two players of a finished duel. Since issue 22 it accepts the other player's open
 * invitation of that mode (`async` when absent, as the spec's client sends it); both get the same match.
 */
export const createCardMatchRequestSchema = z.object({
  playerAId: wireId('playerAId'),
  playerBId: wireId('playerBId'),
  gameMode: z.enum(CARD_GAME_MODES).default('async'),
});
export const createCardMatchResponseSchema = z.object({ matchId: id });
export type CreateCardMatchResponse = z.infer<typeof createCardMatchResponseSchema>;

export const cardMatchStateQuerySchema = z.object({ matchId: matchIdInput, playerId: playerIdInput });

export const playCardRequestSchema = z.object({
  matchId: matchIdInput,
  playerId: playerIdInput,
  cardId: z.string().min(1).max(64),
});

/** `isTimeout` is the client's claim and decides nothing: only the server's clock makes a turn time out. */
export const endTurnRequestSchema = z.object({
  matchId: matchIdInput,
  playerId: playerIdInput,
  isTimeout: z.boolean().optional(),
});

export const forfeitMatchRequestSchema = z.object({ matchId: matchIdInput, playerId: playerIdInput });

/* ---------- Replays (issue 21: fair play) ---------- */

/** The server's answers about replays, finished matches and rematch refusals. */
export const CARD_MATCH_TEXT = {
  replayNotFound: 'Replay not found',
  replayNotOver: 'This match is still being played: its replay opens when it is over.',
  userNotFound: 'User not found',
  invalidCursor: 'cursor: not a cursor of this list',
  rematchBlocked: 'You cannot start a card match with this member.',
} as const;

/** What a logged action was: a player's intent, or the server applying a passed deadline to the player on turn. */
export const CARD_REPLAY_ACTION_TYPES = ['play_card', 'end_turn', 'forfeit', 'timeout'] as const;
export type CardReplayActionType = (typeof CARD_REPLAY_ACTION_TYPES)[number];

/** One action of a match's append-only log, in the order applied (`n` from 1). */
export const cardReplayActionSchema = z.object({
  n: z.number().int().positive(),
  /** The user id of the player who acted (for `timeout`, the player on turn). */
  player: id,
  type: z.enum(CARD_REPLAY_ACTION_TYPES),
  cardId: z.string().optional(),
  /** ISO-8601 UTC with milliseconds: the time the engine applied it with. */
  at: z.string(),
});
export type CardReplayAction = z.infer<typeof cardReplayActionSchema>;

const replayPlayerSchema = z.object({ id, username: z.string() });

/**
 * `GET /api/card/matches/{id}/replay` (public, finished matches only): everything needed to re-run the match
 * with the pure engine: `initialState(seed, [playerA.id, playerB.id], [decks.playerA, decks.playerB], mode,
 * Date.parse(startedAt), cardSet)`, then each action at `Date.parse(at)`, gives `final` exactly; and
 * `sha256(seed) = seedCommitment`, the commitment both players saw during the match.
 */
export const cardReplaySchema = z.object({
  matchId: id,
  seed: hex64,
  seedCommitment: hex64,
  mode: z.enum(CARD_GAME_MODES),
  practice: z.boolean(),
  /** The card set the match was dealt with: the engine re-runs it on that set's cards (1 before issue 22). */
  cardSet: z.number().int().positive(),
  /** ISO-8601 UTC with milliseconds: the time the match was dealt. */
  startedAt: z.string(),
  playerA: replayPlayerSchema,
  playerB: replayPlayerSchema,
  /** Both decks as they were dealt from (the lists before the shuffle; the seed decides the order). */
  decks: z.object({ playerA: z.array(z.string()), playerB: z.array(z.string()) }),
  actions: z.array(cardReplayActionSchema),
  /** The engine's final state of the match, hidden fields included (the match is over). */
  final: z.record(z.string(), z.unknown()),
});
export type CardReplay = z.infer<typeof cardReplaySchema>;

/** Whose finished matches to list (public); `cursor` from the previous page. */
export const finishedCardMatchesQuerySchema = z.object({
  userId: wireId('userId'),
  cursor: z.string().max(64).optional(),
});

export const finishedCardMatchSchema = z.object({
  matchId: id,
  mode: z.enum(CARD_GAME_MODES),
  practice: z.boolean(),
  playerA: replayPlayerSchema,
  playerB: replayPlayerSchema,
  /** The winner's user id; null in a tie. */
  winner: id.nullable(),
  winReason: z.enum(CARD_WIN_REASONS).nullable(),
  turnCount: z.number().int().positive(),
  /** ISO-8601 UTC. */
  endedAt: z.string(),
  /** False for a match from before fair play, which has no replay. */
  replayable: z.boolean(),
});
export type FinishedCardMatch = z.infer<typeof finishedCardMatchSchema>;

/** `GET /api/card/finished-matches?userId=`: newest first, 20 a page. */
export const finishedCardMatchesResponseSchema = z.object({
  matches: z.array(finishedCardMatchSchema),
  nextCursor: z.string().nullable(),
});
export type FinishedCardMatchesResponse = z.infer<typeof finishedCardMatchesResponseSchema>;

/* ---------- The move log (issue 22: every move seen) ---------- */

/**
 * What a card play visibly did, worked out by the server from the states before and after it; only what both
 * players see on the board anyway (Buy Powers, hand sizes, buffs), never a card drawn or discarded.
 */
export const cardLogEffectSchema = z.object({
  /** Change of the player's own Buy Power (a gain, a heal). */
  buyPower: z.number().int(),
  /** Change of the other player's Buy Power (Flash Sale's gift, an attack's loss). */
  opponentBuyPower: z.number().int(),
  /** Cards the player drew (a count: which cards stays theirs). */
  drew: z.number().int().nonnegative(),
  /** Cards the other player drew (Swipe War). */
  opponentDrew: z.number().int().nonnegative(),
  /** The player's Double buff was used up on this card. */
  doubled: z.boolean(),
  /** An attack the other player's shield negated. */
  blocked: z.boolean(),
  /** Both hands were discarded (Swipe War). */
  discardedHands: z.boolean(),
  /** The player's next card costs 0 (The Butler). */
  nextCardFree: z.boolean(),
  /** A buff the player gained. */
  buff: z.enum(CARD_BUFFS).optional(),
});
export type CardLogEffect = z.infer<typeof cardLogEffectSchema>;

/** One entry of a running match's move log, as a player of the match may see it. */
export const cardLogEntrySchema = z.object({
  /** The action's number in the match's log (1, 2, 3 ...). */
  n: z.number().int().positive(),
  /** The turn it was made in. */
  turn: z.number().int().positive(),
  /** The user id of the player who acted (for `timeout`, the player on turn). */
  player: id,
  type: z.enum(CARD_REPLAY_ACTION_TYPES),
  /** The card played (public: it lands on the table); only on `play_card`. */
  cardId: z.string().optional(),
  /** ISO-8601 UTC with milliseconds. */
  at: z.string(),
  /** What a card play did; absent for other actions and for matches from before the log's replay data. */
  effect: cardLogEffectSchema.optional(),
  /** A `timeout`: the player's timeouts counted after it. */
  timeouts: z.number().int().nonnegative().optional(),
});
export type CardLogEntry = z.infer<typeof cardLogEntrySchema>;

/** `GET /api/card/matches/{id}/log?after=n`: the entries after the n-th (all without `after`). */
export const cardMatchLogQuerySchema = z.object({ after: wireInt('after', { min: 0, max: 100_000 }).optional() });

/** The match's move log for one of its players, oldest first. */
export const cardMatchLogResponseSchema = z.object({
  matchId: id,
  entries: z.array(cardLogEntrySchema),
});
export type CardMatchLogResponse = z.infer<typeof cardMatchLogResponseSchema>;
