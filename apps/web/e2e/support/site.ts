import type { Browser, BrowserContext, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser, newContext, openPage, type ContextOptions, type OpenedPage } from './browser';
import { startSite, type RunningSite } from './test-server';

/** The site and the browser a test file runs against. */
export interface SiteUnderTest {
  /** The running server: its database, config and address. */
  readonly server: RunningSite;
  readonly browser: Browser;
  /** Where the site listens, e.g. http://127.0.0.1:41234. */
  readonly baseUrl: string;
  /** A fresh browser context on the site (see support/browser's newContext). */
  newContext(viewport?: ViewportSize, options?: ContextOptions): Promise<BrowserContext>;
  /** A fresh context with one watched page and a 10 s default timeout (see support/browser's openPage). */
  openPage(viewport?: ViewportSize, options?: ContextOptions): Promise<OpenedPage>;
}

/**
 * Registers the file's hooks: before its tests the site (fresh seeded database) and Chromium start side
 * by side; after them both close. Call it at the top level of a test file; what it returns may be used
 * from the file's later beforeAll hooks and its tests on.
 */
export function useSite(env: Record<string, string> = {}): SiteUnderTest {
  let server: RunningSite | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSite(env), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  function started<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`${what} is not started: use useSite()'s result in hooks and tests only`);
    return value;
  }

  const site: SiteUnderTest = {
    get server() {
      return started(server, 'the site');
    },
    get browser() {
      return started(browser, 'the browser');
    },
    get baseUrl() {
      return started(server, 'the site').baseUrl;
    },
    newContext: (viewport = DESKTOP, options = {}) => newContext(site.browser, site.baseUrl, viewport, options),
    openPage: (viewport = DESKTOP, options = {}) => openPage(site.browser, site.baseUrl, viewport, options),
  };
  return site;
}
