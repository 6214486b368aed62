import type { Page, Request, Route } from 'playwright-core';

export interface HoldOptions {
  /** Holds only the requests it accepts (e.g. the PUT of a URL the page also reads); the others go on at once. */
  only?: (request: Request) => boolean;
  /** What a held request gets once released: by default it goes on to the server. */
  answer?: (route: Route) => Promise<void>;
}

/**
 * Holds the page's requests to `url` until the returned function is called, as a slow server would: the test
 * sees the page's waiting state (a busy button, a loading message) before the answer comes.
 */
export async function holdRequests(page: Page, url: string, options: HoldOptions = {}): Promise<() => void> {
  const { only = () => true, answer = (route) => route.continue() } = options;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (only(route.request())) await held;
    await answer(route);
  });
  return release;
}
