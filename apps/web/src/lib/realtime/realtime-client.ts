import {
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE,
  REALTIME_CLOSE_SERVICE_RESTART,
  type ClientMessage,
  type RealtimeEvent,
} from '@dd/contracts';
import { reconnectDelay, restartDelay } from './reconnect-delay';
import { readServerMessage } from './server-message';
import { TopicRefs, topicChanges } from './topic-refs';

/**
 * 'open' once the server said `ready`; 'paused' while the socket is up but the server cannot pass on other
 * instances' events (screens poll as without push); 'closed' while signed out, between retries, or given up.
 */
export type RealtimeStatus = 'connecting' | 'open' | 'paused' | 'closed';

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export type RealtimeSocket = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'
>;

export interface RealtimeClientOptions {
  /** The ws:// or wss:// address of /api/realtime. */
  url: string;
  createSocket?: (url: string) => RealtimeSocket;
  random?: () => number;
  now?: () => number;
}

/** A socket that is not `ready` this long after it was opened is given up and retried (the server allows 5 s). */
export const READY_TIMEOUT_MS = REALTIME_AUTH_TIMEOUT_MS * 2;
/** A connection that lasted this long was healthy: the next drop retries quickly again. */
export const STABLE_CONNECTION_MS = 10_000;
/** Normal closure (RFC 6455): we are done with this socket. */
const CLOSE_NORMAL = 1000;
/** A close code of our own, for a socket given up on the client side. */
const CLOSE_GIVEN_UP = 4000;
/** The server's answers that retrying with the same token cannot change: a bad token, too many tabs. */
const GIVE_UP_CODES: ReadonlySet<number> = new Set([REALTIME_CLOSE.unauthorized, REALTIME_CLOSE.tooManySockets]);

/** WebSocket.CONNECTING, spelled out: tests run where the WebSocket global may be missing. */
const CONNECTING = 0;

/**
 * Closes a socket we are done with. One still connecting is closed once it opens: closing it earlier makes
 * the browser log an error for a socket nobody needs any more (a logout right after page load).
 */
function closeQuietly(socket: RealtimeSocket): void {
  socket.onmessage = null;
  socket.onclose = null;
  if (socket.readyState === CONNECTING) socket.onopen = () => socket.close(CLOSE_NORMAL);
  else socket.close(CLOSE_NORMAL);
}

/**
 * One connection to `/api/realtime` (packages/contracts/src/realtime.ts): sends `auth` first, waits for
 * `ready`, then asks for the topics its holders want; retries with backoff when the socket drops; passes
 * every event to its listeners. Push is an optimisation: while it is down, screens work as without it.
 */
export class RealtimeClient {
  private readonly url: string;
  private readonly createSocket: (url: string) => RealtimeSocket;
  private readonly random: () => number;
  private readonly now: () => number;
  private token: string | null = null;
  private socket: RealtimeSocket | null = null;
  private ready = false;
  private readyAt = 0;
  /** Set when the server refused in a way a retry with the same token will not change. */
  private gaveUp = false;
  /** The server said it is shutting down (`reconnect`): the close that follows is no failure. */
  private restartNoticed = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readyTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly refs = new TopicRefs();
  /** The topics this socket was asked for (the server may have left out some it does not let us see). */
  private held = new Set<string>();
  private syncQueued = false;
  private status: RealtimeStatus = 'closed';
  private readonly statusListeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: RealtimeEvent) => void>();
  private readonly sessionEndedListeners = new Set<(token: string) => void>();

  constructor(options: RealtimeClientOptions) {
    this.url = options.url;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  /** Connects with this bearer token; a new token replaces the connection, the same one keeps it. */
  connect(token: string): void {
    if (token === this.token) return;
    this.disconnect();
    this.token = token;
    this.open();
  }

  /** Closes the connection and stops retrying (logout). Holders keep their topics for the next connect. */
  disconnect(): void {
    this.token = null;
    this.gaveUp = false;
    this.attempt = 0;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    if (socket) closeQuietly(socket);
    this.setStatus('closed');
  }

  /** The network came back or the tab woke up: try now instead of at the end of the backoff. */
  retryNow(): void {
    if (this.token === null || this.socket !== null || this.gaveUp) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.attempt = 0;
    this.open();
  }

  /** Holds a topic until the returned function is called; the socket follows as soon as it can. */
  subscribe(topic: string): () => void {
    if (this.refs.add(topic)) this.queueSync();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (this.refs.remove(topic)) this.queueSync();
    };
  }

  onEvent(listener: (event: RealtimeEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /**
   * Calls `listener` with the token the server refused (4401: the session ended on the server, or was never
   * valid), so the app can log out here as it does on a 401.
   */
  onSessionEnded(listener: (token: string) => void): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  getStatus(): RealtimeStatus {
    return this.status;
  }

  private open(): void {
    const token = this.token;
    if (token === null) return;
    const socket = this.createSocket(this.url);
    this.socket = socket;
    this.ready = false;
    this.restartNoticed = false;
    this.held = new Set();
    this.setStatus('connecting');
    this.readyTimer = setTimeout(() => socket.close(CLOSE_GIVEN_UP), READY_TIMEOUT_MS);
    socket.onopen = () => this.send(socket, { type: 'auth', token });
    socket.onmessage = (message) => this.receive(socket, message.data);
    socket.onclose = (event) => this.closed(socket, event.code);
    // An error is always followed by close, which decides what happens next.
    socket.onerror = null;
  }

  private closed(socket: RealtimeSocket, code: number): void {
    if (socket !== this.socket) return;
    const lasted = this.ready ? this.now() - this.readyAt : 0;
    this.socket = null;
    this.ready = false;
    this.clearTimers();
    if (GIVE_UP_CODES.has(code)) {
      this.gaveUp = true;
      this.setStatus('closed');
      const token = this.token;
      if (code === REALTIME_CLOSE.unauthorized && token !== null) {
        for (const listener of [...this.sessionEndedListeners]) listener(token);
      }
      return;
    }
    this.setStatus('closed');
    // An instance that stops tells its sockets so (`reconnect`, then 1012): another instance is up, so the socket
    // comes back at a random moment of the restart window, not after a backoff, and a failure count starts afresh.
    const restart = this.restartNoticed || code === REALTIME_CLOSE_SERVICE_RESTART;
    if (restart || lasted >= STABLE_CONNECTION_MS) this.attempt = 0;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        this.open();
      },
      restart ? restartDelay(this.random) : reconnectDelay(this.attempt, this.random),
    );
    if (!restart) this.attempt += 1;
  }

  private receive(socket: RealtimeSocket, data: unknown): void {
    if (socket !== this.socket || typeof data !== 'string') return;
    const message = readServerMessage(data);
    if (!message) return;
    if (message.type === 'ready') {
      clearTimeout(this.readyTimer);
      this.ready = true;
      this.readyAt = this.now();
      this.syncTopics();
      this.setStatus('open');
    } else if (message.type === 'paused') {
      if (this.ready) this.setStatus('paused');
    } else if (message.type === 'resumed') {
      // 'open' again: the app catches up on what it may have missed meanwhile.
      if (this.ready) this.setStatus('open');
    } else if (message.type === 'reconnect') {
      // The server closes the socket next (1012); closing it here too would only race that close.
      this.restartNoticed = true;
    } else if (message.type !== 'subscribed' && message.type !== 'unsubscribed') {
      for (const listener of [...this.eventListeners]) listener(message);
    }
  }

  /** Subscribes and unsubscribes once per tick, so a screen that swaps topics sends only the difference. */
  private queueSync(): void {
    if (this.syncQueued) return;
    this.syncQueued = true;
    queueMicrotask(() => {
      this.syncQueued = false;
      this.syncTopics();
    });
  }

  private syncTopics(): void {
    const socket = this.socket;
    if (!socket || !this.ready) return;
    const changes = topicChanges(this.refs.wanted(), this.held);
    // Both lists hold at most REALTIME_MAX_TOPICS (see TopicRefs.wanted); unsubscribing first keeps the
    // socket within that limit at every step.
    if (changes.unsubscribe.length > 0) this.send(socket, { type: 'unsubscribe', topics: changes.unsubscribe });
    if (changes.subscribe.length > 0) this.send(socket, { type: 'subscribe', topics: changes.subscribe });
    for (const topic of changes.unsubscribe) this.held.delete(topic);
    for (const topic of changes.subscribe) this.held.add(topic);
  }

  private send(socket: RealtimeSocket, message: ClientMessage): void {
    socket.send(JSON.stringify(message));
  }

  private clearTimers(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.readyTimer);
    this.retryTimer = undefined;
    this.readyTimer = undefined;
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener();
  }
}
