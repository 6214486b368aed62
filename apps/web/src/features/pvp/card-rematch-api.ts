import type { CreateCardMatchResponse, UserCardGamesResponse } from '@dd/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../lib/account-key';
import { api } from '../../lib/api-client';

/*
 * The two card game calls the duel's result needs (a feature does not import another one): the member's running
 * card games, to see a rematch the other player created, and create-match.
 */

/** The member's running card games as the duel result reads them; app/ invalidates it on card.match events. */
export const rematchKeys = { cardGames: [...ACCOUNT_KEY, 'pvp', 'card-games'] as const };

/** A card match of this member was created or changed: a result on screen looks for its rematch again. */
export function rematchGamesChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: rematchKeys.cardGames });
}

export const fetchCardGames = (signal?: AbortSignal) =>
  api<UserCardGamesResponse>('/api/card/user-games', signal ? { signal } : {});

export const createCardMatch = (playerAId: number, playerBId: number) =>
  api<CreateCardMatchResponse>('/api/card/create-match', { method: 'POST', body: { playerAId, playerBId } });
