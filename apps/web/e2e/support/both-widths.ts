import type { Page, ViewportSize } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE } from './browser';
import { withoutHttpStatus } from './errors';
import type { SiteUnderTest } from './site';

export interface BothWidthsOptions {
  site: SiteUnderTest;
  /** An HTTP status the check provokes: Chromium reports each such answer as a console error. */
  expectedStatus?: number;
}

/**
 * Runs `check` on a fresh watched page at the desktop's width, then on another at the phone's; each page must end
 * with no console error (but the expected status's reports).
 */
export async function atBothWidths(
  { site, expectedStatus }: BothWidthsOptions,
  check: (page: Page, viewport: ViewportSize) => Promise<void>,
): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page, errors } = await site.openPage(viewport);
    await check(page, viewport);
    expect(expectedStatus === undefined ? errors : withoutHttpStatus(errors, expectedStatus)).toEqual([]);
    await context.close();
  }
}
