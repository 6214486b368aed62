import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dealMemoryBoard,
  flipMemoryCard,
  isMemoryFinished,
  isMemoryPlayState,
  isPossibleMemoryScore,
  MEMORY_CARDS,
  MEMORY_EMOJIS,
  memoryScore,
  newMemoryPlay,
  type MemoryFace,
  type MemoryPlayState,
} from './memory.js';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

/** The two places of each face. */
function pairsOf(faces: readonly MemoryFace[]): Array<[number, number]> {
  const places = new Map<string, number[]>();
  faces.forEach((face, i) => places.set(face, [...(places.get(face) ?? []), i]));
  return [...places.values()].map(([a, b]) => [a!, b!]);
}

/** Flips each index in turn; every flip must be accepted. */
function flipAll(faces: readonly MemoryFace[], indexes: number[], state = newMemoryPlay()): MemoryPlayState {
  for (const index of indexes) {
    const flip = flipMemoryCard(faces, state, index);
    if (!flip.ok) throw new Error(`flip ${index} refused: ${flip.message}`);
    state = flip.state;
  }
  return state;
}

describe('dealMemoryBoard', () => {
  it('deals 16 cards, each emoji twice', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const faces = dealMemoryBoard(seed);
        expect(faces).toHaveLength(MEMORY_CARDS);
        expect([...faces].sort()).toEqual(MEMORY_EMOJIS.flatMap((e) => [e, e]).sort());
      }),
      { numRuns: 200 },
    );
  });

  it('the same seed deals the same board; boards vary with the seed', () => {
    expect(dealMemoryBoard(SEED)).toEqual(dealMemoryBoard(SEED));
    const boards = new Set(fc.sample(seedArb, { numRuns: 50, seed: 7 }).map((seed) => dealMemoryBoard(seed).join('')));
    expect(boards.size).toBe(50);
    expect(dealMemoryBoard(SEED)).not.toEqual(MEMORY_EMOJIS.flatMap((e) => [e, e]));
  });

  it('puts every face at every place about equally often (an unbiased shuffle)', () => {
    const seeds = fc.sample(seedArb, { numRuns: 4_000, seed: 11 });
    const atFirst = new Map<string, number>();
    for (const seed of seeds) {
      const face = dealMemoryBoard(seed)[0]!;
      atFirst.set(face, (atFirst.get(face) ?? 0) + 1);
    }
    // Each face twice in 16 places: 1/8 of the boards start with it (500 of 4,000, give or take 4 sigma).
    expect(atFirst.size).toBe(8);
    for (const count of atFirst.values()) expect(Math.abs(count - 500)).toBeLessThan(85);
  });
});

describe('flipMemoryCard', () => {
  const faces = dealMemoryBoard(SEED);
  const pairs = pairsOf(faces);
  const [[a1, a2], [b1]] = pairs as [[number, number], [number, number]];

  it('a first flip shows the face and is not a move yet', () => {
    const flip = flipMemoryCard(faces, newMemoryPlay(), a1);
    expect(flip).toMatchObject({ ok: true, face: faces[a1], matched: false, finished: false, score: null });
    if (flip.ok) expect(flip.state).toEqual({ open: [a1], matched: [], moves: 0 });
  });

  it('a matching second card is one move and both stay up as matched', () => {
    const state = flipAll(faces, [a1]);
    const flip = flipMemoryCard(faces, state, a2);
    expect(flip).toMatchObject({ ok: true, face: faces[a2], matched: true, finished: false, score: null });
    if (flip.ok) expect(flip.state).toEqual({ open: [], matched: [a1, a2], moves: 1 });
  });

  it('a mismatch is one move and stays up until the next flip turns it back', () => {
    const shown = flipAll(faces, [a1, b1]);
    expect(shown).toEqual({ open: [a1, b1], matched: [], moves: 1 });
    const third = faces.findIndex((_, i) => i !== a1 && i !== b1);
    const flip = flipMemoryCard(faces, shown, third);
    expect(flip).toMatchObject({ ok: true, matched: false, turnedBack: [a1, b1] });
    if (flip.ok) expect(flip.state).toEqual({ open: [third], matched: [], moves: 1 });
  });

  it('after a mismatch, either of its cards may be turned again (it was turned back)', () => {
    const shown = flipAll(faces, [a1, b1]);
    const flip = flipMemoryCard(faces, shown, b1);
    expect(flip).toMatchObject({ ok: true, face: faces[b1], turnedBack: [a1, b1] });
    if (flip.ok) expect(flip.state.open).toEqual([b1]);
  });

  it('refuses a card face up on its own, a matched card and a card not on the board, changing nothing', () => {
    const up = flipAll(faces, [a1]);
    expect(flipMemoryCard(faces, up, a1)).toEqual({
      ok: false,
      error: 'face_up',
      message: 'That card is already face up',
    });
    const matched = flipAll(faces, [a1, a2]);
    expect(flipMemoryCard(faces, matched, a2)).toMatchObject({ ok: false, error: 'matched' });
    for (const index of [-1, 16, 1.5, Number.NaN]) {
      expect(flipMemoryCard(faces, up, index)).toMatchObject({ ok: false, error: 'out_of_range' });
    }
    expect(up).toEqual({ open: [a1], matched: [], moves: 0 });
  });

  it('a perfect game takes 8 moves, scores 60, and then refuses every flip', () => {
    const state = flipAll(
      faces,
      pairs.slice(0, 7).flatMap(([x, y]) => [x, y]),
    );
    const [x, y] = pairs[7]!;
    const last = flipMemoryCard(faces, flipAll(faces, [x], state), y);
    expect(last).toMatchObject({ ok: true, matched: true, finished: true, score: 60 });
    if (!last.ok) return;
    expect(last.state.moves).toBe(8);
    expect(isMemoryFinished(last.state)).toBe(true);
    for (let i = 0; i < MEMORY_CARDS; i++)
      expect(flipMemoryCard(faces, last.state, i)).toMatchObject({ error: 'finished' });
  });

  it('keeps its rules over any sequence of flips on any board', () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.integer({ min: -2, max: 17 }), { maxLength: 200 }), (seed, indexes) => {
        const board = dealMemoryBoard(seed);
        let state = newMemoryPlay();
        let secondFlips = 0;
        for (const index of indexes) {
          const before = state;
          const flip = flipMemoryCard(board, state, index);
          if (!flip.ok) {
            // A refusal has a reason a player can see.
            const reason = isMemoryFinished(before)
              ? 'finished'
              : index < 0 || index >= MEMORY_CARDS
                ? 'out_of_range'
                : before.matched.includes(index)
                  ? 'matched'
                  : 'face_up';
            expect(flip.error).toBe(reason);
            continue;
          }
          state = flip.state;
          expect(flip.face).toBe(board[index]);
          if (before.open.length === 1) secondFlips += 1;
          // At most two unmatched cards up; matched cards come in pairs of equal faces.
          expect(state.open.length).toBeLessThanOrEqual(2);
          expect(isMemoryPlayState(state)).toBe(true);
          for (let i = 0; i < state.matched.length; i += 2) {
            expect(board[state.matched[i]!]).toBe(board[state.matched[i + 1]!]);
          }
          // Two cards up are always a mismatch; a move is the second card of a pair.
          if (state.open.length === 2) expect(board[state.open[0]!]).not.toBe(board[state.open[1]!]);
          expect(state.moves).toBe(secondFlips);
          expect(flip.finished).toBe(isMemoryFinished(state));
          expect(flip.score).toBe(flip.finished ? memoryScore(state.moves) : null);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a player with a perfect memory always finishes, and every finished score is possible', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const board = dealMemoryBoard(seed);
        const seen = new Map<number, MemoryFace>();
        let state = newMemoryPlay();
        let score: number | null = null;
        const flip = (index: number) => {
          const result = flipMemoryCard(board, state, index);
          if (!result.ok) throw new Error(result.message);
          seen.set(index, result.face);
          state = result.state;
          score = result.score;
          return result.face;
        };
        while (!isMemoryFinished(state)) {
          const known = [...seen].find(
            ([i, f]) =>
              !state.matched.includes(i) &&
              [...seen].some(([j, g]) => j !== i && g === f && !state.matched.includes(j)),
          );
          if (known) {
            const partner = [...seen].find(([j, g]) => j !== known[0] && g === known[1])![0];
            flip(known[0]);
            flip(partner);
            continue;
          }
          const unknown = () => board.findIndex((_, i) => !seen.has(i) && !state.matched.includes(i));
          const face = flip(unknown());
          const partner = [...seen].find(
            ([j, g]) => g === face && !state.open.includes(j) && !state.matched.includes(j),
          );
          flip(partner ? partner[0] : unknown());
        }
        expect(state.moves).toBeGreaterThanOrEqual(8);
        expect(state.moves).toBeLessThanOrEqual(16);
        expect(score).toBe(memoryScore(state.moves));
        expect(isPossibleMemoryScore(score!)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('memoryScore', () => {
  it('is 100 minus 5 per move, at least 10', () => {
    expect([0, 1, 8, 9, 17, 18, 19, 50].map(memoryScore)).toEqual([100, 95, 60, 55, 15, 10, 10, 10]);
  });

  it('every score a finished game can reach (8 moves or more) is possible', () => {
    for (let moves = 8; moves <= 60; moves++) expect(isPossibleMemoryScore(memoryScore(moves))).toBe(true);
  });
});

describe('isMemoryPlayState', () => {
  it('accepts a play and refuses damaged ones', () => {
    expect(isMemoryPlayState(newMemoryPlay())).toBe(true);
    expect(isMemoryPlayState({ open: [1, 2], matched: [3, 4], moves: 2 })).toBe(true);
    for (const bad of [
      null,
      'x',
      { open: [1, 2, 3], matched: [], moves: 0 },
      { open: [1, 1], matched: [], moves: 0 },
      { open: [16], matched: [], moves: 0 },
      { open: [], matched: [3], moves: 0 },
      { open: [3], matched: [3, 4], moves: 1 },
      { open: [], matched: [], moves: -1 },
      { open: [], matched: [] },
    ]) {
      expect(isMemoryPlayState(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
