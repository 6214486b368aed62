import { describe, expect, it } from 'vitest';
import { MAX_RETRIES, MAX_WAIT_MS, parseRetryAfter, retryDelayMs, type RetryQuestion } from './retry-policy';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const ask = (q: Partial<RetryQuestion>): number | null =>
  retryDelayMs({ method: 'GET', status: 503, retryAfter: null, retriesSoFar: 0, nowMs: NOW, ...q });

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('3', NOW)).toBe(3000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter(new Date(NOW + 4000).toUTCString(), NOW)).toBe(4000);
    expect(parseRetryAfter(new Date(NOW - 4000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter('soon', NOW)).toBeNull();
    expect(parseRetryAfter('-1', NOW)).toBeNull();
    expect(parseRetryAfter(null, NOW)).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('retries a read refused with 503 or 429 after the wait the server names', () => {
    expect(ask({ status: 503, retryAfter: '2' })).toBe(2000);
    expect(ask({ status: 429, retryAfter: '1' })).toBe(1000);
    expect(ask({ method: 'head', status: 503, retryAfter: '1' })).toBe(1000);
  });

  it('backs off by itself when a 503 names no wait; a 429 without one is the answer', () => {
    expect(ask({ retriesSoFar: 0 })).toBe(500);
    expect(ask({ retriesSoFar: 1 })).toBe(1000);
    expect(ask({ status: 429 })).toBeNull();
  });

  it(`stops after ${MAX_RETRIES} retries`, () => {
    expect(ask({ retriesSoFar: MAX_RETRIES, retryAfter: '1' })).toBeNull();
  });

  it(`does not wait past ${MAX_WAIT_MS / 1000} s: the refusal is shown instead`, () => {
    expect(ask({ retryAfter: String(MAX_WAIT_MS / 1000) })).toBe(MAX_WAIT_MS);
    expect(ask({ retryAfter: String(MAX_WAIT_MS / 1000 + 1) })).toBeNull();
    expect(ask({ retryAfter: '3600' })).toBeNull();
  });

  it('never repeats a write on its own: 503 only when the caller says it is safe, 429 never', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(ask({ method, status: 503, retryAfter: '1' })).toBeNull();
      expect(ask({ method, status: 503, retryAfter: '1', retryWrites: true })).toBe(1000);
      expect(ask({ method, status: 429, retryAfter: '1', retryWrites: true })).toBeNull();
    }
  });

  it('repeats a write the server refused as overloaded (refused before anything was done), within the same bounds', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(ask({ method, status: 503, retryAfter: '1', code: 'overloaded' })).toBe(1000);
      expect(ask({ method, status: 503, code: 'overloaded', retriesSoFar: 1 })).toBe(1000);
      expect(ask({ method, status: 503, retryAfter: '1', code: 'overloaded', retriesSoFar: MAX_RETRIES })).toBeNull();
      expect(ask({ method, status: 503, retryAfter: '60', code: 'overloaded' })).toBeNull();
      // Another 503 code says nothing about whether the write happened.
      expect(ask({ method, status: 503, retryAfter: '1', code: 'unavailable' })).toBeNull();
      // 'overloaded' is a 503's word only.
      expect(ask({ method, status: 429, retryAfter: '1', code: 'overloaded' })).toBeNull();
    }
  });

  it('leaves every other failure alone', () => {
    for (const status of [400, 401, 404, 409, 500, 502, 504]) expect(ask({ status, retryAfter: '1' })).toBeNull();
  });
});
