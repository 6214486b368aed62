import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    /** Layout shifts of the page so far, as recorded by the script layout-shift.ts installs. */
    __layoutShifts?: { value: number; at: number; sources: string[] }[];
  }
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null }[];
}

/** Records every layout shift of each page the context opens from its first paint on (what CLS sums). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__layoutShifts = [];
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const classes = typeof node.className === 'string' ? node.className.split(/\s+/).slice(0, 3).join('.') : '';
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((s) => describe(s.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export interface LayoutShiftReport {
  /** Sum of the shifts without recent input: the page's CLS over a load (one session window at most). */
  total: number;
  shifts: { value: number; at: number; sources: string[] }[];
}

/**
 * The layout shift of a page load: waits until the network is quiet and the images in view have loaded, then a
 * little longer for late renders, and sums what was recorded.
 */
export async function layoutShiftOfLoad(page: Page): Promise<LayoutShiftReport> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight),
  );
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}
