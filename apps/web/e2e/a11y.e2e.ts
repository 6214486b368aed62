import {
  PAGE_IDS,
  PAGES,
  type PracticeResponse,
  type ProductPage,
  type PvpMatchResponse,
  type ThreadCreatedResponse,
  type WishlistResponse,
} from '@dd/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings, type AxeFinding } from './support/axe';
import { DESKTOP, PHONE } from './support/browser';
import { adminMember, memberApi, registerMember, signIn, type Member } from './support/member-session';
import { useSite } from './support/site';
import { apiCall, apiGet } from './support/site-api';

// Every page, as a visitor, a member and the admin, in one browser context visited in turn: axe's serious and
// critical findings, one <h1> and no skipped heading level.

const site = useSite();
let context: BrowserContext;
let page: Page;
let member: Member;
/** A second member: the first one's duel opponent, whose profile and thread pages the first one visits. */
let other: Member;
let productPath = '';
let threadPath = '';
let profilePath = '';
let sharedWishlistPath = '';
let otherProfilePath = '';
let practicePath = '';

beforeAll(async () => {
  [member, other, context] = await Promise.all([
    registerMember(site, 'a11y'),
    registerMember(site, 'a11y-other'),
    site.newContext(DESKTOP),
  ]);
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  const products = await apiGet<ProductPage>(site, '/api/products');
  const product = products.items[0];
  expect(product).toBeDefined();
  productPath = `/product/${encodeURIComponent(product?._id ?? '')}`;
  const created = await apiCall<ThreadCreatedResponse>(site, member, 'POST', '/api/forum/threads', {
    title: 'Which desk gadget is the weirdest?',
    content: 'Mine hums when it is happy.',
  });
  expect(created.status).toBe(201);
  threadPath = `/forum/thread/${created.body.thread.id}`;
  profilePath = `/user/${member.id}`;
  await memberApi(site, member, '/api/wishlist/add', { product_id: product?._id });
  const list = await memberApi<WishlistResponse>(site, member, `/api/wishlist/${member.id}`);
  await memberApi(site, member, '/api/wishlist/toggle-public', { wishlist_id: list.wishlist?.id, is_public: true });
  sharedWishlistPath = `/wishlist/share/${list.wishlist?.share_slug ?? ''}`;
  otherProfilePath = `/user/${other.id}`;
  // A card game against the bot, and a duel with the other member, both in progress.
  const practice = await apiCall<PracticeResponse>(site, member, 'POST', '/api/card/practice', { mode: 'async' });
  expect(practice.status).toBe(200);
  practicePath = `/card-game/${practice.body.matchId}`;
  expect((await apiCall<PvpMatchResponse>(site, other, 'POST', '/api/pvp/joinQueue')).status).toBe(200);
  const duel = await apiCall<PvpMatchResponse>(site, member, 'POST', '/api/pvp/joinQueue');
  expect(duel.body.match?.status).toBe('active');
});

afterAll(async () => {
  await context?.close();
});

/** The page's headings in document order, as levels (h1 = 1 ...), leaving out hidden ones. */
function headingLevels(): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'))
      .filter((h) => h.offsetParent !== null || getComputedStyle(h).position === 'fixed')
      .map((h) => Number(h.tagName.slice(1))),
  );
}

/** The heading problems of the page: not exactly one h1, or a level skipped on the way down (h2 → h4). */
function headingProblems(levels: number[]): string[] {
  const problems: string[] = [];
  const h1s = levels.filter((l) => l === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  levels.forEach((level, i) => {
    const before = i === 0 ? 0 : (levels[i - 1] ?? 0);
    if (level > before + 1) problems.push(`h${level} after h${before || 'nothing'}`);
  });
  return problems;
}

/** Goes to the path and waits for its content: an h1, and no 'Loading...' left in the first screen. */
async function visit(path: string): Promise<void> {
  await page.goto(path);
  await page
    .locator('main h1')
    .first()
    .waitFor()
    .catch((err: unknown) => {
      throw new Error(`${path}: no h1 in main`, { cause: err });
    });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[role=status]')).every((s) => {
      const box = s.getBoundingClientRect();
      // A section further down may load only when scrolled to.
      return !/Loading/.test(s.textContent ?? '') || box.top > window.innerHeight;
    }),
  );
}

interface Audit {
  path: string;
  axe: AxeFinding[];
  headings: string[];
}

async function audit(path: string): Promise<Audit> {
  await visit(path);
  return { path, axe: await seriousAxeFindings(page), headings: headingProblems(await headingLevels()) };
}

/** Audits the paths in turn, then expects nothing found on any (all are audited first, so one run lists all). */
async function expectClean(paths: string[]): Promise<void> {
  const audits: Audit[] = [];
  for (const path of paths) audits.push(await audit(path));
  expect(audits.filter((a) => a.axe.length > 0 || a.headings.length > 0)).toEqual([]);
}

describe('accessibility (axe: no serious or critical findings; one h1, no skipped heading level)', () => {
  it('every public page, logged out, at 1280', { timeout: 120_000 }, async () => {
    await expectClean([
      '/',
      productPath,
      '/collections',
      '/collections/tech',
      '/collections/partner/shirtvskins',
      '/drops',
      '/blog',
      '/blog/fathers-day-gifts-2025',
      '/about',
      '/terms',
      '/privacy',
      '/search?q=gift',
      '/forum',
      threadPath,
      profilePath,
      sharedWishlistPath,
      '/login',
      '/register',
      '/submit',
      '/unsubscribe?email=someone%40example.com&token=not-a-valid-token',
    ]);
  });

  it('the games and member pages as a visitor (they ask to log in), and the leaderboards', async () => {
    await expectClean([
      '/game',
      '/leaderboard',
      '/pvp-lobby',
      '/pvp-leaderboard',
      '/card-game-lobby',
      '/deck-builder',
      '/profile',
      '/wishlist',
      '/rewards',
      '/forum/new',
      '/pvp',
      practicePath,
      '/notifications',
      '/settings/notifications',
    ]);
  });

  it('every not-found page', async () => {
    await expectClean([
      '/no-such-page',
      '/product/000000000000000000000000',
      '/collections/nope',
      '/collections/tech/shirtvskins',
      '/blog/no-such-post',
      '/forum/thread/999999',
      '/user/999999',
      '/wishlist/share/no-such-list',
    ]);
  });

  it('the home and a product page at 390', async () => {
    await page.setViewportSize(PHONE);
    try {
      await expectClean(['/', productPath]);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it("a member's pages", async () => {
    await signIn(page, member);
    await expectClean([
      '/profile',
      '/wishlist',
      '/rewards',
      '/game',
      '/leaderboard',
      '/pvp-lobby',
      '/card-game-lobby',
      '/deck-builder',
      '/pvp-leaderboard',
      '/forum',
      '/forum/new',
      threadPath,
      otherProfilePath,
      sharedWishlistPath,
      productPath,
      '/notifications',
      '/settings/notifications',
    ]);
  });

  it("a member's games in progress: a duel and a card game against the bot", async () => {
    await expectClean(['/pvp', practicePath, '/card-game-lobby']);
  });

  it("the admin's pages", async () => {
    await signIn(page, await adminMember(site));
    // Every admin page of the page table, so one added later is checked too.
    await expectClean(PAGE_IDS.map((id): string => PAGES[id].path).filter((path) => path.startsWith('/admin')));
  });
});
