import type { CardLogEntry, CardMatchStateResponse } from '@dd/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardApi } from '../api';
import { cardKeys } from '../query-keys';
import { lastLogged, logSignature, mergeLog } from './move-log-sync';

/**
 * The match's move log (issue 22), read again whenever the match changes on screen (and with it, when a push
 * event invalidates the match): each read asks only for the entries after the last one known.
 */
export function useMoveLog(matchId: number, state: CardMatchStateResponse | undefined) {
  const queryClient = useQueryClient();
  const signature = state ? logSignature(state) : '';
  return useQuery({
    queryKey: cardKeys.moveLog(matchId, signature),
    queryFn: async ({ signal }) => {
      // The longest log known for this match, whatever the signature it was read at.
      let known: CardLogEntry[] = [];
      for (const [, data] of queryClient.getQueriesData<CardLogEntry[]>({ queryKey: cardKeys.moveLog(matchId) })) {
        if (data && lastLogged(data) > lastLogged(known)) known = data;
      }
      const { entries } = await cardApi.moveLog(matchId, lastLogged(known), signal);
      return mergeLog(known, entries);
    },
    enabled: state !== undefined,
    // The log shown stays up while the next part is read; older signatures' copies go soon.
    placeholderData: keepPreviousData,
    gcTime: 30_000,
  });
}
