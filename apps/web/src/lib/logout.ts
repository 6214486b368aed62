import { api } from './api-client';
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
    await api('/api/auth/logout', { method: 'POST', token });
  } catch {
    // Offline or already revoked: nothing more to do here.
  }
}
