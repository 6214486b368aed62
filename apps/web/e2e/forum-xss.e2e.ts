import { FORUM_TEXT, type ThreadDetail } from '@dd/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, watchErrors } from './support/browser';
import { registerMember, signedInPage, type Member } from './support/member-session';
import { useSite } from './support/site';
import { apiCall } from './support/site-api';

// Forum content is plain text: whatever is typed shows as typed and never runs (issue 5).
const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1">';
const JS_URL = 'javascript:alert(1)';
const SVG = '"><svg onload="window.__pwned=1"><b>bold?</b>';
const PAYLOADS = [SCRIPT, IMG, JS_URL, SVG];
const CONTENT = PAYLOADS.join('\n');

const site = useSite();
let poster: Member;
let replier: Member;

beforeAll(async () => {
  [poster, replier] = await Promise.all([registerMember(site, 'xss'), registerMember(site, 'xssreply')]);
});

const main = (page: Page) => page.locator('main');

/** Opens a page on the site that records any dialog (alert) it shows. */
async function watchedPage(
  member: Member | null,
  width = 1280,
): Promise<{ page: Page; dialogs: string[]; errors: string[]; close: () => Promise<void> }> {
  const context = await site.newContext(width === 1280 ? undefined : PHONE);
  context.setDefaultTimeout(10_000);
  const page = member ? await signedInPage(context, member) : await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs, errors: watchErrors(page), close: () => context.close() };
}

/** Nothing ran, and no element came out of the content: no script, image, svg, javascript: link or on* handler. */
async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  const found = await page.evaluate(() => {
    const root = document.querySelector('main');
    const handlers: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (attr.name.toLowerCase().startsWith('on')) handlers.push(`${el.tagName}[${attr.name}]`);
      }
    }
    return {
      scriptsInMain: root?.querySelectorAll('script').length ?? -1,
      imgX: document.querySelectorAll('img[src="x"]').length,
      svgInMain: root?.querySelectorAll('svg').length ?? -1,
      boldInMain: root?.querySelectorAll('b').length ?? -1,
      jsLinks: Array.from(document.querySelectorAll('a[href]')).filter((a) =>
        /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
      ).length,
      handlers,
    };
  });
  expect(found).toEqual({ scriptsInMain: 0, imgX: 0, svgInMain: 0, boldInMain: 0, jsLinks: 0, handlers: [] });
}

let threadId = 0;

describe('forum content is plain text', () => {
  it('posts a thread whose title and content are HTML and script payloads, through the form', async () => {
    const { page, dialogs, errors, close } = await watchedPage(poster);
    await page.goto('/forum/new');
    const form = page.getByRole('form', { name: 'New thread' });
    await form.getByRole('textbox', { name: 'Title' }).fill(SCRIPT);
    await form.getByRole('textbox', { name: 'Content' }).fill(CONTENT);
    await form.getByRole('button', { name: 'Post Thread' }).click();
    await page.waitForURL(/\/forum\/thread\/\d+$/);
    threadId = Number(new URL(page.url()).pathname.split('/').at(-1));

    // The URL changes before the thread's screen (a lazy chunk) replaces the form's heading.
    await expect.poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe(SCRIPT);
    const content = main(page).locator('article').first().locator('.whitespace-pre-wrap');
    expect(await content.innerText()).toBe(CONTENT);
    // 'javascript:alert(1)' is words, not a link.
    expect(await content.locator('a').count()).toBe(0);
    await expectNothingRan(page);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await close();

    // Stored exactly as typed: the server does not rewrite it either.
    const stored = (await (await fetch(new URL(`/api/forum/thread/${threadId}`, site.baseUrl))).json()) as ThreadDetail;
    expect(stored.thread.title).toBe(SCRIPT);
    expect(stored.thread.content).toBe(CONTENT);
  });

  it('posts each payload as a reply, one nested in another, and shows them as typed', async () => {
    const { page, dialogs, errors, close } = await watchedPage(replier);
    await page.goto(`/forum/thread/${threadId}`);
    const bottom = page.getByRole('form', { name: 'Reply to this thread' });
    for (const [i, payload] of [IMG, JS_URL].entries()) {
      await bottom.getByPlaceholder(FORUM_TEXT.replyPlaceholder).fill(payload);
      await bottom.getByRole('button', { name: FORUM_TEXT.postReply }).click();
      await page.getByTestId('reply').nth(i).waitFor();
    }
    // The svg payload as an answer to the image one, through the inline form.
    const first = page.getByTestId('reply').first();
    await first.getByRole('button', { name: `Reply actions: ${replier.username}` }).click();
    await page.getByRole('menuitem', { name: 'Reply' }).click();
    const inline = page.getByRole('form', { name: `Reply to ${replier.username}` });
    await inline.getByPlaceholder(FORUM_TEXT.replyPlaceholder).fill(SVG);
    await inline.getByRole('button', { name: FORUM_TEXT.postReply }).click();
    await inline.waitFor({ state: 'detached' });
    await page.getByTestId('reply').nth(2).waitFor();

    const texts = await page
      .getByTestId('reply')
      .evaluateAll((els) => els.map((el) => (el.querySelector('.whitespace-pre-wrap') as HTMLElement).innerText));
    expect(texts).toEqual([IMG, SVG, JS_URL]);
    expect(await page.getByTestId('reply').locator('a:not([href^="/user/"])').count()).toBe(0);
    await expectNothingRan(page);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the payloads as text to a visitor on the thread and in the list, on a phone too', async () => {
    // More titles to show in the list (new accounts may start 3 threads a day, so two posters).
    for (const [member, title] of [
      [poster, IMG],
      [poster, SVG],
      [replier, JS_URL],
    ] as const) {
      const res = await apiCall(site, member, 'POST', '/api/forum/threads', { title, content: CONTENT });
      expect(res.status).toBe(201);
    }

    for (const width of [1280, 390]) {
      const { page, dialogs, errors, close } = await watchedPage(null, width);
      // The first load is rendered by the server (its head carries the title): nothing runs there either.
      await page.goto(`/forum/thread/${threadId}`);
      await main(page).getByRole('heading', { level: 1 }).waitFor();
      await page.getByTestId('reply').nth(2).waitFor();
      expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe(SCRIPT);
      expect(await page.title()).toContain(SCRIPT);
      await expectNothingRan(page);

      await page.goto('/forum');
      const titles = main(page).getByTestId('thread-row').locator('h2');
      await titles.nth(3).waitFor();
      expect(await titles.allTextContents()).toEqual([JS_URL, SVG, IMG, SCRIPT]);
      expect(await main(page).getByTestId('thread-row').locator('a[href^="javascript:" i]').count()).toBe(0);
      await expectNothingRan(page);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
