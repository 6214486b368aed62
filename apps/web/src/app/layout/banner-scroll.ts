import { BANNER_LOOP_MS, BANNER_STEP_PERCENT } from '@dd/contracts';

/*
 * The spec's banner moves 0.2% of its loop per step and loops every 60 s, so one step is
 * 60 s / 500 = 120 ms. requestAnimationFrame interpolates between steps to keep it smooth
 * at any refresh rate.
 */
export const BANNER_STEPS_PER_LOOP = 100 / BANNER_STEP_PERCENT;
export const BANNER_STEP_MS = BANNER_LOOP_MS / BANNER_STEPS_PER_LOOP;
/** After a background tab or a stall the banner resumes instead of jumping ahead. */
export const BANNER_MAX_FRAME_MS = 250;

function wrap(percent: number): number {
  return ((percent % 100) + 100) % 100;
}

/** Offset (percent of one loop) after `elapsedMs` of animation. */
export function advanceBanner(offsetPercent: number, elapsedMs: number): number {
  const ms = Math.min(Math.max(elapsedMs, 0), BANNER_MAX_FRAME_MS);
  return wrap(offsetPercent + (BANNER_STEP_PERCENT * ms) / BANNER_STEP_MS);
}

/** Where a visitor's own swipe left the banner, as a loop offset. */
export function offsetFromScroll(scrollLeft: number, loopWidth: number): number {
  return loopWidth > 0 ? wrap((scrollLeft / loopWidth) * 100) : 0;
}

export function scrollFromOffset(offsetPercent: number, loopWidth: number): number {
  return (wrap(offsetPercent) / 100) * loopWidth;
}
