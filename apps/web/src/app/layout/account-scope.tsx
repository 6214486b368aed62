import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LOGIN_EVENT, LOGOUT_EVENT } from '../../lib/session-storage';

/** Root of every query key that holds the signed-in member's data. */
export const ACCOUNT_KEY = ['account'] as const;

/** Drops the member's cached data when someone logs in or out, so nobody sees the previous session's data. */
export function AccountScope() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reset = () => queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
    window.addEventListener(LOGIN_EVENT, reset);
    window.addEventListener(LOGOUT_EVENT, reset);
    return () => {
      window.removeEventListener(LOGIN_EVENT, reset);
      window.removeEventListener(LOGOUT_EVENT, reset);
    };
  }, [queryClient]);
  return null;
}
