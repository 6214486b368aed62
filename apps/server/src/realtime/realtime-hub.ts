import { REALTIME_CLOSE, REALTIME_CLOSE_SERVICE_RESTART, REALTIME_MAX_SOCKETS_PER_USER } from '@dd/contracts';
import type { BusEvent } from './bus-event.js';
import type { WebSocket } from 'ws';
import type { AuthUser } from '../platform/auth.js';
import { systemClock } from '../platform/clock.js';
import type { PushPresence } from './push-presence.js';
import { RealtimeConnection, type ConnectionDeps } from './realtime-connection.js';
import { SESSIONS_TOPIC } from './session-events.js';

/** What every connection needs; the hub adds its own callbacks. */
export type RealtimeHubDeps = Omit<ConnectionDeps, 'encode' | 'onReady' | 'onClose' | 'admitReady'> & {
  /** Where this instance tells the others which members have a socket here (see onlineAmong). */
  presence?: (holds: (userId: number) => boolean) => PushPresence;
};

/** How long a shutdown waits for clients to answer the close before dropping them. */
const SHUTDOWN_GRACE_MS = 1_000;
/**
 * How long an ended session is remembered: a socket whose auth check read the session just before it ended, and
 * that becomes ready just after the event came, is closed too (far longer than any such check takes).
 */
const ENDED_MEMORY_MS = 60_000;

/**
 * This instance's push sockets: at most REALTIME_MAX_SOCKETS_PER_USER per user, closed together on shutdown, and
 * closed with 4401 as soon as their session ends on any instance (the `sessions.ended` bus event).
 */
export class RealtimeHub {
  private readonly connections = new Set<RealtimeConnection>();
  private readonly byUser = new Map<number, RealtimeConnection[]>();
  private readonly bySession = new Map<string, Set<RealtimeConnection>>();
  /** Recently ended session ids and when they are forgotten (ms). */
  private readonly ended = new Map<string, number>();
  /** Each event's JSON, encoded once however many sockets it goes to. */
  private readonly encoded = new WeakMap<BusEvent, Buffer>();

  private readonly stopHealth: () => void;
  private readonly stopSessions: () => void;
  private readonly presence: PushPresence | null;
  /** Set by closeAll: the instance stops, and a socket that still arrives is sent on at once. */
  private stopping = false;

  constructor(private readonly deps: RealtimeHubDeps) {
    this.presence = deps.presence ? deps.presence((userId) => this.byUser.has(userId)) : null;
    // While Redis is away a socket here misses what other instances raise: its client polls meanwhile.
    this.stopHealth = deps.bus.onHealthChange((health) => {
      const message = { type: health === 'down' ? ('paused' as const) : ('resumed' as const) };
      for (const connection of this.connections) connection.tellPush(message);
    });
    this.stopSessions = deps.bus.subscribe(SESSIONS_TOPIC, (event) => {
      if (event.type === 'sessions.ended') this.endSessions(event.sessionIds);
    });
  }

  /**
   * Takes over an upgraded socket; it must authenticate within REALTIME_AUTH_TIMEOUT_MS. `admitReady` says
   * whether it may stay once authenticated (the per-address limit).
   */
  attach(ws: WebSocket, options: Pick<ConnectionDeps, 'admitReady'> = {}): RealtimeConnection {
    const connection = new RealtimeConnection(ws, {
      ...this.deps,
      admitReady: options.admitReady,
      encode: (event) => this.encode(event),
      onReady: (c) => this.ready(c),
      onClose: (c) => this.forget(c),
    });
    this.connections.add(connection);
    if (this.stopping) {
      connection.close(REALTIME_CLOSE_SERVICE_RESTART, 'Service restart');
    }
    return connection;
  }

  /** Open sockets on this instance, authenticated or not. */
  get size(): number {
    return this.connections.size;
  }

  /** Authenticated sockets on this instance. */
  get authenticated(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.length;
    return count;
  }

  /**
   * The members of `userIds` with a push socket open on any instance (this one's sockets, and the presence rows
   * of the others that are alive): the notification e-mails leave them to the bell.
   */
  async onlineAmong(userIds: readonly number[]): Promise<Set<number>> {
    if (this.presence) return this.presence.onlineAmong(userIds);
    return new Set(userIds.filter((id) => this.byUser.has(id)));
  }

  /** Resolves once this instance's presence rows say what its sockets are now (tests). */
  async presenceSettled(): Promise<void> {
    await this.presence?.settled();
  }

  /**
   * The instance stops (issue 27): every socket is told `reconnect`, then closed with 1012 (service restart); the
   * clients come back, spread over the restart window, to another instance and catch up. Waits briefly for them
   * to answer the close. Idempotent: the shutdown calls it before the app closes, and the close calls it again.
   */
  async closeAll(): Promise<void> {
    this.stopping = true;
    this.stopHealth();
    this.stopSessions();
    const open = [...this.connections];
    // The sockets first: the clients' restart window starts now, not after the presence rows are gone.
    for (const connection of open) {
      connection.tellPush({ type: 'reconnect' });
      connection.close(REALTIME_CLOSE_SERVICE_RESTART, 'Service restart');
    }
    const presenceGone = this.presence?.stop();
    // Wall time even under a test clock: shutdown must not wait for someone to move time.
    await Promise.race([Promise.all(open.map((c) => c.closed)), systemClock.sleep(SHUTDOWN_GRACE_MS)]);
    await presenceGone;
    for (const connection of open) connection.terminate();
  }

  private encode(event: BusEvent): Buffer {
    let data = this.encoded.get(event);
    if (data === undefined) this.encoded.set(event, (data = Buffer.from(JSON.stringify(event))));
    return data;
  }

  /** Closes the sockets of sessions that ended (logout, revoke, reset, deletion) at once, with 4401. */
  private endSessions(sessionIds: readonly string[]): void {
    const nowMs = this.deps.clock.now().getTime();
    for (const [id, until] of this.ended) if (until <= nowMs) this.ended.delete(id);
    for (const id of sessionIds) {
      this.ended.set(id, nowMs + ENDED_MEMORY_MS);
      for (const connection of [...(this.bySession.get(id) ?? [])]) {
        connection.close(REALTIME_CLOSE.unauthorized, 'Session ended');
      }
    }
  }

  /** A user past the limit loses their oldest sockets (a forgotten tab), not the new one. */
  private ready(connection: RealtimeConnection): void {
    const { id: userId, sessionId } = connection.user as AuthUser;
    const endedUntil = this.ended.get(sessionId);
    if (endedUntil !== undefined && endedUntil > this.deps.clock.now().getTime()) {
      return connection.close(REALTIME_CLOSE.unauthorized, 'Session ended');
    }
    let sessionSockets = this.bySession.get(sessionId);
    if (!sessionSockets) this.bySession.set(sessionId, (sessionSockets = new Set()));
    sessionSockets.add(connection);
    let list = this.byUser.get(userId);
    if (!list) {
      this.byUser.set(userId, (list = []));
      this.presence?.changed(userId);
    }
    list.push(connection);
    const excess = list.length - REALTIME_MAX_SOCKETS_PER_USER;
    if (excess > 0) {
      for (const old of list.slice(0, excess)) old.close(REALTIME_CLOSE.tooManySockets, 'Too many sockets');
    }
  }

  private forget(connection: RealtimeConnection): void {
    this.connections.delete(connection);
    const user = connection.user;
    if (user === null) return;
    const sessionSockets = this.bySession.get(user.sessionId);
    sessionSockets?.delete(connection);
    if (sessionSockets?.size === 0) this.bySession.delete(user.sessionId);
    const userId = user.id;
    const list = this.byUser.get(userId)?.filter((c) => c !== connection) ?? [];
    if (list.length > 0) this.byUser.set(userId, list);
    else if (this.byUser.delete(userId)) this.presence?.changed(userId);
  }
}
