import type { CardMatchStateResponse, CardPlayerState, ErrorCode } from '@dd/contracts';
import {
  CARD_SET_VERSION,
  cardBlockReason,
  isCardSetVersion,
  playBlockReason,
  type CardSetVersion,
  type PlayBlockView,
} from '@dd/game';
import { ApiError } from '../../../lib/api-client';
import { BOARD_TEXT } from './board-text';

/**
 * Whether a card may be played, asked of the engine (`playBlockReason`, the very check the server's engine
 * makes), and the spec's section 8 alerts for a play refused here or by the server: both name a refusal by the
 * same code.
 */

/** The match's card set as this bundle knows it (a set newer than the bundle is read as the current one). */
const cardSetOf = (n: number): CardSetVersion => (isCardSetVersion(n) ? n : CARD_SET_VERSION);

/** The asking player's match state as the engine's view of it. */
export function playView(state: CardMatchStateResponse): PlayBlockView {
  return {
    gameStatus: state.gameStatus,
    currentTurn: state.currentTurn,
    you: state.playerId === state.playerAId ? 'player_a' : 'player_b',
    turnDeadline: Date.parse(state.turnDeadline),
    cardSet: cardSetOf(state.cardSet),
    playerA: state.playerA,
    playerB: state.playerB,
  };
}

/**
 * Why a card in the hand is greyed, with the spec's words (section 4): already on the table this turn, or dearer
 * than the energy left; whoever is on turn. Null when it is not greyed.
 */
export function greyedReason(me: CardPlayerState, cardId: string, cardSet: number): string | null {
  switch (cardBlockReason(me, cardId, cardSetOf(cardSet))) {
    case 'card_already_played':
      return BOARD_TEXT.playedCard;
    case 'not_enough_energy':
      return BOARD_TEXT.notEnoughEnergy;
    default:
      return null;
  }
}

/** The spec's alert for a play refused with this code (section 8); any other refusal is 'Failed to play card'. */
export function playFailureText(code: ErrorCode | null): string {
  switch (code) {
    case 'card_not_in_hand':
      return BOARD_TEXT.cardNotAvailable;
    case 'not_enough_energy':
      return BOARD_TEXT.notEnoughEnergyAlert;
    case 'not_your_turn':
      return BOARD_TEXT.notYourTurn;
    default:
      return BOARD_TEXT.playFailed;
  }
}

/** What the board does with a play before asking the server: send it, drop it, or answer with an alert. */
export type PlayCheck = 'send' | 'ignore' | { alert: string };

/**
 * The board's own check of a play on the state it holds. The turn and the hand come before the one-play lock
 * ('Please wait - another card is being played'), what the card lacks after it. The turn's time is left to the
 * server: this clock is not the server's.
 */
export function playCheck(state: CardMatchStateResponse, cardId: string, anotherPlaying: boolean): PlayCheck {
  const blocked = playBlockReason(playView(state), cardId);
  // The board shows the end; a play then is no news.
  if (blocked === 'game_over') return 'ignore';
  if (blocked === 'not_your_turn' || blocked === 'card_not_in_hand') return { alert: playFailureText(blocked) };
  if (anotherPlaying) return { alert: BOARD_TEXT.anotherCardPlaying };
  return blocked ? { alert: playFailureText(blocked) } : 'send';
}

/**
 * The server refused a play: the alert, by the envelope's code, and whether to read the match again (the hand
 * the board showed was behind). A failure without an answer (the network) has none of the codes.
 */
export function playRefusal(error: unknown): { alert: string; resync: boolean } {
  const code = error instanceof ApiError ? error.code : null;
  return { alert: playFailureText(code), resync: code === 'card_not_in_hand' };
}
