import { accountEndpoints } from '@dd/contracts';
import { call } from './api-client';
import { clearSession, readToken } from './session-storage';

/**
 * Logs out at once on this device and revokes the token on the server. A failed revoke is not
 * shown: the token is gone from this browser either way.
 */
export async function logout(): Promise<void> {
  const token = readToken();
  clearSession();
  if (!token) return;
  try {
    await call(accountEndpoints.logout, {}, { token });
  } catch {
    // Offline or already revoked: nothing more to do here.
  }
}
