import { MEMORY_FLIP_BACK_MS } from '@dd/contracts';
import { isPossibleMemoryScore } from '@dd/game';
import { describe, expect, it } from 'vitest';
import {
  canFlip,
  flipBackDelay,
  isFaceUp,
  isFinished,
  matchedPairs,
  MEMORY_EMOJIS,
  memoryReducer,
  memoryScore,
  newBoard,
  type MemoryAction,
  type MemoryBoard,
} from './memory-board';

const play = (board: MemoryBoard, ...actions: MemoryAction[]) => actions.reduce(memoryReducer, board);
const flipCard = (id: number): MemoryAction => ({ type: 'flip', id });

/** The two places of each emoji on the board. */
function pairsOf(board: MemoryBoard): Array<[number, number]> {
  const places = new Map<string, number[]>();
  for (const c of board.cards) places.set(c.emoji, [...(places.get(c.emoji) ?? []), c.id]);
  return [...places.values()].map(([a, b]) => [a!, b!]);
}
/** Two cards that do not match. */
function mismatch(board: MemoryBoard): [number, number] {
  const [[a], [b]] = pairsOf(board) as [[number, number], [number, number]];
  return [a, b];
}

describe('newBoard', () => {
  it('lays out 16 cards, 8 emoji pairs, face down, no moves', () => {
    const board = newBoard(42);
    expect(board.cards).toHaveLength(16);
    expect(board.cards.map((c) => c.id)).toEqual([...Array(16).keys()]);
    expect(pairsOf(board)).toHaveLength(8);
    expect(new Set(board.cards.map((c) => c.emoji))).toEqual(new Set(MEMORY_EMOJIS));
    expect(board.cards.some((c) => isFaceUp(board, c.id))).toBe(false);
    expect(board.moves).toBe(0);
  });

  it('shuffles by the seed: the same seed gives the same board, others differ', () => {
    const emojis = (seed: number) => newBoard(seed).cards.map((c) => c.emoji);
    expect(emojis(7)).toEqual(emojis(7));
    const layouts = new Set([1, 2, 3, 4, 5].map((s) => emojis(s).join('')));
    expect(layouts.size).toBeGreaterThan(1);
    // Not the unshuffled order.
    expect(emojis(7)).not.toEqual(MEMORY_EMOJIS.flatMap((e) => [e, e]));
  });
});

describe('flipping', () => {
  it('a first flip shows one card and is not a move yet', () => {
    const board = play(newBoard(1), flipCard(3));
    expect(isFaceUp(board, 3)).toBe(true);
    expect(board.moves).toBe(0);
  });

  it('flipping a face-up card again does nothing', () => {
    const once = play(newBoard(1), flipCard(3));
    expect(play(once, flipCard(3))).toBe(once);
  });

  it('a matching pair stays up and counts one move', () => {
    const start = newBoard(5);
    const [a, b] = pairsOf(start)[0]!;
    const board = play(start, flipCard(a), flipCard(b));
    expect(board.moves).toBe(1);
    expect(isFaceUp(board, a) && isFaceUp(board, b)).toBe(true);
    expect(matchedPairs(board)).toBe(1);
    expect(flipBackDelay(board)).toBeNull();
    // A matched card cannot be turned again.
    expect(canFlip(board, a)).toBe(false);
  });

  it('a mismatch stays up for MEMORY_FLIP_BACK_MS, refuses a third card meanwhile, then flips back', () => {
    const start = newBoard(9);
    const [a, b] = mismatch(start);
    const shown = play(start, flipCard(a), flipCard(b));
    expect(shown.moves).toBe(1);
    expect(isFaceUp(shown, a) && isFaceUp(shown, b)).toBe(true);
    expect(flipBackDelay(shown)).toBe(MEMORY_FLIP_BACK_MS);
    expect(MEMORY_FLIP_BACK_MS).toBe(800);

    const third = start.cards.find((c) => c.id !== a && c.id !== b)!.id;
    expect(canFlip(shown, third)).toBe(false);
    expect(play(shown, flipCard(third))).toBe(shown);

    const hidden = play(shown, { type: 'flipBack', pair: [a, b] });
    expect(isFaceUp(hidden, a) || isFaceUp(hidden, b)).toBe(false);
    expect(hidden.moves).toBe(1);
    expect(flipBackDelay(hidden)).toBeNull();
    expect(canFlip(hidden, third)).toBe(true);
  });

  it('a flip-back for another pair (a late timer) changes nothing', () => {
    const start = newBoard(9);
    const [a, b] = mismatch(start);
    const shown = play(start, flipCard(a), flipCard(b));
    expect(play(shown, { type: 'flipBack', pair: [b, a] })).toBe(shown);
    const matched = play(start, flipCard(pairsOf(start)[0]![0]), flipCard(pairsOf(start)[0]![1]));
    expect(play(matched, { type: 'flipBack', pair: pairsOf(start)[0]! })).toBe(matched);
  });

  it('refuses cards that are not on the board', () => {
    const board = newBoard(1);
    expect(play(board, flipCard(-1), flipCard(16))).toBe(board);
  });
});

describe('a whole game', () => {
  it('a perfect game takes 8 moves and scores 60', () => {
    const start = newBoard(11);
    const board = play(start, ...pairsOf(start).flatMap(([a, b]) => [flipCard(a), flipCard(b)]));
    expect(isFinished(board)).toBe(true);
    expect(board.moves).toBe(8);
    expect(memoryScore(board.moves)).toBe(60);
  });

  it('counts mismatches as moves', () => {
    const start = newBoard(12);
    const [a, b] = mismatch(start);
    let board = play(start, flipCard(a), flipCard(b), { type: 'flipBack', pair: [a, b] });
    expect(isFinished(board)).toBe(false);
    board = play(board, ...pairsOf(start).flatMap(([x, y]) => [flipCard(x), flipCard(y)]));
    expect(isFinished(board)).toBe(true);
    expect(board.moves).toBe(9);
    expect(memoryScore(board.moves)).toBe(55);
  });

  it('a new game starts over', () => {
    const start = newBoard(3);
    const board = play(start, ...pairsOf(start).flatMap(([a, b]) => [flipCard(a), flipCard(b)]), {
      type: 'newGame',
      seed: 4,
    });
    expect(board.moves).toBe(0);
    expect(isFinished(board)).toBe(false);
    expect(board).toEqual(newBoard(4));
  });
});

describe('memoryScore', () => {
  it('is 100 minus 5 per move, at least 10', () => {
    expect([0, 1, 8, 9, 17, 18, 19, 50].map(memoryScore)).toEqual([100, 95, 60, 55, 15, 10, 10, 10]);
  });

  it('every score a real game can reach (8 moves or more) is one the server accepts', () => {
    for (let moves = 8; moves <= 40; moves++) expect(isPossibleMemoryScore(memoryScore(moves))).toBe(true);
  });
});
