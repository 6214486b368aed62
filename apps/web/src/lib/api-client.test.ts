import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage } from './api-client';

function answer(status: number, body: unknown): void {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

async function failure(): Promise<ApiError> {
  try {
    await api('/api/forum/thread/9');
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api: failed calls', () => {
  it("carries the server's code and message", async () => {
    answer(404, { error: 'Thread not found.', code: 'not_found' });
    const error = await failure();
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Thread not found.', fromServer: true });
    expect(errorMessage(error, 'Failed')).toBe('Thread not found.');
  });

  it('prefers the code the server chose over the one its status implies', async () => {
    answer(429, { error: 'Daily limit reached.', code: 'limit_reached' });
    expect((await failure()).code).toBe('limit_reached');
  });

  it('reads the code from the status when the server sent none', async () => {
    answer(403, { error: 'Nope.' });
    expect((await failure()).code).toBe('forbidden');
    answer(409, { error: 'Taken.', code: 409 });
    expect((await failure()).code).toBe('conflict');
    answer(502, 'Bad gateway');
    const error = await failure();
    expect(error.code).toBe('upstream_failed');
    expect(errorMessage(error, 'Failed')).toBe('Failed');
  });

  it("says 'unavailable' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure();
    expect(error).toMatchObject({ status: 0, code: 'unavailable', fromServer: false });
  });
});
