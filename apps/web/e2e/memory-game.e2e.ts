import { LEADERBOARD_TEXT, MEMORY_TEXT, type LeaderboardResponse } from '@dd/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot as fullPageScreenshot } from './support/browser';
import { memberApi, registerMember, screenshotBothAs, signedInPage, type Member } from './support/member-session';
import { useSite } from './support/site';
import { apiGet } from './support/site-api';

const site = useSite();
let player: Member;
/** What the player scored in the first test. */
let playerScore = 0;

beforeAll(async () => {
  player = await registerMember(site, 'memory');
});

const main = (page: Page) => page.locator('main');

/** A full-page shot from the top, so the sticky header sits where it belongs. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await fullPageScreenshot(page, name);
}
const cards = (page: Page) => main(page).getByTestId('memory-card');

/** A card's text: its emoji while face up, empty while face down. */
async function cardText(page: Page, i: number): Promise<string> {
  return ((await cards(page).nth(i).textContent()) ?? '').trim();
}

/** Flips card i and reads its emoji, as a player sees it. */
async function flipAndRead(page: Page, i: number): Promise<string> {
  await cards(page).nth(i).click();
  await expect.poll(() => cardText(page, i)).not.toBe('');
  return cardText(page, i);
}

async function isMatched(page: Page, i: number): Promise<boolean> {
  return ((await cards(page).nth(i).getAttribute('aria-label')) ?? '').endsWith('matched');
}

/**
 * Plays like a player with a perfect memory: flips unknown cards, remembers every emoji it saw, and turns a
 * pair over as soon as it knows both places. Stops once `pairs` pairs are found (all 8 by default); no card is
 * left half-turned, so a later call takes the game up again.
 */
async function play(page: Page, pairs = 8): Promise<void> {
  const seen = new Map<number, string>();
  await cards(page).first().waitFor();
  const labels = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  const count = labels.length;
  expect(count).toBe(16);
  // Pairs found before (a game taken up again) stay found.
  const matched = new Set([...labels.keys()].filter((i) => labels[i]!.endsWith('matched')));
  const unknown = () => [...Array(count).keys()].find((i) => !seen.has(i) && !matched.has(i));
  const knownPair = (): [number, number] | null => {
    for (const [i, e] of seen) {
      if (matched.has(i)) continue;
      for (const [j, f] of seen) if (j !== i && f === e && !matched.has(j)) return [i, j];
    }
    return null;
  };
  const settle = async (a: number, b: number) => {
    if (await isMatched(page, a)) {
      matched.add(a).add(b);
      return;
    }
    // A mismatch flips back by itself (after 800 ms).
    await expect.poll(() => cardText(page, b), { timeout: 3_000 }).toBe('');
  };

  while (matched.size < pairs * 2) {
    const pair = knownPair();
    if (pair) {
      await flipAndRead(page, pair[0]);
      await flipAndRead(page, pair[1]);
      await settle(pair[0], pair[1]);
      continue;
    }
    const first = unknown()!;
    const emoji = await flipAndRead(page, first);
    seen.set(first, emoji);
    const partner = [...seen].find(([j, e]) => j !== first && e === emoji && !matched.has(j))?.[0];
    const second = partner ?? unknown()!;
    seen.set(second, await flipAndRead(page, second));
    await settle(first, second);
  }
}

const movesShown = async (page: Page) => {
  const text = await main(page)
    .getByText(/^\d+ moves$/)
    .textContent();
  return Number(text?.split(' ')[0]);
};

describe('memory game', () => {
  it('a member plays to the end, submits the score once and finds it on the leaderboard', async () => {
    const context = await site.newContext(DESKTOP);
    context.setDefaultTimeout(10_000);
    const page = await signedInPage(context, player);
    // Nobody has scored yet: the leaderboard invites a first game.
    await page.goto('/leaderboard');
    await main(page).getByText('No scores yet.').waitFor();
    await main(page).getByRole('link', { name: 'Play now' }).click();
    await main(page).getByRole('heading', { level: 1, name: MEMORY_TEXT.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/game');
    expect(await main(page).getByText(MEMORY_TEXT.loggedOut).count()).toBe(0);
    // Face down, a card gives nothing away.
    expect(await cardText(page, 0)).toBe('');
    expect(await cards(page).first().getAttribute('aria-label')).toBe('Card 1, face down');

    await play(page, 2);
    await page.waitForTimeout(600); // the last flip's animation
    await screenshot(page, 'memory-game-playing');
    await play(page);
    const score = Number(await main(page).getByTestId('memory-score').textContent());
    playerScore = score;
    const moves = await movesShown(page);
    expect(moves).toBeGreaterThanOrEqual(8);
    expect(score).toBe(Math.max(10, 100 - 5 * moves));
    await page.waitForTimeout(600); // the last flip's animation
    await screenshot(page, 'memory-game-finished');

    await main(page).getByRole('button', { name: MEMORY_TEXT.submit }).click();
    const submitted = main(page).getByText(MEMORY_TEXT.submitted);
    await submitted.waitFor();
    await main(page).getByText('+5 points').waitFor();
    await main(page).getByRole('button', { name: MEMORY_TEXT.playAgain }).waitFor();
    // Submitted once: only Play Again is left, and the message goes after 3 s.
    expect(await main(page).getByRole('button', { name: MEMORY_TEXT.submit }).count()).toBe(0);
    await submitted.waitFor({ state: 'detached', timeout: 5_000 });

    await main(page).getByRole('link', { name: 'See the leaderboard' }).click();
    await main(page).getByRole('heading', { level: 1, name: LEADERBOARD_TEXT.title }).waitFor();
    const row = main(page).getByRole('listitem').filter({ hasText: player.username });
    await row.waitFor();
    expect(await row.textContent()).toContain(String(score));
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/user/${player.id}`);
    await context.close();
  });

  it('a visitor sees the notice, plays by keyboard, and is asked to log in to submit', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    await page.goto('/game');
    await main(page).getByText(MEMORY_TEXT.loggedOut).waitFor();

    // Tab to the first card, Enter flips it; Tab on, Space flips the next.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'memory-card')) break;
    }
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(await focused()).toBe('Card 1, face down');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardText(page, 0)).not.toBe('');
    expect(await focused()).toMatch(/^Card 1, \S+/u);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Card 2, face down');
    await page.keyboard.press('Space');
    await expect.poll(() => cardText(page, 1)).not.toBe('');
    const [a, b] = [await cardText(page, 0), await cardText(page, 1)];
    expect(await main(page).getByTestId('memory-moves').textContent()).toBe('1');
    if (a !== b) await expect.poll(() => cardText(page, 0), { timeout: 3_000 }).toBe('');

    await play(page, 2);
    await page.waitForTimeout(600);
    await screenshot(page, 'memory-game-playing');
    await play(page);
    await main(page).getByRole('button', { name: MEMORY_TEXT.submit }).click();
    await main(page).getByRole('alert').filter({ hasText: MEMORY_TEXT.logInToSubmit }).waitFor();
    await page.waitForTimeout(600);
    expect(await main(page).getByRole('link', { name: 'Log In' }).last().getAttribute('href')).toBe(
      '/login?next=%2Fgame',
    );
    await screenshot(page, 'memory-game-finished');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('screenshots the leaderboard', async () => {
    // A few more players, one of them level with the player, who got there first and so stays ahead.
    const rivals = await Promise.all([60, 45, playerScore, 20].map(() => registerMember(site, 'rival')));
    const entries = [{ member: player, score: playerScore }];
    for (const [i, score] of [60, 45, playerScore, 20].entries()) {
      await memberApi(site, rivals[i]!, '/api/game/score', { game_id: 'puzzle', score });
      entries.push({ member: rivals[i]!, score });
    }
    const board = await apiGet<LeaderboardResponse>(site, '/api/game/leaderboard?game_id=puzzle');
    // Best first; equal scores in the order they were reached (a stable sort keeps that order).
    const expected = [...entries].sort((a, b) => b.score - a.score);
    expect(board.leaderboard).toEqual(
      expected.map((e) => ({ user_id: e.member.id, username: e.member.username, score: e.score })),
    );
    await screenshotBothAs(site, player, '/leaderboard', 'memory-leaderboard', async (page) => {
      await main(page).getByRole('listitem').first().waitFor();
    });
  });
});
