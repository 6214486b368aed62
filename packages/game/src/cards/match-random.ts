import { SeedStream, type GameSeed } from '../seed-stream.js';
import { shuffleWith } from './rng.js';

/**
 * Where a match's reshuffles come from, continued from the position stored in its state: the seed stream for a
 * match dealt since fair play (`rngVersion: 2`), mulberry32 for a match dealt before it, which finishes on the
 * generator it started with.
 */
export interface MatchRandom {
  shuffle<T>(items: readonly T[]): T[];
  /** The value to store back as the state's `rng`. */
  readonly position: number;
}

/** The fields of a match state that say which generator it uses and where it stands. */
export interface MatchRandomFields {
  rngVersion?: 2;
  seed?: GameSeed;
  rng: number;
}

class LegacyRandom implements MatchRandom {
  constructor(private state: number) {}

  get position(): number {
    return this.state;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const [out, next] = shuffleWith(items, this.state);
    this.state = next;
    return out;
  }
}

export function matchRandom(state: MatchRandomFields): MatchRandom {
  if (state.rngVersion === undefined) return new LegacyRandom(state.rng);
  if (state.rngVersion !== 2 || state.seed === undefined) throw new Error('A match state has an unknown generator');
  return new SeedStream(state.seed, state.rng);
}
