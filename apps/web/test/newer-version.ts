import { expect } from 'vitest';

/**
 * Tests only: the rule a screen's "which read to show" choice shares with the others (card board, PvP match):
 * the first read is taken, and of two reads of one match the higher version wins whichever arrives last.
 */
export function expectNewerVersionWins<T>(pick: (shown: T | undefined, next: T) => T | null, older: T, newer: T) {
  expect(pick(undefined, older)).toBe(older);
  expect(pick(older, newer)).toBe(newer);
  expect(pick(newer, older)).toBe(newer);
}
