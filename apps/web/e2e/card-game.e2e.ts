import type { PracticeResponse } from '@dd/contracts';
import { getCard } from '@dd/game';
import type { Page, ViewportSize } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, viewportScreenshot } from './support/browser';
import { registerMembers, signedInPage, type Member } from './support/member-session';
import { useSite } from './support/site';
import { blitzMatch, cardMatchState } from './support/card-match-api';
import { apiCall } from './support/site-api';
import { openPlayer, type Player } from './support/players';

const site = useSite();
let alice: Member;
let bob: Member;
let carol: Member;
/** Issue 22's tests play their own matches: one left running by a failed test must not block the next. */
let dave: Member;
let erin: Member;
let fay: Member;
let gus: Member;

async function openBoard(
  member: Member,
  matchId: number,
  viewport: ViewportSize = DESKTOP,
  withPush = true,
): Promise<Player> {
  // Without push the board has to follow the match on the spec's 3 s sync alone.
  const player = await openPlayer(site, member, viewport, { withPush });
  await player.page.goto(`/card-game/${matchId}`);
  await player.page.getByTestId('card-board').waitFor();
  return player;
}

// Not blocked by the rules, and not disabled (the board disables the hand once the match is over).
const playable = (page: Page) =>
  page.locator('[data-testid="hand-card"]:not([data-blocked]):not([aria-disabled="true"])');
const isMyTurn = (page: Page, timeout = 10_000) =>
  page.locator('[data-testid="card-board"][data-my-turn="true"]').waitFor({ timeout });
const played = (page: Page, who: 'my-played' | 'opponent-played') => page.getByTestId(who).getByTestId('played-card');

/** Waits until the board shows 'Your Turn' or the game is over on it; which. */
function nextTurnOn(page: Page, timeout: number): Promise<'turn' | 'over'> {
  return Promise.race([
    isMyTurn(page, timeout).then(() => 'turn' as const),
    page
      .getByTestId('game-over')
      .waitFor({ timeout })
      .then(() => 'over' as const),
  ]);
}

/** The play's answer, once it reached the page (the card is on the table before it: the play is optimistic). */
const playAnswered = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/card/play-card'));

async function playByClick(page: Page, untilAnswered = true): Promise<string> {
  const card = playable(page).first();
  const id = (await card.getAttribute('data-card-id')) ?? '';
  await card.click();
  await page.getByTestId('card-details').waitFor();
  const answered = untilAnswered ? playAnswered(page) : null;
  await page.getByRole('button', { name: 'Play Card', exact: true }).click();
  await answered;
  return id;
}

async function playByDrag(page: Page): Promise<string> {
  const answered = playAnswered(page);
  const card = playable(page).first();
  const id = (await card.getAttribute('data-card-id')) ?? '';
  const from = await card.boundingBox();
  const to = await page.getByTestId('table-zone').boundingBox();
  if (!from || !to) throw new Error('the card or the table is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await answered;
  return id;
}

/** Waits until `page` has `count` cards in a played row, at most `timeout` ms. */
async function expectPlayed(page: Page, who: 'my-played' | 'opponent-played', count: number, timeout = 5_000) {
  await page
    .waitForFunction(
      ([testId, n]) => document.querySelectorAll(`[data-testid="${testId}"] [data-testid="played-card"]`).length === n,
      [who, count] as const,
      { timeout },
    )
    .catch(async (error: unknown) => {
      await screenshot(page, 'card-debug');
      const alert = await page
        .getByTestId('board-alert')
        .textContent({ timeout: 100 })
        .catch(() => null);
      throw new Error(`${who} never had ${count} (alert: ${alert}): ${String(error)}`);
    });
}

beforeAll(async () => {
  [alice, bob, carol, dave, erin, fay, gus] = await registerMembers(site, [
    'cg_alice',
    'cg_bob',
    'cg_carol',
    'cg_dave',
    'cg_erin',
    'cg_fay',
    'cg_gus',
  ]);
});

describe('the card game board', () => {
  it('goes to the lobby without a match id', async () => {
    const context = await site.newContext(PHONE);
    const page = await signedInPage(context, alice);
    for (const path of ['/card-game', '/card-match']) {
      await page.goto(path);
      await page.waitForURL('**/card-game-lobby');
    }
    await context.close();
  });

  it('two members play a blitz match by click and by drag, see each move at once, and one forfeits', async () => {
    const matchId = await blitzMatch(site, alice, bob);
    const state = await cardMatchState(site, alice, matchId);
    const [moverMember, otherMember] = state.turn === alice.id ? [alice, bob] : [bob, alice];
    const [mover, other, watcher] = await Promise.all([
      openBoard(moverMember, matchId),
      openBoard(otherMember, matchId),
      // The mover's second tab, without push.
      openBoard(moverMember, matchId, PHONE, false),
    ]);

    await isMyTurn(mover.page);
    await mover.page.getByText('Your Turn').waitFor();
    await other.page.getByText("Opponent's Turn").waitFor();
    expect(await other.page.getByTestId('end-turn').isDisabled()).toBe(true);
    await mover.page.getByTestId('turn-timer').waitFor();
    expect(await mover.page.getByTestId('hand-card').count()).toBeGreaterThan(0);
    for (const p of [mover, other]) expect(await p.page.getByText('No cards played yet').count()).toBe(2);
    // The opponent's hand is face down.
    expect(
      await other.page
        .getByTestId('opponent-panel')
        .getByText(/^Hand \d+$/)
        .count(),
    ).toBe(1);

    // The mover plays by click: gone from the hand at once (the hand shown is the server's, draws included: a
    // card that draws can leave it as long as before), on both tables within a second (push).
    const firstCard = await playByClick(mover.page);
    await expectPlayed(mover.page, 'my-played', 1, 3_000);
    const afterPlay = await cardMatchState(site, moverMember, matchId);
    const ownSeat = afterPlay.playerId === afterPlay.playerAId ? afterPlay.playerA : afterPlay.playerB;
    expect(ownSeat.playedCards).toHaveLength(1);
    expect(await mover.page.getByTestId('hand-card').count()).toBe(ownSeat.hand.length);
    await expectPlayed(other.page, 'opponent-played', 1, 1_000);

    // Off turn a play is answered with the spec's alert, and nothing is sent.
    await other.page.getByTestId('hand-card').first().click();
    await other.page.getByRole('button', { name: 'Play Card', exact: true }).click();
    await other.page.getByTestId('board-alert').getByText("It's not your turn", { exact: true }).waitFor();
    await viewportScreenshot(other.page, 'card-board-alert');

    await screenshot(mover.page, 'card-board-mid-game');
    await mover.page.setViewportSize(PHONE);
    await mover.page.getByTestId('compact-stats').waitFor();
    for (const label of ['BP', 'ENERGY', 'OPP BP', 'TIME']) {
      await mover.page.getByTestId('compact-stats').getByText(label, { exact: true }).waitFor();
    }
    expect(await mover.page.getByTestId('you-panel').isVisible()).toBe(false);
    await screenshot(mover.page, 'card-board-mid-game');
    await mover.page.setViewportSize(DESKTOP);

    // End Turn: once the server has answered the mover, the other player's board turns within a second (push).
    await mover.page.getByTestId('end-turn').click();
    await mover.page.getByText("Opponent's Turn").waitFor();
    await isMyTurn(other.page, 1_000);

    // The turn passed, and the mover's card stays on the other player's table, dimmed as last turn's; their move
    // log says what was played and that the turn ended.
    await other.page
      .getByTestId('opponent-played-last-turn')
      .locator(`[data-testid="last-turn-card"][data-card-id="${firstCard}"]`)
      .waitFor({ timeout: 2_000 });
    const cardName = getCard(firstCard)?.name ?? firstCard;
    // The list, not the live region that reads the newest line out as well.
    const log = other.page.getByTestId('move-log-list');
    await log.getByText(new RegExp(`^${moverMember.username} played ${cardName}`)).waitFor({ timeout: 2_000 });
    await log.getByText(`${moverMember.username} ended their turn`, { exact: true }).waitFor();
    await mover.page.getByTestId('move-log-list').getByText('You ended your turn', { exact: true }).waitFor();
    await viewportScreenshot(other.page, 'card-board-last-turn');

    // The other player plays by drag and release.
    await playByDrag(other.page);
    await expectPlayed(other.page, 'my-played', 1, 3_000);
    await expectPlayed(mover.page, 'opponent-played', 1, 1_000);
    // Without push the same move shows within the 3 s sync (and a little for the call itself).
    await expectPlayed(watcher.page, 'opponent-played', 1, 4_000);
    await screenshot(other.page, 'card-board-after-drag');

    // Forfeit asks first; then both see the game-over dialog.
    await other.page.getByRole('button', { name: /Forfeit/ }).click();
    await other.page.getByTestId('forfeit-confirm').waitFor();
    await other.page.getByTestId('forfeit-confirm').getByRole('button', { name: 'Forfeit', exact: true }).click();
    await other.page.getByTestId('game-over').getByText('Defeat', { exact: true }).waitFor();
    await other.page.getByText('Better luck next time!').waitFor();
    await mover.page.getByTestId('game-over').getByText('Victory', { exact: true }).waitFor({ timeout: 2_000 });
    await mover.page.getByText('Congratulations! You won!').waitFor();
    for (const p of [mover, other]) {
      const stats = p.page.getByTestId('game-over-stats');
      for (const label of ['Winner', 'Loser', 'Turns Played', 'Final Buy Power']) {
        await stats.getByText(label, { exact: true }).waitFor();
      }
      expect(await stats.textContent()).toContain(moverMember.username);
      // What the match paid (or why nothing), and the way to the rewards page.
      expect(await p.page.getByTestId('game-over-reward').textContent()).toMatch(
        /^\+\d+ points$|^Aborted|^Casual|^Daily/,
      );
      expect(await p.page.getByTestId('result-rewards-link').getAttribute('href')).toBe('/rewards');
    }
    await viewportScreenshot(mover.page, 'card-board-game-over');
    await mover.page.setViewportSize(PHONE);
    await viewportScreenshot(mover.page, 'card-board-game-over');
    expect(await mover.page.getByTestId('turn-timer').count()).toBe(0);

    await mover.page.getByRole('button', { name: 'Back to Lobby' }).click();
    await mover.page.waitForURL('**/card-game-lobby');

    for (const [name, p] of Object.entries({ mover, other, watcher })) {
      expect(
        p.errors.filter((e) => !e.includes('WebSocket')),
        name,
      ).toEqual([]);
      await p.context.close();
    }
  });

  // A whole game's length depends on its seed; at 0.9 s a bot step, a long one passes the default 60 s.
  it('plays a whole practice game against the bot to the end', async () => {
    const res = await apiCall<PracticeResponse>(site, carol, 'POST', '/api/card/practice', { mode: 'async' });
    expect(res.status).toBe(200);
    const me = await openBoard(carol, res.body.matchId, PHONE);
    await me.page.getByTestId('compact-stats').waitFor();
    expect(await me.page.getByTestId('opponent-name').count()).toBe(1);
    const gameOver = me.page.getByTestId('game-over');
    // The first card goes by keyboard: Space picks it up, Arrow Up carries it to the table, Space drops it.
    await isMyTurn(me.page, 20_000);
    await playable(me.page).first().focus();
    const keyboardPlay = playAnswered(me.page);
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await me.page.keyboard.press(key);
      await me.page.waitForTimeout(300);
    }
    await expectPlayed(me.page, 'my-played', 1, 3_000);
    await keyboardPlay;
    expect(await me.page.getByTestId('card-details').count()).toBe(0);
    const botTurns: number[] = [];
    for (let turn = 0; turn < 40 && !(await gameOver.isVisible()); turn += 1) {
      await Promise.race([isMyTurn(me.page, 20_000), gameOver.waitFor({ timeout: 20_000 })]);
      if (await gameOver.isVisible()) break;
      // Every card that can be played, each as soon as the last has landed.
      for (let n = 0; n < 6 && (await playable(me.page).count()) > 0; n += 1) {
        await playByClick(me.page);
        if (await gameOver.isVisible()) break;
      }
      // The last play may have ended the match a moment before its dialog shows: wait for one or the other.
      const settled = (wait: Promise<void>) => wait.catch(() => undefined);
      await Promise.race([
        settled(gameOver.waitFor({ timeout: 10_000 })),
        settled(me.page.locator('[data-testid="end-turn"]:not([disabled])').waitFor({ timeout: 10_000 })),
      ]);
      if (await gameOver.isVisible()) break;
      const ended = Date.now();
      await me.page.getByTestId('end-turn').click();
      await me.page.locator('[data-testid="card-board"][data-my-turn="false"]').waitFor({ timeout: 5_000 });
      await nextTurnOn(me.page, 20_000);
      botTurns.push(Date.now() - ended);
    }
    await gameOver.waitFor();
    // The bot's moves (0.9 s apart, six at most) and the game's end reach the board as they are made: no
    // turn of it waits for a safety poll.
    expect(Math.max(...botTurns), JSON.stringify(botTurns)).toBeLessThan(8_000);
    const title = await gameOver.getByRole('heading').textContent();
    expect(['Victory', 'Defeat', 'Tie Game']).toContain(title);
    await viewportScreenshot(me.page, 'card-board-practice-over');
    expect(me.errors).toEqual([]);
    await me.context.close();
  }, 150_000);
});

describe('turn hand-offs and instant plays (issue 22)', () => {
  it('hands every turn over within 2 s, 12 times, also when a turn ends 0-2.5 s after a card play', async () => {
    // Every delay below once and a third of them again: each kind of hand-off is seen more than once.
    const HANDOFFS = 12;
    // The delay between a card play's answer and End Turn, turn by turn; null: no card that turn.
    const delays = [0, 1_000, 2_500, null, 1_500, 500, 2_000, 1_200];
    const handoffs: { ms: number; delay: number | null }[] = [];
    let boards: Player[] | null = null;
    for (let game = 0; game < 4 && handoffs.length < HANDOFFS; game += 1) {
      const matchId = await blitzMatch(site, dave, erin);
      if (boards) {
        await Promise.all(boards.map((b) => b.page.goto(`/card-game/${matchId}`)));
        await Promise.all(boards.map((b) => b.page.getByTestId('card-board').waitFor()));
      } else {
        // One after the other: two pages loading at once on a busy machine only slow each other.
        boards = [await openBoard(dave, matchId), await openBoard(erin, matchId)];
      }
      let turn = (await cardMatchState(site, dave, matchId)).turn;
      while (handoffs.length < HANDOFFS) {
        const [mover, other] = boards[0]!.member.id === turn ? [boards[0]!, boards[1]!] : [boards[1]!, boards[0]!];
        await isMyTurn(mover.page, 5_000);
        const delay = delays[handoffs.length % delays.length] ?? null;
        if (delay !== null && (await playable(mover.page).count()) > 0) {
          await playByClick(mover.page);
          if (delay > 0) await mover.page.waitForTimeout(delay);
        }
        if (await mover.page.getByTestId('game-over').isVisible()) break;
        const clicked = Date.now();
        await mover.page.getByTestId('end-turn').click();
        // Generous here so a slow hand-off is measured, not just timed out; the bound is asserted below.
        if ((await nextTurnOn(other.page, 20_000)) === 'over') break;
        handoffs.push({ ms: Date.now() - clicked, delay });
        turn = other.member.id;
      }
      // A game that ended before enough hand-offs: both boards go on to a new one.
      if (handoffs.length < HANDOFFS) {
        await Promise.all(boards.map((b) => b.page.getByTestId('game-over').waitFor({ timeout: 5_000 })));
      }
    }
    expect(handoffs).toHaveLength(HANDOFFS);
    const slow = handoffs.filter((h) => h.ms > 2_000);
    expect(slow, JSON.stringify(handoffs)).toEqual([]);
    for (const b of boards ?? []) {
      expect(b.errors.filter((e) => !e.includes('WebSocket'))).toEqual([]);
      await b.context.close();
    }
  }, 180_000);

  /** In the page's own clock: when the click on 'Play Card' came and when the table first held `count` cards. */
  async function markPlay(page: Page, count: number): Promise<void> {
    await page.evaluate((n) => {
      const marks: { click?: number; onTable?: number; dropped?: boolean } = {};
      (window as unknown as { __play: typeof marks }).__play = marks;
      document.addEventListener('click', () => (marks.click ??= performance.now()), { capture: true, once: true });
      const onTable = () => document.querySelectorAll('[data-testid="my-played"] [data-testid="played-card"]').length;
      new MutationObserver(() => {
        if (marks.onTable === undefined && onTable() >= n) marks.onTable = performance.now();
        else if (marks.onTable !== undefined && onTable() < n) marks.dropped = true;
      }).observe(document.body, { childList: true, subtree: true });
    }, count);
  }

  const playMarks = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { __play: { click?: number; onTable?: number; dropped?: boolean } }).__play,
    );

  it("puts a played card on the table within 100 ms, before a slow server's answer, and back with the alert when refused", async () => {
    const matchId = await blitzMatch(site, fay, gus);
    const state = await cardMatchState(site, fay, matchId);
    const me = await openBoard(state.turn === fay.id ? fay : gus, matchId);
    await isMyTurn(me.page);
    const handBefore = await me.page.getByTestId('hand-card').count();

    // The server refuses the play, 400 ms later: on the table at once, then back in the hand with the alert.
    await me.page.route('**/api/card/play-card', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Card not in hand', code: 'card_not_in_hand' }),
      });
    });
    await playByClick(me.page, false);
    await expectPlayed(me.page, 'my-played', 1, 300);
    expect(await me.page.getByTestId('hand-card').count()).toBe(handBefore - 1);
    const alert = me.page.getByTestId('board-alert');
    await alert
      .getByText('Card not available - please wait for the game to sync and try again.', { exact: true })
      .waitFor();
    await expectPlayed(me.page, 'my-played', 0, 1_000);
    expect(await me.page.getByTestId('hand-card').count()).toBe(handBefore);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await me.page.unroute('**/api/card/play-card');

    // As on a slow phone connection: the server's answer reaches the page 400 ms after the server gave it.
    let answered = false;
    await me.page.route('**/api/card/play-card', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 400));
      answered = true;
      await route.fulfill({ response });
    });
    const card = playable(me.page).first();
    const cardId = (await card.getAttribute('data-card-id')) ?? '';
    await card.click();
    await me.page.getByTestId('card-details').waitFor();
    await markPlay(me.page, 1);
    const landed = playAnswered(me.page);
    await me.page.getByRole('button', { name: 'Play Card', exact: true }).click();
    await expectPlayed(me.page, 'my-played', 1, 300);
    expect(answered, 'the card was on the table before the answer').toBe(false);
    const marks = await playMarks(me.page);
    expect((marks.onTable ?? Infinity) - (marks.click ?? 0)).toBeLessThan(100);
    expect(await played(me.page, 'my-played').first().getAttribute('data-card-id')).toBe(cardId);
    // The answer lands: the card stays on the table, no flash back to the hand in between.
    await landed;
    await me.page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 50)));
    await expectPlayed(me.page, 'my-played', 1, 1_000);
    expect((await playMarks(me.page)).dropped).toBeUndefined();
    expect(me.errors.filter((e) => !e.includes('WebSocket') && !e.includes('409'))).toEqual([]);
    await me.context.close();
  });
});
