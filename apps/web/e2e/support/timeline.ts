import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What ends a timeline: an element matching a selector is gone, or the page is at a path. */
export type EndCondition = { gone: string } | { path: string };

/**
 * Records, in the page's own clock, when `text` first appears and when `done()` first holds after
 * that; measuring in the page keeps the test runner's own delays out of the timing.
 * The returned function reads the elapsed milliseconds (and expects both marks to be set).
 */
export async function startTimeline(page: Page, text: string, done: EndCondition): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ text, done }) => {
      const marks: { shown?: number; done?: number } = {};
      (window as unknown as { __timeline: typeof marks }).__timeline = marks;
      // No eval: the site's CSP forbids it.
      const isDone = () =>
        'gone' in done ? document.querySelector(done.gone) === null : window.location.pathname === done.path;
      new MutationObserver(() => {
        const now = performance.now();
        if (marks.shown === undefined && document.body.textContent?.includes(text)) marks.shown = now;
        if (marks.shown !== undefined && marks.done === undefined && isDone()) marks.done = now;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { text, done },
  );
  return async () => {
    const marks = await page.evaluate(
      () => (window as unknown as { __timeline: { shown?: number; done?: number } }).__timeline,
    );
    expect(marks.shown, `"${text}" shown`).toBeDefined();
    expect(marks.done, 'end condition reached').toBeDefined();
    return (marks.done as number) - (marks.shown as number);
  };
}
