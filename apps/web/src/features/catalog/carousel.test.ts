import { describe, expect, it } from 'vitest';
import { carouselImages, nextIndex, previousIndex, swipeStep, wrapIndex } from './carousel';

describe('carousel index', () => {
  it('wraps next from the last image to the first', () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 3)).toBe(1);
  });

  it('wraps previous from the first image to the last', () => {
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
  });

  it('keeps a single image in place', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it('handles far-out and empty indexes', () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('goes to the next image on a left swipe and back on a right swipe', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it('ignores short moves and mostly vertical scrolls', () => {
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 120)).toBe(0);
  });
});

describe('carouselImages', () => {
  it('uses the image list without blanks and duplicates', () => {
    expect(carouselImages(['/a.svg', ' ', '/b.svg', '/a.svg'], '/a.svg')).toEqual(['/a.svg', '/b.svg']);
  });

  it('falls back to the main image', () => {
    expect(carouselImages([], '/main.svg')).toEqual(['/main.svg']);
  });
});
