import type { GameSeed } from '../seed-stream.js';
import { CARD_SET_VERSION, STARTER_DECK, type CardSetVersion } from './card-set.js';
import { applyAction, initialState, type CardAction, type CardMatchState } from './engine.js';
import { playerView, type CardMatchView } from './view.js';

export type Strategy = (view: CardMatchView) => CardAction;

export interface PlayedGame {
  final: CardMatchState;
  /** The player who moved first (players[0] or players[1]). */
  firstPlayer: number;
  /** Every card played, with the player who played it. */
  plays: { playerId: number; cardId: string }[];
}

/** No game can need more: 30 turns, each at most one play per card in hand plus the end. */
const MAX_ACTIONS = 5_000;

/**
 * Plays one whole game between two strategies, each fed only its own view; time stands still, so no
 * timeout happens. Throws if a strategy picks an illegal action or the game does not end.
 */
export function playGame(
  seed: GameSeed,
  strategies: readonly [Strategy, Strategy],
  decks: readonly [readonly string[], readonly string[]] = [STARTER_DECK, STARTER_DECK],
  cardSet: CardSetVersion = CARD_SET_VERSION,
): PlayedGame {
  const players = [1, 2] as const;
  let state = initialState(seed, players, decks, 'async', 0, cardSet);
  const firstPlayer = state.currentTurn === 'player_a' ? players[0] : players[1];
  const plays: PlayedGame['plays'] = [];
  for (let i = 0; i < MAX_ACTIONS && state.gameStatus === 'in_progress'; i++) {
    const seat = state.currentTurn === 'player_a' ? 0 : 1;
    const playerId = players[seat];
    const action = (strategies[seat] as Strategy)(playerView(state, playerId));
    const result = applyAction(state, action, 0);
    if (!result.ok) throw new Error(`Illegal action ${JSON.stringify(action)}: ${result.message}`);
    if (action.type === 'play_card') plays.push({ playerId, cardId: action.cardId });
    state = result.state;
  }
  if (state.gameStatus === 'in_progress') throw new Error(`The game of seed ${seed} did not end`);
  return { final: state, firstPlayer, plays };
}
