import { randomBytes } from 'node:crypto';
import type { GameSeed } from '@dd/game';

/** A match's 256-bit seed from the operating system's CSPRNG (fair play: nobody can search 2^256 seeds). */
export function newGameSeed(): GameSeed {
  return randomBytes(32).toString('hex');
}
