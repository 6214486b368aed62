import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Where a test expects some errors: what failed, and filters for what support/browser's watchErrors collects.

/** Collects '<status> <path>' for every response of the page with an HTTP status of 400 or more. */
export function watchFailedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return failed;
}

/** The errors left once Chromium's reports of responses with the given HTTP status are taken out. */
export function withoutHttpStatus(errors: string[], status: number): string[] {
  return errors.filter((message) => !message.includes(`status of ${status}`));
}

/** Expects every error to be Chromium's report of a 404 answer (a not-found page or API call). */
export function expectOnly404Loads(errors: string[]): void {
  for (const e of errors) expect(e).toMatch(/^Failed to load resource: .*404/);
}
