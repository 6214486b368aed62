import type { CardMatchStateResponse, CardPlayerState } from '@dd/contracts';
import { BOARD_TEXT } from './board-text';

/** What the board shows, read from the asking player's match state (community spec sections 2 to 4). */
export interface BoardView {
  me: CardPlayerState;
  opponent: CardPlayerState;
  myTimeouts: number;
  opponentTimeouts: number;
  myTurn: boolean;
  blitz: boolean;
  gameOver: boolean;
}

export function boardView(state: CardMatchStateResponse): BoardView {
  const iAmA = state.playerId === state.playerAId;
  return {
    me: iAmA ? state.playerA : state.playerB,
    opponent: iAmA ? state.playerB : state.playerA,
    myTimeouts: iAmA ? state.playerATimeouts : state.playerBTimeouts,
    opponentTimeouts: iAmA ? state.playerBTimeouts : state.playerATimeouts,
    myTurn: state.gameStatus === 'in_progress' && state.turn === state.playerId,
    blitz: state.gameMode === 'blitz',
    gameOver: state.gameStatus !== 'in_progress',
  };
}

/** Removes one copy of `cardId` from a hand (the optimistic play); the hand unchanged when it holds none. */
export function withoutOneCard(hand: readonly (string | null)[], cardId: string): (string | null)[] {
  const at = hand.indexOf(cardId);
  if (at < 0) return [...hand];
  return [...hand.slice(0, at), ...hand.slice(at + 1)];
}

export type GameResult = 'win' | 'loss' | 'tie';

/** The game-over outcome for the asking player: a null winner is a tie (section 4). */
export function gameResult(state: CardMatchStateResponse): GameResult {
  if (state.winner === null) return 'tie';
  return state.winner === state.playerId ? 'win' : 'loss';
}

export interface GameOverSummary {
  result: GameResult;
  title: string;
  message: string;
  /** Winner's and loser's names; a tie has a Result line instead. */
  winner: string | null;
  loser: string | null;
  resultLine: string | null;
  turnsPlayed: number;
  myBuyPower: number;
  opponentBuyPower: number;
}

const REASONS: Record<NonNullable<CardMatchStateResponse['winReason']>, string> = {
  reached_10_buy_power: 'Reached 10 Buy Power',
  opponent_forfeited: 'Forfeit',
  opponent_no_cards: 'Out of cards',
  more_buy_power: 'More Buy Power at the turn limit',
  tie: 'Tie at the turn limit',
  tie_both_reached_10: 'Both reached 10 Buy Power',
  opponent_timeout: 'Timeout',
  opponent_timeout_3_strikes: 'Three timeouts',
};

/** A readable line for how the game ended. */
export function winReasonText(reason: CardMatchStateResponse['winReason']): string {
  return reason ? REASONS[reason] : '';
}

export function gameOverSummary(state: CardMatchStateResponse): GameOverSummary {
  const view = boardView(state);
  const result = gameResult(state);
  const you = state.youUsername;
  const them = state.opponentUsername;
  return {
    result,
    title: result === 'win' ? BOARD_TEXT.victory : result === 'loss' ? BOARD_TEXT.defeat : BOARD_TEXT.tie,
    message: result === 'win' ? BOARD_TEXT.won : result === 'loss' ? BOARD_TEXT.lost : BOARD_TEXT.tied,
    winner: result === 'tie' ? null : result === 'win' ? you : them,
    loser: result === 'tie' ? null : result === 'win' ? them : you,
    resultLine: result === 'tie' ? BOARD_TEXT.tie : null,
    turnsPlayed: state.turnCount,
    myBuyPower: view.me.buyPower,
    opponentBuyPower: view.opponent.buyPower,
  };
}
