import { describe, expect, it } from 'vitest';
import {
  clearJustFound,
  FOUND_EGGS_KEY,
  isEggProduct,
  isJustFound,
  readFoundEggs,
  recordEggFound,
  secondsLeft,
  shouldShowGift,
  type EggStorage,
} from './egg-storage';

function memoryStorage(initial: Record<string, string> = {}): EggStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('egg products', () => {
  it('knows the five egg ids', () => {
    expect(isEggProduct('egg-glow-cube')).toBe(true);
    expect(isEggProduct('egg-pocket-disco-ball')).toBe(true);
    expect(isEggProduct('some-lamp')).toBe(false);
  });
});

describe('readFoundEggs', () => {
  it('reads an empty list when nothing is stored or the entry is corrupt', () => {
    expect(readFoundEggs(memoryStorage())).toEqual([]);
    expect(readFoundEggs(memoryStorage({ [FOUND_EGGS_KEY]: '{oops' }))).toEqual([]);
    expect(readFoundEggs(memoryStorage({ [FOUND_EGGS_KEY]: '{"a":1}' }))).toEqual([]);
  });

  it('keeps only string ids', () => {
    expect(readFoundEggs(memoryStorage({ [FOUND_EGGS_KEY]: '["egg-glow-cube", 3, null]' }))).toEqual(['egg-glow-cube']);
  });
});

describe('shouldShowGift', () => {
  it('shows the gift on an unfound egg product only', () => {
    const storage = memoryStorage({ [FOUND_EGGS_KEY]: '["egg-cat-dj-turntable"]' });
    expect(shouldShowGift(storage, 'egg-glow-cube')).toBe(true);
    expect(shouldShowGift(storage, 'egg-cat-dj-turntable')).toBe(false);
    expect(shouldShowGift(storage, 'plain-product')).toBe(false);
  });
});

describe('recordEggFound', () => {
  it('adds the id to the found list and sets the just-found flag', () => {
    const storage = memoryStorage({ [FOUND_EGGS_KEY]: '["egg-cat-dj-turntable"]' });
    recordEggFound(storage, 'egg-glow-cube');
    expect(JSON.parse(storage.data.get(FOUND_EGGS_KEY) ?? '')).toEqual(['egg-cat-dj-turntable', 'egg-glow-cube']);
    expect(storage.data.get('easterEggJustFound_egg-glow-cube')).toBe('true');
    expect(shouldShowGift(storage, 'egg-glow-cube')).toBe(false);
  });

  it('does not list an id twice', () => {
    const storage = memoryStorage();
    recordEggFound(storage, 'egg-glow-cube');
    recordEggFound(storage, 'egg-glow-cube');
    expect(readFoundEggs(storage)).toEqual(['egg-glow-cube']);
  });
});

describe('just-found flag', () => {
  it('is read and cleared per product', () => {
    const storage = memoryStorage({ 'easterEggJustFound_egg-glow-cube': 'true' });
    expect(isJustFound(storage, 'egg-glow-cube')).toBe(true);
    expect(isJustFound(storage, 'egg-mystery-snack-box')).toBe(false);
    clearJustFound(storage, 'egg-glow-cube');
    expect(isJustFound(storage, 'egg-glow-cube')).toBe(false);
  });
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsLeft(5000)).toBe(5);
    expect(secondsLeft(4001)).toBe(5);
    expect(secondsLeft(4000)).toBe(4);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(-20)).toBe(0);
  });
});
