/** Memory game: 8 pairs; a submitted score is possible only in 10..60, in steps of 5 (decisions.md). */
export const MEMORY_PAIRS = 8;
export const MEMORY_MIN_SCORE = 10;
export const MEMORY_MAX_SCORE = 60;
export const MEMORY_SCORE_STEP = 5;

export function isPossibleMemoryScore(score: number): boolean {
  return (
    Number.isInteger(score) && score >= MEMORY_MIN_SCORE && score <= MEMORY_MAX_SCORE && score % MEMORY_SCORE_STEP === 0
  );
}
