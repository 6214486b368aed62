import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.js';
import { newMember, type Member } from '../../../test/members.js';

/** Follows and blocks sent at the same time, as real concurrent requests (each in its own transaction). */
const ctx = appPerFile();

const follow = (member: Member, userId: number, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/follow',
    headers: member.headers,
    payload: { user_id: userId, ...payload },
  });
const block = (member: Member, userId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/moderation/block',
    headers: member.headers,
    payload: { blocked_id: userId },
  });
const profile = async (viewer: Member, userId: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/user/${userId}/profile`, headers: viewer.headers })).json<{
    followers: number;
    following: number;
    is_following: boolean;
  }>();

describe('follow and block at the same time', () => {
  it('a block racing follows both ways leaves no follow either way, and the follows after it are refused', async () => {
    for (let round = 0; round < 4; round++) {
      const [blocker, blocked] = await Promise.all([newMember(ctx.app), newMember(ctx.app)]);
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () => follow(blocked, blocker.user.id, { follow: true })),
        block(blocker, blocked.user.id),
        ...Array.from({ length: 6 }, () => follow(blocked, blocker.user.id, { follow: true })),
        ...Array.from({ length: 3 }, () => follow(blocker, blocked.user.id, { follow: true })),
      ]);
      expect(answers.map((a) => a.statusCode).every((s) => s === 200 || s === 403)).toBe(true);
      expect((await profile(blocker, blocker.user.id)).followers).toBe(0);
      expect((await profile(blocker, blocked.user.id)).followers).toBe(0);
      expect((await profile(blocked, blocker.user.id)).is_following).toBe(false);
      expect((await follow(blocked, blocker.user.id)).statusCode).toBe(403);
    }
  });

  it('50 toggles at once each see the previous one: half follow, half unfollow, and the counts agree', async () => {
    const [fan, star] = await Promise.all([newMember(ctx.app), newMember(ctx.app)]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => follow(fan, star.user.id)));
    const bodies = answers.map((a) => a.json<{ following: boolean; followers: number }>());
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // Each answer's count is the state its own toggle left.
    for (const body of bodies) expect(body.followers).toBe(body.following ? 1 : 0);
    expect(bodies.filter((b) => b.following)).toHaveLength(25);
    const seen = await profile(fan, star.user.id);
    expect(seen).toMatchObject({ followers: 0, is_following: false });
    expect((await profile(fan, fan.user.id)).following).toBe(0);
  });
});
