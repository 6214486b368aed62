import {
  LEADERBOARD_TEXT,
  MEMORY_TEXT,
  type GameScoreResponse,
  type LeaderboardResponse,
  type MemoryFlipResponse,
  type MemoryStartResponse,
} from '@dd/contracts';
import { MEMORY_EMOJIS } from '@dd/game';
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot as fullPageScreenshot, TAKE_SCREENSHOTS } from './support/browser';
import { memberApi, registerMember, screenshotBothAs, type Member } from './support/member-session';
import { holdRequests } from './support/held-requests';
import { openPlayer } from './support/players';
import { useSite } from './support/site';
import { apiGet } from './support/site-api';

const site = useSite();
let player: Member;
/** Every score recorded by the tests, in the order recorded (the leaderboard's order for equal scores). */
const recordedScores: Array<{ member: Member; score: number }> = [];

beforeAll(async () => {
  player = await registerMember(site, 'memory');
});

const main = (page: Page) => page.locator('main');

/** A full-page shot from the top, so the sticky header sits where it belongs. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await fullPageScreenshot(page, name);
}
/** The page at both widths (…-1280.png and -390.png), back to its own width after. */
async function shootBoth(page: Page, name: string): Promise<void> {
  const own = page.viewportSize() ?? DESKTOP;
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await screenshot(page, name);
  }
  await page.setViewportSize(own);
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

/** What the page received from the memory API: the start answers and every flip's answer, in order. */
interface Seen {
  starts: Array<{ status: number; body: string }>;
  flips: MemoryFlipResponse[];
  /** Requests of the memory API the page sent (a visitor's page sends none). */
  requests: string[];
}

function watchMemoryApi(page: Page): Seen {
  const seen: Seen = { starts: [], flips: [], requests: [] };
  page.on('request', (request) => {
    if (request.url().includes('/api/game/memory/')) seen.requests.push(request.url());
  });
  page.on('response', (response: Response) => {
    const url = response.url();
    if (url.endsWith('/api/game/memory/start')) {
      void response.text().then((body) => seen.starts.push({ status: response.status(), body }));
    } else if (/\/api\/game\/memory\/\d+\/flip$/.test(url) && response.status() === 200) {
      void response.json().then((answer: MemoryFlipResponse) => seen.flips.push(answer));
    }
  });
  return seen;
}

/**
 * A whole game through the API as a member with a perfect memory plays it, knowing only the answers: start,
 * flips (a paced one is sent again), the score. Returns the play and its score.
 */
async function playThroughApi(member: Member): Promise<{ playId: number; score: number }> {
  const { playId } = await memberApi<MemoryStartResponse>(site, member, '/api/game/memory/start', {});
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  const flip = async (index: number): Promise<MemoryFlipResponse> => {
    for (;;) {
      const res = await fetch(new URL(`/api/game/memory/${playId}/flip`, site.baseUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ index }),
      });
      if (res.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 110));
        continue;
      }
      expect(res.status).toBe(200);
      const answer = (await res.json()) as MemoryFlipResponse;
      seen.set(index, answer.face);
      return answer;
    }
  };
  const unknown = () => [...Array(16).keys()].find((i) => !seen.has(i) && !matched.has(i))!;
  const partnerOf = (i: number) => [...seen].find(([j, f]) => j !== i && f === seen.get(i) && !matched.has(j))?.[0];
  for (;;) {
    const first = [...seen.keys()].find((i) => !matched.has(i) && partnerOf(i) !== undefined) ?? unknown();
    await flip(first);
    const second = partnerOf(first) ?? unknown();
    const answer = await flip(second);
    if (answer.matched) matched.add(first).add(second);
    if (answer.finished) return { playId, score: answer.score! };
  }
}

const movesShown = async (page: Page) => {
  const text = await main(page)
    .getByText(/^\d+ moves$/)
    .textContent();
  return Number(text?.split(' ')[0]);
};

describe('memory game', () => {
  it("a member plays the server's board to the end, submits the score once and finds it on the leaderboard", async () => {
    const { context, page } = await openPlayer(site, player, DESKTOP);
    const api = watchMemoryApi(page);
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

    // The server dealt the board: its answer names the play and the number of cards, and no face.
    await expect.poll(() => api.starts.length).toBe(1);
    const started = api.starts[0]!;
    expect(started.status).toBe(200);
    expect(JSON.parse(started.body)).toEqual({ playId: expect.any(Number), cards: 16 });
    expect(MEMORY_EMOJIS.some((face) => started.body.includes(face))).toBe(false);

    await play(page, 2);
    await page.waitForTimeout(600); // the last flip's animation
    await screenshot(page, 'memory-game-playing');
    await play(page);
    const score = Number(await main(page).getByTestId('memory-score').textContent());
    recordedScores.push({ member: player, score });
    const moves = await movesShown(page);
    expect(moves).toBeGreaterThanOrEqual(8);
    expect(score).toBe(Math.max(10, 100 - 5 * moves));
    // Every face the page showed came from a flip's answer, and the score is the one the server computed.
    await expect.poll(() => api.flips.at(-1)?.finished).toBe(true);
    const last = api.flips.at(-1)!;
    expect(last).toMatchObject({ moves, score });
    const labels = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    for (const answer of api.flips)
      expect(labels[answer.index]).toBe(`Card ${answer.index + 1}, ${answer.face}, matched`);
    await page.waitForTimeout(600); // the last flip's animation
    await screenshot(page, 'memory-game-finished');

    await main(page).getByRole('button', { name: MEMORY_TEXT.submit }).click();
    const submitted = main(page).getByText(MEMORY_TEXT.submitted);
    await submitted.waitFor();
    await main(page).getByTestId('memory-reward').getByText('+5 points', { exact: true }).waitFor();
    expect(await main(page).getByTestId('result-rewards-link').getAttribute('href')).toBe('/rewards');
    await shootBoth(page, 'g22-memory-result');
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

  it('a failed flip says so and the member plays on; a slow answer shows the card pressed', async () => {
    const member = await registerMember(site, 'flaky');
    const { context, page } = await openPlayer(site, member, PHONE);
    await page.goto('/game');
    await cards(page).first().waitFor();

    // The first flip fails as a server in trouble answers; the card lies face down again, the message says why.
    await page.route('**/api/game/memory/*/flip', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'The service is briefly unavailable. Please try again in a moment.',
          code: 'unavailable',
        }),
      }),
    );
    await cards(page).nth(0).click();
    const alert = main(page).getByRole('alert');
    await alert.filter({ hasText: 'The service is briefly unavailable. Please try again in a moment.' }).waitFor();
    expect(await cards(page).nth(0).getAttribute('aria-label')).toBe('Card 1, face down');
    await page.waitForTimeout(300);
    await screenshot(page, 'memory-game-flip-failed');

    // A slow answer: the card is held pressed (busy) until its face comes.
    await page.unroute('**/api/game/memory/*/flip');
    const release = await holdRequests(page, '**/api/game/memory/*/flip');
    await cards(page).nth(0).click();
    await expect.poll(() => cards(page).nth(0).getAttribute('aria-busy')).toBe('true');
    // The message of the failed flip went with the next card turned.
    expect(await alert.count()).toBe(0);
    await screenshot(page, 'memory-game-flip-pending');
    release();
    await expect.poll(() => cardText(page, 0)).not.toBe('');
    expect(await cards(page).nth(0).getAttribute('aria-busy')).toBeNull();
    await page.unroute('**/api/game/memory/*/flip');

    // And the game goes on to its end: the move's second card, then the rest.
    await flipAndRead(page, 1);
    if (!(await isMatched(page, 1))) await expect.poll(() => cardText(page, 1), { timeout: 3_000 }).toBe('');
    await play(page);
    await main(page).getByTestId('memory-score').waitFor();
    await context.close();
  });

  it("'Play Again' deals a new board on the server; the finished play's score is still the member's to send", async () => {
    const member = await registerMember(site, 'again');
    const { context, page } = await openPlayer(site, member, DESKTOP);
    const api = watchMemoryApi(page);
    await page.goto('/game');
    await play(page);
    await main(page).getByRole('button', { name: MEMORY_TEXT.playAgain }).click();
    await expect.poll(() => api.starts.length).toBe(2);
    const [first, second] = api.starts.map((s) => JSON.parse(s.body) as MemoryStartResponse);
    expect(second!.playId).not.toBe(first!.playId);
    expect(await cards(page).first().getAttribute('aria-label')).toBe('Card 1, face down');
    expect(await main(page).getByTestId('memory-moves').textContent()).toBe('0');
    // The finished play was not abandoned by the new one: its score can still be recorded.
    const score = api.flips.find((answer) => answer.finished)!.score!;
    const recorded = await memberApi<GameScoreResponse>(site, member, '/api/game/score', {
      game_id: 'puzzle',
      score,
      play_id: first!.playId,
    });
    expect(recorded).toMatchObject({ success: true, best_score: score });
    recordedScores.push({ member, score });
    await context.close();
  });

  it('a visitor sees the notice, plays by keyboard, and is asked to log in to submit', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    const api = watchMemoryApi(page);
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
    // The visitor's board is the browser's own: nothing was asked of the memory API.
    expect(api.requests).toEqual([]);
    await context.close();
  });

  it.runIf(TAKE_SCREENSHOTS)('screenshots the leaderboard', async () => {
    // A few more players, each a whole game through the API; one level with another stays behind who got there first.
    const rivals = await Promise.all(Array.from({ length: 4 }, () => registerMember(site, 'rival')));
    const entries = [...recordedScores];
    for (const rival of rivals) {
      const { playId, score } = await playThroughApi(rival);
      const recorded = await memberApi<GameScoreResponse>(site, rival, '/api/game/score', {
        game_id: 'puzzle',
        score,
        play_id: playId,
      });
      expect(recorded).toMatchObject({ success: true, best_score: score });
      entries.push({ member: rival, score });
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
