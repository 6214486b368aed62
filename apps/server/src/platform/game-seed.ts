import { randomBytes } from 'node:crypto';
import type { GameSeed } from '@dd/game';

/** A game's seed: 32 bytes from `random` when a test passes a seeded one, else from crypto. */
export function drawSeed(random?: (() => number) | undefined): number {
  return random ? Math.floor(random() * 2 ** 32) : randomBytes(4).readUInt32BE(0);
}

/** A match's 256-bit seed from the operating system's CSPRNG (fair play: nobody can search 2^256 seeds). */
export function newGameSeed(): GameSeed {
  return randomBytes(32).toString('hex');
}
