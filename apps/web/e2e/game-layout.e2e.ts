import type { CardMatchStateResponse, PvpMatchResponse } from '@dd/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { viewportScreenshot, watchErrors } from './support/browser';
import { blitzMatch, cardMatchState } from './support/card-match-api';
import { registerMembers, signedInPage, type Member } from './support/member-session';
import { useSite } from './support/site';
import { apiCall } from './support/site-api';

// Issue 22, one screen per game: on the card board, the duel and the memory game the site's chrome is one slim
// bar, and what the player needs is in view together without scrolling, at a laptop's and a phone's size.

const site = useSite();
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SIZES = [LAPTOP, PHONE] as const;

let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Long names: they must end in an ellipsis, never wrap or break mid-word.
  [alice, bob, carol, dave] = await registerMembers(site, [
    'layout_alice_with_a_long_name',
    'layout_bob_with_a_longer_name',
    'layout_carol_duelling_hard',
    'layout_dave_the_duel_master',
  ]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

async function memberPage(member: Member | null): Promise<{ page: Page; errors: string[] }> {
  const context = await site.newContext(LAPTOP);
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  const page = member ? await signedInPage(context, member) : await context.newPage();
  return { page, errors: watchErrors(page) };
}

/**
 * Fails unless `locator` is wholly inside the viewport with the page scrolled to the top, and is what the
 * player sees at its centre (not under a sticky bar or a popover).
 */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  await locator.waitFor();
  const seen = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      left: r.left,
      top: r.top,
      right: r.right,
      bottom: r.bottom,
      width: window.innerWidth,
      height: window.innerHeight,
      onTop: hit !== null && (el === hit || el.contains(hit)),
    };
  });
  const size = `${seen.width}×${seen.height}`;
  expect(seen.left, `${what}: left edge at ${size}`).toBeGreaterThanOrEqual(0);
  expect(seen.top, `${what}: top edge at ${size}`).toBeGreaterThanOrEqual(0);
  expect(seen.right, `${what}: right edge at ${size}`).toBeLessThanOrEqual(seen.width);
  expect(seen.bottom, `${what}: bottom edge at ${size}`).toBeLessThanOrEqual(seen.height);
  expect(seen.onTop, `${what}: uncovered at ${size}`).toBe(true);
  expect(page.viewportSize()).toEqual({ width: seen.width, height: seen.height });
}

async function expectAtTop(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** The slim bar instead of the site's header: no main navigation, announcement or collections strip. */
async function expectSlimBar(page: Page, backTo: string): Promise<void> {
  const bar = page.getByTestId('game-bar');
  await bar.waitFor();
  expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(56);
  expect(await page.getByTestId('game-back').getAttribute('href')).toBe(backTo);
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'All collections' }).count()).toBe(0);
  expect(await page.getByText('people have clicked picks this month').count()).toBe(0);
}

/** Each element: one line, and when its text does not fit, cut with an ellipsis (never wrapped mid-word). */
async function expectOneLineNames(locator: Locator, what: string): Promise<void> {
  const lines = await locator.evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
      return {
        text: el.textContent,
        lines: Math.round(el.getBoundingClientRect().height / lineHeight),
        cut: el.scrollWidth > el.clientWidth,
        ellipsis: style.textOverflow === 'ellipsis',
      };
    }),
  );
  expect(lines.length, what).toBeGreaterThan(0);
  for (const name of lines) {
    expect(name.lines, `${what} "${name.text}" on one line`).toBe(1);
    if (name.cut) expect(name.ellipsis, `${what} "${name.text}" ends in an ellipsis`).toBe(true);
  }
}

describe('one screen per game', () => {
  it('the card board: the timer, the first card of the hand and End Turn in view together, on either turn', async () => {
    const matchId = await blitzMatch(site, alice, bob);
    const start = await cardMatchState(site, alice, matchId);
    const [moverMember, otherMember] = start.turn === alice.id ? [alice, bob] : [bob, alice];
    // Mid-game: the player on turn has played a card.
    const moverState = await cardMatchState(site, moverMember, matchId);
    const seat = moverState.playerId === moverState.playerAId ? moverState.playerA : moverState.playerB;
    const cheap = seat.hand.find((id): id is string => id !== null);
    const played = await apiCall<CardMatchStateResponse>(site, moverMember, 'POST', '/api/card/play-card', {
      matchId,
      playerId: moverMember.id,
      cardId: cheap,
    });
    expect(played.status).toBe(200);

    const [mover, other] = await Promise.all([memberPage(moverMember), memberPage(otherMember)]);
    // Both boards side by side, within the blitz turn's 45 s.
    await Promise.all(
      (
        [
          ['your-turn', mover, 'true'],
          ['their-turn', other, 'false'],
        ] as const
      ).map(async ([who, player, myTurn]) => {
        await player.page.goto(`/card-game/${matchId}`);
        await player.page.locator(`[data-testid="card-board"][data-my-turn="${myTurn}"]`).waitFor();
        for (const size of SIZES) {
          await player.page.setViewportSize(size);
          await expectAtTop(player.page);
          await expectSlimBar(player.page, '/card-game-lobby');
          await expectInView(player.page, player.page.getByTestId('turn-timer'), 'the turn timer');
          await expectInView(player.page, player.page.getByTestId('hand-card').first(), "the hand's first card");
          await expectInView(player.page, player.page.getByTestId('end-turn'), 'End Turn');
          await expectInView(player.page, player.page.getByTestId('compact-stats'), 'Buy Powers and energy');
          await expectOneLineNames(player.page.locator('h1 > span[title]'), 'the players’ names');
          await viewportScreenshot(player.page, `game-layout-card-${who}`);
          // A card's details open over the table: End Turn stays where it was.
          if (player === mover) {
            await player.page.getByTestId('hand-card').first().click();
            const playCard = player.page.getByRole('button', { name: 'Play Card', exact: true });
            // Measured once its pop-in has ended: mid-animation it is scaled past its box.
            await player.page
              .getByTestId('card-details')
              .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
            await expectInView(player.page, playCard, 'Play Card');
            await expectInView(player.page, player.page.getByTestId('end-turn'), 'End Turn beside the details');
            await viewportScreenshot(player.page, 'game-layout-card-details');
            await player.page.getByRole('button', { name: 'Close', exact: true }).click();
            await player.page.getByTestId('card-details').waitFor({ state: 'detached' });
          }
        }
        // The bars stay when the page scrolls (a long table on a phone): the timer and End Turn remain in view.
        await player.page.evaluate(() => {
          const board = document.querySelector('[data-testid="card-board"]')?.getBoundingClientRect();
          if (board) window.scrollTo(0, window.scrollY + board.bottom - window.innerHeight);
        });
        await expectInView(player.page, player.page.getByTestId('turn-timer'), 'the turn timer, scrolled');
        await expectInView(player.page, player.page.getByTestId('end-turn'), 'End Turn, scrolled');
        await player.page.setViewportSize(LAPTOP);
        expect(player.errors.filter((e) => !e.includes('WebSocket'))).toEqual([]);
      }),
    );
  }, 120_000);

  it('the duel: both players, the total and +1 / +2 in view, the names on one line', async () => {
    expect((await apiCall<PvpMatchResponse>(site, carol, 'POST', '/api/pvp/joinQueue')).status).toBe(200);
    const joined = await apiCall<PvpMatchResponse>(site, dave, 'POST', '/api/pvp/joinQueue');
    const match = joined.body.match;
    expect(match?.status).toBe('active');
    if (!match) return;
    // Mid-game: the first player added 2; the other one is on turn.
    const [first, second] = match.current_turn === carol.id ? [carol, dave] : [dave, carol];
    // Taken once the 3-2-1 countdown is over (409 'countdown' until then).
    await vi.waitFor(
      async () => {
        const moved = await apiCall<PvpMatchResponse>(site, first, 'POST', '/api/pvp/submitTurn', {
          match_id: match.id,
          add: 2,
        });
        expect(moved.status).toBe(200);
      },
      { timeout: 10_000, interval: 250 },
    );

    const { page, errors } = await memberPage(second);
    await page.goto('/pvp');
    await page.getByRole('button', { name: '+1', exact: true }).waitFor();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectAtTop(page);
      await expectSlimBar(page, '/pvp-lobby');
      await expectInView(page, page.getByTestId('duel-total'), 'the total');
      await expectInView(page, page.getByRole('button', { name: '+1', exact: true }), '+1');
      await expectInView(page, page.getByRole('button', { name: '+2', exact: true }), '+2');
      await expectInView(page, page.getByTestId('fighter-right'), 'the opponent');
      await expectOneLineNames(page.locator('[data-testid^="fighter-"] > p[title]'), 'the fighters’ names');
      await expectOneLineNames(page.getByTestId('facing'), 'Facing …');
      await viewportScreenshot(page, 'game-layout-duel');
    }
    expect(errors.filter((e) => !e.includes('WebSocket'))).toEqual([]);
  });

  it('the memory game: the whole board in view, for a visitor (with the log-in notice) and a member', async () => {
    for (const member of [null, carol]) {
      const { page, errors } = await memberPage(member);
      await page.goto('/game');
      const cards = page.getByTestId('memory-card');
      await cards.nth(15).waitFor();
      // Mid-game: one card turned over.
      await cards.first().click();
      await page
        .locator('[data-testid="memory-card"][aria-label^="Card 1, "]:not([aria-label$="face down"])')
        .waitFor();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expectAtTop(page);
        await expectSlimBar(page, '/');
        expect(await cards.count()).toBe(16);
        for (let i = 0; i < 16; i += 1) await expectInView(page, cards.nth(i), `memory card ${i + 1}`);
        await expectInView(page, page.getByTestId('memory-moves'), 'the moves');
        await viewportScreenshot(page, `game-layout-memory-${member ? 'member' : 'visitor'}`);
      }
      expect(errors).toEqual([]);
    }
  }, 120_000);

  it('keeps the full header on the lobbies and the replay', async () => {
    const { page } = await memberPage(alice);
    for (const path of ['/card-game-lobby', '/pvp-lobby']) {
      await page.goto(path);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      expect(await page.getByTestId('game-bar').count()).toBe(0);
    }
  });
});
