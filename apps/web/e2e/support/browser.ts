import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Response } from 'playwright-core';
import { expect } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SCREENSHOT_DIR = path.join(repoRoot, 'test-results/screenshots');

/** Debian's Chromium, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface ContextOptions {
  /**
   * The site's motion (the collections ticker, floats, pop-ins) for a test that asserts it. Otherwise pages open
   * under `prefers-reduced-motion: reduce`: Chromium renders endless CSS animations in software here, and an idle
   * page with them cost a third of a core, taken from the server and the test on a 2-core machine.
   */
  motion?: boolean;
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
  });
  // Every page of the context, however it is opened.
  context.on('page', waitForHydrationOnGoto);
  return context;
}

/** Chromium's console warning for a Permissions-Policy header it cannot fully read (an unknown feature name). */
const HEADER_WARNING = /^Error with Permissions-Policy header/;

/**
 * Collects console errors and CSP violations so a test can assert the page ran cleanly; and the warning of a
 * faulty Permissions-Policy header, which Chromium logs as a warning only but is the server's mistake all the
 * same.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && HEADER_WARNING.test(msg.text()))) {
      errors.push(msg.text());
    }
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** The URLs of the requests the page sends from now on that `matches` picks: for a test that counts them. */
export function watchRequests(page: Page, matches: (request: Request) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (matches(r)) urls.push(r.url());
  });
  return urls;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page (see watchErrors). */
  errors: string[];
}

/**
 * A fresh context (newContext's arguments) with one blank, watched page; it fails in seconds, not after
 * Playwright's 30 s default.
 */
export async function openPage(...contextArgs: Parameters<typeof newContext>): Promise<OpenedPage> {
  const context = await newContext(...contextArgs);
  context.setDefaultTimeout(10_000);
  return { context, ...(await newWatchedPage(context)) };
}

/**
 * After `goto` to one of the site's pages, waits until the page is hydrated (app/layout/hydrated-mark.tsx): the
 * server's HTML shows at once, but a tap before hydration does nothing, as for a visitor on a slow phone.
 */
export function waitForHydrationOnGoto(page: Page): void {
  const hydrated = async (response: Response | null, waitUntil?: string) => {
    const html = response?.headers()['content-type']?.includes('text/html') ?? false;
    const ours = response !== null && new URL(response.url()).origin === new URL(page.url()).origin;
    if (html && ours && waitUntil !== 'commit') {
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
  const reload = page.reload.bind(page);
  page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
}

/**
 * Goes to `urlPath` the way a link inside the app does (no new document), after loading `from`: the server
 * renders a page whole, so loading and failure states of its data show only on such in-app navigations.
 */
export async function navigateInApp(page: Page, urlPath: string, from = '/about'): Promise<void> {
  await page.goto(from);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, urlPath);
}

/** A new page in `context`, with its errors watched (see watchErrors). */
export async function newWatchedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

/** A new watched page in `context`, gone to `urlPath`. */
export async function openPath(context: BrowserContext, urlPath: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await newWatchedPage(context);
  await opened.page.goto(urlPath);
  return opened;
}

/** Loads every lazy image, so a full-page screenshot shows the whole page. */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
}

/** test-results/screenshots/<name>-<width>.png, with the folder made. */
function screenshotPath(page: Page, name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  return path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
}

/**
 * Pictures are for people to look at, not for a test to compare, and a full-page one costs one to four seconds of
 * software rendering: they are taken when SCREENSHOTS=1 (`SCREENSHOTS=1 npm run test:e2e`), not in CI; the tests
 * that only take pictures run then too (`it.runIf(TAKE_SCREENSHOTS)`).
 */
export const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** Full-page screenshot at the given width, saved as test-results/screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (TAKE_SCREENSHOTS) await page.screenshot({ path: screenshotPath(page, name), fullPage: true });
}

/**
 * Screenshot of the viewport only, for overlays fixed to it (dialogs, menus); same file name scheme as
 * screenshot().
 */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  if (TAKE_SCREENSHOTS) await page.screenshot({ path: screenshotPath(page, name) });
}

export interface ScreenshotBothOptions {
  /** Load every lazy image before each shot (see loadLazyImages). */
  loadLazyImages?: boolean;
  /** Watch the page's errors and expect none at either width. */
  expectNoErrors?: boolean;
  /** Watch the page's errors and check them with this instead (e.g. only expected 404 loads). */
  checkErrors?: (errors: string[]) => void;
  /** Runs on the blank page before it opens the path (e.g. signing a member in). */
  before?: (page: Page) => Promise<void>;
}

/** For a page that must run cleanly: every lazy image loaded, and no errors at either width. */
export const CLEAN_FULL_PAGE: ScreenshotBothOptions = { loadLazyImages: true, expectNoErrors: true };

/** Screenshots a path at desktop and phone width. */
export async function screenshotBoth(
  browser: Browser,
  baseURL: string,
  urlPath: string,
  name: string,
  ready: (page: Page) => Promise<void>,
  options: ScreenshotBothOptions = {},
): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await newContext(browser, baseURL, viewport);
    const page = await context.newPage();
    if (options.before) await options.before(page);
    const errors = options.expectNoErrors || options.checkErrors ? watchErrors(page) : undefined;
    await page.goto(urlPath);
    await ready(page);
    if (options.loadLazyImages) await loadLazyImages(page);
    await screenshot(page, name);
    if (errors) {
      if (options.checkErrors) options.checkErrors(errors);
      else expect(errors).toEqual([]);
    }
    await context.close();
  }
}
