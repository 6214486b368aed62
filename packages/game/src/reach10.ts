import { SeedStream, type GameSeed } from './seed-stream.js';

/**
 * The Reach-10 duel (community spec sections 4 and 9): a shared total starting at 0; the player on turn adds
 * 1 or 2; whoever brings it to 10 or more wins, otherwise the turn passes. Pure: the server keeps the state,
 * clients send only the number they add.
 */
export const DUEL_TARGET = 10;
export const DUEL_ADDS = [1, 2] as const;
export type DuelAdd = (typeof DUEL_ADDS)[number];

export interface DuelState {
  total: number;
  /** The two players' user ids, in seat order. */
  players: readonly [number, number];
  /** Whose turn it is; stays on the winner once the duel is over. */
  turn: number;
  winner: number | null;
}

export interface DuelAction {
  player: number;
  add: number;
}

export type DuelError = 'not_a_player' | 'not_your_turn' | 'game_over' | 'invalid_add';
export type DuelResult = { ok: true; state: DuelState } | { ok: false; error: DuelError; message: string };

/** The first player is drawn from the seed's stream (the server's 256-bit seed), never chosen by a client. */
export function duelInitialState(seed: GameSeed, players: readonly [number, number]): DuelState {
  const first = new SeedStream(seed).nextInt(2) === 0 ? players[0] : players[1];
  return { total: 0, players, turn: first, winner: null };
}

export function isDuelAdd(add: unknown): add is DuelAdd {
  return add === 1 || add === 2;
}

export function applyDuelAction(state: DuelState, action: DuelAction): DuelResult {
  if (!state.players.includes(action.player)) {
    return { ok: false, error: 'not_a_player', message: 'You are not a player in this match' };
  }
  if (state.winner !== null) return { ok: false, error: 'game_over', message: 'The match is over' };
  if (state.turn !== action.player) return { ok: false, error: 'not_your_turn', message: 'Not your turn' };
  if (!isDuelAdd(action.add)) return { ok: false, error: 'invalid_add', message: 'You can only add 1 or 2' };
  const total = state.total + action.add;
  if (total >= DUEL_TARGET) return { ok: true, state: { ...state, total, winner: action.player } };
  return { ok: true, state: { ...state, total, turn: otherPlayer(state, action.player) } };
}

export function otherPlayer(state: Pick<DuelState, 'players'>, player: number): number {
  return state.players[0] === player ? state.players[1] : state.players[0];
}
