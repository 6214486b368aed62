import type { EventPublisher } from './bus.js';

/**
 * The bus topic on which the accounts module says which sessions ended (logout, revoke, a password reset,
 * account deletion); every instance's push hub closes those sessions' sockets with 4401. Internal: no client
 * may subscribe to it (the topic registry reserves the kind).
 */
export const SESSIONS_TOPIC = 'sessions';

/** Tells every instance that these sessions (public ids) ended; never throws (see Bus.publish). */
export function publishSessionsEnded(events: EventPublisher, sessionIds: readonly string[]): void {
  if (sessionIds.length === 0) return;
  void events.publish(SESSIONS_TOPIC, { type: 'sessions.ended', sessionIds: [...sessionIds] });
}
