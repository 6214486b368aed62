import { readStored } from './read-stored';

/** Local storage keys of the spec: token and user. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** Window events of the spec: login stores token and user, logout clears both. */
export const LOGIN_EVENT = 'login';
export const LOGOUT_EVENT = 'logout';
/** The stored user changed (profile edit) without a new login. */
export const USER_UPDATED_EVENT = 'user-updated';

export function readToken(): string | null {
  return readStored(TOKEN_KEY);
}

export function readStoredUserRaw(): string | null {
  return readStored(USER_KEY);
}

/** Stores token and user and emits the login event. */
export function saveSession(token: string, user: unknown): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage unavailable (private mode quota): the session lasts this page only.
  }
  window.dispatchEvent(new Event(LOGIN_EVENT));
}

/** Replaces the stored user (e.g. a new avatar) and tells the header. */
export function updateStoredUser(user: unknown): void {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // As above.
  }
  window.dispatchEvent(new Event(USER_UPDATED_EVENT));
}

/** Clears token and user and emits the logout event. */
export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  window.dispatchEvent(new Event(LOGOUT_EVENT));
}
