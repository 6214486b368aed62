import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.js';
import { postThread } from '../../../test/forum.js';
import { movableClock, newVeteran, type Member } from '../../../test/members.js';

/** FORUM_REPLIES_PER_HOUR, counted in the database (it holds for requests sent at once, and across instances). */
const clock = movableClock();
const ctx = appPerFile({ clock, env: { FORUM_REPLIES_PER_HOUR: '5' } });

const reply = (member: Member, threadId: number, content = 'A reply') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/forum/reply',
    headers: member.headers,
    payload: { thread_id: threadId, content },
  });
const storedReplies = async (userId: number) =>
  (await ctx.db.kysely.selectFrom('forum_replies').select('id').where('user_id', '=', userId).execute()).length;

describe('replies per member and hour', () => {
  it('allow 5 in an hour (deleted ones count), then 429 limit_reached with the wait, nothing stored; an hour on, more', async () => {
    const [member, other] = await Promise.all([newVeteran(ctx.app), newVeteran(ctx.app)]);
    const thread = await postThread(ctx.app, other);
    const first = await reply(member, thread.id);
    expect(first.statusCode).toBe(201);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/forum/reply/${first.json<{ reply: { id: number } }>().reply.id}`,
      headers: member.headers,
    });
    expect(del.statusCode).toBe(200);
    await clock.advance(20 * 60 * 1000);
    for (let i = 0; i < 4; i++) expect((await reply(member, thread.id)).statusCode).toBe(201);

    const refused = await reply(member, thread.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(40 * 60));
    // The first reply leaves the hour in 40 minutes.
    expect(refused.json()).toEqual({
      error: 'You can post at most 5 replies an hour. Please try again in 40 minutes.',
      code: 'limit_reached',
    });
    expect(await storedReplies(member.user.id)).toBe(5);
    // Another member is not affected.
    expect((await reply(other, thread.id)).statusCode).toBe(201);

    await clock.advance(40 * 60 * 1000);
    expect((await reply(member, thread.id)).statusCode).toBe(201);
    expect((await reply(member, thread.id)).statusCode).toBe(429);
  });

  it('hold for 20 replies sent at once: exactly 5 stored and answered 201, the rest 429', async () => {
    const member = await newVeteran(ctx.app);
    const thread = await postThread(ctx.app, member);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reply(member, thread.id, `Reply ${i}`)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
    expect(await storedReplies(member.user.id)).toBe(5);
  });

  it('do not apply to admins', async () => {
    const admin = await newVeteran(ctx.app, { admin: true });
    const thread = await postThread(ctx.app, admin);
    for (let i = 0; i < 7; i++) expect((await reply(admin, thread.id)).statusCode).toBe(201);
  });
});
