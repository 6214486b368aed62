import { REALTIME_CLOSE, REALTIME_RESTART_WINDOW_MS, type RealtimeEvent } from '@dd/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_TIMEOUT_MS, RealtimeClient, STABLE_CONNECTION_MS, type RealtimeSocket } from './realtime-client';

/** A socket the test drives: it records what the client sends and plays the server's part. */
class FakeSocket implements RealtimeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number): void {
    this.closedWith = code ?? 1000;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as never, new Event('open'));
  }

  receive(message: unknown): void {
    this.onmessage?.call(this as never, { data: JSON.stringify(message) } as MessageEvent);
  }

  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.call(this as never, { code } as CloseEvent);
  }
}

let sockets: FakeSocket[];
let client: RealtimeClient;
let events: RealtimeEvent[];

const latest = () => {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};
/** Lets queued microtasks (the batched subscribe) run. */
const tick = () => Promise.resolve();

/** `count` connection attempts that fail, each retried after the longest backoff has passed. */
function failAttempts(count: number): void {
  for (let i = 0; i < count; i++) {
    latest().drop(1006);
    vi.advanceTimersByTime(60_000);
  }
}

/** How many connection attempts `run` makes (a retry falling due, or one asked for). */
function attemptsDuring(run: () => void): number {
  const before = sockets.length;
  run();
  return sockets.length - before;
}

/** The statuses the client goes through from now on. */
function recordStatuses(): string[] {
  const seen: string[] = [];
  client.onStatus(() => seen.push(client.getStatus()));
  return seen;
}

/** The latest socket opens, then closes with `code` before it is ready. */
function openThenDrop(code: number): void {
  latest().open();
  latest().drop(code);
}

/** Opens the latest socket and answers its auth with `ready`. */
async function acceptLatest(): Promise<FakeSocket> {
  const socket = latest();
  socket.open();
  socket.receive({ type: 'ready' });
  await tick();
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  events = [];
  client = new RealtimeClient({
    url: 'ws://site.test/api/realtime',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    // The shortest delay of each backoff step.
    random: () => 0,
  });
  client.onEvent((event) => events.push(event));
});

afterEach(() => {
  client.disconnect();
  vi.useRealTimers();
});

describe('RealtimeClient: the protocol', () => {
  it('authenticates first and asks for topics only once the server is ready', async () => {
    client.subscribe('forum');
    client.connect('token-a');
    expect(client.getStatus()).toBe('connecting');
    const socket = latest();
    socket.open();
    await tick();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-a' }]);
    socket.receive({ type: 'ready' });
    await tick();
    expect(client.getStatus()).toBe('open');
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'token-a' },
      { type: 'subscribe', topics: ['forum'] },
    ]);
  });

  it('passes events to its listeners and ignores what it cannot read', async () => {
    client.connect('token-a');
    const socket = await acceptLatest();
    socket.receive({ type: 'forum.thread.replied', threadId: 4, replyId: 9, replyCount: 2 });
    socket.receive({ type: 'other.event', matchId: 1 });
    socket.receive({ type: 'subscribed', topics: ['forum'] });
    socket.onmessage?.call(socket as never, { data: 'not json' } as MessageEvent);
    expect(events).toEqual([{ type: 'forum.thread.replied', threadId: 4, replyId: 9, replyCount: 2 }]);
  });

  it('sends one subscribe per topic however many screens hold it, and unsubscribes when the last lets go', async () => {
    client.connect('token-a');
    const socket = await acceptLatest();
    const releaseA = client.subscribe('thread:7');
    const releaseB = client.subscribe('thread:7');
    await tick();
    releaseA();
    releaseA();
    await tick();
    expect(socket.sent.slice(1)).toEqual([{ type: 'subscribe', topics: ['thread:7'] }]);
    releaseB();
    await tick();
    expect(socket.sent.slice(1)).toEqual([
      { type: 'subscribe', topics: ['thread:7'] },
      { type: 'unsubscribe', topics: ['thread:7'] },
    ]);
  });

  it('sends only the difference when a screen swaps topics within one tick (a remount, a page change)', async () => {
    client.connect('token-a');
    const socket = await acceptLatest();
    const release = client.subscribe('thread:1');
    await tick();
    release();
    client.subscribe('thread:1');
    const releaseOld = client.subscribe('forum');
    releaseOld();
    client.subscribe('thread:2');
    await tick();
    expect(socket.sent.slice(1)).toEqual([
      { type: 'subscribe', topics: ['thread:1'] },
      { type: 'subscribe', topics: ['thread:2'] },
    ]);
  });
});

describe('RealtimeClient: reconnecting', () => {
  it('reconnects after a drop with growing delays, and subscribes its topics again', async () => {
    client.subscribe('forum');
    client.connect('token-a');
    await acceptLatest();
    latest().drop(1006);
    expect(client.getStatus()).toBe('closed');
    // The first retry after at least half a second, the second after at least a second more.
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().drop(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    const socket = await acceptLatest();
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'token-a' },
      { type: 'subscribe', topics: ['forum'] },
    ]);
    expect(client.getStatus()).toBe('open');
  });

  it('retries quickly again after a connection that lasted', async () => {
    client.connect('token-a');
    failAttempts(4);
    await acceptLatest();
    vi.advanceTimersByTime(STABLE_CONNECTION_MS);
    latest().drop(1001);
    expect(attemptsDuring(() => vi.advanceTimersByTime(500))).toBe(1);
  });

  it('comes back within the restart window when the server restarts, however many drops came before', async () => {
    const seen = recordStatuses();
    client.subscribe('forum');
    client.connect('token-a');
    // Failed attempts first: a plain drop would now wait 4 s or more.
    failAttempts(3);
    const socket = await acceptLatest();
    socket.receive({ type: 'reconnect' });
    socket.drop(1012);
    expect(attemptsDuring(() => vi.advanceTimersByTime(REALTIME_RESTART_WINDOW_MS / 10 - 1))).toBe(0);
    expect(attemptsDuring(() => vi.advanceTimersByTime(1))).toBe(1);
    const again = await acceptLatest();
    expect(again.sent).toEqual([
      { type: 'auth', token: 'token-a' },
      { type: 'subscribe', topics: ['forum'] },
    ]);
    // 'open' again: the app catches up as after any reconnect.
    expect(seen.slice(-4)).toEqual(['open', 'closed', 'connecting', 'open']);
    expect(client.getStatus()).toBe('open');
  });

  it('takes a close with 1012 alone (the notice lost) as a restart too, and the next drop backs off afresh', async () => {
    client.connect('token-a');
    failAttempts(3);
    await acceptLatest();
    latest().drop(1012);
    vi.advanceTimersByTime(REALTIME_RESTART_WINDOW_MS / 10);
    latest().drop(1006);
    // The first step of the backoff again (0.5 s at the lowest), not the fourth.
    expect(attemptsDuring(() => vi.advanceTimersByTime(500))).toBe(1);
  });

  it("is paused while the server cannot pass on other instances' events, and open again (to catch up) after", async () => {
    const seen = recordStatuses();
    client.connect('token-1');
    const socket = await acceptLatest();
    socket.receive({ type: 'paused' });
    expect(client.getStatus()).toBe('paused');
    socket.receive({ type: 'forum.thread.created', threadId: 3 });
    expect(events).toEqual([{ type: 'forum.thread.created', threadId: 3 }]);
    socket.receive({ type: 'resumed' });
    expect(seen).toEqual(['connecting', 'open', 'paused', 'open']);
  });

  it('gives up on a socket that never says ready, and tries again', () => {
    client.connect('token-a');
    latest().open();
    vi.advanceTimersByTime(READY_TIMEOUT_MS);
    expect(latest().closedWith).not.toBeNull();
    latest().drop(latest().closedWith ?? 1006);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('tries at once when asked (the network came back), not at the end of the wait', () => {
    client.connect('token-a');
    failAttempts(5);
    latest().drop(1006);
    expect(attemptsDuring(() => client.retryNow())).toBe(1);
    // The pending retry was replaced, not added to.
    expect(attemptsDuring(() => vi.advanceTimersByTime(60_000))).toBe(0);
  });

  it('stops for a refused token and starts again with a new one', () => {
    client.connect('revoked');
    openThenDrop(REALTIME_CLOSE.unauthorized);
    vi.advanceTimersByTime(120_000);
    client.retryNow();
    client.connect('revoked');
    expect(sockets).toHaveLength(1);
    expect(client.getStatus()).toBe('closed');
    client.connect('fresh');
    expect(sockets).toHaveLength(2);
    expect(client.getStatus()).toBe('connecting');
  });

  it('tells its listeners which token the server refused with 4401, and no other close', () => {
    const ended: string[] = [];
    client.onSessionEnded((token) => ended.push(token));
    client.connect('token-a');
    openThenDrop(REALTIME_CLOSE.tooManySockets);
    client.connect('token-b');
    openThenDrop(1006);
    expect(ended).toEqual([]);
    vi.advanceTimersByTime(120_000);
    openThenDrop(REALTIME_CLOSE.unauthorized);
    expect(ended).toEqual(['token-b']);
  });

  it('keeps retrying, with growing delays, when the address holds too many sockets (1013)', () => {
    client.connect('token-a');
    openThenDrop(REALTIME_CLOSE.tryAgainLater);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    openThenDrop(REALTIME_CLOSE.tryAgainLater);
    // The second wait is at least a second: never a tight loop against a full address.
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1_001);
    expect(sockets).toHaveLength(3);
  });

  it('stays closed when the server says the member holds too many sockets', () => {
    client.connect('token-a');
    openThenDrop(REALTIME_CLOSE.tooManySockets);
    vi.advanceTimersByTime(120_000);
    client.retryNow();
    expect(sockets).toHaveLength(1);
  });
});

describe('RealtimeClient: logging out', () => {
  it('closes the socket normally and does not come back', async () => {
    client.connect('token-a');
    const socket = await acceptLatest();
    client.disconnect();
    expect(socket.closedWith).toBe(1000);
    expect(client.getStatus()).toBe('closed');
    vi.advanceTimersByTime(120_000);
    client.retryNow();
    expect(sockets).toHaveLength(1);
  });

  it('closes a socket that is still connecting once it opens, and ignores what it says meanwhile', () => {
    client.connect('token-a');
    const socket = latest();
    client.disconnect();
    expect(socket.closedWith).toBeNull();
    socket.open();
    expect(socket.closedWith).toBe(1000);
    expect(socket.sent).toEqual([]);
    socket.receive({ type: 'forum.thread.created', threadId: 1 });
    expect(events).toEqual([]);
  });

  it('replaces the connection when another member logs in', async () => {
    client.connect('token-a');
    const first = await acceptLatest();
    client.connect('token-b');
    expect(first.closedWith).toBe(1000);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'token-b' }]);
  });
});

describe('RealtimeClient: status', () => {
  it('tells its listeners when the status changes', async () => {
    const seen = recordStatuses();
    client.connect('token-a');
    await acceptLatest();
    latest().drop(1006);
    expect(seen).toEqual(['connecting', 'open', 'closed']);
  });
});
