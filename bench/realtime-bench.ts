// The push channel under load: 1,000 sockets on one server process, forum replies posted through the API
// at a steady rate, each fanned out to every socket. Measures the delay from the reply request to each
// socket, whether every event arrived exactly once, and the server's event-loop delay meanwhile.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { REALTIME_PATH, TOPICS } from '@dd/contracts';
import { WebSocket } from 'ws';
import { registrationBody } from '../apps/server/test/registration.js';
import { benchPassword, membersInBatches } from './bench-members.js';
import { roundTenth } from './timing.js';

export const SOCKETS = 1_000;

/**
 * Many members behind this one address, where accounts are only the means: cheap password hashing, no write
 * limits, sign-ups and logins ten at a time.
 */
export const MANY_MEMBERS_ENV: Record<string, string> = {
  PASSWORD_SCRYPT_LOG_N: '12',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  REGISTRATIONS_PER_HOUR: '100000',
  LOGIN_MAX_CONCURRENT_PER_IP: '1000',
  PASSWORD_HASH_MAX_QUEUE: '1000',
  // The push socket's per-address caps (issue 27 §2) would refuse all but 200 of the bench's members.
  PUSH_MAX_PENDING_PER_IP: '100000',
  PUSH_MAX_SOCKETS_PER_IP: '100000',
};
const SOCKETS_PER_USER = 5;
const REPLIES_PER_SECOND = 20;
const ADMIN_PASSWORD = 'bench-admin-password';

type Started = { child: ChildProcess; url: string };
export type StartApp = (env: Record<string, string>, preload: string[]) => Promise<Started>;

export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

export interface RealtimeBench {
  sockets: number;
  replies: number;
  repliesPerSecond: number;
  /** Socket deliveries expected (replies x sockets), received, missing and received twice. */
  expected: number;
  delivered: number;
  lost: number;
  duplicates: number;
  /** From the reply request's start to the event's arrival on a socket: an upper bound of commit -> socket. */
  deliveryMs: Percentiles;
  /** The reply requests themselves. */
  replyRequestMs: Percentiles;
  /** The server's event loop during the fan-out. */
  eventLoopDelay: Percentiles;
  /** This process's (1,000 clients') event loop: its lag adds to the delivery delay measured. */
  clientLoopDelay: Percentiles;
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { p50: roundTenth(at(50)), p99: roundTenth(at(99)), max: roundTenth(sorted.at(-1) ?? 0) };
}

async function call<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const login = (url: string, username: string, password: string) =>
  call<{ token: string }>(url, '/api/auth/login', { username, password }).then((r) => r.token);

export function memberTokens(url: string, count: number, prefix = 'bench_socket'): Promise<string[]> {
  return membersInBatches(count, 10, prefix, async (username) => {
    const password = benchPassword(username);
    await call(url, '/api/auth/register', registrationBody(username, password));
    return login(url, username, password);
  });
}

/** Counts every event per reply; each socket should see each reply once. */
class Receiver {
  readonly arrivals = new Map<number, number[]>();
  duplicates = 0;

  record(seen: Set<number>, replyId: number): void {
    const now = performance.now();
    if (seen.has(replyId)) {
      this.duplicates += 1;
      return;
    }
    seen.add(replyId);
    let list = this.arrivals.get(replyId);
    if (!list) this.arrivals.set(replyId, (list = []));
    list.push(now);
  }

  get delivered(): number {
    let n = 0;
    for (const list of this.arrivals.values()) n += list.length;
    return n;
  }
}

function openSocket(url: string, origin: string, token: string, topics: string[], receiver: Receiver) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${REALTIME_PATH}`, { origin });
    const seen = new Set<number>();
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; replyId?: number };
      if (message.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', topics }));
      else if (message.type === 'subscribed') resolve(ws);
      else if (message.type === 'forum.thread.replied') receiver.record(seen, message.replyId as number);
    });
    ws.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
  });
}

export async function realtimeBench(start: StartApp, delayFile: string, durationS: number): Promise<RealtimeBench> {
  const app = await start(
    {
      ...MANY_MEMBERS_ENV,
      ADMIN_PASSWORD,
      LOOP_DELAY_FILE: delayFile,
    },
    ['./bench/loop-delay-probe.ts'],
  );
  try {
    const origin = new URL(app.url).origin;
    const admin = await login(app.url, 'admin', ADMIN_PASSWORD);
    const { thread } = await call<{ thread: { id: number } }>(
      app.url,
      '/api/forum/threads',
      { title: 'Benchmark thread', content: 'Replies fan out to every socket.' },
      admin,
    );
    const tokens = await memberTokens(app.url, SOCKETS / SOCKETS_PER_USER);
    const receiver = new Receiver();
    const sockets: WebSocket[] = [];
    const topics = [TOPICS.forum, TOPICS.thread(thread.id)];
    for (let i = 0; i < SOCKETS; i += 100) {
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, (_, j) =>
            openSocket(app.url, origin, tokens[Math.floor((i + j) / SOCKETS_PER_USER)] as string, topics, receiver),
          ),
        )),
      );
    }

    const replies = Math.max(1, Math.round(REPLIES_PER_SECOND * durationS));
    const startedAt = new Map<number, number>();
    const requestMs: number[] = [];
    const clientLoop = monitorEventLoopDelay({ resolution: 5 });
    app.child.kill('SIGUSR2');
    clientLoop.enable();
    const requests: Promise<void>[] = [];
    const t0 = performance.now();
    for (let n = 0; n < replies; n++) {
      // Open loop: replies start on schedule whether or not the previous one has answered.
      const due = t0 + (n * 1000) / REPLIES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const sent = performance.now();
      requests.push(
        call<{ reply: { id: number } }>(
          app.url,
          '/api/forum/reply',
          { thread_id: thread.id, content: `Benchmark reply ${n}` },
          admin,
        ).then(({ reply }) => {
          startedAt.set(reply.id, sent);
          requestMs.push(performance.now() - sent);
        }),
      );
    }
    await Promise.all(requests);
    const expected = replies * SOCKETS;
    for (let waited = 0; receiver.delivered < expected && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    clientLoop.disable();
    app.child.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const eventLoopDelay = JSON.parse(readFileSync(delayFile, 'utf8')) as Percentiles;
    for (const ws of sockets) ws.terminate();

    const delays: number[] = [];
    for (const [replyId, arrivals] of receiver.arrivals) {
      const sent = startedAt.get(replyId);
      if (sent !== undefined) for (const at of arrivals) delays.push(at - sent);
    }
    const ms = (ns: number) => roundTenth(ns / 1e6);
    return {
      sockets: SOCKETS,
      replies,
      repliesPerSecond: REPLIES_PER_SECOND,
      expected,
      delivered: receiver.delivered,
      lost: expected - receiver.delivered,
      duplicates: receiver.duplicates,
      deliveryMs: percentiles(delays),
      replyRequestMs: percentiles(requestMs),
      eventLoopDelay,
      clientLoopDelay: {
        p50: ms(clientLoop.percentile(50)),
        p99: ms(clientLoop.percentile(99)),
        max: ms(clientLoop.max),
      },
    };
  } finally {
    app.child.kill();
  }
}

export function printRealtimeBench(r: RealtimeBench): void {
  console.log(
    `${`push: ${r.sockets} sockets, ${r.repliesPerSecond} replies/s fanned out`.padEnd(58)} delivery p50 ${r.deliveryMs.p50} ms  p99 ${r.deliveryMs.p99} ms (target <= 100 ms)  max ${r.deliveryMs.max} ms`,
  );
  console.log(
    `${'  events'.padEnd(58)} ${r.delivered} of ${r.expected} delivered, ${r.lost} lost, ${r.duplicates} twice`,
  );
  console.log(`${'  reply requests'.padEnd(58)} p50 ${r.replyRequestMs.p50} ms  p99 ${r.replyRequestMs.p99} ms`);
  console.log(
    `${'  event-loop delay, server / clients'.padEnd(58)} p50 ${r.eventLoopDelay.p50} / ${r.clientLoopDelay.p50} ms  p99 ${r.eventLoopDelay.p99} / ${r.clientLoopDelay.p99} ms  max ${r.eventLoopDelay.max} / ${r.clientLoopDelay.max} ms`,
  );
}
