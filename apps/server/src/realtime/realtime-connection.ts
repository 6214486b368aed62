import {
  clientMessageSchema,
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_MAX_TOPICS,
  REALTIME_MESSAGE_BURST,
  REALTIME_MESSAGES_PER_SECOND,
  REALTIME_PING_INTERVAL_MS,
  TOPICS,
  type ClientMessage,
  type ControlMessage,
} from '@dd/contracts';
import type { BusEvent } from './bus-event.js';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AuthUser } from '../platform/auth.js';
import type { PushMetrics } from '../platform/metrics.js';
import type { Clock, Timer } from '../platform/clock.js';
import type { Bus } from './bus.js';
import type { TopicRegistry } from './topic-registry.js';
import { TokenBucket } from './token-bucket.js';

/** A client that lets this much pile up unread is too slow to follow; it is dropped (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 512 * 1024;
/** Internal error (RFC 6455): something on our side failed; the client reconnects. */
const CLOSE_INTERNAL = 1011;

/**
 * The metrics' reason for each close code of the protocol that turns a socket away. Other refusals (before a
 * socket is attached, or with codes of their own) report through `socketsRefused` where they happen.
 */
const REFUSAL_OF: Readonly<Record<number, string>> = {
  [REALTIME_CLOSE.unauthorized]: 'unauthorized',
  [REALTIME_CLOSE.authTimeout]: 'auth_timeout',
  [REALTIME_CLOSE.protocol]: 'protocol',
  [REALTIME_CLOSE.tooManySockets]: 'too_many_per_user',
};

export interface ConnectionDeps {
  bus: Pick<Bus, 'subscribe' | 'health' | 'onHealthChange'>;
  topics: Pick<TopicRegistry, 'visible'>;
  /** The user of a live session, or null for an unknown, revoked or expired token. */
  authenticate(token: string): Promise<AuthUser | null>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The event as the UTF-8 JSON sent (encoded once per event, not once per socket). */
  encode(event: BusEvent): Buffer;
  /**
   * The token is good: whether the socket may stay (its address may hold another authenticated socket). When
   * not, it is closed with 1013; absent, it may.
   */
  admitReady?: (() => Promise<boolean>) | undefined;
  /** The socket authenticated; the hub may close the user's oldest sockets. */
  onReady(connection: RealtimeConnection): void;
  onClose(connection: RealtimeConnection): void;
  /** Messages in and out, and sockets turned away and why. */
  metrics: PushMetrics;
}

const byteLength = (data: RawData) =>
  Array.isArray(data) ? data.reduce((n, part) => n + part.byteLength, 0) : data.byteLength;

function parseMessage(data: RawData): ClientMessage | null {
  try {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data;
    const parsed = clientMessageSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One push socket (`GET /api/realtime`), from the auth message to its close: the protocol of
 * `packages/contracts/src/realtime.ts`. Messages are handled one at a time in the order they came.
 *
 * A session that ends (logout, revoke, reset, deletion) closes its sockets with 4401 at once through the hub
 * (the `sessions.ended` bus event). The session is also checked again at every ping, which catches expiry and an
 * event lost while Redis was away: such a socket is closed within one ping interval; until then it gets ids and
 * counts only, and the API it would refetch them from already refuses its token.
 */
export class RealtimeConnection {
  user: AuthUser | null = null;
  private state: 'waiting' | 'ready' | 'closed' = 'waiting';
  private token = '';
  /** Held topics and their bus unsubscribes; the user's own topic among them. */
  private readonly held = new Map<string, () => void>();
  private readonly bucket: TokenBucket;
  private timer: Timer | null = null;
  private alive = true;
  private work: Promise<void> = Promise.resolve();
  /** One handler for every topic, so the bus calls it once per event whatever topics it came on. */
  private readonly deliver = (event: BusEvent) => this.send(this.deps.encode(event));
  /** Resolves when the socket has closed. */
  readonly closed: Promise<void>;

  constructor(
    private readonly ws: WebSocket,
    private readonly deps: ConnectionDeps,
  ) {
    this.bucket = new TokenBucket(REALTIME_MESSAGE_BURST, REALTIME_MESSAGES_PER_SECOND, this.nowMs());
    this.timer = deps.clock.setTimeout(
      () => this.close(REALTIME_CLOSE.authTimeout, 'No auth message in time'),
      REALTIME_AUTH_TIMEOUT_MS,
    );
    this.closed = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('close', () => this.cleanup());
  }

  private isClosed(): boolean {
    return this.state === 'closed';
  }

  get isReady(): boolean {
    return this.state === 'ready';
  }

  /** Closes with a code the client reads (REALTIME_CLOSE); nothing more is sent or delivered. */
  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    const refusal = REFUSAL_OF[code];
    if (refusal !== undefined) this.deps.metrics.socketsRefused(refusal);
    this.cleanup();
    this.ws.close(code, reason);
  }

  /** Drops the connection without a closing handshake (a dead or hopelessly slow peer). */
  terminate(): void {
    this.cleanup();
    this.ws.terminate();
  }

  private nowMs(): number {
    return this.deps.clock.now().getTime();
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    this.deps.metrics.pushMessageIn();
    if (!this.bucket.take(this.nowMs())) return this.close(REALTIME_CLOSE.protocol, 'Too many messages');
    if (isBinary || byteLength(data) > REALTIME_MAX_MESSAGE_BYTES) {
      return this.close(REALTIME_CLOSE.protocol, 'Message too large or not text');
    }
    const message = parseMessage(data);
    this.work = this.work
      .then(() => this.handle(message))
      .catch((err: unknown) => {
        this.deps.log.error({ err }, 'push socket message failed');
        this.close(CLOSE_INTERNAL, 'Internal error');
      });
  }

  private async handle(message: ClientMessage | null): Promise<void> {
    if (this.state === 'closed') return;
    if (this.state === 'waiting') {
      // Whatever comes first must be the auth message: anything else means no token.
      if (message?.type !== 'auth') return this.close(REALTIME_CLOSE.unauthorized, 'Authenticate first');
      return this.authenticate(message.token);
    }
    if (message === null || message.type === 'auth') {
      return this.close(REALTIME_CLOSE.protocol, 'Unknown or repeated message');
    }
    if (message.type === 'subscribe') return this.subscribe(message.topics);
    this.unsubscribe(message.topics);
  }

  private async authenticate(token: string): Promise<void> {
    const user = await this.deps.authenticate(token);
    if (this.state === 'closed') return;
    if (!user) return this.close(REALTIME_CLOSE.unauthorized, 'Invalid or expired session');
    if (this.deps.admitReady && !(await this.deps.admitReady())) {
      return this.close(REALTIME_CLOSE.tryAgainLater, 'Too many sockets from this address');
    }
    // Closed while the address's count was asked (a read of the field TypeScript still takes as narrowed).
    if (this.isClosed()) return;
    this.timer?.cancel();
    this.user = user;
    this.token = token;
    this.state = 'ready';
    this.hold(TOPICS.user(user.id));
    this.deps.onReady(this);
    if (this.state !== 'ready') return;
    this.sendControl({ type: 'ready' });
    if (this.deps.bus.health() === 'down') this.sendControl({ type: 'paused' });
    this.schedulePing();
  }

  private async subscribe(topics: readonly string[]): Promise<void> {
    const user = this.user as AuthUser;
    const own = TOPICS.user(user.id);
    // The own topic is implicit and cannot be asked for; any other user's is refused by the registry.
    const visible = await this.deps.topics.visible(
      user,
      topics.filter((topic) => topic !== own),
    );
    if (this.state !== 'ready') return;
    const accepted: string[] = [];
    for (const topic of visible) {
      // The own topic is not counted against the limit.
      if (!this.held.has(topic) && this.held.size - 1 >= REALTIME_MAX_TOPICS) continue;
      this.hold(topic);
      accepted.push(topic);
    }
    this.sendControl({ type: 'subscribed', topics: accepted });
  }

  private unsubscribe(topics: readonly string[]): void {
    const own = TOPICS.user((this.user as AuthUser).id);
    const dropped = [...new Set(topics)].filter((topic) => topic !== own);
    for (const topic of dropped) {
      this.held.get(topic)?.();
      this.held.delete(topic);
    }
    this.sendControl({ type: 'unsubscribed', topics: dropped });
  }

  private hold(topic: string): void {
    if (!this.held.has(topic)) this.held.set(topic, this.deps.bus.subscribe(topic, this.deliver));
  }

  private schedulePing(): void {
    this.timer = this.deps.clock.setTimeout(() => void this.ping(), REALTIME_PING_INTERVAL_MS);
  }

  /** Drops a peer that missed the previous pong, and a socket whose session has ended. */
  private async ping(): Promise<void> {
    if (this.state !== 'ready') return;
    if (!this.alive) return this.terminate();
    this.alive = false;
    this.ws.ping();
    // The next ping keeps its cadence however long the session check takes.
    this.schedulePing();
    let user: AuthUser | null;
    try {
      user = await this.deps.authenticate(this.token);
    } catch (err) {
      // The database is briefly away: keep the socket, check again at the next ping.
      this.deps.log.warn({ err }, 'push socket session check failed');
      user = this.user;
    }
    if (this.state !== 'ready') return;
    if (!user) this.close(REALTIME_CLOSE.unauthorized, 'Session ended');
  }

  /** Events from other instances stopped (`paused`) or cross again (`resumed`); this instance stops (`reconnect`). */
  tellPush(message: Extract<ControlMessage, { type: 'paused' | 'resumed' | 'reconnect' }>): void {
    if (this.state !== 'ready') return;
    this.sendControl(message);
  }

  private sendControl(message: ControlMessage): void {
    this.send(JSON.stringify(message));
  }

  private send(data: string | Buffer): void {
    if (this.state === 'closed' || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.deps.metrics.socketsRefused('slow_consumer');
      return this.terminate();
    }
    this.ws.send(data, { binary: false });
    this.deps.metrics.pushMessageOut();
  }

  private cleanup(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.timer?.cancel();
    for (const unsubscribe of this.held.values()) unsubscribe();
    this.held.clear();
    this.deps.onClose(this);
  }
}
