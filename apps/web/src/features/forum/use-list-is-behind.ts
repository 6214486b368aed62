import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { forumKeys } from './query-keys';

/**
 * Whether push said the forum moved on since this list page was read, without the page being read again
 * (only page 1 refreshes itself; see refreshThreadLists).
 */
export function useListIsBehind(page: number): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = () => {
    const state = queryClient.getQueryState(forumKeys.list(page));
    return state?.isInvalidated === true && state.fetchStatus === 'idle';
  };
  return useSyncExternalStore(subscribe, read, () => false);
}
