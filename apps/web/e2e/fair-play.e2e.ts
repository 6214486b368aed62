import {
  ADMIN_TEXT,
  FAIR_PLAY,
  FAIR_PLAY_TEXT,
  GAME_POINTS,
  href,
  PVP_COUNTDOWN,
  PVP_TEXT,
  RESULT_TEXT,
  ratingChangeText,
  UNPAID_TEXT,
  type CardMatchStateResponse,
  type GamePointsToday,
  type JoinCardQueueResponse,
  type PracticeResponse,
  type PvpLeaderboardResponse,
  type PvpMatch,
  type PvpMatchResponse,
} from '@dd/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser';
import { adminMember, registerMember, type Member } from './support/member-session';
import { useSite } from './support/site';
import { apiCall } from './support/site-api';
import { closeClean, openPlayer, screenshotAtBothWidths } from './support/players';

// Two members play duels through the API until their games stop paying: the duel's result says so, the rewards
// page shows what the day paid, the rankings mark provisional ratings, and the admin's fair-play screen shows the
// pair. Practice games say nothing about points.

const site = useSite();
let ann: Member;
let ben: Member;
let admin: Member;
/** The card battle ann forfeited at once: the admin's screen links to its replay. */
let abortedCardMatch = 0;

const myMatch = async (m: Member): Promise<PvpMatch | null> =>
  (await apiCall<PvpMatchResponse>(site, m, 'GET', '/api/pvp/myMatch')).body.match;

/**
 * Plays the active duel of `a` and `b` to 10 through the API, +2 a move (so the loser makes 2 moves: not
 * aborted), after the 3-2-1 both players see; answers the completed match as `a` reads it.
 */
async function playDuel(a: Member, b: Member): Promise<PvpMatch> {
  let match = await myMatch(a);
  expect(match?.status).toBe('active');
  const start = Date.parse(match?.countdown_start_time ?? '');
  const wait = start + PVP_COUNTDOWN.seconds * 1000 + 100 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  for (let i = 0; match?.status === 'active' && i < 10; i++) {
    const onTurn = match.current_turn === a.id ? a : b;
    const res = await apiCall<PvpMatchResponse>(site, onTurn, 'POST', '/api/pvp/submitTurn', {
      match_id: match.id,
      add: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    match = res.body.match;
  }
  expect(match?.status).toBe('completed');
  return (await myMatch(a)) as PvpMatch;
}

/** Pairs the two through the API (as the lobby does) and plays the duel. */
async function duelThroughApi(a: Member, b: Member): Promise<PvpMatch> {
  expect((await apiCall(site, a, 'POST', '/api/pvp/joinQueue')).status).toBe(200);
  expect((await apiCall(site, b, 'POST', '/api/pvp/joinQueue')).status).toBe(200);
  return playDuel(a, b);
}

/** What a counted duel pays a member. */
const duelPay = (match: PvpMatch, m: Member) => (match.winner_id === m.id ? GAME_POINTS.duelWin : GAME_POINTS.duelLoss);

const pointsToday = async (m: Member) => (await apiCall<GamePointsToday>(site, m, 'GET', '/api/fair-play/today')).body;

beforeAll(async () => {
  [ann, ben] = await Promise.all([registerMember(site, 'ann'), registerMember(site, 'ben')]);
  admin = await adminMember(site);
});

describe('fair play on the screens', () => {
  it("a pair's duels pay up to 3 a day: the result screens say what each paid, then 'Casual'", async () => {
    const paid: PvpMatch[] = [];
    for (let i = 0; i < FAIR_PLAY.pairGamesPerDay - 1; i++) paid.push(await duelThroughApi(ann, ben));

    // The last paid duel and the first casual one with both players watching the duel screen.
    const a = await openPlayer(site, ann, DESKTOP);
    const b = await openPlayer(site, ben, PHONE);
    for (const round of ['paid', 'casual'] as const) {
      await a.page.goto('/pvp');
      await a.page.getByText(PVP_TEXT.waitingForOpponent).first().waitFor();
      await b.page.goto('/pvp');
      const match = await playDuel(ann, ben);
      for (const p of [a, b]) {
        const result = p.page.getByTestId('duel-result');
        await result.waitFor();
        const won = match.winner_id === p.member.id;
        await result.getByText(won ? PVP_TEXT.won : PVP_TEXT.lost, { exact: true }).waitFor();
        const reward = p.page.getByTestId('duel-reward');
        if (round === 'paid') {
          await reward.getByText(`+${duelPay(match, p.member)} points`, { exact: true }).waitFor();
          // A counted duel says what it did to the rating, as the server's answer has it ('?' while provisional).
          const seen = await myMatch(p.member);
          const change = ratingChangeText({
            before: seen?.rating_before,
            after: seen?.rating_after,
            provisionalBefore: seen?.rating_before_provisional,
            provisionalAfter: seen?.rating_after_provisional,
          });
          expect(change).toMatch(/^\d+\?? → \d+\??$/);
          await p.page
            .getByTestId('duel-rating')
            .getByText(change ?? '', { exact: true })
            .waitFor();
        } else {
          await reward.getByText(UNPAID_TEXT.casual, { exact: true }).waitFor();
          // A casual duel moves no rating, and says none.
          expect(await p.page.getByTestId('duel-rating').count()).toBe(0);
        }
        const rewards = p.page.getByTestId('result-rewards-link');
        expect(await rewards.getAttribute('href')).toBe('/rewards');
        expect(await rewards.textContent()).toBe(RESULT_TEXT.rewardsLink);
      }
      if (round === 'paid') {
        paid.push(match);
        await screenshotAtBothWidths(a.page, 'fair-play-duel-paid');
      } else {
        // The server's own answer says the same, for each of them.
        for (const m of [ann, ben]) {
          expect(await myMatch(m)).toMatchObject({ paid: false, unpaid_reason: 'casual' });
        }
        await screenshotAtBothWidths(a.page, 'fair-play-duel-casual');
        await screenshotAtBothWidths(b.page, 'fair-play-duel-casual-other');
      }
    }
    await closeClean(a, b);

    // What the day paid: the 3 counted duels, nothing for the casual one.
    for (const m of [ann, ben]) {
      const expected = paid.reduce((sum, match) => sum + duelPay(match, m), 0);
      expect(await pointsToday(m)).toMatchObject({ points: expected, cap: FAIR_PLAY.dailyGamePoints });
    }
  });

  it("the rewards page shows the day's game points against the cap, and the rules", async () => {
    const today = await pointsToday(ann);
    const p = await openPlayer(site, ann, DESKTOP);
    await p.page.goto('/rewards');
    const panel = p.page.getByRole('region', { name: FAIR_PLAY_TEXT.rulesTitle });
    await panel.getByText(FAIR_PLAY_TEXT.gamePointsToday, { exact: true }).waitFor();
    await p.page.getByTestId('game-points-figure').getByText(String(today.points), { exact: true }).waitFor();
    expect(await p.page.getByTestId('game-points-figure').textContent()).toBe(
      `${today.points}/ ${FAIR_PLAY.dailyGamePoints}`,
    );
    const bar = panel.getByRole('progressbar', { name: FAIR_PLAY_TEXT.gamePointsToday });
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(today.points));
    expect(await bar.getAttribute('aria-valuemax')).toBe(String(FAIR_PLAY.dailyGamePoints));
    await panel.getByText(`${FAIR_PLAY.dailyGamePoints - today.points} more points`, { exact: false }).waitFor();
    await panel.getByText(`${FAIR_PLAY.pairGamesPerDay} paid games a day per opponent`).waitFor();
    await panel.getByText('Aborted games pay nothing').waitFor();
    // The duel and card ways to earn say they count toward the cap.
    const earn = p.page.getByRole('region', { name: 'How to Earn Points' });
    for (const way of ['Win a Reach 10 duel', 'Win a Card Battle']) {
      await earn.getByRole('listitem').filter({ hasText: way }).getByText(FAIR_PLAY_TEXT.dailyCap).waitFor();
    }
    await screenshotAtBothWidths(p.page, 'fair-play-rewards');
    expect(p.errors).toEqual([]);
    await p.context.close();
  });

  it("the rankings mark a provisional rating with '?' and say why", async () => {
    const { leaderboard } = (await apiCall<PvpLeaderboardResponse>(site, null, 'GET', '/api/pvp/leaderboard')).body;
    const entry = leaderboard.find((e) => e.user_id === ann.id);
    expect(entry).toBeDefined();
    // Three rated duels leave the deviation well above the line.
    expect(entry?.provisional).toBe(true);
    const p = await openPlayer(site, ann, PHONE);
    await p.page.goto('/pvp-leaderboard');
    const row = p.page.getByTestId('ranking-row').filter({ hasText: ann.username });
    const rating = row.getByTestId('ranking-rating').locator('[data-provisional]');
    expect(await rating.getAttribute('title')).toBe(FAIR_PLAY_TEXT.provisional);
    expect(await rating.evaluate((el) => el.firstChild?.textContent)).toBe(`${entry?.rating}?`);
    await p.page.getByText(`? ${FAIR_PLAY_TEXT.provisional}`).waitFor();
    await p.page.goto(`/user/${ann.id}`);
    const tile = p.page.locator('main dl > div').filter({ hasText: 'PvP Rating' });
    expect(await tile.locator('[data-provisional]').getAttribute('title')).toBe(FAIR_PLAY_TEXT.provisional);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });

  it('a card battle forfeited at once is aborted: the game-over dialog says so to both players', async () => {
    const first = await apiCall<JoinCardQueueResponse>(site, ann, 'POST', '/api/card/join-blitz-queue', {});
    expect(first.body).toEqual({ status: 'waiting' });
    const second = await apiCall<JoinCardQueueResponse>(site, ben, 'POST', '/api/card/join-blitz-queue', {});
    expect('matchId' in second.body).toBe(true);
    const matchId = (second.body as { matchId: number }).matchId;
    abortedCardMatch = matchId;
    const forfeit = await apiCall(site, ann, 'POST', '/api/card/forfeit-match', { matchId, playerId: ann.id });
    expect(forfeit.status).toBe(200);
    const a = await openPlayer(site, ann, DESKTOP);
    const b = await openPlayer(site, ben, PHONE);
    for (const p of [a, b]) {
      await p.page.goto(`/card-game/${matchId}`);
      await p.page.getByTestId('game-over').waitFor();
      await p.page.getByTestId('game-over-reward').getByText(UNPAID_TEXT.aborted, { exact: true }).waitFor();
      expect(await p.page.getByTestId('result-rewards-link').getAttribute('href')).toBe('/rewards');
    }
    await screenshotAtBothWidths(b.page, 'fair-play-card-aborted', true);
    await closeClean(a, b);
  });

  it('the admin sees the pair on /admin/fair-play, linking to both members', async () => {
    const p = await openPlayer(site, admin, DESKTOP);
    await p.page.goto('/admin-dashboard');
    await p.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Fair play' }).click();
    await p.page.waitForURL('**/admin/fair-play');
    await p.page.getByRole('heading', { name: 'Fair play', level: 1 }).waitFor();
    const pair = p.page
      .getByTestId('fair-play-pair')
      .filter({ hasText: ann.username })
      .filter({ hasText: ben.username })
      .filter({ hasText: 'Duel' });
    await pair.waitFor();
    await pair.getByText(String(FAIR_PLAY.pairGamesPerDay + 1), { exact: true }).waitFor();
    await pair.getByText('1 casual game', { exact: true }).waitFor();
    for (const m of [ann, ben]) {
      expect(await pair.getByRole('link', { name: m.username, exact: true }).getAttribute('href')).toBe(
        `/user/${m.id}`,
      );
    }
    // Their card battle is a pair of its own, with its replay.
    const cards = p.page
      .getByTestId('fair-play-pair')
      .filter({ hasText: ann.username })
      .filter({ hasText: 'Card Battle' });
    await cards.getByText('1 aborted game', { exact: true }).waitFor();
    expect(await cards.getByRole('link', { name: `Replay of match ${abortedCardMatch}` }).getAttribute('href')).toBe(
      href('cardGameReplay', { matchId: abortedCardMatch }),
    );
    const earner = p.page.getByTestId('fair-play-earner').filter({ hasText: ann.username });
    await earner.getByText(String((await pointsToday(ann)).points), { exact: true }).waitFor();
    await screenshotAtBothWidths(p.page, 'fair-play-admin');

    // The week holds today's pair too.
    await p.page.getByRole('button', { name: 'Last 7 days' }).click();
    await p.page.waitForURL('**/admin/fair-play?window=week');
    await p.page.getByTestId('fair-play-pair').filter({ hasText: ann.username }).first().waitFor();
    expect(p.errors).toEqual([]);
    await p.context.close();
  });

  it('sends a member who is not an admin away from /admin/fair-play', async () => {
    const p = await openPlayer(site, ben, DESKTOP);
    await p.page.goto('/admin/fair-play');
    await p.page.getByText(ADMIN_TEXT.accessDenied).waitFor();
    await p.page.waitForURL((url) => url.pathname === '/');
    await p.context.close();
  });

  it('a practice game says nothing about points when it ends', async () => {
    const practice = await apiCall<PracticeResponse>(site, ann, 'POST', '/api/card/practice', { mode: 'async' });
    expect(practice.status).toBe(200);
    const matchId = practice.body.matchId;
    const forfeit = await apiCall<CardMatchStateResponse>(site, ann, 'POST', '/api/card/forfeit-match', {
      matchId,
      playerId: ann.id,
    });
    expect(forfeit.status).toBe(200);
    expect(forfeit.body.paid).toBeUndefined();
    const p = await openPlayer(site, ann, PHONE);
    await p.page.goto(`/card-game/${matchId}`);
    await p.page.getByTestId('game-over').waitFor();
    expect(await p.page.getByTestId('game-over-reward').count()).toBe(0);
    expect(
      await p.page
        .getByRole('dialog')
        .getByText(/points/)
        .count(),
    ).toBe(0);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
