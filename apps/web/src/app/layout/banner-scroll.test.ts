import { BANNER_LOOP_MS, BANNER_STEP_PERCENT } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  advanceBanner,
  BANNER_MAX_FRAME_MS,
  BANNER_STEP_MS,
  offsetFromScroll,
  scrollFromOffset,
} from './banner-scroll';

describe('advanceBanner', () => {
  it('moves 0.2% per step', () => {
    expect(advanceBanner(0, BANNER_STEP_MS)).toBeCloseTo(BANNER_STEP_PERCENT);
    expect(advanceBanner(10, BANNER_STEP_MS / 2)).toBeCloseTo(10 + BANNER_STEP_PERCENT / 2);
  });

  it('completes one loop in 60 seconds of frames', () => {
    let offset = 0;
    let travelled = 0;
    const frame = 1000 / 60;
    for (let t = 0; t < BANNER_LOOP_MS - 1; t += frame) {
      const next = advanceBanner(offset, frame);
      travelled += next >= offset ? next - offset : next + 100 - offset;
      offset = next;
    }
    expect(travelled).toBeCloseTo(100, 0);
  });

  it('wraps at the end of the loop', () => {
    expect(advanceBanner(99.9, BANNER_STEP_MS)).toBeCloseTo(0.1);
  });

  it('does not jump after a long pause or run backwards', () => {
    expect(advanceBanner(50, 10_000)).toBeCloseTo(advanceBanner(50, BANNER_MAX_FRAME_MS));
    expect(advanceBanner(50, -20)).toBe(50);
  });
});

describe('scroll conversions', () => {
  it('round-trips between offset and pixels', () => {
    expect(scrollFromOffset(25, 2000)).toBe(500);
    expect(offsetFromScroll(500, 2000)).toBe(25);
  });

  it('wraps a swipe past the loop and survives a zero width', () => {
    expect(offsetFromScroll(2500, 2000)).toBe(25);
    expect(offsetFromScroll(100, 0)).toBe(0);
  });
});
