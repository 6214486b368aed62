import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

export async function newContext(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'no-preference',
  });
}

/** Collects console errors and CSP violations so a test can assert the page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Full-page screenshot at the given width, saved as test-results/screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}

/** Screenshots a path at desktop and phone width. */
export async function screenshotBoth(
  browser: Browser,
  baseURL: string,
  urlPath: string,
  name: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await newContext(browser, baseURL, viewport);
    const page = await context.newPage();
    await page.goto(urlPath);
    await ready(page);
    await screenshot(page, name);
    await context.close();
  }
}
