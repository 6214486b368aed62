import { MEMORY_CARD_COUNT, MEMORY_FLIP_BACK_MS, type MemoryFlipResponse } from '@dd/contracts';

/**
 * What the memory page shows, as pure functions (community spec sections 2, 4 and 9). The board knows a face only
 * once a flip's answer brought it: for a member the answer is the server's, for a visitor the browser's own deal
 * answers through the same rules (local-play.ts). The page keeps the board in a reducer and runs the one timer,
 * the flip back of a mismatch.
 */

export interface MemoryCard {
  /** The card's place on the board, 0-15. */
  id: number;
  /** The face once it has been turned over; null before. */
  emoji: string | null;
  matched: boolean;
}

export interface MemoryBoard {
  cards: readonly MemoryCard[];
  /** Face-up cards that are not matched yet (at most 2: a second one makes a move). */
  open: readonly number[];
  /** Cards turned over whose face has not come back yet, in the order turned. */
  pending: readonly number[];
  /** Pairs of cards turned over, as the answers count them. */
  moves: number;
  /** The score once the last pair is found (the answer's), else null. */
  score: number | null;
}

/** A flip's answer: the server's (MemoryFlipResponse) or the browser's own for a visitor. */
export type FlipAnswer = MemoryFlipResponse;

export type MemoryAction =
  /** The player turned a card over: it waits for its face. */
  | { type: 'turn'; id: number }
  /** A flip's answer came. */
  | { type: 'reveal'; answer: FlipAnswer }
  /** A flip failed: the card lies face down again and may be turned once more. */
  | { type: 'fail'; id: number }
  /** Hides a mismatched pair; names the pair so a late timer cannot hide another one. */
  | { type: 'flipBack'; pair: readonly number[] }
  | { type: 'newGame' };

export function newBoard(): MemoryBoard {
  return {
    cards: Array.from({ length: MEMORY_CARD_COUNT }, (_, id) => ({ id, emoji: null, matched: false })),
    open: [],
    pending: [],
    moves: 0,
    score: null,
  };
}

/** A mismatched pair is showing: no card may be turned until it flips back. */
export function isMismatchShowing(board: MemoryBoard): boolean {
  return board.open.length === 2;
}

export function isFaceUp(board: MemoryBoard, id: number): boolean {
  return board.cards[id]?.matched === true || board.open.includes(id);
}

export function isPending(board: MemoryBoard, id: number): boolean {
  return board.pending.includes(id);
}

export function isFinished(board: MemoryBoard): boolean {
  return board.score !== null;
}

/** Whether a click turns this card over now: face down, not waiting, and fewer than two cards up or on the way. */
export function canFlip(board: MemoryBoard, id: number): boolean {
  return (
    id >= 0 &&
    id < board.cards.length &&
    !isFinished(board) &&
    !isFaceUp(board, id) &&
    !isPending(board, id) &&
    !isMismatchShowing(board) &&
    board.open.length + board.pending.length < 2
  );
}

export function turn(board: MemoryBoard, id: number): MemoryBoard {
  return canFlip(board, id) ? { ...board, pending: [...board.pending, id] } : board;
}

/**
 * Shows the answered card. The second card of a move stays up with the first when they match, else both wait for
 * `flipBack`. An answer for a card that is not waiting (a new game began meanwhile) changes nothing.
 */
export function reveal(board: MemoryBoard, answer: FlipAnswer): MemoryBoard {
  if (!isPending(board, answer.index)) return board;
  const pending = board.pending.filter((id) => id !== answer.index);
  const cards = board.cards.map((c) => (c.id === answer.index ? { ...c, emoji: answer.face } : c));
  const score = answer.finished ? (answer.score ?? null) : null;
  const first = board.open[0];
  if (answer.matched && first !== undefined) {
    const paired = cards.map((c) => (c.id === first || c.id === answer.index ? { ...c, matched: true } : c));
    return { cards: paired, open: [], pending, moves: answer.moves, score };
  }
  return { cards, open: [...board.open, answer.index], pending, moves: answer.moves, score };
}

export function fail(board: MemoryBoard, id: number): MemoryBoard {
  return isPending(board, id) ? { ...board, pending: board.pending.filter((p) => p !== id) } : board;
}

export function flipBack(board: MemoryBoard, pair: readonly number[]): MemoryBoard {
  const same = pair.length === board.open.length && pair.every((id, i) => board.open[i] === id);
  return isMismatchShowing(board) && same ? { ...board, open: [] } : board;
}

export function memoryReducer(board: MemoryBoard, action: MemoryAction): MemoryBoard {
  switch (action.type) {
    case 'turn':
      return turn(board, action.id);
    case 'reveal':
      return reveal(board, action.answer);
    case 'fail':
      return fail(board, action.id);
    case 'flipBack':
      return flipBack(board, action.pair);
    case 'newGame':
      return newBoard();
  }
}

/** How long until the page must send `flipBack`: MEMORY_FLIP_BACK_MS while a mismatch shows, else never (null). */
export function flipBackDelay(board: MemoryBoard): number | null {
  return isMismatchShowing(board) ? MEMORY_FLIP_BACK_MS : null;
}

export function matchedPairs(board: MemoryBoard): number {
  return board.cards.filter((c) => c.matched).length / 2;
}
