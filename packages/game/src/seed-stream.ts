import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * Game randomness that nobody can search (fair play, issue 21): a 256-bit seed from the server's CSPRNG,
 * expanded by ChaCha20 (RFC 8439: the seed is the key, the nonce is zero, block n is the keystream at counter
 * n). A game keeps only the seed and how many 32-bit words it has drawn, so a stored game continues the same
 * stream and a finished one replays from seed + actions. Knowing any number of outputs tells nothing about the
 * others without the key: the seed space is 2^256, not searchable.
 */

/** A seed as it is stored and shown: 32 bytes as 64 lower-case hex characters. */
export type GameSeed = string;
const SEED_PATTERN = /^[0-9a-f]{64}$/;

export function isGameSeed(value: unknown): value is GameSeed {
  return typeof value === 'string' && SEED_PATTERN.test(value);
}

/** The public commitment to a seed: SHA-256 of its 32 bytes, as 64 hex characters. */
export function seedCommitment(seed: GameSeed): string {
  return bytesToHex(sha256(seedBytes(seed)));
}

/** Whether `seed` is the one `commitment` was made for. */
export function verifySeed(seed: string, commitment: string): boolean {
  return isGameSeed(seed) && seedCommitment(seed) === commitment.toLowerCase();
}

function seedBytes(seed: GameSeed): Uint8Array {
  if (!isGameSeed(seed)) throw new Error('A game seed is 64 hex characters');
  return hexToBytes(seed);
}

const WORDS_PER_BLOCK = 16;
const NONCE = new Uint8Array(12);
const ZEROS = new Uint8Array(WORDS_PER_BLOCK * 4);
const TWO_32 = 2 ** 32;

/**
 * A reader of a seed's stream from a position (the number of words drawn before). Draws are deterministic in
 * (seed, position): the same position always gives the same words.
 */
export class SeedStream {
  private readonly key: Uint8Array;
  private blockIndex = -1;
  private block = new Uint32Array(WORDS_PER_BLOCK);

  constructor(
    seed: GameSeed,
    private index = 0,
  ) {
    if (!Number.isSafeInteger(index) || index < 0) throw new Error('A stream position is a whole number ≥ 0');
    this.key = seedBytes(seed);
  }

  /** How many words have been drawn: store it to continue the stream later. */
  get position(): number {
    return this.index;
  }

  /** The next 32-bit word, as an unsigned integer. */
  nextWord(): number {
    const blockIndex = Math.floor(this.index / WORDS_PER_BLOCK);
    if (blockIndex !== this.blockIndex) {
      const bytes = chacha20(this.key, NONCE, ZEROS, undefined, blockIndex);
      this.block = new Uint32Array(WORDS_PER_BLOCK);
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      for (let i = 0; i < WORDS_PER_BLOCK; i++) this.block[i] = view.getUint32(i * 4, true);
      this.blockIndex = blockIndex;
    }
    const word = this.block[this.index % WORDS_PER_BLOCK] as number;
    this.index++;
    return word;
  }

  /** A uniform whole number in [0, bound), without modulo bias (words past the last full range are redrawn). */
  nextInt(bound: number): number {
    if (!Number.isSafeInteger(bound) || bound < 1 || bound > TWO_32) throw new Error('bound must be 1 .. 2^32');
    const limit = TWO_32 - (TWO_32 % bound);
    for (;;) {
      const word = this.nextWord();
      if (word < limit) return word % bound;
    }
  }

  /** A Fisher-Yates shuffled copy of `items`. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}
