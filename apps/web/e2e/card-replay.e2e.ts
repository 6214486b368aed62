import type { CardMatchStateResponse, CardReplay } from '@dd/contracts';
import { getCard } from '@dd/game';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { DESKTOP, PHONE, viewportScreenshot, watchErrors } from './support/browser';
import { expectOnly404Loads } from './support/errors';
import { registerMember, type Member } from './support/member-session';
import { openPlayer } from './support/players';
import { useSite } from './support/site';
import { blitzMatch, cardMatchState } from './support/card-match-api';
import { apiCall } from './support/site-api';

const site = useSite();
let alice: Member;
let bob: Member;
let matchId: number;
/** The commitment both players saw while the match ran. */
let commitment: string;
/** What the replay's move log must say, in order. */
const expectedLog: string[] = [];
let firstPlayer: string;
let winnerName: string | null;

/**
 * Plays the match to its end through the API: the player on turn plays the cheapest card they can (at most two a
 * turn), then ends the turn. Records each action as the replay's log must word it.
 */
async function playToTheEnd(id: number): Promise<CardMatchStateResponse> {
  const byId = new Map([alice, bob].map((m) => [m.id, m]));
  let state = await cardMatchState(site, alice, id);
  for (let step = 0; step < 400 && state.gameStatus === 'in_progress'; step++) {
    const member = byId.get(state.turn) as Member;
    state = await cardMatchState(site, member, id);
    const me = state.playerId === state.playerAId ? state.playerA : state.playerB;
    const cost = (card: string) => (me.nextCardFree ? 0 : (getCard(card)?.cost ?? 99));
    const playable = me.hand
      .filter((c): c is string => c !== null && !me.playedCards.includes(c) && cost(c) <= me.energy)
      .sort((x, y) => cost(x) - cost(y));
    const card = playable[0];
    if (card && me.playedCards.length < 2) {
      const res = await apiCall<CardMatchStateResponse>(site, member, 'POST', '/api/card/play-card', {
        matchId: id,
        playerId: member.id,
        cardId: card,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectedLog.push(`${member.username} played ${getCard(card)?.name}`);
      state = res.body;
    } else {
      const res = await apiCall<CardMatchStateResponse>(site, member, 'POST', '/api/card/end-turn', {
        matchId: id,
        playerId: member.id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectedLog.push(`${member.username} ended the turn`);
      state = res.body;
    }
  }
  expect(state.gameStatus).not.toBe('in_progress');
  return state;
}

const position = (page: Page) => page.getByTestId('replay-position').textContent();
const caption = (page: Page) => page.getByTestId('replay-caption').textContent();

/**
 * The screen from the replay's title down: the transport bar sticks to the bottom of the window, so a full-page
 * shot would show it over the middle of the board.
 */
async function replayShot(page: Page, name: string) {
  // The caption and the result pop in: let them land.
  await page.waitForTimeout(600);
  await page.evaluate(() => {
    const top = document.querySelector('[data-testid="card-replay"]')?.getBoundingClientRect().top ?? 0;
    window.scrollBy(0, top - 8);
  });
  await viewportScreenshot(page, name);
}

async function expectVerified(page: Page) {
  await page.locator('[data-testid="verification"][data-status="verified"]').waitFor();
  await page.getByTestId('verification').getByText('Shuffle verified against the commitment').waitFor();
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([registerMember(site, 'rp_alice'), registerMember(site, 'rp_bob')]);
  matchId = await blitzMatch(site, alice, bob);
  const start = await cardMatchState(site, alice, matchId);
  expect(start.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
  commitment = start.seedCommitment as string;
  firstPlayer = start.turn === alice.id ? alice.username : bob.username;
  const end = await playToTheEnd(matchId);
  winnerName = end.winner === null ? null : end.winner === alice.id ? alice.username : bob.username;
}, 120_000);

describe('the replay screen', () => {
  it('checks the shuffle in the browser, shows both hands and steps through the moves', async () => {
    // A visitor: replays are public.
    const context = await site.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/card-game/${matchId}/replay`);
    await page.getByTestId('card-replay').waitFor();
    await expectVerified(page);
    expect(await page.getByTestId('replay-commitment').textContent()).toBe(commitment);
    const seed = (await page.getByTestId('replay-seed').textContent()) ?? '';
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const replay = await apiCall<CardReplay>(site, null, 'GET', `/api/card/matches/${matchId}/replay`);
    expect(replay.body.seed).toBe(seed);

    // The deal: both hands face up, five cards each.
    expect(await caption(page)).toBe(`Cards dealt: ${firstPlayer} moves first`);
    const seats = page.getByTestId('replay-seat');
    expect(await seats.count()).toBe(2);
    for (const i of [0, 1]) expect(await seats.nth(i).getByTestId('seat-hand-card').count()).toBe(5);
    expect(await page.getByTestId('replay-turn').textContent()).toBe('Turn 1');
    expect(await position(page)).toBe(`0/${expectedLog.length}`);
    const log = await page.getByTestId('move-log-text').allTextContents();
    expect(log).toEqual([`Cards dealt: ${firstPlayer} moves first`, ...expectedLog]);
    await replayShot(page, 'card-replay-deal');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Forward by button, back by key, forward by key.
    await page.getByTestId('replay-forward').click();
    expect(await caption(page)).toBe(expectedLog[0]);
    expect(await position(page)).toBe(`1/${expectedLog.length}`);
    await page.keyboard.press('ArrowLeft');
    expect(await caption(page)).toBe(`Cards dealt: ${firstPlayer} moves first`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await caption(page)).toBe(expectedLog[1]);
    await replayShot(page, 'card-replay-move');

    // Autoplay moves on by itself, and Pause stops it.
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="replay-position"]')?.textContent?.split('/')[0]) >= 3,
      undefined,
      { timeout: 8_000 },
    );
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const paused = await position(page);
    await page.waitForTimeout(2_000);
    expect(await position(page)).toBe(paused);

    // The end: the result and how it was won.
    await page.keyboard.press('End');
    await page.getByTestId('replay-result').waitFor();
    const result = (await page.getByTestId('replay-result').textContent()) ?? '';
    expect(result).toContain(winnerName === null ? 'Tie game' : `${winnerName} won`);
    await replayShot(page, 'card-replay-end');

    await page.setViewportSize(PHONE);
    await page.keyboard.press('Home');
    await page.getByTestId('replay-forward').click();
    await replayShot(page, 'card-replay-move');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.keyboard.press('End');
    await page.getByTestId('verification').scrollIntoViewIfNeeded();
    await viewportScreenshot(page, 'card-replay-verified');
    // The 64 characters wrap inside the phone's width.
    const box = await page.getByTestId('replay-seed').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a running match opens when it ends, and an unknown one has no replay', async () => {
    const running = await blitzMatch(site, alice, bob);
    const context = await site.newContext(PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/card-game/${running}/replay`);
    await page.getByText('This match is still being played').waitFor();
    await page.getByText(/Its replay opens when the match ends/).waitFor();
    await viewportScreenshot(page, 'card-replay-running');
    await page.goto('/card-game/99999999/replay');
    await page.getByText('No replay for this match').waitFor();
    for (const e of errors) expect(e).toMatch(/^Failed to load resource: .*(404|409)/);
    await context.close();
    const forfeit = await apiCall(site, alice, 'POST', '/api/card/forfeit-match', {
      matchId: running,
      playerId: alice.id,
    });
    expect(forfeit.status).toBe(200);
  });
});

describe('links to the replay', () => {
  it("from the game-over dialog, the lobby's recent games and the public profile", async () => {
    const { context, page, errors } = await openPlayer(site, alice, DESKTOP);
    const replayPath = `/card-game/${matchId}/replay`;

    await page.goto(`/card-game/${matchId}`);
    const dialog = page.getByTestId('game-over');
    await dialog.waitFor();
    expect(await page.getByRole('link', { name: 'Watch replay' }).getAttribute('href')).toBe(replayPath);
    await page.waitForTimeout(600);
    await viewportScreenshot(page, 'card-board-game-over-replay');
    await page.getByRole('button', { name: 'Play Again' }).waitFor();
    await page.getByRole('button', { name: 'Back to Lobby' }).click();

    await page.waitForURL('**/card-game-lobby');
    const row = page.locator(`[data-testid="finished-game"][data-match-id="${matchId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(bob.username);
    expect(await row.textContent()).toContain('Blitz');
    const aliceResult = winnerName === null ? 'Tie' : winnerName === alice.username ? 'Won' : 'Lost';
    expect(await row.getByTestId('finished-result').textContent()).toContain(aliceResult);
    await page.getByTestId('finished-games').scrollIntoViewIfNeeded();
    await viewportScreenshot(page, 'card-lobby-recent-games');
    await row.getByRole('link', { name: /Watch replay/ }).click();
    await page.waitForURL(`**${replayPath}`);
    await expectVerified(page);

    // Bob's public profile, seen by a visitor.
    const visitor = await site.newContext(PHONE);
    const profile = await visitor.newPage();
    const profileErrors = watchErrors(profile);
    await profile.goto(`/user/${bob.id}`);
    await profile.getByRole('heading', { name: /Recent card games/ }).waitFor();
    const bobRow = profile.locator(`[data-testid="finished-game"][data-match-id="${matchId}"]`);
    await bobRow.waitFor();
    expect(await bobRow.textContent()).toContain(alice.username);
    await profile.getByTestId('finished-games').scrollIntoViewIfNeeded();
    await viewportScreenshot(profile, 'profile-recent-card-games');
    await profile.setViewportSize(DESKTOP);
    await profile.getByTestId('finished-games').scrollIntoViewIfNeeded();
    await viewportScreenshot(profile, 'profile-recent-card-games');
    await bobRow.getByRole('link', { name: /Watch replay/ }).click();
    await profile.waitForURL(`**${replayPath}`);
    await expectVerified(profile);

    expect(errors.filter((e) => !e.includes('WebSocket'))).toEqual([]);
    expectOnly404Loads(profileErrors);
    await context.close();
    await visitor.close();
  });
});
