import type {
  CardMatchLogResponse,
  CardMatchStateResponse,
  CardMatchVersion,
  CardReplay,
  CardMode,
  CardQueueStatus,
  CardsResponse,
  CreateCardMatchResponse,
  DeckResponse,
  DecksResponse,
  FinishedCardMatchesResponse,
  JoinCardQueueResponse,
  LeaveCardQueueResponse,
  PracticeResponse,
  UserCardGamesResponse,
} from '@dd/contracts';
import { api } from '../../lib/api-client';

/**
 * The card game's calls (community spec section 7), one function each; the screens wrap them in queries and
 * mutations. The token decides who calls, so no user id is sent.
 */
export const cardApi = {
  cards: (signal?: AbortSignal) => api<CardsResponse>('/api/card/cards', signal ? { signal } : {}),

  decks: (signal?: AbortSignal) => api<DecksResponse>('/api/card/decks', signal ? { signal } : {}),
  createDeck: (name: string, cardIds: string[]) =>
    api<DeckResponse>('/api/card/decks', { method: 'POST', body: { name, cardIds } }),
  updateDeck: (id: string, name: string, cardIds: string[]) =>
    api<DeckResponse>(`/api/card/decks/${encodeURIComponent(id)}`, { method: 'PUT', body: { name, cardIds } }),
  deleteDeck: (id: string) => api<{ success: true }>(`/api/card/decks/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  activateDeck: (id: string) =>
    api<DeckResponse>(`/api/card/decks/${encodeURIComponent(id)}/activate`, { method: 'POST', body: {} }),

  joinQueue: (mode: CardMode) =>
    api<JoinCardQueueResponse>(mode === 'blitz' ? '/api/card/join-blitz-queue' : '/api/card/join-async-queue', {
      method: 'POST',
      body: {},
    }),
  leaveQueue: () => api<LeaveCardQueueResponse>('/api/card/leave-queue', { method: 'POST', body: {} }),
  queueStatus: (signal?: AbortSignal) => api<CardQueueStatus>('/api/card/queue-status', signal ? { signal } : {}),
  userGames: (signal?: AbortSignal) => api<UserCardGamesResponse>('/api/card/user-games', signal ? { signal } : {}),
  practice: (mode: CardMode) => api<PracticeResponse>('/api/card/practice', { method: 'POST', body: { mode } }),
  createMatch: (playerAId: number, playerBId: number) =>
    api<CreateCardMatchResponse>('/api/card/create-match', { method: 'POST', body: { playerAId, playerBId } }),

  matchState: (matchId: number, playerId: number, signal?: AbortSignal) =>
    api<CardMatchStateResponse>(
      `/api/card/get-match-state?matchId=${matchId}&playerId=${playerId}`,
      signal ? { signal } : {},
    ),
  /** How far the match is (version, turn, status): a waiting board checks it and reads the state only on a change. */
  matchVersion: (matchId: number, signal?: AbortSignal) =>
    api<CardMatchVersion>(`/api/card/matches/${matchId}/version`, signal ? { signal } : {}),
  playCard: (matchId: number, playerId: number, cardId: string) =>
    api<CardMatchStateResponse>('/api/card/play-card', { method: 'POST', body: { matchId, playerId, cardId } }),
  endTurn: (matchId: number, playerId: number, isTimeout = false) =>
    api<CardMatchStateResponse>('/api/card/end-turn', {
      method: 'POST',
      body: { matchId, playerId, ...(isTimeout ? { isTimeout: true } : {}) },
    }),
  forfeit: (matchId: number, playerId: number) =>
    api<CardMatchStateResponse>('/api/card/forfeit-match', { method: 'POST', body: { matchId, playerId } }),

  /** A match's move log for one of its players: the entries after the `after`-th (issue 22). */
  moveLog: (matchId: number, after: number, signal?: AbortSignal) =>
    api<CardMatchLogResponse>(
      `/api/card/matches/${matchId}/log${after > 0 ? `?after=${after}` : ''}`,
      signal ? { signal } : {},
    ),
  /** A finished match's seed, decks and action log (public; 409 while the match runs). */
  replay: (matchId: number, signal?: AbortSignal) =>
    api<CardReplay>(`/api/card/matches/${matchId}/replay`, signal ? { signal } : {}),
  /** A member's finished matches, newest first, 20 a page (public). */
  finishedMatches: (userId: number, cursor: string | undefined, signal?: AbortSignal) =>
    api<FinishedCardMatchesResponse>(
      `/api/card/finished-matches?userId=${userId}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      signal ? { signal } : {},
    ),
};
