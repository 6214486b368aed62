import { newsletterEndpoints, type EndpointResponse } from '@dd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '../../lib/account-key';
import { call } from '../../lib/api-client';

/**
 * `newsletterEndpoints.subscribe` (`points_awarded`: 100 to a signed-in member the first time); used by the
 * modal, the home section and the drops form alike.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => call(newsletterEndpoints.subscribe, { body: { email } }),
    // A logged-in subscription earns points: the rewards and profile pages show the new balance.
    // Not awaited: the success message does not wait for the refetch.
    onSuccess: () => {
      void invalidateAccount(queryClient);
    },
  });
}

export function unsubscribe(
  email: string,
  token: string,
): Promise<EndpointResponse<typeof newsletterEndpoints.unsubscribe>> {
  return call(newsletterEndpoints.unsubscribe, { body: { email, token } });
}
