import type { Product, ProductPage } from '@dd/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newWatchedPage, PHONE } from './support/browser';
import { expectOnly404Loads } from './support/errors';
import { registerMember } from './support/member-session';
import { useSite } from './support/site';
import { apiCall, apiGet } from './support/site-api';

// Server rendering: the first HTML holds what a visitor sees, and the browser takes it over (hydrates) without
// a warning, a second fetch or a different random pick.

/** Runs `work` on every item, at most `limit` at a time; the first failure fails the whole. */
async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const site = useSite();
let product: Product;
let publicPaths: string[];

beforeAll(async () => {
  product = (await apiGet<ProductPage>(site, '/api/products?collection=tech&limit=1')).items[0]!;
  const author = await registerMember(site, 'ssr');
  const created = await apiCall<{ thread: { id: number } }>(site, author, 'POST', '/api/forum/threads', {
    title: 'Server rendered thread',
    content: 'Is this in the first HTML?',
  });
  expect(created.status).toBe(201);
  const threadId = created.body.thread.id;
  const reply = await apiCall(site, author, 'POST', '/api/forum/reply', {
    thread_id: threadId,
    content: 'It should be.',
  });
  expect(reply.status).toBe(201);
  await apiCall(site, author, 'POST', '/api/wishlist/add', { product_id: product._id });
  const { body: own } = await apiCall<{ wishlist: { id: number; share_slug: string } }>(
    site,
    author,
    'GET',
    `/api/wishlist/${author.id}`,
  );
  const shared = await apiCall(site, author, 'POST', '/api/wishlist/toggle-public', {
    wishlist_id: own.wishlist.id,
    is_public: true,
  });
  expect(shared.status).toBe(200);
  const { body: blog } = await apiCall<{ posts: Array<{ slug: string }> }>(site, null, 'GET', '/api/blog');
  publicPaths = [
    '/',
    `/product/${product._id}`,
    '/collections',
    '/collections/tech',
    '/collections/partner/shirtvskins',
    '/drops',
    '/blog',
    `/blog/${blog.posts[0]!.slug}`,
    '/about',
    '/terms',
    '/privacy',
    '/search?q=lamp',
    '/forum',
    `/forum/thread/${threadId}`,
    `/user/${author.id}`,
    `/wishlist/share/${own.wishlist.share_slug}`,
    '/login',
    '/register',
    '/submit',
    '/product/no-such-product',
    '/no-such-page',
  ];
});

describe('server rendering', () => {
  it("sends a product page's title, price and 'View Deal' link in its HTML, before any script runs", async () => {
    const context = await site.browser.newContext({ baseURL: site.baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/product/${product._id}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(product.name);
      // Not-found pages too: their state is in the HTML, not a loading message.
      await page.goto('/product/no-such-product');
      await expect.poll(() => page.locator('h1').textContent()).toBe('Product not found');
      await page.goto(`/product/${product._id}`);
      expect(await page.locator('main').textContent()).toContain(`$${product.price!.toFixed(2)}`);
      const deal = page.getByRole('link', { name: /View Deal/ }).first();
      expect(await deal.getAttribute('href')).toBe(`/go/${product._id}`);
      // The largest image is in the HTML and asked for first.
      const image = page.locator('main img').first();
      expect(await image.getAttribute('fetchpriority')).toBe('high');
      expect(await image.getAttribute('loading')).not.toBe('lazy');
    } finally {
      await context.close();
    }
  });

  // About 40 page loads at two widths. Three at a time: most of a load is the half second of network silence
  // `networkidle` waits for, which pages can wait out side by side (more at once, and on a busy machine a page could
  // hydrate after its data went stale, 5 s for a thread, and fetch it again).
  it(
    'hydrates every public page without a warning and without fetching its data again',
    { timeout: 150_000 },
    async () => {
      const contexts = await Promise.all([site.newContext(), site.newContext(PHONE)]);
      const visits = contexts.flatMap((context) => publicPaths.map((path) => ({ context, path })));
      try {
        await eachAtMost(3, visits, async ({ context, path }) => {
          const { page, errors } = await newWatchedPage(context);
          const apiCalls: string[] = [];
          page.on('request', (r) => {
            const url = new URL(r.url());
            // Pages that check for news on their own (the forum's new-activity poll) are not refetches.
            if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
          });
          const response = await page.goto(path, { waitUntil: 'networkidle' });
          const html = (await response?.text()) ?? '';
          expect(html, path).toMatch(/<div id="root"><[a-z]/);
          expectOnly404Loads(errors);
          // The page's data came with the HTML, a not-found answer included: nothing of it is asked for again.
          expect(apiCalls, `${path} refetched`).toEqual([]);
          await page.close();
        });
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
      }
    },
  );

  it("shows the server's random picks: the trending strip after hydration is the one in the HTML", async () => {
    const { page, errors } = await site.openPage();
    try {
      const response = await page.goto('/', { waitUntil: 'networkidle' });
      const html = (await response?.text()) ?? '';
      const shown = await page
        .locator('main a[href^="/product/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(shown.length).toBeGreaterThan(0);
      for (const href of shown) expect(html).toContain(`href="${href}"`);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("sends a member's own pages as the shell the browser fills in", async () => {
    const res = await fetch(new URL('/wishlist', site.baseUrl));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});
