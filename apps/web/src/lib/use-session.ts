import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { LOGIN_EVENT, LOGOUT_EVENT, readStoredUserRaw, readToken, USER_UPDATED_EVENT } from './session-storage';
import { logout as logoutEverywhere } from './logout';
import { parseStoredUser, type SessionUser } from './session-user';

export { LOGIN_EVENT, LOGOUT_EVENT } from './session-storage';

const EVENTS = [LOGIN_EVENT, LOGOUT_EVENT, USER_UPDATED_EVENT, 'storage'] as const;

// A string snapshot keeps useSyncExternalStore stable between renders.
function snapshot(): string {
  return JSON.stringify([readToken(), readStoredUserRaw()]);
}

function subscribe(onChange: () => void): () => void {
  // 'storage': another tab logging in or out.
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

export interface Session {
  token: string | null;
  user: SessionUser | null;
  loggedIn: boolean;
  logout: () => Promise<void>;
}

export function useSession(): Session {
  const raw = useSyncExternalStore(subscribe, snapshot, () => JSON.stringify([null, null]));
  const logout = useCallback(() => logoutEverywhere(), []);
  return useMemo(() => {
    const [token, userRaw] = JSON.parse(raw) as [string | null, string | null];
    return { token, user: parseStoredUser(userRaw), loggedIn: Boolean(token), logout };
  }, [raw, logout]);
}
