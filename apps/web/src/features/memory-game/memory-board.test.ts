import { MEMORY_FLIP_BACK_MS } from '@dd/contracts';
import { dealMemoryBoard, MEMORY_EMOJIS } from '@dd/game';
import { describe, expect, it } from 'vitest';
import { localFlip, newLocalPlay, randomSeed, type LocalPlay } from './local-play';
import {
  canFlip,
  flipBackDelay,
  isFaceUp,
  isFinished,
  isPending,
  matchedPairs,
  memoryReducer,
  newBoard,
  type FlipAnswer,
  type MemoryAction,
  type MemoryBoard,
} from './memory-board';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

/** The two places of each face of a dealt board. */
function pairsOf(faces: readonly string[]): Array<[number, number]> {
  const places = new Map<string, number[]>();
  faces.forEach((face, i) => places.set(face, [...(places.get(face) ?? []), i]));
  return [...places.values()].map(([a, b]) => [a!, b!]);
}

/**
 * A game as the page plays it: the board shows what the answers say; the answers come from a play of the rules
 * (a visitor's, or what the server does for a member).
 */
class Game {
  board: MemoryBoard = newBoard();
  play: LocalPlay = newLocalPlay(SEED);
  readonly pairs = pairsOf(this.play.faces);

  apply(...actions: MemoryAction[]): this {
    this.board = actions.reduce(memoryReducer, this.board);
    return this;
  }

  /** The rules' answer to turning `id` (what the server would send). */
  answer(id: number): FlipAnswer {
    const flipped = localFlip(this.play, id);
    if (!flipped) throw new Error(`flip ${id} refused`);
    this.play = flipped.play;
    return flipped.answer;
  }

  /** Turns a card and lets its answer come at once. */
  flip(id: number): this {
    const before = this.board;
    this.apply({ type: 'turn', id });
    if (this.board === before) return this;
    return this.apply({ type: 'reveal', answer: this.answer(id) });
  }
}

describe('a board before any answer', () => {
  it('lays out 16 cards face down, no face known, no moves, no score', () => {
    const board = newBoard();
    expect(board.cards.map((c) => c.id)).toEqual([...Array(16).keys()]);
    expect(board.cards.every((c) => c.emoji === null && !c.matched)).toBe(true);
    expect(board.cards.some((c) => isFaceUp(board, c.id))).toBe(false);
    expect(board).toMatchObject({ moves: 0, score: null, open: [], pending: [] });
  });
});

describe("a visitor's board, dealt in the browser", () => {
  it('is dealt from 32 random bytes by the rules the server uses: 8 pairs', () => {
    const seed = randomSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(randomSeed()).not.toBe(seed);
    const play = newLocalPlay(seed);
    expect(play.faces).toEqual(dealMemoryBoard(seed));
    expect(new Set(play.faces)).toEqual(new Set(MEMORY_EMOJIS));
    expect(pairsOf(play.faces)).toHaveLength(8);
  });

  it('answers a flip as the server would, and refuses what the rules refuse', () => {
    const play = newLocalPlay(SEED);
    const first = localFlip(play, 3);
    expect(first?.answer).toEqual({ index: 3, face: play.faces[3], matched: false, moves: 0, finished: false });
    expect(localFlip(first!.play, 3)).toBeNull();
  });
});

describe('turning cards', () => {
  it('a turned card waits for its answer (shown pressed), then shows the face; not a move yet', () => {
    const game = new Game().apply({ type: 'turn', id: 3 });
    expect(isPending(game.board, 3)).toBe(true);
    expect(isFaceUp(game.board, 3)).toBe(false);
    expect(canFlip(game.board, 3)).toBe(false);
    game.apply({ type: 'reveal', answer: game.answer(3) });
    expect(isPending(game.board, 3)).toBe(false);
    expect(isFaceUp(game.board, 3)).toBe(true);
    expect(game.board.cards[3]!.emoji).toBe(game.play.faces[3]);
    expect(game.board.moves).toBe(0);
  });

  it('two cards may wait at once (a fast player), a third may not; answers come in the order turned', () => {
    const game = new Game();
    const [a, b] = game.pairs[0]!;
    game.apply({ type: 'turn', id: a }, { type: 'turn', id: b });
    expect(game.board.pending).toEqual([a, b]);
    const third = [...Array(16).keys()].find((i) => i !== a && i !== b)!;
    expect(canFlip(game.board, third)).toBe(false);
    game.apply({ type: 'reveal', answer: game.answer(a) }, { type: 'reveal', answer: game.answer(b) });
    expect(game.board.cards[a]!.matched && game.board.cards[b]!.matched).toBe(true);
    expect(game.board.moves).toBe(1);
    expect(matchedPairs(game.board)).toBe(1);
    expect(flipBackDelay(game.board)).toBeNull();
    expect(canFlip(game.board, a)).toBe(false);
  });

  it('a mismatch stays up for MEMORY_FLIP_BACK_MS, refuses a third card meanwhile, then flips back', () => {
    const game = new Game();
    const [[a], [b]] = game.pairs as [[number, number], [number, number]];
    game.flip(a).flip(b);
    expect(game.board.moves).toBe(1);
    expect(isFaceUp(game.board, a) && isFaceUp(game.board, b)).toBe(true);
    expect(flipBackDelay(game.board)).toBe(MEMORY_FLIP_BACK_MS);
    expect(MEMORY_FLIP_BACK_MS).toBe(800);
    const third = game.pairs[2]![0];
    expect(canFlip(game.board, third)).toBe(false);

    game.apply({ type: 'flipBack', pair: [a, b] });
    expect(isFaceUp(game.board, a) || isFaceUp(game.board, b)).toBe(false);
    expect(flipBackDelay(game.board)).toBeNull();
    // Either card of the pair may be turned again: the rules turned the pair back too.
    expect(canFlip(game.board, a)).toBe(true);
    game.flip(a);
    expect(game.board.open).toEqual([a]);
  });

  it('a flip-back for another pair (a late timer) changes nothing', () => {
    const game = new Game();
    const [[a], [b]] = game.pairs as [[number, number], [number, number]];
    game.flip(a).flip(b);
    const shown = game.board;
    expect(game.apply({ type: 'flipBack', pair: [b, a] }).board).toBe(shown);
  });

  it('a failed flip lays the card face down again, and it may be turned once more', () => {
    const game = new Game().apply({ type: 'turn', id: 4 }, { type: 'fail', id: 4 });
    expect(game.board).toEqual(newBoard());
    expect(canFlip(game.board, 4)).toBe(true);
    game.flip(4);
    expect(isFaceUp(game.board, 4)).toBe(true);
  });

  it('drops an answer for a card that is not waiting (an earlier game), and refuses cards not on the board', () => {
    const game = new Game().apply({ type: 'turn', id: 2 });
    const answer = game.answer(2);
    game.apply({ type: 'newGame' });
    expect(game.apply({ type: 'reveal', answer }).board).toEqual(newBoard());
    const board = game.board;
    expect(game.apply({ type: 'turn', id: -1 }, { type: 'turn', id: 16 }).board).toBe(board);
  });
});

describe('a whole game', () => {
  it('a perfect game takes 8 moves and ends with the score of the last answer: 60', () => {
    const game = new Game();
    for (const [a, b] of game.pairs) game.flip(a).flip(b);
    expect(isFinished(game.board)).toBe(true);
    expect(game.board).toMatchObject({ moves: 8, score: 60 });
    expect([...Array(16).keys()].some((i) => canFlip(game.board, i))).toBe(false);
  });

  it('counts mismatches as moves: 9 moves score 55', () => {
    const game = new Game();
    const [[a], [b]] = game.pairs as [[number, number], [number, number]];
    game
      .flip(a)
      .flip(b)
      .apply({ type: 'flipBack', pair: [a, b] });
    expect(isFinished(game.board)).toBe(false);
    for (const [x, y] of game.pairs) game.flip(x).flip(y);
    expect(game.board).toMatchObject({ moves: 9, score: 55 });
  });

  it('a new game starts over', () => {
    const game = new Game();
    for (const [a, b] of game.pairs) game.flip(a).flip(b);
    expect(game.apply({ type: 'newGame' }).board).toEqual(newBoard());
  });
});
