import { SeedStream, seedCommitment, type GameSeed } from '../seed-stream.js';
import { CARD_SET_VERSION, cardSetOf, getCard, validateDeck, type BuffId, type CardSetVersion } from './card-set.js';
import { matchRandom, type MatchRandom } from './match-random.js';
import { costFor, playBlockReason, type PlayBlockReason } from './play-block.js';
import type { CardGameStatus, Seat } from './seat.js';

/**
 * The card game's rules (community spec sections 4 and 9), pure: time comes in as `now` (ms), randomness only
 * from the match's seed stream, whose position is kept in the match state. The server stores the state and
 * applies actions; clients only ever see `playerView`.
 */
export const WIN_BUY_POWER = 10;
export const HAND_SIZE = 5;
export const BASE_ENERGY = 3;
export const MAX_ENERGY = 4;
export const TURN_LIMIT = 30;
export const BLITZ_TIMEOUT_STRIKES = 3;
export const TURN_SECONDS = { blitz: 45, async: 24 * 60 * 60 } as const;

export type CardGameMode = 'blitz' | 'async';
export type CardWinReason =
  | 'reached_10_buy_power'
  | 'opponent_forfeited'
  | 'opponent_no_cards'
  | 'more_buy_power'
  | 'tie'
  | 'tie_both_reached_10'
  | 'opponent_timeout'
  | 'opponent_timeout_3_strikes';

export interface Buff {
  id: BuffId;
  duration?: number;
}

export interface CardPlayerState {
  id: number;
  hand: string[];
  deck: string[];
  discard: string[];
  buyPower: number;
  buffs: Buff[];
  energy: number;
  maxEnergy: number;
  /** 1 when the player left all base energy unused, so their next turn has MAX_ENERGY. */
  carryOver: number;
  nextCardFree: boolean;
  /** Cards on the table this turn; they go to the discard pile when the turn ends. */
  playedCards: string[];
  /** Buy Power taken by attacks and not yet recovered (what heal can give back). */
  lostBuyPower: number;
  /**
   * The player's own moves so far: cards played and turns ended before the deadline (a timeout and the forfeit
   * are not moves). Public; what decides whether a match was played or aborted. Absent in a legacy state.
   */
  moves?: number;
}

export interface CardMatchState {
  gameMode: CardGameMode;
  /**
   * 2: the match's randomness is the seed stream (fair play). Absent: a match dealt before it, whose `rng` is a
   * mulberry32 state; it finishes on that generator.
   */
  rngVersion?: 2;
  /**
   * The card set the match is played with (`card-set.ts`): 2 since issue 22's balance. Absent: a match dealt
   * before it, played (and replayed) with set 1 to the end.
   */
  cardSet?: Exclude<CardSetVersion, 1>;
  /** The match's 256-bit seed (v2). Server-only: no view holds it; the replay reveals it once the match is over. */
  seed?: GameSeed;
  /** SHA-256 of the seed (v2): public, so players can check the seed revealed after the match. */
  seedCommitment?: string;
  /** v2: words drawn from the seed stream; legacy: the mulberry32 state. Never leaves the server. */
  rng: number;
  playerA: CardPlayerState;
  playerB: CardPlayerState;
  currentTurn: Seat;
  /** The number of the turn being played, from 1 to TURN_LIMIT. */
  turnCount: number;
  gameStatus: CardGameStatus;
  winner: number | null;
  winReason: CardWinReason | null;
  turnTimerSeconds: number;
  /** Epoch ms at which the current turn times out. */
  turnDeadline: number;
  playerATimeouts: number;
  playerBTimeouts: number;
}

export type CardAction =
  | { type: 'play_card'; playerId: number; cardId: string }
  /**
   * `isTimeout` is the client's claim and decides nothing: an end of turn at or after the deadline is a timeout,
   * one before it is an ordinary end of turn.
   */
  | { type: 'end_turn'; playerId: number; isTimeout?: boolean }
  | { type: 'forfeit'; playerId: number };

/** The engine's refusals: a play's (`playBlockReason`), and those of the other actions. */
export type CardErrorCode = PlayBlockReason | 'not_a_player' | 'no_timeout_due';

export const CARD_ERRORS: Record<CardErrorCode, string> = {
  not_a_player: 'You are not a player in this match',
  game_over: 'The match is over',
  not_your_turn: 'Not your turn',
  card_not_in_hand: 'Card not in hand',
  card_already_played: 'Played card',
  not_enough_energy: 'Not enough energy',
  turn_time_over: 'Your turn time is over',
  no_timeout_due: 'No timeout is due for this player',
};

export type CardResult = { ok: true; state: CardMatchState } | { ok: false; error: CardErrorCode; message: string };

const fail = (error: CardErrorCode): CardResult => ({ ok: false, error, message: CARD_ERRORS[error] });

export const otherSeat = (seat: Seat): Seat => (seat === 'player_a' ? 'player_b' : 'player_a');
const key = (seat: Seat): 'playerA' | 'playerB' => (seat === 'player_a' ? 'playerA' : 'playerB');
const timeoutKey = (seat: Seat): 'playerATimeouts' | 'playerBTimeouts' =>
  seat === 'player_a' ? 'playerATimeouts' : 'playerBTimeouts';

export function seatOf(state: CardMatchState, playerId: number): Seat | null {
  if (state.playerA.id === playerId) return 'player_a';
  if (state.playerB.id === playerId) return 'player_b';
  return null;
}

/**
 * Shuffles both decks, deals HAND_SIZE each and flips the coin for the first player, all from the seed's stream
 * (and every later reshuffle continues it). Throws on an invalid deck: the server validates decks when they are
 * saved.
 */
export function initialState(
  seed: GameSeed,
  players: readonly [number, number],
  decks: readonly [readonly string[], readonly string[]],
  mode: CardGameMode,
  now: number,
  /** The current set for a new match; a replay passes the set the match was dealt with. */
  cardSet: CardSetVersion = CARD_SET_VERSION,
): CardMatchState {
  if (players[0] === players[1]) throw new Error('A card match needs two different players');
  const stream = new SeedStream(seed);
  const seats = decks.map((deck, i) => {
    const problem = validateDeck(deck);
    if (problem) throw new Error(problem);
    return newPlayer(players[i] as number, stream.shuffle(deck));
  });
  const first: Seat = stream.nextInt(2) === 0 ? 'player_a' : 'player_b';
  // Moving first is worth a lot in a race to 10 (about 68 % of bot games); the second player starts with the
  // double buff, which the simulation shows brings it back to about 50 % (`npm run simulate`).
  const second = seats[first === 'player_a' ? 1 : 0] as CardPlayerState;
  second.buffs.push({ id: 'double' });
  return {
    gameMode: mode,
    rngVersion: 2,
    // Set 1 leaves the field out, so a match dealt before it existed re-runs to the very state it stored.
    ...(cardSet === 1 ? {} : { cardSet }),
    seed,
    seedCommitment: seedCommitment(seed),
    rng: stream.position,
    playerA: seats[0] as CardPlayerState,
    playerB: seats[1] as CardPlayerState,
    currentTurn: first,
    turnCount: 1,
    gameStatus: 'in_progress',
    winner: null,
    winReason: null,
    turnTimerSeconds: TURN_SECONDS[mode],
    turnDeadline: now + TURN_SECONDS[mode] * 1000,
    playerATimeouts: 0,
    playerBTimeouts: 0,
  };
}

function newPlayer(id: number, deck: string[]): CardPlayerState {
  return {
    id,
    hand: deck.slice(0, HAND_SIZE),
    deck: deck.slice(HAND_SIZE),
    discard: [],
    buyPower: 0,
    buffs: [],
    energy: BASE_ENERGY,
    maxEnergy: BASE_ENERGY,
    carryOver: 0,
    nextCardFree: false,
    playedCards: [],
    lostBuyPower: 0,
    moves: 0,
  };
}

/** The player's own moves so far (see `CardPlayerState.moves`); null for a match dealt before they were counted. */
export function movesOf(state: CardMatchState, playerId: number): number | null {
  const seat = seatOf(state, playerId);
  if (!seat) throw new Error('Not a player in this match');
  return playerOf(state, seat).moves ?? null;
}

export function applyAction(state: CardMatchState, action: CardAction, now: number): CardResult {
  const seat = seatOf(state, action.playerId);
  if (!seat) return fail('not_a_player');
  if (action.type === 'play_card') {
    // The very check a client makes of its own view, so the two cannot disagree.
    const blocked = playBlockReason({ ...state, you: seat }, action.cardId, now);
    return blocked ? fail(blocked) : { ok: true, state: playCard(state, seat, action.cardId) };
  }
  if (state.gameStatus !== 'in_progress') return fail('game_over');
  if (action.type === 'forfeit') {
    return { ok: true, state: finish(state, 'forfeited', playerOf(state, otherSeat(seat)).id, 'opponent_forfeited') };
  }
  if (seat !== state.currentTurn) return fail('not_your_turn');
  return { ok: true, state: endTurn(state, now, now >= state.turnDeadline) };
}

/**
 * Applies a passed deadline (for reads and the server's sweeper): the player on turn gets a timeout, exactly as
 * if they had ended their turn late. Returns the same state object when nothing is due.
 */
export function applyTimeout(state: CardMatchState, now: number): CardMatchState {
  if (state.gameStatus !== 'in_progress' || now < state.turnDeadline) return state;
  return endTurn(state, now, true);
}

/**
 * An entry of a match's action log: what the server applied, in order. A player's intent, or `timeout`: the
 * server applying a passed deadline to the player on turn (`applyTimeout`).
 */
export type CardLoggedAction = CardAction | { type: 'timeout'; playerId: number };

/** Applies one logged action as the server did (replays). A `timeout` must be due for the player it names. */
export function applyLoggedAction(state: CardMatchState, action: CardLoggedAction, now: number): CardResult {
  if (action.type !== 'timeout') return applyAction(state, action, now);
  const seat = seatOf(state, action.playerId);
  if (!seat) return fail('not_a_player');
  if (state.gameStatus !== 'in_progress') return fail('game_over');
  const next = seat === state.currentTurn ? applyTimeout(state, now) : state;
  if (next === state) return fail('no_timeout_due');
  return { ok: true, state: next };
}

const playerOf = (state: CardMatchState, seat: Seat): CardPlayerState => state[key(seat)];

function finish(
  state: CardMatchState,
  status: Exclude<CardGameStatus, 'in_progress'>,
  winner: number | null,
  winReason: CardWinReason,
): CardMatchState {
  return { ...state, gameStatus: status, winner, winReason };
}

/** A working copy: the action mutates these, the input state is never touched. */
interface Draft {
  /** The state the action started from. */
  from: CardMatchState;
  /** The match's generator, continued from the state's position once a reshuffle needs it. */
  random: MatchRandom | null;
  me: CardPlayerState;
  them: CardPlayerState;
  /** Players who had to draw with nothing left to draw. */
  outOfCards: Set<'me' | 'them'>;
}

const clonePlayer = (p: CardPlayerState): CardPlayerState => ({
  ...p,
  hand: [...p.hand],
  deck: [...p.deck],
  discard: [...p.discard],
  buffs: p.buffs.map((b) => ({ ...b })),
  playedCards: [...p.playedCards],
});

function draft(state: CardMatchState, seat: Seat): Draft {
  return {
    from: state,
    random: null,
    me: clonePlayer(playerOf(state, seat)),
    them: clonePlayer(playerOf(state, otherSeat(seat))),
    outOfCards: new Set(),
  };
}

function commit(state: CardMatchState, seat: Seat, d: Draft): CardMatchState {
  const rng = d.random ? d.random.position : state.rng;
  return { ...state, rng, [key(seat)]: d.me, [key(otherSeat(seat))]: d.them };
}

function draw(d: Draft, who: 'me' | 'them', count: number): void {
  const p = d[who];
  for (let i = 0; i < count; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) {
        d.outOfCards.add(who);
        return;
      }
      d.random ??= matchRandom(d.from);
      p.deck = d.random.shuffle(p.discard);
      p.discard = [];
    }
    p.hand.push(p.deck.shift() as string);
  }
}

function takeBuff(p: CardPlayerState, id: BuffId): boolean {
  const i = p.buffs.findIndex((b) => b.id === id);
  if (i < 0) return false;
  p.buffs.splice(i, 1);
  return true;
}

/** A play `playBlockReason` allowed. */
function playCard(state: CardMatchState, seat: Seat, cardId: string): CardMatchState {
  const me = playerOf(state, seat);
  const card = getCard(cardId, cardSetOf(state));
  const handIndex = me.hand.indexOf(cardId);
  if (!card || handIndex < 0) throw new Error(`playCard of ${cardId}, which playBlockReason refuses`);
  const cost = costFor(me, card);

  const d = draft(state, seat);
  d.me.energy -= cost;
  d.me.nextCardFree = false;
  d.me.hand.splice(handIndex, 1);
  d.me.playedCards.push(cardId);
  const times = takeBuff(d.me, 'double') ? 2 : 1;
  const e = card.effect;

  if (e.buyPower) d.me.buyPower += e.buyPower * times;
  if (e.opponentBuyPower) d.them.buyPower += e.opponentBuyPower * times;
  if (e.damage && !takeBuff(d.them, 'shield')) {
    const loss = Math.min(d.them.buyPower, e.damage * times);
    d.them.buyPower -= loss;
    d.them.lostBuyPower += loss;
  }
  if (e.heal) {
    const back = Math.min(d.me.lostBuyPower, e.heal * times);
    d.me.buyPower += back;
    d.me.lostBuyPower -= back;
  }
  if (e.discardAllHands) {
    for (const p of [d.me, d.them]) {
      p.discard.push(...p.hand);
      p.hand = [];
    }
    draw(d, 'them', (e.draw ?? 0) * times);
  }
  if (e.draw) draw(d, 'me', e.draw * times);
  if (e.nextCardFree) d.me.nextCardFree = true;
  if (e.buff) d.me.buffs.push({ id: e.buff });
  if (d.me.moves !== undefined) d.me.moves++;

  return settle(commit(state, seat, d), d);
}

/** Decides the match after a move: 10 Buy Power first, then running out of cards. */
function settle(state: CardMatchState, d: Draft): CardMatchState {
  const meWin = d.me.buyPower >= WIN_BUY_POWER;
  const themWin = d.them.buyPower >= WIN_BUY_POWER;
  if (meWin && themWin) return finish(state, 'completed', null, 'tie_both_reached_10');
  if (meWin) return finish(state, 'completed', d.me.id, 'reached_10_buy_power');
  if (themWin) return finish(state, 'completed', d.them.id, 'reached_10_buy_power');
  const meOut = d.outOfCards.has('me');
  const themOut = d.outOfCards.has('them');
  if (meOut && themOut) return finish(state, 'completed', null, 'tie');
  if (meOut) return finish(state, 'completed', d.them.id, 'opponent_no_cards');
  if (themOut) return finish(state, 'completed', d.me.id, 'opponent_no_cards');
  return state;
}

function endTurn(state: CardMatchState, now: number, timedOut: boolean): CardMatchState {
  const seat = state.currentTurn;
  let next = state;
  if (timedOut) {
    const strikes = state[timeoutKey(seat)] + 1;
    next = { ...state, [timeoutKey(seat)]: strikes };
    const opponentId = playerOf(state, otherSeat(seat)).id;
    if (state.gameMode === 'async') return finish(next, 'completed', opponentId, 'opponent_timeout');
    if (strikes >= BLITZ_TIMEOUT_STRIKES) return finish(next, 'completed', opponentId, 'opponent_timeout_3_strikes');
  }

  const d = draft(next, seat);
  d.me.carryOver = d.me.energy >= BASE_ENERGY ? 1 : 0;
  if (!timedOut && d.me.moves !== undefined) d.me.moves++;
  draw(d, 'me', 1);
  d.me.discard.push(...d.me.playedCards);
  d.me.playedCards = [];
  next = settle(commit(next, seat, d), d);
  if (next.gameStatus !== 'in_progress') return next;

  if (next.turnCount >= TURN_LIMIT) {
    const a = next.playerA.buyPower;
    const b = next.playerB.buyPower;
    if (a === b) return finish(next, 'completed', null, 'tie');
    return finish(next, 'completed', a > b ? next.playerA.id : next.playerB.id, 'more_buy_power');
  }

  const nextSeat = otherSeat(seat);
  const them = playerOf(next, nextSeat);
  const maxEnergy = Math.min(MAX_ENERGY, BASE_ENERGY + them.carryOver);
  return {
    ...next,
    [key(nextSeat)]: { ...them, maxEnergy, energy: maxEnergy, carryOver: 0 },
    currentTurn: nextSeat,
    turnCount: next.turnCount + 1,
    turnDeadline: now + next.turnTimerSeconds * 1000,
  };
}
