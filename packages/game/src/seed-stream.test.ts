import { createCipheriv, createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGameSeed, SeedStream, seedCommitment, verifySeed } from './seed-stream.js';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('seed stream', () => {
  it('is the ChaCha20 keystream of the seed (RFC 8439 2.3.2 key, zero nonce)', () => {
    // Checked against OpenSSL's ChaCha20 (node:crypto), an implementation independent of the one used.
    const stream = new SeedStream(SEED);
    const words = Array.from({ length: 20 }, () => stream.nextWord());
    // node's chacha20 takes a 16-byte IV: 4-byte little-endian counter, then the 12-byte nonce.
    const iv = Buffer.alloc(16);
    const cipher = createCipheriv('chacha20', Buffer.from(SEED, 'hex'), iv);
    const bytes = cipher.update(Buffer.alloc(80));
    const expected = Array.from({ length: 20 }, (_, i) => bytes.readUInt32LE(i * 4));
    expect(words).toEqual(expected);
  });

  it('continues from a stored position exactly as an unbroken stream', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 0, max: 100 }), (seed, cut) => {
        const whole = new SeedStream(seed);
        const all = Array.from({ length: cut + 20 }, () => whole.nextWord());
        const first = new SeedStream(seed);
        for (let i = 0; i < cut; i++) first.nextWord();
        const resumed = new SeedStream(seed, first.position);
        expect(Array.from({ length: 20 }, () => resumed.nextWord())).toEqual(all.slice(cut));
      }),
      { numRuns: 50 },
    );
  });

  it('draws whole numbers below the bound, spread evenly', () => {
    const stream = new SeedStream(SEED);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[stream.nextInt(6)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('shuffles to a permutation, and the same seed and position to the same one', () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.string(), { maxLength: 30 }), (seed, items) => {
        const a = new SeedStream(seed).shuffle(items);
        expect([...a].sort()).toEqual([...items].sort());
        expect(new SeedStream(seed).shuffle(items)).toEqual(a);
      }),
      { numRuns: 50 },
    );
  });

  it('commits to a seed with its SHA-256, which verifies it and no other', () => {
    expect(seedCommitment(SEED)).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
    expect(verifySeed(SEED, seedCommitment(SEED))).toBe(true);
    expect(verifySeed(SEED.replace(/^00/, '01'), seedCommitment(SEED))).toBe(false);
    expect(isGameSeed(SEED)).toBe(true);
    expect(isGameSeed(SEED.toUpperCase())).toBe(false);
    expect(isGameSeed(SEED.slice(2))).toBe(false);
  });
});
