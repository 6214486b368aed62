import {
  CARD_REMATCH_TEXT,
  PVP_COUNTDOWN,
  PVP_TEXT,
  type CardQueueStatus,
  type PvpMatchResponse,
  type UserCardGamesResponse,
} from '@dd/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DESKTOP, PHONE, viewportScreenshot } from './support/browser';
import { registerMembers, type Member } from './support/member-session';
import { useSite } from './support/site';
import { apiCall, apiGet } from './support/site-api';
import { closeClean, openPlayer, screenshotAtBothWidths } from './support/players';

const site = useSite();
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;
let erin: Member;
let frank: Member;

/** Pairing with push up is an event away; this is far more than it needs. */
const PAIRING = { timeout: 5_000 };

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const queueStatus = () => apiGet<CardQueueStatus>(site, '/api/card/queue-status');
const userGames = async (m: Member) =>
  (await apiCall<UserCardGamesResponse>(site, m, 'GET', '/api/card/user-games')).body.games;
const matchIdOf = (page: Page) => Number(/\/card-game\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

/** Plays the duel the two members are paired in to the end through the API (+2 each move). */
async function finishDuel(a: Member, b: Member): Promise<void> {
  let match = (await apiCall<PvpMatchResponse>(site, a, 'GET', '/api/pvp/myMatch')).body.match;
  expect(match?.status).toBe('active');
  // Moves are taken once the 3-2-1 is over.
  const countdownEnd = Date.parse(match?.countdown_start_time ?? '') + PVP_COUNTDOWN.seconds * 1000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, countdownEnd - Date.now())));
  for (let i = 0; match?.status === 'active' && i < 10; i++) {
    const onTurn = match.current_turn === a.id ? a : b;
    const body = { match_id: match.id, add: 2 };
    match = (await apiCall<PvpMatchResponse>(site, onTurn, 'POST', '/api/pvp/submitTurn', body)).body.match;
  }
  expect(match?.status).toBe('completed');
}

beforeAll(async () => {
  [alice, bob, carol, dave, erin, frank] = await registerMembers(site, [
    'alice',
    'bob',
    'carol',
    'dave',
    'erin',
    'frank',
  ]);
});

describe('the card game lobby', () => {
  it("shows a visitor the lobby with 'Please Log In' on both mode cards", async () => {
    const { context, page, errors } = await site.openPage(DESKTOP);
    await page.goto('/card-game-lobby');
    await page.getByRole('heading', { name: 'Card Game Lobby', level: 1 }).waitFor();
    const logIn = page.getByRole('link', { name: 'Please Log In', exact: true });
    expect(await logIn.count()).toBe(2);
    expect(await logIn.first().getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/card-game-lobby')}`);
    await page.getByRole('heading', { name: 'How to play Card Battle' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    expect(await page.getByText('Your Active Games', { exact: false }).count()).toBe(0);
    await screenshotAtBothWidths(page, 'card-lobby-logged-out');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two members join blitz and land on the same board; the lobby then lists the game for both', async () => {
    const a = await openPlayer(site, alice, DESKTOP);
    const b = await openPlayer(site, bob, PHONE);

    await a.page.goto('/card-game-lobby');
    await a.page.getByRole('heading', { name: 'Your Active Games (0)' }).waitFor();
    // Nobody queued: practice against the bot leads.
    await a.page.locator('[data-testid="practice-entry"][data-prominent="true"]').waitFor();
    // Manage Decks opens the deck manager over the lobby; Escape closes it.
    await button(a.page, 'Manage Decks').click();
    const decks = a.page.getByRole('dialog');
    await decks.getByText('Your Decks', { exact: true }).first().waitFor();
    await a.page.keyboard.press('Escape');
    await decks.waitFor({ state: 'detached' });
    await button(a.page, 'Join Blitz Queue').click();
    await a.page.getByRole('status').filter({ hasText: 'Looking for a Blitz opponent' }).waitFor();
    expect(await button(a.page, 'Searching Blitz...').isDisabled()).toBe(true);
    await button(a.page, 'Cancel').waitFor();
    await vi.waitFor(async () => expect((await queueStatus()).blitzQueue).toBe(1), { timeout: 5_000 });
    await screenshotAtBothWidths(a.page, 'card-lobby-searching');

    await b.page.goto('/card-game-lobby');
    await b.page.getByTestId('queue-size-blitz').filter({ hasText: '1' }).waitFor();
    await button(b.page, 'Join Blitz Queue').click();
    for (const p of [a, b]) await p.page.waitForURL(/\/card-game\/\d+$/, PAIRING);
    const matchId = matchIdOf(a.page);
    expect(matchId).toBeGreaterThan(0);
    expect(matchIdOf(b.page)).toBe(matchId);
    expect((await queueStatus()).blitzQueue).toBe(0);

    // Back in the lobby each sees the running game, one on turn and one waiting, with Continue Game.
    const turns: string[] = [];
    for (const p of [a, b]) {
      await p.page.goto('/card-game-lobby');
      await p.page.getByRole('heading', { name: 'Your Active Games (1)' }).waitFor();
      const card = p.page.getByTestId('active-game');
      const other = p === a ? bob : alice;
      expect(await card.textContent()).toContain(`vs ${other.username}`);
      expect(await card.textContent()).toContain('Blitz');
      turns.push((await card.textContent())?.includes('Your Turn') ? 'mine' : 'theirs');
      expect(await card.getByTestId('time-remaining').textContent()).toMatch(/^⏳ (\d+s|\dm \d+s)$/);
      expect(await card.getByRole('link', { name: 'Continue Game' }).getAttribute('href')).toBe(
        `/card-game/${matchId}`,
      );
    }
    expect(turns.sort()).toEqual(['mine', 'theirs']);
    await screenshotAtBothWidths(a.page, 'card-lobby-with-game');

    // One blitz game at a time: joining again opens the running one.
    await button(a.page, 'Join Blitz Queue').click();
    await a.page.waitForURL(`**/card-game/${matchId}`, PAIRING);
    await closeClean(a, b);
  }, 120_000);

  it('Cancel leaves the queue; the other mode waits while one searches', async () => {
    const c = await openPlayer(site, carol, DESKTOP);
    await c.page.goto('/card-game-lobby');
    await button(c.page, 'Join Async Queue').click();
    await c.page.getByRole('status').filter({ hasText: 'Looking for an Async opponent' }).waitFor();
    expect(await button(c.page, 'Searching Async...').isDisabled()).toBe(true);
    await vi.waitFor(async () => expect((await queueStatus()).asyncQueue).toBe(1), { timeout: 5_000 });
    await c.page.getByTestId('queue-size-async').filter({ hasText: '1' }).waitFor();

    await button(c.page, 'Cancel').click();
    await button(c.page, 'Join Async Queue').waitFor();
    await button(c.page, 'Join Blitz Queue').waitFor();
    await vi.waitFor(async () => expect((await queueStatus()).asyncQueue).toBe(0), { timeout: 5_000 });
    await c.page.getByTestId('queue-size-async').filter({ hasText: '0' }).waitFor();
    // No repeat joins after Cancel put the member back.
    await c.page.waitForTimeout(2_500);
    expect((await queueStatus()).asyncQueue).toBe(0);

    // Leaving the page mid-search leaves the queue too.
    await button(c.page, 'Join Async Queue').click();
    await vi.waitFor(async () => expect((await queueStatus()).asyncQueue).toBe(1), { timeout: 5_000 });
    await c.page.getByRole('link', { name: 'Back to Home' }).click();
    await c.page.waitForURL((url) => url.pathname === '/');
    await vi.waitFor(async () => expect((await queueStatus()).asyncQueue).toBe(0), { timeout: 5_000 });
    await closeClean(c);
  });

  it("'Practice vs bot' starts a game against the bot, listed as practice", async () => {
    const f = await openPlayer(site, frank, PHONE);
    await f.page.goto('/card-game-lobby');
    await button(f.page, 'Practice vs bot').click();
    await f.page.waitForURL(/\/card-game\/\d+$/, PAIRING);
    const matchId = matchIdOf(f.page);
    const games = await userGames(frank);
    expect(games.map((g) => [g.id, g.game_mode, g.practice])).toEqual([[matchId, 'blitz', true]]);
    await f.page.goto('/card-game-lobby');
    const card = f.page.getByTestId('active-game');
    await card.getByTestId('practice-badge').waitFor();
    expect(await card.textContent()).toContain('vs Practice Bot');
    // A practice game counts toward no queue limit.
    expect(await f.page.getByTestId('mode-async').textContent()).toContain('0/3 active');
    await closeClean(f);
  });

  it("'Card Battle rematch' is an invitation: Accept puts both on the board; Decline tells the inviter", async () => {
    const d = await openPlayer(site, dave, DESKTOP);
    const e = await openPlayer(site, erin, PHONE);
    /** Both on the duel page, paired; the duel is then played out through the API. */
    const duelToTheEnd = async () => {
      await d.page.goto('/pvp');
      await d.page.getByText(PVP_TEXT.waitingForOpponent, { exact: true }).waitFor();
      await e.page.goto('/pvp');
      await e.page.getByText(PVP_TEXT.opponentFound, { exact: true }).waitFor();
      await finishDuel(dave, erin);
      for (const p of [d, e]) await p.page.getByTestId('duel-result').waitFor();
    };
    await duelToTheEnd();
    await button(d.page, CARD_REMATCH_TEXT.button).click();
    // The inviting dialog: Blitz chosen unless changed.
    const dialog = d.page.getByRole('dialog', { name: CARD_REMATCH_TEXT.button });
    expect(await dialog.getByRole('radio', { name: /Blitz/ }).isChecked()).toBe(true);
    for (const viewport of [DESKTOP, PHONE]) {
      await d.page.setViewportSize(viewport);
      await viewportScreenshot(d.page, 'g22-rematch-dialog');
    }
    await d.page.setViewportSize(DESKTOP);
    await button(d.page, CARD_REMATCH_TEXT.send).click();
    await d.page.getByTestId('rematch-waiting').waitFor();
    // The other player is asked, not moved: the invitation arrives on their result, and nobody has a game yet.
    const invitation = e.page.getByTestId('rematch-invitation');
    await invitation.getByText(CARD_REMATCH_TEXT.invitation(dave.username, 'blitz')).waitFor(PAIRING);
    expect(new URL(e.page.url()).pathname).toBe('/pvp');
    expect(new URL(d.page.url()).pathname).toBe('/pvp');
    expect(await userGames(erin)).toEqual([]);
    for (const viewport of [DESKTOP, PHONE]) {
      await e.page.setViewportSize(viewport);
      await invitation.scrollIntoViewIfNeeded();
      await viewportScreenshot(e.page, 'g22-rematch-invitation');
    }
    await d.page.getByTestId('rematch-waiting').scrollIntoViewIfNeeded();
    await viewportScreenshot(d.page, 'g22-rematch-waiting');
    await button(e.page, CARD_REMATCH_TEXT.accept).click();
    // Both on the board of the one new match, the inviter taken there by push.
    for (const p of [d, e]) {
      await p.page.waitForURL(/\/card-game\/\d+$/, PAIRING);
      await p.page.getByTestId('card-board').waitFor();
    }
    const matchId = matchIdOf(d.page);
    expect(matchIdOf(e.page)).toBe(matchId);
    expect((await userGames(erin)).map((g) => [g.id, g.game_mode])).toEqual([[matchId, 'blitz']]);
    // The blitz game is given up so that the next rematch may be one too.
    await apiCall(site, dave, 'POST', '/api/card/forfeit-match', { matchId, playerId: dave.id });

    // A second duel; this time the invitation is declined and the inviter is told.
    await duelToTheEnd();
    await button(d.page, CARD_REMATCH_TEXT.button).click();
    await button(d.page, CARD_REMATCH_TEXT.send).click();
    await e.page.getByTestId('rematch-invitation').waitFor(PAIRING);
    await button(e.page, CARD_REMATCH_TEXT.decline).click();
    await d.page.getByText(CARD_REMATCH_TEXT.declined(erin.username), { exact: true }).waitFor(PAIRING);
    // Gone from the invitee's screen too; the inviter's push can come before the invitee's own answer.
    await e.page.getByTestId('rematch-invitation').waitFor({ state: 'detached', timeout: 5_000 });
    await viewportScreenshot(d.page, 'g22-rematch-declined');
    expect(new URL(e.page.url()).pathname).toBe('/pvp');
    expect(await userGames(erin)).toEqual([]);
    await closeClean(d, e);
  }, 120_000);
});
