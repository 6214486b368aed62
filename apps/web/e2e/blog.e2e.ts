import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth, TAKE_SCREENSHOTS } from './support/browser';
import { withoutHttpStatus } from './support/errors';
import { jsonLdOf } from './support/html';
import { useSite } from './support/site';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content/blog');

/** Spec section 2: the slugs that have full content. */
const SPEC_SLUGS = [
  'latest-tech-trends-2024',
  'how-to-choose-the-right-gadget',
  'sustainable-tech-the-future',
  'tiktok-made-me-buy-it-viral-gadgets-2025',
  'gifts-for-meme-lords-funniest-products',
  'tech-that-slaps-must-have-gadgets-2025',
  'dopamine-dealers-fun-products',
  'fathers-day-gifts-2025',
];

interface Source {
  slug: string;
  title: string;
  date: string;
  author: string;
}

/** Title, date and author straight from the Markdown front matter, independent of the server's loader. */
function readSources(): Source[] {
  const field = (text: string, name: string) => {
    const raw = new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(text)?.[1]?.trim() ?? '';
    if (raw.startsWith("'")) return raw.slice(1, -1).replace(/''/g, "'");
    if (raw.startsWith('"')) return JSON.parse(raw) as string;
    return raw;
  };
  return readdirSync(contentDir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((f) => {
      const text = readFileSync(path.join(contentDir, f), 'utf8');
      return {
        slug: f.slice(0, -3),
        title: field(text, 'title'),
        date: field(text, 'date'),
        author: field(text, 'author'),
      };
    });
}

/** '2025-06-02' -> 'June 2, 2025'. */
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const site = useSite();
let sources: Source[];
let newestFive: Source[];

beforeAll(() => {
  sources = readSources();
  newestFive = [...sources].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 5);
});

/** Scrolls an image into view (they load lazily) and waits until it has really been decoded. */
async function expectImageLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await img.evaluate(
    (el) =>
      new Promise<void>((resolve, reject) => {
        const image = el as HTMLImageElement;
        const check = () =>
          image.complete && image.naturalWidth > 0 ? resolve() : image.complete ? reject(new Error('broken')) : null;
        image.addEventListener('load', check);
        image.addEventListener('error', () => reject(new Error(`image failed: ${image.src}`)));
        check();
      }),
  );
}

describe('blog', () => {
  it('has every post the spec names', () => {
    expect(sources.map((s) => s.slug).sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it('lists the five newest posts with title, date, excerpt, image and Read More', async () => {
    const { context, page, errors } = await site.openPage();
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'The Dopamine Drops Blog' }).waitFor();
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(5);

    for (const [i, expected] of newestFive.entries()) {
      const card = cards.nth(i);
      const heading = card.getByRole('heading', { level: 2 });
      expect((await heading.innerText()).trim()).toBe(expected.title);
      expect((await card.locator('time').innerText()).trim().toLowerCase()).toBe(longDate(expected.date).toLowerCase());
      expect(await card.locator('time').getAttribute('datetime')).toBe(expected.date);
      const excerpt = (await card.locator('p').first().innerText()).trim();
      expect(excerpt.length, `excerpt of ${expected.slug}`).toBeGreaterThan(40);
      const readMore = card.getByRole('link', { name: /^Read More/ });
      expect((await readMore.innerText()).trim()).toMatch(/^Read More/);
      expect(await readMore.getAttribute('href')).toBe(`/blog/${expected.slug}`);
      await expectImageLoaded(card.locator('img'));
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a post from the list with its title, date, author, image and full text', async () => {
    const { context, page, errors } = await site.openPage();
    await page.goto('/blog');
    const expected = newestFive[1] as Source;
    const card = page.getByRole('main').getByRole('article').filter({ hasText: expected.title });
    await card.getByRole('link', { name: /^Read More/ }).click();
    await page.waitForURL(`**/blog/${expected.slug}`);

    const article = page.getByRole('main').getByRole('article');
    await article.getByRole('heading', { level: 1, name: expected.title }).waitFor();
    expect((await article.locator('header time').innerText()).trim().toLowerCase()).toBe(
      longDate(expected.date).toLowerCase(),
    );
    await article.getByText(`By ${expected.author}`).waitFor({ state: 'visible' });
    await expectImageLoaded(article.locator('img').first());
    const body = await article.locator('.prose-dd').innerText();
    const words = body.split(/\s+/).filter((w) => /\w/.test(w));
    expect(words.length).toBeGreaterThanOrEqual(400);
    expect(await page.title()).toContain(expected.title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown post with HTTP 404 and "Blog Post Not Found"', async () => {
    const { context, page, errors } = await site.openPage();
    const response = await page.goto('/blog/not-a-post');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the blog' }).waitFor({ state: 'visible' });
    // Chromium reports the 404 document as a console error; that one is expected here.
    expect(withoutHttpStatus(errors, 404)).toEqual([]);
    await context.close();
  });

  it("puts BlogPosting JSON-LD in every listed post's HTML", async () => {
    const { context, page } = await site.openPage();
    for (const post of newestFive) {
      const response = await page.request.get(`/blog/${post.slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const posting = jsonLdOf(html).find((s) => s['@type'] === 'BlogPosting');
      expect(posting, post.slug).toBeDefined();
      expect(posting?.headline).toBe(post.title);
      expect(posting?.datePublished).toBe(post.date);
    }
    await context.close();
  });

  it.runIf(TAKE_SCREENSHOTS)('takes screenshots of the list and a post', async () => {
    await screenshotBoth(site.browser, site.baseUrl, '/blog', 'blog', async (page) => {
      const images = page.getByRole('main').getByRole('article').locator('img');
      await images.first().waitFor();
      for (const img of await images.all()) await expectImageLoaded(img);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    });
    const slug = (newestFive[0] as Source).slug;
    await screenshotBoth(site.browser, site.baseUrl, `/blog/${slug}`, 'blog-post', async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const img of await page.getByRole('main').locator('img').all()) await expectImageLoaded(img);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    });
  });
});
