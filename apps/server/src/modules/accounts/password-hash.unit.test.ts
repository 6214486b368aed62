import { describe, expect, it } from 'vitest';
import { formatHash, OWASP_SCRYPT, parseHash, PasswordHasher } from './password-hash.js';

describe('PasswordHasher at the production cost (scrypt N=2^17, r=8, p=1)', () => {
  const hasher = new PasswordHasher();

  it('hashes with a random salt and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hasher.hash('correct horse'), hasher.hash('correct horse')]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('correct horse', a)).toBe(true);
    expect(await hasher.verify('correct horsE', a)).toBe(false);
    expect(hasher.needsRehash(a)).toBe(false);
  }, 30_000);

  it('does not block the event loop while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await hasher.hash('event loop stays free');
    clearInterval(timer);
    // A derivation takes hundreds of milliseconds; a blocked loop would tick zero or once.
    expect(ticks).toBeGreaterThan(5);
  }, 30_000);
});

describe('hash format', () => {
  it('round-trips and keeps its parameters, so a cheaper old hash is rehashed', async () => {
    const cheap = new PasswordHasher({ logN: 10, r: 8, p: 1 });
    const stored = await cheap.hash('pw-12345');
    expect(parseHash(stored)?.params).toEqual({ logN: 10, r: 8, p: 1 });
    // The production hasher still verifies it with the stored parameters...
    const strong = new PasswordHasher(OWASP_SCRYPT);
    expect(await strong.verify('pw-12345', stored)).toBe(true);
    // ...and asks for a rehash.
    expect(strong.needsRehash(stored)).toBe(true);
  });

  it('treats anything else as a failed verification, never a throw', async () => {
    const hasher = new PasswordHasher({ logN: 10, r: 8, p: 1 });
    for (const stored of ['', 'plain', 'scrypt$17$8$1$$', 'bcrypt$2b$10$abc', 'scrypt$99$8$1$c2FsdA$a2V5']) {
      expect(parseHash(stored)).toBeNull();
      expect(await hasher.verify('pw', stored)).toBe(false);
      expect(hasher.needsRehash(stored)).toBe(true);
    }
    expect(formatHash({ logN: 10, r: 8, p: 1 }, Buffer.from('salt'), Buffer.from('key'))).toBe(
      'scrypt$10$8$1$c2FsdA$a2V5',
    );
  });
});

describe('the bounded hashing queue', () => {
  it('refuses at once with 503 and Retry-After when the queue is full, and serves again once it drains', async () => {
    // One thread and one waiting place; a costly derivation keeps the thread busy.
    const hasher = new PasswordHasher({ logN: 16, r: 8, p: 1 }, { concurrency: 1, maxQueue: 1 });
    const running = hasher.hash('first');
    const waiting = hasher.hash('second');
    const started = performance.now();
    const refused = await hasher.hash('third').then(
      () => null,
      (error: unknown) => error,
    );
    const tookMs = performance.now() - started;
    expect(refused).toMatchObject({
      status: 503,
      code: 'unavailable',
      message: 'The server is busy. Please try again in a few seconds.',
      headers: { 'retry-after': '2' },
    });
    expect(tookMs).toBeLessThan(50);
    expect(await hasher.verify('x', 'not-a-hash')).toBe(false);
    const [a, b] = await Promise.all([running, waiting]);
    expect(await hasher.verify('second', b)).toBe(true);
    expect(hasher.load).toEqual({ active: 0, waiting: 0 });
    expect(await hasher.verify('first', a)).toBe(true);
  }, 30_000);
});
