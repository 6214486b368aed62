import { cardSetOf, getCard, type CardDefinition, type CardSetVersion } from './card-set.js';
import type { CardGameStatus, Seat } from './seat.js';

/**
 * The legal-move query (issue 23): whether a player may play a card now, read from what that player sees. The
 * engine's play validation is this function, and a client asks it of its own view, so the two cannot disagree.
 * Apart from the engine so that a board loads it without the match's dealing and randomness.
 */

/** Why a card cannot be played: the engine's refusals of a play, in the order it checks them. */
export type PlayBlockReason =
  'game_over' | 'not_your_turn' | 'turn_time_over' | 'card_not_in_hand' | 'card_already_played' | 'not_enough_energy';

/** What a play's legality reads of a seat: all of it in the player's own view of their seat. */
export interface PlaySeat {
  readonly hand: readonly (string | null)[];
  readonly playedCards: readonly string[];
  readonly energy: number;
  readonly nextCardFree: boolean;
}

/**
 * What a play's legality reads of a match: the player's own view (`CardMatchView`) holds all of it; the engine
 * passes its state with the player's seat.
 */
export interface PlayBlockView {
  readonly gameStatus: CardGameStatus;
  readonly currentTurn: Seat;
  /** The seat of the player who would play. */
  readonly you: Seat;
  /** Epoch ms; read only when `now` is given. */
  readonly turnDeadline: number;
  /** Absent: set 1, as in a stored state (`cardSetOf`). */
  readonly cardSet?: CardSetVersion | undefined;
  readonly playerA: PlaySeat;
  readonly playerB: PlaySeat;
}

/** The cost the player would pay for this card now (a pending nextCardFree makes it 0). */
export function costFor(player: { readonly nextCardFree: boolean }, card: CardDefinition): number {
  return player.nextCardFree ? 0 : card.cost;
}

/**
 * Why `you` may not play `cardId` now, or null when the engine would take the play. `now` (ms) checks the turn's
 * deadline; a client leaves it out, since its clock is not the server's and the server's answer decides the time.
 */
export function playBlockReason(view: PlayBlockView, cardId: string, now?: number): PlayBlockReason | null {
  if (view.gameStatus !== 'in_progress') return 'game_over';
  if (view.you !== view.currentTurn) return 'not_your_turn';
  if (now !== undefined && now >= view.turnDeadline) return 'turn_time_over';
  return cardBlockReason(view.you === 'player_a' ? view.playerA : view.playerB, cardId, cardSetOf(view));
}

/**
 * What the card itself lacks, whoever is on turn: in the hand, not yet on the table this turn, affordable. The
 * last part of `playBlockReason`; a board greys its hand by it.
 */
export function cardBlockReason(
  seat: PlaySeat,
  cardId: string,
  cardSet: CardSetVersion,
): Extract<PlayBlockReason, 'card_not_in_hand' | 'card_already_played' | 'not_enough_energy'> | null {
  const card = getCard(cardId, cardSet);
  if (!card || !seat.hand.includes(cardId)) return 'card_not_in_hand';
  if (seat.playedCards.includes(cardId)) return 'card_already_played';
  if (seat.energy < costFor(seat, card)) return 'not_enough_energy';
  return null;
}
