import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ACCOUNT_KEY } from '../../lib/account-key';
import { LOGIN_EVENT, LOGOUT_EVENT } from '../../lib/session-storage';

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
