import type { RealtimeEvent } from '@dd/contracts';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardKeys, onCardMatchEvent } from '../features/card-game/query-keys';
import { forumKeys } from '../features/forum/query-keys';
import { rematchKeys } from '../features/pvp/query-keys';
import { handleRealtimeEvent, resyncLiveData } from './realtime-events';

let queryClient: QueryClient;
let reads: Map<string, number>;
let unsubscribers: Array<() => void>;

/** A query as a screen would hold it: fetched once, then counted each time it is read again. */
async function onScreen(queryKey: QueryKey): Promise<void> {
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => {
      reads.set(JSON.stringify(queryKey), (reads.get(JSON.stringify(queryKey)) ?? 0) + 1);
      return { at: reads.size };
    },
    staleTime: Infinity,
  });
  unsubscribers.push(observer.subscribe(() => undefined));
  await queryClient.fetchQuery({ queryKey, queryFn: () => ({ at: 0 }), staleTime: Infinity });
  reads.set(JSON.stringify(queryKey), 0);
}

/** A query in the cache that no screen shows. */
function cached(queryKey: QueryKey): void {
  queryClient.setQueryData(queryKey, { at: 0 });
}

const rereads = (queryKey: QueryKey) => reads.get(JSON.stringify(queryKey)) ?? 0;
const invalidated = (queryKey: QueryKey) => queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  reads = new Map();
  unsubscribers = [];
});

afterEach(() => {
  for (const unsubscribe of unsubscribers) unsubscribe();
  queryClient.clear();
});

const REPLY_EVENTS: RealtimeEvent[] = [
  { type: 'forum.thread.replied', threadId: 3, replyId: 30, replyCount: 2 },
  { type: 'forum.reply.deleted', threadId: 3, replyId: 30, replyCount: 1 },
  { type: 'forum.thread.deleted', threadId: 3 },
];

describe('realtime event map: forum', () => {
  for (const event of REPLY_EVENTS) {
    it(`${event.type} reads the thread on screen again, and the first list page`, async () => {
      await onScreen(forumKeys.thread(3));
      await onScreen(forumKeys.list(1));
      await handleRealtimeEvent(queryClient, event);
      await settle();
      expect(rereads(forumKeys.thread(3))).toBe(1);
      expect(rereads(forumKeys.list(1))).toBe(1);
    });

    it(`${event.type} leaves other threads alone`, async () => {
      await onScreen(forumKeys.thread(4));
      cached(forumKeys.thread(5));
      await handleRealtimeEvent(queryClient, event);
      await settle();
      expect(rereads(forumKeys.thread(4))).toBe(0);
      expect(invalidated(forumKeys.thread(4))).toBe(false);
      expect(invalidated(forumKeys.thread(5))).toBe(false);
    });
  }

  it('forum.thread.created refreshes the first list page and leaves threads alone', async () => {
    await onScreen(forumKeys.list(1));
    await onScreen(forumKeys.thread(3));
    await handleRealtimeEvent(queryClient, { type: 'forum.thread.created', threadId: 9 });
    await settle();
    expect(rereads(forumKeys.list(1))).toBe(1);
    expect(rereads(forumKeys.thread(3))).toBe(0);
  });

  it('marks later list pages stale without moving them under the reader', async () => {
    await onScreen(forumKeys.list(2));
    cached(forumKeys.list(3));
    await handleRealtimeEvent(queryClient, { type: 'forum.thread.created', threadId: 9 });
    await settle();
    expect(rereads(forumKeys.list(2))).toBe(0);
    expect(invalidated(forumKeys.list(2))).toBe(true);
    expect(invalidated(forumKeys.list(3))).toBe(true);
  });
});

describe('realtime event map: card game', () => {
  it('card.match reads that match, the running games and the finished lists again, and leaves other matches alone', async () => {
    await onScreen(cardKeys.match(7));
    await onScreen(cardKeys.userGames);
    await onScreen(cardKeys.finishedPage(5, undefined));
    await onScreen(cardKeys.match(8));
    await handleRealtimeEvent(queryClient, { type: 'card.match', matchId: 7 });
    await settle();
    expect(rereads(cardKeys.match(7))).toBe(1);
    expect(rereads(cardKeys.userGames)).toBe(1);
    // The match may have ended: it then leads the lobby's 'Recent games'.
    expect(rereads(cardKeys.finishedPage(5, undefined))).toBe(1);
    expect(rereads(cardKeys.match(8))).toBe(0);
    expect(invalidated(cardKeys.match(8))).toBe(false);
  });

  it('card.rematch reads the rematch invitations on screen again', async () => {
    await onScreen(rematchKeys.open);
    await onScreen(rematchKeys.invitation(4));
    await handleRealtimeEvent(queryClient, { type: 'card.rematch', invitationId: 4 });
    await settle();
    expect(rereads(rematchKeys.open)).toBe(1);
    expect(rereads(rematchKeys.invitation(4))).toBe(1);
  });

  it('card.match tells a searching lobby, while it listens', async () => {
    const heard: number[] = [];
    const stop = onCardMatchEvent((matchId) => heard.push(matchId));
    await handleRealtimeEvent(queryClient, { type: 'card.match', matchId: 3 });
    stop();
    await handleRealtimeEvent(queryClient, { type: 'card.match', matchId: 4 });
    expect(heard).toEqual([3]);
  });
});

describe('realtime resync', () => {
  it('reads every forum query on screen again after push was down', async () => {
    await onScreen(forumKeys.thread(3));
    await onScreen(forumKeys.list(2));
    cached(forumKeys.thread(4));
    await resyncLiveData(queryClient);
    await settle();
    expect(rereads(forumKeys.thread(3))).toBe(1);
    expect(rereads(forumKeys.list(2))).toBe(1);
    expect(invalidated(forumKeys.thread(4))).toBe(true);
  });

  it('reads the card game again after push was down', async () => {
    await onScreen(cardKeys.userGames);
    await onScreen(cardKeys.queueStatus);
    await onScreen(cardKeys.finishedPage(5, undefined));
    await resyncLiveData(queryClient);
    await settle();
    expect(rereads(cardKeys.userGames)).toBe(1);
    expect(rereads(cardKeys.queueStatus)).toBe(1);
    expect(rereads(cardKeys.finishedPage(5, undefined))).toBe(1);
  });
});
