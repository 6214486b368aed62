import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface SubscribeResult {
  success: true;
  message: string;
  alreadySubscribed: boolean;
}

/** POST /api/newsletter; used by the modal, the home section and the drops form alike. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api<SubscribeResult>('/api/newsletter', { method: 'POST', body: { email } }),
  });
}

export function unsubscribe(email: string, token: string): Promise<{ success: true; message: string }> {
  return api('/api/unsubscribe', { method: 'POST', body: { email, token } });
}
