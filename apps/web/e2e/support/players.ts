import type { BrowserContext, Page, ViewportSize } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, screenshot, viewportScreenshot, watchErrors } from './browser';
import { signedInPage, type Member } from './member-session';
import type { SiteUnderTest } from './site';

/** A member at a browser window of their own, signed in: the games' tests drive two or more at once. */
export interface Player {
  member: Member;
  page: Page;
  errors: string[];
  context: BrowserContext;
}

/** A signed-in window for `member`; without push its socket is refused, so the page has only its polling. */
export async function openPlayer(
  site: SiteUnderTest,
  member: Member,
  viewport: ViewportSize = DESKTOP,
  options: { withPush?: boolean } = {},
): Promise<Player> {
  const context = await site.newContext(viewport);
  context.setDefaultTimeout(10_000);
  if (options.withPush === false) {
    await context.routeWebSocket(/\/api\/realtime$/, (socket) => socket.close({ code: 1011, reason: 'no push here' }));
  }
  const page = await signedInPage(context, member);
  return { member, page, errors: watchErrors(page), context };
}

/** Each player saw no error; their windows close. */
export async function closeClean(...players: Player[]): Promise<void> {
  for (const p of players) {
    expect(p.errors, p.member.username).toEqual([]);
    await p.context.close();
  }
}

/**
 * The page at both widths (test-results/screenshots/<name>-1280.png and -390.png), from the top as a player
 * arriving sees it (a sticky header would otherwise land mid-page); back to its own width after.
 */
export async function screenshotAtBothWidths(page: Page, name: string, viewportOnly = false): Promise<void> {
  const own = page.viewportSize() ?? DESKTOP;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await (viewportOnly ? viewportScreenshot(page, name) : screenshot(page, name));
  }
  await page.setViewportSize(own);
}
