import { accountSessionEndpoints } from '@dd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../../lib/account-key';
import { call } from '../../../lib/api-client';

/** Under the account key: a login or logout drops it with the rest of the member's data. */
export const sessionsKey = [...ACCOUNT_KEY, 'sessions'] as const;

/** The member's signed-in devices, read afresh each time the section shows. */
export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => call(accountSessionEndpoints.list, {}, { signal }),
    staleTime: 0,
  });
}

/** Ends one other session; the list is read again either way (a 404 means it had ended already). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(accountSessionEndpoints.revoke, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Ends every session but this one. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountSessionEndpoints.revokeOthers, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
