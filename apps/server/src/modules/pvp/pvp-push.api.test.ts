import { TOPICS } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { newMember, twoMembers, type Member } from '../../../test/members.js';
import { joinQueue, matchOf, pastCountdown, play, pvpCall, seats, submitTurn } from '../../../test/pvp.js';
import { pushAppPerFile } from '../../../test/push-app.js';
import { TestSocket } from '../../../test/test-socket.js';

/** Duel changes reach the players' sockets (their own topics) and the queue's followers, nobody else. */
const push = pushAppPerFile();
const { ctx, open } = push;

async function socketOf(member: Member, topics: string[] = []): Promise<TestSocket> {
  const socket = await TestSocket.ready(push.url, ctx.config.publicUrl, member.token);
  open.push(socket);
  if (topics.length > 0) expect(await socket.subscribe(topics)).toEqual(topics);
  return socket;
}

const matchEvent = (matchId: number) => ({ type: 'pvp.match', matchId });
const queueEvent = (count: number) => ({ type: 'pvp.queue', count });

describe('push', () => {
  it("a move reaches the opponent's socket; a third member's socket never hears of the match", async () => {
    const [a, b, third] = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    const [socketA, socketB, socketThird] = [
      await socketOf(a),
      await socketOf(b),
      await socketOf(third, [TOPICS.pvpQueue]),
    ];

    const pending = await joinQueue(ctx.app, a);
    expect(await socketA.next()).toEqual(matchEvent(pending.id));
    expect(await socketThird.next()).toEqual(queueEvent(1));

    const match = await joinQueue(ctx.app, b);
    expect(await socketA.next()).toEqual(matchEvent(match.id));
    expect(await socketB.next()).toEqual(matchEvent(match.id));
    expect(await socketThird.next()).toEqual(queueEvent(0));
    await pastCountdown(ctx.app, match);

    const { onTurn } = seats(match, a, b);
    const [moverSocket, waitingSocket] = onTurn === a ? [socketA, socketB] : [socketB, socketA];
    const moved = matchOf(await submitTurn(ctx.app, onTurn, { match_id: match.id, add: 2 }));
    expect(await waitingSocket.next()).toEqual(matchEvent(match.id));
    expect(await moverSocket.next()).toEqual(matchEvent(match.id));

    // A refused move changes nothing and tells nobody.
    expect((await submitTurn(ctx.app, onTurn, { match_id: match.id, add: 1 })).statusCode).toBe(409);

    // The end too; the third member's next event is their own, so none of the duel's reached them.
    await play(ctx.app, moved, a, b, [2, 2, 2, 2]);
    for (let i = 0; i < 4; i++) {
      expect(await socketA.next()).toEqual(matchEvent(match.id));
      expect(await socketB.next()).toEqual(matchEvent(match.id));
    }
    const own = await joinQueue(ctx.app, third);
    expect(await socketThird.next()).toEqual(matchEvent(own.id));
    expect(await socketThird.next()).toEqual(queueEvent(1));
    expect(socketA.unread).toEqual([]);
    expect(socketB.unread).toEqual([]);

    // Leaving is a change of the match and of the queue.
    await pvpCall(ctx.app, third, 'POST', 'leaveQueue');
    expect(await socketThird.next()).toEqual(matchEvent(own.id));
    expect(await socketThird.next()).toEqual(queueEvent(0));
  });

  it('clearing old matches tells only the one who cleared', async () => {
    const [a, b] = await twoMembers(ctx.app);
    await joinQueue(ctx.app, a);
    const match = await joinQueue(ctx.app, b);
    await pastCountdown(ctx.app, match);
    await play(ctx.app, match, a, b, [2, 2, 2, 2, 2]);
    const [socketA, socketB] = [await socketOf(a), await socketOf(b)];
    await pvpCall(ctx.app, a, 'POST', 'clearOldMatches');
    expect(await socketA.next()).toEqual(matchEvent(match.id));
    // b's next event is b's own new queue entry.
    const next = await joinQueue(ctx.app, b);
    expect(await socketB.next()).toEqual(matchEvent(next.id));
    await pvpCall(ctx.app, b, 'POST', 'leaveQueue');
  });
});
