import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.js';
import { newMember, pointsBalance, type Member } from '../../../test/members.js';

const ctx = appPerFile({ seed: true, mailer: { send: async () => {} } });

const balance = (member: Member) => pointsBalance(ctx.app, member);
const post = (member: Member | null, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: member?.headers ?? {}, payload: payload as Record<string, unknown> });

/** A fresh member's refused request: it answers `status` and pays nothing. */
async function expectRefusedUnpaid(url: string, payload: unknown, status: number): Promise<void> {
  const member = await newMember(ctx.app);
  const res = await post(member, url, payload);
  expect(res.statusCode).toBe(status);
  expect(await balance(member)).toBe(0);
}

describe('newsletter points', () => {
  it('the register opt-in pays 100 once, and a later subscription pays nothing more', async () => {
    const member = await newMember(ctx.app, { subscribe: true });
    expect(await balance(member)).toBe(100);
    const again = await post(member, '/api/newsletter', { email: 'another-address@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ points_awarded: 0 });
    expect(await balance(member)).toBe(100);
  });

  it('a logged-in subscription pays 100 once; subscribing twice pays once', async () => {
    const member = await newMember(ctx.app);
    expect(await balance(member)).toBe(0);
    const first = await post(member, '/api/newsletter', { email: member.user.email });
    expect(first.json()).toMatchObject({ success: true, points_awarded: 100 });
    const second = await post(member, '/api/newsletter', { email: member.user.email });
    expect(second.json()).toMatchObject({ success: true, alreadySubscribed: true, points_awarded: 0 });
    expect(await balance(member)).toBe(100);
  });

  it('a visitor subscription pays nobody', async () => {
    const member = await newMember(ctx.app);
    const res = await post(null, '/api/newsletter', { email: member.user.email });
    expect(res.json()).toMatchObject({ points_awarded: 0 });
    expect(await balance(member)).toBe(0);
  });

  it('a failed subscription (bad address) pays nothing', () =>
    expectRefusedUnpaid('/api/newsletter', { email: 'nope' }, 400));
});

describe('wishlist points', () => {
  it('adding, removing and adding the same product pays 2 once; another product pays again', async () => {
    const member = await newMember(ctx.app);
    const add = (id: string) => post(member, '/api/wishlist/add', { product_id: id });
    expect((await add('egg-glow-cube')).json()).toMatchObject({ added: true, points_awarded: 2 });
    expect((await add('egg-glow-cube')).json()).toMatchObject({ added: false, points_awarded: 0 });
    expect((await post(member, '/api/wishlist/remove', { product_id: 'egg-glow-cube' })).json()).toEqual({
      success: true,
      removed: true,
    });
    expect((await add('egg-glow-cube')).json()).toMatchObject({ added: true, points_awarded: 0 });
    expect(await balance(member)).toBe(2);
    expect((await add('egg-pocket-disco-ball')).json()).toMatchObject({ added: true, points_awarded: 2 });
    expect(await balance(member)).toBe(4);
  });

  it('concurrent adds of one product pay once', async () => {
    const member = await newMember(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(member, '/api/wishlist/add', { product_id: 'egg-cat-dj-turntable' })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().added === true)).toHaveLength(1);
    expect(await balance(member)).toBe(2);
  });

  it('an unknown product pays nothing', () =>
    expectRefusedUnpaid('/api/wishlist/add', { product_id: 'no-such-product' }, 404));
});

describe('GET /api/points/history', () => {
  it('lists the ledger newest first with labels, and only the member’s own entries', async () => {
    const member = await newMember(ctx.app, { subscribe: true });
    const other = await newMember(ctx.app, { subscribe: true });
    await post(member, '/api/wishlist/add', { product_id: 'egg-glow-cube' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/points/history?limit=10', headers: member.headers });
    expect(res.statusCode).toBe(200);
    const entries = res.json<{ entries: Array<{ amount: number; reason: string; label: string }> }>().entries;
    expect(entries.map((e) => [e.amount, e.reason, e.label])).toEqual([
      [2, 'wishlist_add', 'Added to wishlist'],
      [100, 'newsletter', 'Newsletter signup'],
    ]);
    expect(await balance(other)).toBe(100);
  });

  it('rejects a bad limit with 400', async () => {
    const member = await newMember(ctx.app);
    for (const limit of ['0', '101', 'abc']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/points/history?limit=${limit}`,
        headers: member.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });
});

describe('the ledger', () => {
  it('is append-only: a repeat award for the same reference is refused by the database', async () => {
    const member = await newMember(ctx.app);
    const award = { userId: member.user.id, reason: 'thread' as const, reference: 'thread-1', amount: 10 };
    expect(await ctx.app.deps.points.award(award)).toBe(10);
    expect(await ctx.app.deps.points.award(award)).toBe(0);
    expect(await ctx.app.deps.points.award({ ...award, reference: 'thread-2' })).toBe(10);
    expect(await balance(member)).toBe(20);
  });
});
