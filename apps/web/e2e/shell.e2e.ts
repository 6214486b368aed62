import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, viewportScreenshot, watchErrors } from './support/browser';
import { atBothWidths } from './support/both-widths';
import { useSite } from './support/site';

/** Storefront spec sections 1 and 2 (header and footer), written out here rather than read from the app. */
const DROPDOWN_COLLECTIONS = [
  { name: 'Tech That Slaps', href: '/collections/tech' },
  { name: 'For Mom', href: '/collections/mom' },
  { name: 'For Dad', href: '/collections/fathers-day' },
  { name: 'Meme Lord Approved', href: '/collections/meme-gifts' },
  { name: 'TikTok Made Me Buy It', href: '/collections/tiktok' },
];
const ALL_COLLECTIONS: Record<string, string> = {
  tech: 'Tech That Slaps',
  gaming: 'Gaming Gear',
  health: 'Health & Wellness',
  mom: 'For Mom',
  'fathers-day': 'For Dad',
  'meme-gifts': 'Meme Lord Approved',
  tiktok: 'TikTok Made Me Buy It',
  beauty: 'Glow-Up Goodies',
  home: 'Home Finds',
  kitchen: 'Kitchen Chaos',
  outdoors: 'Touch Grass Gang',
  toys: 'Dopamine Dealers',
  partner: 'Partner Picks',
  clothing: 'Fresh Fits',
  alcohol: 'Alcohol You Later',
};

const site = useSite();

/** Text and path of every link in a locator, in document order. */
async function linksOf(scope: Locator): Promise<{ name: string; href: string }[]> {
  const links = scope.getByRole('link');
  const out: { name: string; href: string }[] = [];
  for (const link of await links.all()) {
    out.push({
      name: ((await link.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
      href: (await link.getAttribute('href')) ?? '',
    });
  }
  return out;
}

/** The panel a dropdown button controls. */
function panelOf(page: Page, button: Locator): Promise<Locator> {
  return button.getAttribute('aria-controls').then((id) => {
    expect(id, 'dropdown button has aria-controls').toBeTruthy();
    return page.locator(`[id="${id}"]`);
  });
}

/** Strips the aria-hidden emoji a label is decorated with. */
const label = (text: string) => text.replace(/^[^\p{L}\p{N}]+/u, '').trim();

describe('site shell on desktop', () => {
  it('has the header navigation, dropdowns, announcement, collections banner and footer of the spec', async () => {
    // With motion: the banner's animation is asserted below.
    const { context, page, errors } = await site.openPage(DESKTOP, { motion: true });
    await page.goto('/');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).resolves.toBe('/');
    for (const [name, href] of [
      ['Drops', '/drops'],
      ['Rewards', '/rewards'],
      ['Forum', '/forum'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }

    // Collections: hover opens it; exactly the five dropdown collections plus 'View All Collections'.
    const collections = nav.getByRole('button', { name: 'Collections', exact: true });
    await expect(collections.getAttribute('aria-expanded')).resolves.toBe('false');
    const collectionsPanel = await panelOf(page, collections);
    await expect(collectionsPanel.isVisible()).resolves.toBe(false);
    await collections.hover();
    await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'true', await collections.elementHandle());
    await collectionsPanel.getByRole('link', { name: 'View All Collections' }).waitFor({ state: 'visible' });
    const collectionLinks = (await linksOf(collectionsPanel)).map((l) => ({ ...l, name: label(l.name) }));
    expect(collectionLinks.at(-1)).toEqual({ name: 'View All Collections', href: '/collections' });
    const dropdown = collectionLinks.slice(0, -1).sort((a, b) => a.name.localeCompare(b.name));
    expect(dropdown).toEqual([...DROPDOWN_COLLECTIONS].sort((a, b) => a.name.localeCompare(b.name)));

    // Connect and Dopamine open on click as well.
    const groups: Record<string, { href: string; name?: string }[]> = {
      Connect: [{ href: '/blog', name: 'Blog' }, { href: '/submit' }, { href: '/about', name: 'About' }],
      Dopamine: [
        { href: '/game', name: 'Mini Game' },
        { href: '/leaderboard' },
        { href: '/pvp-lobby', name: 'PvP Quick Play' },
        { href: '/pvp-leaderboard', name: 'PvP Rankings' },
        { href: '/card-game-lobby', name: 'Card Battle' },
      ],
    };
    for (const [group, expected] of Object.entries(groups)) {
      const button = nav.getByRole('button', { name: group, exact: true });
      const panel = await panelOf(page, button);
      await button.click();
      await panel.getByRole('link').first().waitFor({ state: 'visible' });
      const links = await linksOf(panel);
      expect(
        links.map((l) => l.href),
        group,
      ).toEqual(expected.map((e) => e.href));
      for (const [i, e] of expected.entries()) if (e.name) expect(label(links[i]?.name ?? '')).toBe(e.name);
      await page.keyboard.press('Escape');
      await panel.getByRole('link').first().waitFor({ state: 'hidden' });
    }

    await header.getByRole('button', { name: 'Get Fresh Drops' }).waitFor({ state: 'visible' });
    await expect(header.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).resolves.toBe('/login');
    await expect(header.getByRole('link', { name: 'Sign Up', exact: true }).getAttribute('href')).resolves.toBe(
      '/register',
    );

    // Announcement bar above the header.
    await page.getByText('13,200+ people have clicked picks this month').waitFor({ state: 'visible' });

    // The scrolling banner links to every collection.
    const banner = page.getByRole('navigation', { name: 'All collections' });
    await banner.getByRole('link').first().waitFor({ state: 'visible' });
    const bannerLinks = await linksOf(banner);
    const expectedBanner = Object.entries(ALL_COLLECTIONS).map(([id, name]) => ({
      name,
      href: `/collections/${id}`,
    }));
    const byHref = (a: { href: string }, b: { href: string }) => a.href.localeCompare(b.href);
    expect(bannerLinks.map((l) => ({ ...l, name: label(l.name) })).sort(byHref)).toEqual(expectedBanner.sort(byHref));
    // It moves by one 60 s CSS animation (no script per frame), which pauses while the banner is scrolled away.
    const bannerAnimations = () =>
      banner.evaluate((nav) =>
        nav.getAnimations({ subtree: true }).map((a) => ({
          name: (a as CSSAnimation).animationName,
          duration: a.effect?.getTiming().duration,
          iterations: a.effect?.getTiming().iterations,
          state: a.playState,
        })),
      );
    expect(await bannerAnimations()).toEqual([
      { name: 'dd-marquee', duration: 60_000, iterations: Infinity, state: 'running' },
    ]);

    // Footer.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await bannerAnimations())[0]?.state).toBe('paused');
    const footerNav = footer.getByRole('navigation', { name: 'Footer' });
    await footerNav.getByRole('link').first().waitFor({ state: 'visible' });
    expect(await linksOf(footerNav)).toEqual([
      { name: 'About', href: '/about' },
      { name: 'Privacy', href: '/privacy' },
      { name: 'Terms', href: '/terms' },
    ]);
    const socials = footer.locator('a[target="_blank"]');
    expect(await socials.count()).toBe(6);
    const socialHrefs = await socials.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(new Set(socialHrefs).size).toBe(6);
    for (const href of socialHrefs) expect(href).toMatch(/^https:\/\/(www\.)?[a-z]+\.com\//);
    for (const social of await socials.all()) expect(await social.getAttribute('aria-label')).toBeTruthy();
    const footerText = (await footer.innerText()).replace(/\s+/g, ' ');
    expect(footerText).toContain("We don't sell anything. We just show you what to buy.");
    expect(footerText).toContain('2025');
    expect(footerText).toContain('As an Amazon Associate we earn from qualifying purchases.');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the collections banner still under reduced motion, each collection shown once', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const banner = page.getByRole('navigation', { name: 'All collections' });
    await banner.getByRole('link').first().waitFor({ state: 'visible' });
    expect(await banner.evaluate((nav) => nav.getAnimations({ subtree: true }).length)).toBe(0);
    const visibleTech = banner.locator('a[href="/collections/tech"]:visible');
    expect(await visibleTech.count()).toBe(1);
    // Still a strip a visitor can swipe through.
    const strip = banner.locator('div').first();
    await strip.evaluate((el) => el.scrollBy({ left: 300, behavior: 'instant' }));
    expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls to the top when a link is followed from far down a page', async () => {
    const { context, page, errors } = await site.openPage();
    // Load the privacy screen's code first, so the next visit renders it at once (no short loading view
    // that would pull the scroll position up by itself).
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: "We're the internet's hype friends." }).waitFor();

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY > 1000);
    await footer.getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    // The privacy page is long enough that it would stay scrolled down without the reset.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(1000);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown page with HTTP 404 and the 404 screen, and an unknown API path with JSON', async () => {
    await atBothWidths({ site, expectedStatus: 404 }, async (page) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByRole('link', { name: 'Go home' }).waitFor({ state: 'visible' });
      expect(await page.title()).toMatch(/Page not found/);
      await screenshot(page, 'not-found');
    });

    const { context, page } = await site.openPage();
    const api = await page.request.get('/api/nope');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toMatch(/application\/json/);
    const body = (await api.json()) as { error?: unknown };
    expect(typeof body.error).toBe('string');
    expect(body.error).not.toBe('');
    await context.close();
  });
});

describe('site shell on a phone', () => {
  it('opens the hamburger menu with scroll locked, toggles a dropdown on tap, and closes on navigation', async () => {
    // A touch screen, so the dropdown is operated by real taps.
    const context = await site.browser.newContext({
      baseURL: site.baseUrl,
      viewport: PHONE,
      deviceScaleFactor: 1,
      hasTouch: true,
      reducedMotion: 'no-preference',
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The menu's chunk comes while the page is idle, before any tap.
    const menuChunk = page.waitForResponse((res) => /\/assets\/mobile-menu-[^/]+\.js$/.test(res.url()));
    await page.goto('/');
    await menuChunk;
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

    // The desktop navigation is not shown at this width.
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    expect(await bodyOverflow()).not.toBe('hidden');

    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.tap();
    // Open at once: no wait for a chunk after the first tap.
    expect(await page.evaluate(() => document.querySelectorAll('[role="dialog"][aria-label="Menu"]').length)).toBe(1);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor({ state: 'visible' });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(await bodyOverflow()).toBe('hidden');

    // A dropdown parent toggles on tap.
    const connect = menu.getByRole('button', { name: 'Connect', exact: true });
    const blog = menu.getByRole('link', { name: 'Blog', exact: true });
    expect(await connect.getAttribute('aria-expanded')).toBe('false');
    expect(await blog.isVisible()).toBe(false);
    await connect.tap();
    await blog.waitFor({ state: 'visible' });
    expect(await connect.getAttribute('aria-expanded')).toBe('true');
    await connect.tap();
    await blog.waitFor({ state: 'hidden' });
    expect(await connect.getAttribute('aria-expanded')).toBe('false');
    await connect.tap();
    await blog.waitFor({ state: 'visible' });

    // The menu holds the rest of the header too.
    await menu.getByRole('button', { name: 'Get Fresh Drops' }).waitFor({ state: 'visible' });
    await menu.getByRole('link', { name: 'Login', exact: true }).waitFor({ state: 'visible' });
    await menu.getByRole('link', { name: 'Sign Up', exact: true }).waitFor({ state: 'visible' });
    // Let the dropdown's arrow finish turning before the picture is taken.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    // The menu is fixed to the viewport, so the shot is of the viewport rather than the full page.
    await viewportScreenshot(page, 'menu-open');

    await blog.tap();
    await page.waitForURL('**/blog');
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'The Dopamine Drops Blog' }).waitFor();
    expect(await bodyOverflow()).not.toBe('hidden');
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    // Scrolling works again.
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY >= 400);

    expect(errors).toEqual([]);
    await context.close();
  });
});
