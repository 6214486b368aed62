import { randomBytes } from 'node:crypto';

/** A game's seed: 32 bits from `random` when a test passes a seeded one, else from crypto. */
export function drawSeed(random?: (() => number) | undefined): number {
  return random ? Math.floor(random() * 2 ** 32) : randomBytes(4).readUInt32BE(0);
}
