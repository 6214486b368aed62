import type { NotificationItem } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { postThread } from '../../../test/forum.js';
import { newVeteran, type Member } from '../../../test/members.js';
import { followNotice } from '../../../test/notices.js';
import { appPerFile, TEST_ENGINE } from '../../../test/test-app.js';

/**
 * Notifying inside the cause's transaction must not make two members' writes wait on each other in a cycle: a
 * reply holds its author's member lock, and the notification it inserts names the recipient's users row (a
 * foreign key). Two members replying to each other's threads at once must all succeed, on both engines.
 */
const ctx = appPerFile();

const reply = (member: Member, threadId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/forum/reply',
    headers: member.headers,
    payload: { thread_id: threadId, content: 'Same here' },
  });

async function replyGroup(member: Member): Promise<NotificationItem | undefined> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: member.headers });
  return res.json<{ items: NotificationItem[] }>().items.find((i) => i.kind === 'forum.reply');
}

describe('notifications under racing writes', () => {
  it("two members replying to each other's threads at once all succeed, and each is told of every reply", async () => {
    const [alice, bob] = [await newVeteran(ctx.app), await newVeteran(ctx.app)];
    const [alicesThread, bobsThread] = [await postThread(ctx.app, alice), await postThread(ctx.app, bob)];
    const rounds = 5;
    const answers = await Promise.all(
      Array.from({ length: rounds }, () => [reply(alice, bobsThread.id), reply(bob, alicesThread.id)]).flat(),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    expect((await replyGroup(alice))?.count).toBe(rounds);
    expect((await replyGroup(bob))?.count).toBe(rounds);
  });

  // SQLite runs one write transaction at a time, so two cannot hold locks at once (the first would wait forever).
  it.skipIf(TEST_ENGINE === 'sqlite')(
    'two members each holding their own member lock can still notify each other (no deadlock)',
    async () => {
      const [alice, bob] = [await newVeteran(ctx.app), await newVeteran(ctx.app)];
      const { db, accounts, notifications } = ctx.app.deps;
      let bothLocked!: () => void;
      const locked = new Promise<void>((resolve) => (bothLocked = resolve));
      let holders = 0;
      // Each transaction takes its member's lock (as a reply does), waits until the other holds its own, then
      // notifies the other: with a lock that also blocks foreign-key checks, PostgreSQL reports a deadlock here.
      const act = (me: Member, other: Member) =>
        db.transaction(async (tx) => {
          await accounts.lockMember(me.user.id, tx);
          if (++holders === 2) bothLocked();
          await locked;
          await notifications.notify(tx, followNotice(other, me));
        });
      const settled = await Promise.allSettled([act(alice, bob), act(bob, alice)]);
      expect(settled.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
    },
  );
});
