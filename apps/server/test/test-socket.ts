import { REALTIME_PATH } from '@dd/contracts';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { Member } from './members.js';
import { WakeSignal } from './wake-signal.js';

/** Tests only: a push-socket client that keeps what it received and waits for what comes next. */
export class TestSocket {
  private readonly received: unknown[] = [];
  private read = 0;
  private readonly arrived = new WakeSignal();
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse(String(data)));
      this.arrived.wake();
    });
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => {
        this.arrived.wake();
        resolve({ code, reason: String(reason) });
      }),
    );
  }

  /**
   * Opens a socket to `url` (`ws://host:port`) from `origin`; `autoPong: false` plays a dead peer, `localAddress`
   * (another loopback address, 127.0.0.2) another client.
   */
  static open(
    url: string,
    origin: string,
    options: { autoPong?: boolean; localAddress?: string } = {},
  ): Promise<TestSocket> {
    const ws = new WebSocket(`${url}${REALTIME_PATH}`, {
      origin,
      autoPong: options.autoPong ?? true,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestSocket(ws)));
      ws.once('error', reject);
    });
  }

  /** An authenticated socket that received `ready`. */
  static async ready(
    url: string,
    origin: string,
    token: string,
    options: { localAddress?: string } = {},
  ): Promise<TestSocket> {
    const socket = await TestSocket.open(url, origin, options);
    socket.send({ type: 'auth', token });
    const first = await socket.next();
    if ((first as { type?: string }).type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(first)}`);
    return socket;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message));
  }

  /** The next message not read yet; fails after `timeoutMs` or when the socket closes first. */
  async next(timeoutMs = 3_000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    while (this.read >= this.received.length) {
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('socket closed while waiting for a message');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no message within the time');
      await this.arrived.sleep(left);
    }
    return this.received[this.read++];
  }

  /**
   * The next `count` messages in any order (events of one change that go out on different topics, such as a
   * reply and the notification it made), sorted by type so a test can compare them as a set.
   */
  async nextUnordered(count: number, timeoutMs = 3_000): Promise<unknown[]> {
    const messages: unknown[] = [];
    for (let i = 0; i < count; i++) messages.push(await this.next(timeoutMs));
    const typeOf = (m: unknown) => String((m as { type?: unknown }).type);
    return messages.sort((a, b) => typeOf(a).localeCompare(typeOf(b)));
  }

  /** Subscribes and answers the topics the server accepted. */
  async subscribe(topics: string[]): Promise<string[]> {
    this.send({ type: 'subscribe', topics });
    const answer = (await this.next()) as { type: string; topics: string[] };
    if (answer.type !== 'subscribed') throw new Error(`expected subscribed, got ${JSON.stringify(answer)}`);
    return answer.topics;
  }

  /** Messages received and not read yet. */
  get unread(): unknown[] {
    return this.received.slice(this.read);
  }

  close(): void {
    this.ws.terminate();
  }
}

/** Why an upgrade was refused: the HTTP status the server answered instead of switching protocols. */
export async function refusedStatus(url: string, origin: string | undefined): Promise<number> {
  return (await refusedUpgrade(url, origin)).status;
}

/** The HTTP answer to a refused upgrade: its status and Retry-After (null when absent). */
export function refusedUpgrade(
  url: string,
  origin: string | undefined,
  options: { localAddress?: string } = {},
): Promise<{ status: number; retryAfter: string | null }> {
  const ws = new WebSocket(`${url}${REALTIME_PATH}`, {
    ...(origin === undefined ? {} : { origin }),
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => {
      const retryAfter = res.headers['retry-after'];
      resolve({ status: res.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
      ws.terminate();
    });
    ws.once('open', () => {
      ws.terminate();
      reject(new Error('the upgrade was accepted'));
    });
    ws.once('error', () => {});
  });
}

/** Listens on a free port of 127.0.0.1 and answers the `ws://` base URL. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `ws://127.0.0.1:${address.port}`;
}

/** Waits (real time, bounded) until `app`'s hub knows whether the member has a socket open, and has settled. */
export async function untilOnline(app: FastifyInstance, member: Member, online: boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  const hub = app.deps.realtime;
  while ((await hub.onlineAmong([member.user.id])).has(member.user.id) !== online) {
    if (Date.now() > deadline) throw new Error(`member ${member.user.id} never became ${online ? 'online' : 'away'}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  await hub.presenceSettled();
}
