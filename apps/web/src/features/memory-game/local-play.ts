import {
  dealMemoryBoard,
  flipMemoryCard,
  memoryFlipAnswer,
  newMemoryPlay,
  type MemoryFace,
  type MemoryPlayState,
} from '@dd/game';
import type { FlipAnswer } from './memory-board';

/**
 * A visitor's game, dealt and played in the browser by the same rules the server plays a member's game with
 * (packages/game): nothing of it is sent, so nothing of it is trusted.
 */
export interface LocalPlay {
  faces: readonly MemoryFace[];
  state: MemoryPlayState;
}

/** 32 bytes from the browser's cryptographic random source, as the 64 hex characters a seed is written in. */
export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function newLocalPlay(seed: string = randomSeed()): LocalPlay {
  return { faces: dealMemoryBoard(seed), state: newMemoryPlay() };
}

/** Card `index` turned over: the play after it and the answer, as the server would give it; null when refused. */
export function localFlip(play: LocalPlay, index: number): { play: LocalPlay; answer: FlipAnswer } | null {
  const flip = flipMemoryCard(play.faces, play.state, index);
  if (!flip.ok) return null;
  return {
    play: { faces: play.faces, state: flip.state },
    answer: memoryFlipAnswer(index, flip),
  };
}
