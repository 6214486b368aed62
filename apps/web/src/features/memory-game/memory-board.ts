import { MEMORY_FLIP_BACK_MS } from '@dd/contracts';
import { MEMORY_MIN_SCORE, MEMORY_PAIRS, seededRandom, shuffle } from '@dd/game';

/**
 * The memory game's board as pure functions (community spec sections 2, 4 and 9): the page keeps the state in a
 * reducer and runs the one timer, the flip back of a mismatch. Randomness comes in as a seed.
 */

/** Eight pairs of things you might find on the site. */
export const MEMORY_EMOJIS = ['🦄', '🍕', '🚀', '🌵', '🎸', '🐙', '🍩', '👾'] as const;

const MAX_SCORE = 100;
const POINTS_PER_MOVE = 5;

export interface MemoryCard {
  /** The card's place on the board, 0-15. */
  id: number;
  emoji: string;
  matched: boolean;
}

export interface MemoryBoard {
  cards: readonly MemoryCard[];
  /** Face-up cards that are not matched yet (at most 2: a second one turns them into a move). */
  open: readonly number[];
  /** Pairs of cards turned over. */
  moves: number;
}

export type MemoryAction =
  | { type: 'flip'; id: number }
  /** Hides a mismatched pair; names the pair so a late timer cannot hide another one. */
  | { type: 'flipBack'; pair: readonly number[] }
  | { type: 'newGame'; seed: number };

export function newBoard(seed: number, emojis: readonly string[] = MEMORY_EMOJIS): MemoryBoard {
  const deck = shuffle(
    emojis.slice(0, MEMORY_PAIRS).flatMap((emoji) => [emoji, emoji]),
    seededRandom(seed),
  );
  return { cards: deck.map((emoji, id) => ({ id, emoji, matched: false })), open: [], moves: 0 };
}

/** A mismatched pair is showing: no card may be turned until it flips back. */
export function isMismatchShowing(board: MemoryBoard): boolean {
  return board.open.length === 2;
}

export function isFaceUp(board: MemoryBoard, id: number): boolean {
  return board.cards[id]?.matched === true || board.open.includes(id);
}

export function canFlip(board: MemoryBoard, id: number): boolean {
  return id >= 0 && id < board.cards.length && !isFaceUp(board, id) && !isMismatchShowing(board);
}

/**
 * Turns a card over; the same board back when the flip is not allowed (a card already up, or two up). The
 * second card of a move stays up with the first when they match, else both wait for `flipBack`.
 */
export function flip(board: MemoryBoard, id: number): MemoryBoard {
  if (!canFlip(board, id)) return board;
  const first = board.open[0];
  if (first === undefined) return { ...board, open: [id] };
  const moves = board.moves + 1;
  if (board.cards[first]?.emoji === board.cards[id]?.emoji) {
    const cards = board.cards.map((c) => (c.id === first || c.id === id ? { ...c, matched: true } : c));
    return { cards, open: [], moves };
  }
  return { ...board, open: [first, id], moves };
}

export function flipBack(board: MemoryBoard, pair: readonly number[]): MemoryBoard {
  const same = pair.length === board.open.length && pair.every((id, i) => board.open[i] === id);
  return isMismatchShowing(board) && same ? { ...board, open: [] } : board;
}

export function memoryReducer(board: MemoryBoard, action: MemoryAction): MemoryBoard {
  switch (action.type) {
    case 'flip':
      return flip(board, action.id);
    case 'flipBack':
      return flipBack(board, action.pair);
    case 'newGame':
      return newBoard(action.seed);
  }
}

/** How long until the page must send `flipBack`: MEMORY_FLIP_BACK_MS while a mismatch shows, else never (null). */
export function flipBackDelay(board: MemoryBoard): number | null {
  return isMismatchShowing(board) ? MEMORY_FLIP_BACK_MS : null;
}

export function isFinished(board: MemoryBoard): boolean {
  return board.cards.length > 0 && board.cards.every((c) => c.matched);
}

export function matchedPairs(board: MemoryBoard): number {
  return board.cards.filter((c) => c.matched).length / 2;
}

/** 100 minus 5 per move, never below 10 (spec section 9). */
export function memoryScore(moves: number): number {
  return Math.max(MEMORY_MIN_SCORE, MAX_SCORE - POINTS_PER_MOVE * moves);
}

/** A seed for a new board from the browser's random source. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}
