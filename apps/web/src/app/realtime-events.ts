import type { RealtimeEvent, RealtimeEventType } from '@dd/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { cardMatchChanged, cardQueueSizesChanged, invalidateCardGame } from '../features/card-game/query-keys';
import { invalidateForum, refreshThreadLists, threadChanged } from '../features/forum/query-keys';
import { invalidateNotifications, notificationsChanged } from '../features/notifications/query-keys';
import { invalidatePvp, matchChanged, queueCountChanged, rematchChanged } from '../features/pvp/query-keys';

type EventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;
type EventHandlers = { [T in RealtimeEventType]: (queryClient: QueryClient, event: EventOf<T>) => Promise<void> };

/**
 * Which feature helper each push event calls (packages/contracts/src/realtime.ts). Events carry ids and counts
 * only: the helpers invalidate the queries they concern and TanStack Query reads them again through the API,
 * which applies every visibility rule. Features own their keys; this map only composes them.
 */
export const REALTIME_EVENT_HANDLERS: EventHandlers = {
  'forum.thread.created': (queryClient) => refreshThreadLists(queryClient),
  'forum.thread.replied': (queryClient, event) => threadChanged(queryClient, event.threadId),
  'forum.reply.deleted': (queryClient, event) => threadChanged(queryClient, event.threadId),
  'forum.thread.deleted': (queryClient, event) => threadChanged(queryClient, event.threadId),
  'pvp.match': (queryClient) => matchChanged(queryClient),
  'pvp.queue': (queryClient, event) => queueCountChanged(queryClient, event.count),
  'card.match': (queryClient, event) => cardMatchChanged(queryClient, event.matchId),
  'card.queue': (queryClient, { blitzQueue, asyncQueue }) =>
    cardQueueSizesChanged(queryClient, { blitzQueue, asyncQueue }),
  // A finished duel on screen shows the invitation, or takes the inviter to the accepted match.
  'card.rematch': (queryClient) => rematchChanged(queryClient),
  'notification.new': (queryClient, event) => notificationsChanged(queryClient, event.unread),
};

/** What every feature with live data reads again when push comes (back) up: events may have been missed. */
export const REALTIME_RESYNC: ReadonlyArray<(queryClient: QueryClient) => Promise<void>> = [
  invalidateForum,
  invalidatePvp,
  invalidateCardGame,
  invalidateNotifications,
];

export function handleRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent): Promise<void> {
  // The map is keyed by type, so this handler takes this event; TypeScript cannot follow the correlation.
  const handler = REALTIME_EVENT_HANDLERS[event.type] as (
    queryClient: QueryClient,
    event: RealtimeEvent,
  ) => Promise<void>;
  return handler(queryClient, event);
}

export async function resyncLiveData(queryClient: QueryClient): Promise<void> {
  await Promise.all(REALTIME_RESYNC.map((resync) => resync(queryClient)));
}
