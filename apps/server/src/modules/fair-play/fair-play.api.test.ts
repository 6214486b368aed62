import { GAME_POINTS, type FairPlayReport } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { movableClock, newAdmin, newMember, type Member } from '../../../test/members.js';
import { abandonedDuel, winDuel } from '../../../test/pvp.js';
import { appPerFile } from '../../../test/test-app.js';

/** The admin's fair-play report after a scripted farming session, and who may read it. */
const DAY = 86_400_000;
const clock = movableClock(new Date('2026-11-12T10:00:00.000Z'));
const ctx = appPerFile({ clock });

const report = (m: Member | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/fair-play', ...(m ? { headers: m.headers } : {}) });

const toDay = async (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());

describe('GET /api/admin/fair-play', () => {
  it('answers 401 to a visitor and 403 to a member, with an error', async () => {
    const res = await report(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    const member = await newMember(ctx.app);
    const refused = await report(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', error: expect.any(String) });
  });

  it('shows a farming pair at the top, with its aborted and casual games, and the earners, today and this week', async () => {
    const [main, alt, other, c, d] = [
      await newMember(ctx.app),
      await newMember(ctx.app),
      await newMember(ctx.app),
      await newMember(ctx.app),
      await newMember(ctx.app),
    ];
    const admin = await newAdmin(ctx.app);
    // 8 days ago (outside the week): one duel of the pair.
    await winDuel(ctx.app, main, alt);
    // 3 days before "today": two duels.
    await toDay('2026-11-17T08:00:00.000Z');
    await winDuel(ctx.app, main, alt);
    await winDuel(ctx.app, main, alt);
    // Today: the alt abandons 3 duels at once, then lets the main win 5 (3 pay, 2 casual); one game with
    // someone else, and another pair's game.
    await toDay('2026-11-20T07:00:00.000Z');
    for (let i = 0; i < 3; i++) await abandonedDuel(ctx.app, clock, alt, main);
    for (let i = 0; i < 5; i++) await winDuel(ctx.app, main, alt);
    await winDuel(ctx.app, other, main);
    await winDuel(ctx.app, c, d);

    const res = await report(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { today, week } = res.json<FairPlayReport>();
    const who = (m: Member) => ({ id: m.user.id, username: m.user.username });
    const pair = (a: Member, b: Member) => (a.user.id < b.user.id ? [who(a), who(b)] : [who(b), who(a)]);
    const [mainAltA, mainAltB] = pair(main, alt);

    expect(today.from).toBe('2026-11-20T00:00:00.000Z');
    expect(today.to).toBe('2026-11-21T00:00:00.000Z');
    expect(today.pairs[0]).toEqual({
      game: 'duel',
      memberA: mainAltA,
      memberB: mainAltB,
      games: 8,
      counted: 3,
      aborted: 3,
      casual: 2,
      replayMatchIds: [],
    });
    expect(today.pairs.slice(1)).toHaveLength(2);
    for (const [a, b] of [
      [main, other],
      [c, d],
    ] as const) {
      const [memberA, memberB] = pair(a, b);
      expect(today.pairs).toContainEqual({
        game: 'duel',
        memberA,
        memberB,
        games: 1,
        counted: 1,
        aborted: 0,
        casual: 0,
        replayMatchIds: [],
      });
    }
    const win = GAME_POINTS.duelWin;
    const loss = GAME_POINTS.duelLoss;
    expect(today.earners).toEqual([
      { member: who(main), points: 3 * win + loss, games: 9, aborted: 3, casual: 2, capped: 0, opponents: 2 },
      { member: who(other), points: win, games: 1, aborted: 0, casual: 0, capped: 0, opponents: 1 },
      { member: who(c), points: win, games: 1, aborted: 0, casual: 0, capped: 0, opponents: 1 },
      { member: who(alt), points: 3 * loss, games: 8, aborted: 3, casual: 2, capped: 0, opponents: 1 },
      { member: who(d), points: loss, games: 1, aborted: 0, casual: 0, capped: 0, opponents: 1 },
    ]);

    // The week: the last 7 UTC days, today included (the duel 8 days ago is out).
    expect(week.from).toBe(new Date(Date.parse('2026-11-20T00:00:00.000Z') - 6 * DAY).toISOString());
    expect(week.to).toBe('2026-11-21T00:00:00.000Z');
    expect(week.pairs[0]).toMatchObject({ memberA: mainAltA, games: 10, counted: 5, aborted: 3, casual: 2 });
    expect(week.earners[0]).toEqual({
      member: who(main),
      points: 5 * win + loss,
      games: 11,
      aborted: 3,
      casual: 2,
      capped: 0,
      opponents: 2,
    });
  });
});
