import { PVP_TEXT, type PvpLeaderboardResponse } from '@dd/contracts';
import type { Page, ViewportSize } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DESKTOP, PHONE } from './support/browser';
import { registerMembers, screenshotBothAs, type Member } from './support/member-session';
import { useSite } from './support/site';
import { apiCall, apiGet } from './support/site-api';
import { openPlayer, screenshotAtBothWidths, type Player } from './support/players';

const site = useSite();
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;
let erin: Member;

/** Adds that end a duel at exactly 10: both buttons, and the shortest duel for the slow polling one. */
const MIXED_ADDS = [2, 1, 2, 1, 2, 2];
const QUICK_ADDS = [2, 2, 2, 2, 2];
const LOBBY_TIMEOUT = { timeout: 5_000 };

/** A player whose page records every number the lobby's countdown shows, in order (`window.__countdown`). */
async function openDuelist(member: Member, viewport: ViewportSize, withPush = true): Promise<Player> {
  const player = await openPlayer(site, member, viewport, { withPush });
  await player.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __countdown: string[] }).__countdown = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="countdown"]')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return player;
}

const text = (page: Page, value: string) => page.getByText(value, { exact: true });
const addButton = (page: Page, add: number) => page.getByRole('button', { name: `+${add}`, exact: true });

/** Waits until one player has the +1 / +2 buttons and the other waits; answers [on turn, waiting]. */
async function whoseTurn(a: Player, b: Player): Promise<[Player, Player]> {
  const onTurn = await Promise.any([
    addButton(a.page, 1)
      .waitFor()
      .then(() => a),
    addButton(b.page, 1)
      .waitFor()
      .then(() => b),
  ]);
  const waiting = onTurn === a ? b : a;
  await text(waiting.page, PVP_TEXT.opponentsTurn).waitFor();
  expect(await addButton(waiting.page, 1).count()).toBe(0);
  return [onTurn, waiting];
}

/** Plays `adds` to 10, each on whoever's turn it is; answers [winner, loser]. */
async function playToTheEnd(a: Player, b: Player, adds: number[], shots = false): Promise<[Player, Player]> {
  let total = 0;
  for (const [move, add] of adds.entries()) {
    const [onTurn, waiting] = await whoseTurn(a, b);
    if (shots && move === 1) {
      await screenshotAtBothWidths(onTurn.page, 'pvp-duel-your-turn');
      await screenshotAtBothWidths(waiting.page, 'pvp-duel-opponents-turn');
    }
    await addButton(onTurn.page, add).click();
    total += add;
    if (total >= 10) return [onTurn, waiting];
    // The mover's screen turns at once from the answer; both show the new total.
    await text(onTurn.page, PVP_TEXT.opponentsTurn).waitFor();
    for (const p of [onTurn, waiting]) {
      await p.page.waitForFunction(
        (n) => document.querySelector('[data-testid="duel-total"]')?.textContent?.trim() === String(n),
        total,
      );
    }
  }
  throw new Error(`${adds.join('+')} does not reach 10`);
}

async function expectResult(winner: Player, loser: Player): Promise<void> {
  await text(winner.page, PVP_TEXT.won).waitFor();
  await text(loser.page, PVP_TEXT.lost).waitFor();
  for (const p of [winner, loser]) {
    await text(p.page, PVP_TEXT.finalTotal).waitFor();
    expect(await p.page.getByTestId('final-total').textContent()).toBe('10');
  }
}

beforeAll(async () => {
  [alice, bob, carol, dave, erin] = await registerMembers(site, ['alice', 'bob', 'carol', 'dave', 'erin']);
});

describe('the Reach 10 duel', () => {
  it('asks a visitor to log in on the lobby and the duel', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    for (const path of ['/pvp-lobby', '/pvp']) {
      await page.goto(path);
      await text(page, PVP_TEXT.logInToPlay).waitFor();
      expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
        `/login?next=${encodeURIComponent(path)}`,
      );
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two members play from the lobby through Get Ready and the 3-2-1 to won and lost, then Play Again', async () => {
    const a = await openDuelist(alice, DESKTOP);
    const b = await openDuelist(bob, PHONE);

    await a.page.goto('/pvp-lobby');
    await a.page.getByRole('heading', { name: PVP_TEXT.quickPlay }).waitFor();
    await screenshotAtBothWidths(a.page, 'pvp-lobby-idle');
    await a.page.getByRole('button', { name: PVP_TEXT.startMatch }).click();
    await text(a.page, PVP_TEXT.searching).waitFor();
    await text(a.page, PVP_TEXT.firstInLine).waitFor();
    await screenshotAtBothWidths(a.page, 'pvp-lobby-searching');

    await b.page.goto('/pvp-lobby');
    await b.page.getByRole('button', { name: PVP_TEXT.startMatch }).click();
    for (const p of [a, b]) await text(p.page, PVP_TEXT.getReady).waitFor(LOBBY_TIMEOUT);
    await screenshotAtBothWidths(b.page, 'pvp-lobby-get-ready');
    // Both avatars face each other: each lobby names the other player.
    expect(await b.page.getByTestId('fighter-right').textContent()).toContain(alice.username);

    for (const p of [a, b]) await p.page.waitForURL('**/pvp', LOBBY_TIMEOUT);
    for (const p of [a, b]) {
      const seen = await p.page.evaluate(() => (window as unknown as { __countdown: string[] }).__countdown);
      expect(seen.filter((n) => /^[123]$/.test(n))).toEqual(['3', '2', '1']);
    }
    await a.page.getByRole('heading', { name: PVP_TEXT.title }).waitFor();
    expect(await a.page.getByTestId('facing').textContent()).toBe(PVP_TEXT.facing(bob.username));
    expect(await b.page.getByTestId('facing').textContent()).toBe(PVP_TEXT.facing(alice.username));

    const [winner, loser] = await playToTheEnd(a, b, MIXED_ADDS, true);
    await expectResult(winner, loser);
    await screenshotAtBothWidths(winner.page, 'pvp-duel-won');
    await screenshotAtBothWidths(loser.page, 'pvp-duel-lost');

    await loser.page.getByRole('button', { name: PVP_TEXT.playAgain }).click();
    await loser.page.waitForURL('**/pvp-lobby');
    await loser.page.getByRole('button', { name: PVP_TEXT.startMatch }).waitFor();

    // The rankings list both, the winner above the loser.
    await winner.page.getByRole('link', { name: PVP_TEXT.rankingsTitle }).click();
    await winner.page.getByRole('heading', { name: PVP_TEXT.rankingsTitle }).waitFor();
    const rows = winner.page.getByTestId('ranking-row');
    await rows.filter({ hasText: loser.member.username }).waitFor();
    const listed = await rows.allTextContents();
    const at = (m: Member) => listed.findIndex((row) => row.includes(m.username));
    expect(at(winner.member)).toBeGreaterThanOrEqual(0);
    expect(at(winner.member)).toBeLessThan(at(loser.member));
    const { leaderboard } = await apiGet<PvpLeaderboardResponse>(site, '/api/pvp/leaderboard');
    for (const m of [winner.member, loser.member]) {
      const entry = leaderboard.find((e) => e.user_id === m.id);
      expect(entry, m.username).toBeDefined();
      expect(listed[at(m)]).toContain(String(entry?.rating));
    }
    expect(await rows.filter({ hasText: winner.member.username }).getByRole('link').getAttribute('href')).toBe(
      `/user/${winner.member.id}`,
    );

    for (const p of [a, b]) {
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
  });

  it('plays through to the end on polling alone when the push socket cannot connect', async () => {
    const c = await openDuelist(carol, PHONE, false);
    const d = await openDuelist(dave, DESKTOP, false);

    await c.page.goto('/pvp');
    await text(c.page, PVP_TEXT.waitingForOpponent).waitFor();
    await text(c.page, PVP_TEXT.firstInLine).waitFor();
    await d.page.goto('/pvp');
    // Dave's join paired him; Carol's 3 s poll sees the match start. Each banner lasts 3 s from its own
    // start, so both are awaited at once.
    await Promise.all([c, d].map((p) => text(p.page, PVP_TEXT.opponentFound).waitFor(LOBBY_TIMEOUT)));

    const [winner, loser] = await playToTheEnd(c, d, QUICK_ADDS);
    await expectResult(winner, loser);
    for (const p of [c, d]) {
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
  });

  it('leaves the queue when the player leaves the lobby before Start Match was answered', async () => {
    const e = await openDuelist(erin, DESKTOP);
    // The join reaches the server only after the player has moved on.
    await e.page.route('**/api/pvp/joinQueue', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await e.page.goto('/pvp-lobby');
    const joined = e.page.waitForResponse((response) => response.url().endsWith('/api/pvp/joinQueue'));
    await e.page.getByRole('button', { name: PVP_TEXT.startMatch }).click();
    await e.page.getByRole('link', { name: 'Forum', exact: true }).first().click();
    await e.page.waitForURL('**/forum');
    expect(((await (await joined).json()) as { match: { status: string } }).match.status).toBe('pending');
    const myMatch = () => apiCall<{ match: unknown }>(site, erin, 'GET', '/api/pvp/myMatch');
    // The join was answered with a waiting match, and the page, gone by then, gave it up.
    await vi.waitFor(async () => expect((await myMatch()).body.match).toBeNull(), { timeout: 5_000, interval: 200 });
    expect(e.errors).toEqual([]);
    await e.context.close();
  });

  it('shows the rankings at both widths', async () => {
    await screenshotBothAs(site, alice, '/pvp-leaderboard', 'pvp-rankings', async (page) => {
      await page.getByTestId('ranking-row').first().waitFor();
    });
  });
});
