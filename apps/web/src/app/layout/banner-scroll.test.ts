import { describe, expect, it } from 'vitest';
import { OFF_SCREEN_ATTRIBUTE, pauseWhileOffScreen } from './banner-scroll';

/** An element that records its attributes, and an observer the test drives by hand. */
function harness() {
  const attributes = new Set<string>();
  const strip = {
    toggleAttribute: (name: string, force?: boolean) => {
      const on = force ?? !attributes.has(name);
      if (on) attributes.add(name);
      else attributes.delete(name);
      return on;
    },
  };
  let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
  const observed: unknown[] = [];
  let disconnected = false;
  const stop = pauseWhileOffScreen(strip, {} as Element, (callback) => {
    report = callback;
    return {
      observe: (el: Element) => void observed.push(el),
      disconnect: () => {
        disconnected = true;
      },
    };
  });
  return {
    paused: () => attributes.has(OFF_SCREEN_ATTRIBUTE),
    report: (...visible: boolean[]) => report?.(visible.map((isIntersecting) => ({ isIntersecting }))),
    observed,
    stop,
    disconnected: () => disconnected,
  };
}

describe('collections banner animation', () => {
  it('pauses while the banner is off screen and resumes when it is back', () => {
    const h = harness();
    expect(h.observed).toHaveLength(1);
    expect(h.paused()).toBe(false);
    h.report(false);
    expect(h.paused()).toBe(true);
    h.report(true);
    expect(h.paused()).toBe(false);
    // Several changes in one batch: the latest wins.
    h.report(true, false);
    expect(h.paused()).toBe(true);
  });

  it('stops watching and unpauses on clean-up', () => {
    const h = harness();
    h.report(false);
    h.stop();
    expect(h.disconnected()).toBe(true);
    expect(h.paused()).toBe(false);
  });
});
