import { SeedStream, type GameSeed } from './seed-stream.js';

/** Memory game: 8 pairs; a submitted score is possible only in 10..60, in steps of 5 (decisions.md). */
export const MEMORY_PAIRS = 8;
export const MEMORY_CARDS = MEMORY_PAIRS * 2;
export const MEMORY_MIN_SCORE = 10;
export const MEMORY_MAX_SCORE = 60;
export const MEMORY_SCORE_STEP = 5;

/** The score before any move, and what each move (a pair of cards turned) costs (community spec section 9). */
const SCORE_BEFORE_MOVES = 100;
const POINTS_PER_MOVE = 5;

/** Eight pairs of things you might find on the site: the faces the server deals and the visitor's board shows. */
export const MEMORY_EMOJIS = ['🦄', '🍕', '🚀', '🌵', '🎸', '🐙', '🍩', '👾'] as const;
export type MemoryFace = (typeof MEMORY_EMOJIS)[number];

export function isPossibleMemoryScore(score: number): boolean {
  return (
    Number.isInteger(score) && score >= MEMORY_MIN_SCORE && score <= MEMORY_MAX_SCORE && score % MEMORY_SCORE_STEP === 0
  );
}

/** 100 minus 5 per move, never below 10 (spec section 9). A finished game has at least 8 moves: at most 60. */
export function memoryScore(moves: number): number {
  return Math.max(MEMORY_MIN_SCORE, SCORE_BEFORE_MOVES - POINTS_PER_MOVE * moves);
}

/** The board of a seed: each emoji twice, shuffled by the seed's stream (the same seed deals the same board). */
export function dealMemoryBoard(seed: GameSeed): MemoryFace[] {
  return new SeedStream(seed).shuffle(MEMORY_EMOJIS.flatMap((face) => [face, face]));
}

/**
 * A play between flips: what the player has turned over, never the faces (they come from the seed's deal).
 * Up to two cards are face up and unmatched: one while a move is half made, two after a mismatch, until the
 * next flip turns them back.
 */
export interface MemoryPlayState {
  /** Face-up cards whose pair is not found, in the order turned (0, 1 or 2 of them). */
  open: number[];
  /** Cards whose pair is found, in the order found. */
  matched: number[];
  /** Pairs of cards turned over. */
  moves: number;
}

export const newMemoryPlay = (): MemoryPlayState => ({ open: [], matched: [], moves: 0 });

export type MemoryFlipError = 'out_of_range' | 'face_up' | 'matched' | 'finished';

export type MemoryFlip =
  | {
      ok: true;
      state: MemoryPlayState;
      face: MemoryFace;
      /** This card completed a pair (the two stay face up). */
      matched: boolean;
      /** The last pair was found. */
      finished: boolean;
      /** The score, once finished. */
      score: number | null;
      /** The mismatched pair this flip turned back first, if any. */
      turnedBack: number[];
    }
  | { ok: false; error: MemoryFlipError; message: string };

/** What a player is told of an accepted flip: the one face turned and where the game stands. */
export interface MemoryFlipAnswer {
  index: number;
  face: MemoryFace;
  matched: boolean;
  moves: number;
  finished: boolean;
  /** Only once finished. */
  score?: number;
}

/** The answer to an accepted flip of card `index`, the same whether the server or a visitor's browser dealt. */
export function memoryFlipAnswer(index: number, flip: Extract<MemoryFlip, { ok: true }>): MemoryFlipAnswer {
  return {
    index,
    face: flip.face,
    matched: flip.matched,
    moves: flip.state.moves,
    finished: flip.finished,
    ...(flip.score === null ? {} : { score: flip.score }),
  };
}

export const MEMORY_FLIP_MESSAGES: Record<MemoryFlipError, string> = {
  out_of_range: `There is no such card: a card index is 0 to ${MEMORY_CARDS - 1}`,
  face_up: 'That card is already face up',
  matched: 'That card is already matched',
  finished: 'This game is over: every pair is found',
};

const refuse = (error: MemoryFlipError): MemoryFlip => ({ ok: false, error, message: MEMORY_FLIP_MESSAGES[error] });

export function isMemoryFinished(state: MemoryPlayState): boolean {
  return state.matched.length === MEMORY_CARDS;
}

/**
 * Turns card `index` over on the board `faces`. A flip while a mismatch shows turns that pair back first (the
 * player saw it flip back), so either of its cards may be the next one turned. The second card of a move makes
 * it a move; equal faces stay up as matched. A card face up on its own, a matched card, a card not on the board
 * and any flip after the last pair are refused, and the state is left as it was.
 */
export function flipMemoryCard(faces: readonly MemoryFace[], state: MemoryPlayState, index: number): MemoryFlip {
  if (isMemoryFinished(state)) return refuse('finished');
  if (!Number.isInteger(index) || index < 0 || index >= faces.length) return refuse('out_of_range');
  if (state.matched.includes(index)) return refuse('matched');
  const mismatchShowing = state.open.length === 2;
  if (!mismatchShowing && state.open.includes(index)) return refuse('face_up');
  const face = faces[index] as MemoryFace;
  const turnedBack = mismatchShowing ? state.open : [];
  const first = mismatchShowing ? undefined : state.open[0];
  if (first === undefined) {
    return {
      ok: true,
      state: { ...state, open: [index] },
      face,
      matched: false,
      finished: false,
      score: null,
      turnedBack,
    };
  }
  const moves = state.moves + 1;
  if (faces[first] !== face) {
    return {
      ok: true,
      state: { ...state, open: [first, index], moves },
      face,
      matched: false,
      finished: false,
      score: null,
      turnedBack,
    };
  }
  const next: MemoryPlayState = { open: [], matched: [...state.matched, first, index], moves };
  const finished = isMemoryFinished(next);
  return {
    ok: true,
    state: next,
    face,
    matched: true,
    finished,
    score: finished ? memoryScore(moves) : null,
    turnedBack,
  };
}

const isCardList = (value: unknown, max: number): value is number[] =>
  Array.isArray(value) &&
  value.length <= max &&
  value.every((i) => Number.isInteger(i) && i >= 0 && i < MEMORY_CARDS) &&
  new Set(value).size === value.length;

/** A stored play state read back: the shape checked, so a damaged row is refused instead of played on. */
export function isMemoryPlayState(value: unknown): value is MemoryPlayState {
  if (!value || typeof value !== 'object') return false;
  const { open, matched, moves } = value as Record<string, unknown>;
  return (
    isCardList(open, 2) &&
    isCardList(matched, MEMORY_CARDS) &&
    matched.length % 2 === 0 &&
    !open.some((i) => matched.includes(i)) &&
    Number.isInteger(moves) &&
    (moves as number) >= 0
  );
}
