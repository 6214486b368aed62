import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '../../lib/account-key';
import { api } from '../../lib/api-client';

export interface SubscribeResult {
  success: true;
  message: string;
  alreadySubscribed: boolean;
  /** Points paid to the signed-in member (100 the first time). */
  points_awarded: number;
}

/** POST /api/newsletter; used by the modal, the home section and the drops form alike. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api<SubscribeResult>('/api/newsletter', { method: 'POST', body: { email } }),
    // A logged-in subscription earns points: the rewards and profile pages show the new balance.
    // Not awaited: the success message does not wait for the refetch.
    onSuccess: () => {
      void invalidateAccount(queryClient);
    },
  });
}

export function unsubscribe(email: string, token: string): Promise<{ success: true; message: string }> {
  return api('/api/unsubscribe', { method: 'POST', body: { email, token } });
}
