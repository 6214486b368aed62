import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint, wishlistEndpoints } from '@dd/contracts';
import { z } from 'zod';
import { ApiError, call, errorMessage } from './api-client';
import { readToken } from './session-storage';

function answer(status: number, body: unknown): void {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

async function failure(): Promise<ApiError> {
  try {
    await call(wishlistEndpoints.remove, { body: { product_id: 'p1' } });
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call: failed calls', () => {
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

interface Sent {
  url: string;
  init: RequestInit;
}

function recordCalls(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return sent;
}

const searchEndpoint = endpoint(
  'GET',
  '/api/things/:kind',
  __DD_WIRE_SCHEMAS__ && {
    tags: ['test'],
    summary: 'test',
    params: z.object({ kind: z.string() }),
    query: z.object({ q: z.string().optional(), page: z.coerce.number().optional(), tag: z.array(z.string()) }),
    responses: { 200: z.object({ items: z.array(z.string()) }) },
    errors: [400],
  },
);

describe('call: one request from its endpoint definition', () => {
  it('fills in and encodes the path parameters and the query, leaving out what is unset', async () => {
    const sent = recordCalls(200, { items: [] });
    await call(searchEndpoint, { params: { kind: 'a/b c' }, query: { q: 'x&y', page: undefined, tag: ['1', '2'] } });
    expect(sent[0]?.url).toBe('/api/things/a%2Fb%20c?q=x%26y&tag=1&tag=2');
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.body).toBeNull();
  });

  it('sends the body as JSON with the method of the definition', async () => {
    const sent = recordCalls(200, { success: true, removed: true });
    expect(await call(wishlistEndpoints.remove, { body: { product_id: 'p1' } })).toEqual({
      success: true,
      removed: true,
    });
    expect(sent[0]?.url).toBe('/api/wishlist/remove');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.body).toBe('{"product_id":"p1"}');
  });

  it('fails loudly (in tests and development) when the answer breaks the contract', async () => {
    recordCalls(200, { success: true, removed: 'yes' });
    await expect(call(wishlistEndpoints.remove, { body: { product_id: 'p1' } })).rejects.toThrow(
      /POST \/api\/wishlist\/remove answered 200 outside its contract/,
    );
  });

  it('lets a request outlive the page when asked (keepalive)', async () => {
    const sent = recordCalls(200, { success: true, removed: false });
    await call(wishlistEndpoints.remove, { body: { product_id: 'p1' } }, { keepalive: true });
    expect(sent[0]?.init.keepalive).toBe(true);
  });

  it("sends the admin password as a header, and a 401 then keeps the member's session", async () => {
    const stored = new Map([['token', 'member-token']]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      removeItem: (key: string) => stored.delete(key),
    });
    const sent = recordCalls(401, { error: 'Wrong password', code: 'invalid_credentials' });
    await expect(
      call(wishlistEndpoints.remove, { body: { product_id: 'p1' } }, { adminPassword: 'pw' }),
    ).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
    const headers = sent[0]?.init.headers as Record<string, string>;
    expect(headers['x-admin-password']).toBe('pw');
    expect(readToken()).toBe('member-token');
  });

  it("keeps the error answer's extra fields for the screen that shows them", async () => {
    recordCalls(400, { error: 'Invalid product', code: 'validation', fields: { title: 'Title is required' } });
    await expect(call(wishlistEndpoints.remove, { body: { product_id: 'p1' } })).rejects.toMatchObject({
      body: { fields: { title: 'Title is required' } },
    });
  });
});

describe('call: refused for a moment (429, 503)', () => {
  /**
   * Answers each request with the next of `answers` (status and Retry-After), the last one from then on; a 200
   * with `ok`.
   */
  function answerInTurn(
    answers: Array<[number, string | null]>,
    ok: unknown = { items: ['a'] },
    refusal = 'unavailable',
  ): Sent[] {
    const sent: Sent[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const [status, retryAfter] = answers[Math.min(sent.length, answers.length - 1)]!;
      sent.push({ url, init });
      const body = status === 200 ? ok : { error: 'Busy', code: refusal };
      const headers: Record<string, string> = retryAfter === null ? {} : { 'retry-after': retryAfter };
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers }));
    });
    return sent;
  }
  const read = () => call(searchEndpoint, { params: { kind: 'x' }, query: { tag: [] } });
  const write = (options = {}) => call(wishlistEndpoints.remove, { body: { product_id: 'p1' } }, options);

  it('sends a read again, quietly, after the wait the server names', async () => {
    vi.useFakeTimers();
    try {
      const sent = answerInTurn([
        [503, '2'],
        [429, '1'],
        [200, null],
      ]);
      const answer = read();
      await vi.advanceTimersByTimeAsync(1_999);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await answer).toEqual({ items: ['a'] });
      expect(sent).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after two retries with the last refusal', async () => {
    const sent = answerInTurn([[503, '0']]);
    await expect(read()).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    expect(sent).toHaveLength(3);
  });

  it('shows a refusal at once when the named wait is past 5 s', async () => {
    const sent = answerInTurn([[503, '3600']]);
    await expect(read()).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });

  it('sends a write once, unless the caller marks it safe to repeat (503 only)', async () => {
    let sent = answerInTurn([[503, '0']]);
    await expect(write()).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
    sent = answerInTurn([[429, '0']]);
    await expect(write({ retryWrites: true })).rejects.toMatchObject({ status: 429 });
    expect(sent).toHaveLength(1);
    sent = answerInTurn(
      [
        [503, '0'],
        [200, null],
      ],
      { success: true, removed: true },
    );
    expect(await write({ retryWrites: true })).toEqual({ success: true, removed: true });
    expect(sent).toHaveLength(2);
  });

  it("sends a write again when the server refused it as 'overloaded' (before doing anything with it)", async () => {
    let sent = answerInTurn(
      [
        [503, '0'],
        [200, null],
      ],
      { success: true, removed: true },
      'overloaded',
    );
    expect(await write()).toEqual({ success: true, removed: true });
    expect(sent).toHaveLength(2);
    sent = answerInTurn([[503, '0']], null, 'overloaded');
    await expect(write()).rejects.toMatchObject({ status: 503, code: 'overloaded', message: 'Busy' });
    expect(sent).toHaveLength(3);
  });

  it('stops waiting when the call is aborted', async () => {
    const sent = answerInTurn([[503, '5']]);
    const controller = new AbortController();
    const answer = call(searchEndpoint, { params: { kind: 'x' }, query: { tag: [] } }, { signal: controller.signal });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    controller.abort();
    await expect(answer).rejects.toThrow();
    expect(sent).toHaveLength(1);
  });
});
