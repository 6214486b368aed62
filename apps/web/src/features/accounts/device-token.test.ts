import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../lib/session-storage';
import { DEVICE_TOKEN_KEY, saveDeviceToken } from './device-token-storage';
import { requestLogin } from './api';

const user = {
  id: 1,
  username: 'owner',
  display_name: null,
  avatar_url: null,
  bio: null,
  email: 'owner@example.com',
  is_admin: false,
  created_at: '2026-11-27T12:00:00.000Z',
};

/** The bodies the login call sent, and what the server answers each. */
function server(answer: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  return sent;
}

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the device token on login', () => {
  it("is sent with the next login and replaced by the answer's", async () => {
    localStorage.setItem(DEVICE_TOKEN_KEY, 'device-1');
    const sent = server({ token: 'session', user, expires_at: '2026-12-27T12:00:00.000Z', device_token: 'device-2' });
    await requestLogin({ username: 'owner', password: 'pw' });
    expect(sent).toEqual([{ username: 'owner', password: 'pw', device_token: 'device-1' }]);
    expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('device-2');
    // The session itself is stored by the caller, not here.
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('is not sent when there is none, and forgotten when an answer carries none', async () => {
    const sent = server({ token: 'session', user, expires_at: '2026-12-27T12:00:00.000Z', device_token: 'device-1' });
    await requestLogin({ username: 'owner', password: 'pw' });
    expect(sent).toEqual([{ username: 'owner', password: 'pw' }]);
    expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('device-1');
    // An answer from a server from before device tokens (during a deploy) carries none.
    saveDeviceToken(undefined);
    expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBeNull();
  });
});
