import { readStored } from '../../lib/read-stored';

/*
 * The device token of the latest login on this browser: sent with the next login so the server does not hold it
 * back while the account is under attack. It names the device, not the session, so logging out keeps it. Only the
 * login and registration code reads it, so it stays out of the first load (lib/session-storage.ts is in it).
 */
export const DEVICE_TOKEN_KEY = 'device_token';

export function readDeviceToken(): string | null {
  return readStored(DEVICE_TOKEN_KEY);
}

/** Keeps the device token of a login's answer; an answer without one (an older server) forgets the old one. */
export function saveDeviceToken(token: string | undefined): void {
  try {
    if (token) localStorage.setItem(DEVICE_TOKEN_KEY, token);
    else localStorage.removeItem(DEVICE_TOKEN_KEY);
  } catch {
    // Storage unavailable: the next login is simply an unknown device's.
  }
}
