/**
 * mulberry32 as a step on a plain number: the generator of card matches dealt before fair play (issue 21). A
 * stored match without `rngVersion` keeps its position in `rng` and finishes on it; new matches use the seed
 * stream (`match-random.ts`). Same algorithm as `seededRandom`.
 */
export function nextRandom(state: number): [value: number, state: number] {
  const a = (state + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a];
}

/** Fisher-Yates shuffle driven by the stored generator state; returns the shuffled copy and the new state. */
export function shuffleWith<T>(items: readonly T[], state: number): [items: T[], state: number] {
  const out = [...items];
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [r, next] = nextRandom(s);
    s = next;
    const j = Math.floor(r * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, s];
}
