import type { CreateCardMatchResponse, UserCardGamesResponse } from '@dd/contracts';
import { ACCOUNT_KEY } from '../../lib/account-key';
import { api } from '../../lib/api-client';

/*
 * The two card game calls the duel's result needs (a feature does not import another one): the member's running
 * card games, to see a rematch the other player created, and create-match.
 */

/**
 * The member's running card games: the same call, so the same cache entry, as the card game's own user-games
 * key, which every card.match push event reads again (app/realtime-events.test.ts holds the two equal). Spelt
 * out here rather than imported, as a feature does not import another; and so that the push connection, loaded
 * on every member's first page, needs no chunk of the duel's.
 */
export const rematchKeys = { cardGames: [...ACCOUNT_KEY, 'card', 'user-games'] as const };

export const fetchCardGames = (signal?: AbortSignal) =>
  api<UserCardGamesResponse>('/api/card/user-games', signal ? { signal } : {});

export const createCardMatch = (playerAId: number, playerBId: number) =>
  api<CreateCardMatchResponse>('/api/card/create-match', { method: 'POST', body: { playerAId, playerBId } });
