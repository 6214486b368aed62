import type { CardMatchStateResponse } from '@dd/contracts';
import { withoutOneCard } from './board-view';

type State = CardMatchStateResponse;

/** A card play the server has not answered yet: which card, what it costs, and the version it was played on. */
export interface PendingPlay {
  cardId: string;
  /** The card's energy cost as listed (a free next card costs nothing). */
  cost: number;
  /** The version of the server state the play was made on. */
  baseVersion: number;
}

/**
 * The state as if the server had taken the play: the card leaves the asking player's hand for their side of the
 * table and its energy is spent (the card's effects wait for the server's answer).
 */
export function withOptimisticPlay(state: State, play: Pick<PendingPlay, 'cardId' | 'cost'>): State {
  const seat = state.playerId === state.playerAId ? 'playerA' : 'playerB';
  const me = state[seat];
  if (!me.hand.includes(play.cardId)) return state;
  const cost = me.nextCardFree ? 0 : play.cost;
  return {
    ...state,
    [seat]: {
      ...me,
      hand: withoutOneCard(me.hand, play.cardId),
      playedCards: [...me.playedCards, play.cardId],
      energy: Math.max(0, me.energy - cost),
      nextCardFree: false,
    },
  };
}

/**
 * What the board shows: the server's state, with the play in flight laid over it as long as that state is the
 * one it was played on (a newer one already holds the play, or whatever the server made of it).
 */
export function shownState(server: State, pending: PendingPlay | null): State {
  if (!pending || server.version !== pending.baseVersion) return server;
  return withOptimisticPlay(server, pending);
}

/** Of the state shown and one just answered, the newer (the higher version); an older answer never wins. */
export function newerState(shown: State | undefined, next: State): State {
  if (!shown || shown.matchId !== next.matchId || next.version >= shown.version) return next;
  return shown;
}
