import {
  cardDeckEndpoints,
  cardMatchEndpoints,
  cardQueueEndpoints,
  cardRematchEndpoints,
  cardReplayEndpoints,
  type CardMode,
} from '@dd/contracts';
import { call } from '../../lib/api-client';

/**
 * The card game's calls (community spec section 7), one function each; the screens wrap them in queries and
 * mutations. The token decides who calls, so no user id is sent.
 */
export const cardApi = {
  cards: (signal?: AbortSignal) => call(cardDeckEndpoints.cards, { query: {} }, { signal }),

  decks: (signal?: AbortSignal) => call(cardDeckEndpoints.list, { query: {} }, { signal }),
  createDeck: (name: string, cardIds: string[]) => call(cardDeckEndpoints.create, { body: { name, cardIds } }),
  updateDeck: (id: string, name: string, cardIds: string[]) =>
    call(cardDeckEndpoints.update, { params: { id }, body: { name, cardIds } }),
  deleteDeck: (id: string) => call(cardDeckEndpoints.remove, { params: { id } }),
  activateDeck: (id: string) => call(cardDeckEndpoints.activate, { params: { id }, body: {} }),

  joinQueue: (mode: CardMode) =>
    call(mode === 'blitz' ? cardQueueEndpoints.joinBlitz : cardQueueEndpoints.joinAsync, { body: {} }),
  leaveQueue: () => call(cardQueueEndpoints.leave, { body: {} }),
  queueStatus: (signal?: AbortSignal) => call(cardQueueEndpoints.status, { query: {} }, { signal }),
  userGames: (signal?: AbortSignal) => call(cardQueueEndpoints.userGames, { query: {} }, { signal }),
  practice: (mode: CardMode) => call(cardMatchEndpoints.practice, { body: { mode } }),
  createMatch: (playerAId: number, playerBId: number) =>
    call(cardRematchEndpoints.createMatch, { body: { playerAId, playerBId } }),

  matchState: (matchId: number, playerId: number, signal?: AbortSignal) =>
    call(cardMatchEndpoints.state, { query: { matchId, playerId } }, { signal }),
  /** How far the match is (version, turn, status): a waiting board checks it and reads the state only on a change. */
  matchVersion: (matchId: number, signal?: AbortSignal) =>
    call(cardMatchEndpoints.version, { params: { id: matchId } }, { signal }),
  playCard: (matchId: number, playerId: number, cardId: string) =>
    call(cardMatchEndpoints.playCard, { body: { matchId, playerId, cardId } }),
  endTurn: (matchId: number, playerId: number, isTimeout = false) =>
    call(cardMatchEndpoints.endTurn, { body: { matchId, playerId, ...(isTimeout ? { isTimeout: true } : {}) } }),
  forfeit: (matchId: number, playerId: number) => call(cardMatchEndpoints.forfeit, { body: { matchId, playerId } }),

  /** A match's move log for one of its players: the entries after the `after`-th (issue 22). */
  moveLog: (matchId: number, after: number, signal?: AbortSignal) =>
    call(cardMatchEndpoints.moveLog, { params: { id: matchId }, query: after > 0 ? { after } : {} }, { signal }),
  /** A finished match's seed, decks and action log (public; 409 while the match runs). */
  replay: (matchId: number, signal?: AbortSignal) =>
    call(cardReplayEndpoints.replay, { params: { id: matchId } }, { signal }),
  /** A member's finished matches, newest first, 20 a page (public). */
  finishedMatches: (userId: number, cursor: string | undefined, signal?: AbortSignal) =>
    call(cardReplayEndpoints.finished, { query: { userId, ...(cursor ? { cursor } : {}) } }, { signal }),
};
