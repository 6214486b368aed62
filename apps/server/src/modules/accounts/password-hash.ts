import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AppError } from '../../platform/errors.js';
import { HashLanes, type HashLane } from './hash-lanes.js';

/** scrypt cost: N = 2^logN, block size r, parallelism p (OWASP: 2^17, 8, 1). */
export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

/** `scrypt$logN$r$p$salt$key` (base64url); parameters travel with the hash so the cost can rise later. */
export function formatHash(params: ScryptParams, salt: Buffer, key: Buffer): string {
  return [PREFIX, params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [logN, r, p] = parts.slice(1, 4).map((n) => Number.parseInt(n ?? '', 10));
  if (!logN || !r || !p || logN < 1 || logN > 24 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { logN, r, p }, salt, key };
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below OWASP's 128 MiB.
    maxmem: 256 * N * params.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Seconds a client is asked to wait when the hashing queue is full (a few derivations' time). */
export const HASH_QUEUE_RETRY_AFTER_SECONDS = 2;

/** The answer when the hashing queue is full: at once, instead of waiting behind a flood of logins. */
export function hashQueueFull(): AppError {
  return new AppError(503, 'unavailable', 'The server is busy. Please try again in a few seconds.', undefined, {
    'retry-after': String(HASH_QUEUE_RETRY_AFTER_SECONDS),
  });
}

export interface HasherOptions {
  /** Derivations run at once (default: one core fewer than the machine has). */
  concurrency?: number;
  /** Derivations allowed to wait for a thread, per lane; past it hash/verify throw `hashQueueFull()` at once. */
  maxQueue?: number;
  /** Threads only device-token logins may use, beside the shared ones (default 1). */
  reservedForDevices?: number;
}

/**
 * Hashes and verifies passwords with scrypt on libuv's thread pool, never on the event loop. At most
 * `concurrency` derivations run at once (by default one core fewer than the machine has), so a burst of
 * logins leaves a core for the event loop and pool threads for file reads; each derivation also holds
 * 128 MiB while it runs. The waiting queue is bounded: a flood of logins gets 503 at once rather than
 * making every later login (the owner's too) wait behind it. Waiting is by lane (hash-lanes.ts): device-token
 * logins first and with a thread of their own, then clean addresses, then the rest, each lane bounded apart.
 * Per process, like the threads it guards.
 */
export class PasswordHasher {
  private readonly lanes: HashLanes;

  constructor(
    private readonly params: ScryptParams = OWASP_SCRYPT,
    options: HasherOptions = {},
  ) {
    this.lanes = new HashLanes({
      shared: options.concurrency ?? Math.max(1, availableParallelism() - 1),
      reservedForDevices: options.reservedForDevices ?? 1,
      maxQueue: options.maxQueue ?? Number.POSITIVE_INFINITY,
    });
  }

  /** Derivations running and waiting (for tests and the log). */
  get load(): { active: number; waiting: number } {
    return this.lanes.load;
  }

  /** Runs one derivation in `lane`, or refuses at once when it would have to wait in a full queue. */
  private run(lane: HashLane, derivation: () => Promise<Buffer>): Promise<Buffer> {
    return this.lanes.run(lane, derivation) ?? Promise.reject(hashQueueFull());
  }

  async hash(password: string, lane: HashLane = 'rest'): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await this.run(lane, () => derive(password, salt, this.params, KEY_LENGTH));
    return formatHash(this.params, salt, key);
  }

  /** False for a wrong password and for a stored value that is not a hash of ours. */
  async verify(password: string, stored: string, lane: HashLane = 'rest'): Promise<boolean> {
    const parsed = parseHash(stored);
    if (!parsed) return false;
    const key = await this.run(lane, () => derive(password, parsed.salt, parsed.params, parsed.key.length));
    return timingSafeEqual(key, parsed.key);
  }

  /** True when the hash was made with other parameters than today's (rehash after a successful login). */
  needsRehash(stored: string): boolean {
    const parsed = parseHash(stored);
    if (!parsed) return true;
    const { logN, r, p } = parsed.params;
    return logN !== this.params.logN || r !== this.params.r || p !== this.params.p;
  }
}
