import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { TOKEN_KEY, USER_KEY } from '../../lib/session-storage';
import { parseStoredUser, type SessionUser } from './session-user';

/** Window events of the spec: login stores token and user, logout clears both. */
export const LOGIN_EVENT = 'login';
export const LOGOUT_EVENT = 'logout';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// A string snapshot keeps useSyncExternalStore stable between renders.
function snapshot(): string {
  return JSON.stringify([read(TOKEN_KEY), read(USER_KEY)]);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(LOGIN_EVENT, onChange);
  window.addEventListener(LOGOUT_EVENT, onChange);
  // Another tab logging in or out.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(LOGIN_EVENT, onChange);
    window.removeEventListener(LOGOUT_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export interface Session {
  token: string | null;
  user: SessionUser | null;
  loggedIn: boolean;
  logout: () => void;
}

export function useSession(): Session {
  const raw = useSyncExternalStore(subscribe, snapshot, () => JSON.stringify([null, null]));
  const logout = useCallback(() => {
    try {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
    } catch {
      // Storage unavailable: nothing was stored either.
    }
    window.dispatchEvent(new Event(LOGOUT_EVENT));
  }, []);
  return useMemo(() => {
    const [token, userRaw] = JSON.parse(raw) as [string | null, string | null];
    return { token, user: parseStoredUser(userRaw), loggedIn: Boolean(token), logout };
  }, [raw, logout]);
}
