import { describe, expect, it } from 'vitest';
import { recordPick } from './spinner-history';

describe('recordPick', () => {
  it('keeps only the last five picks, oldest dropped first', () => {
    let history: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) history = recordPick(history, id, false);
    expect(history).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('restarts from the current pick when the server reset the history', () => {
    expect(recordPick(['a', 'b', 'c'], 'b', true)).toEqual(['b']);
  });

  it('does not hold the same id twice', () => {
    expect(recordPick(['a', 'b'], 'a', false)).toEqual(['b', 'a']);
  });

  it('honours a custom size', () => {
    expect(recordPick(['a', 'b'], 'c', false, 2)).toEqual(['b', 'c']);
  });
});
