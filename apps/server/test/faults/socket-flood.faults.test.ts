import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REALTIME_PATH } from '@dd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { TestSocket } from '../test-socket.js';
import { call, ok, registerMember, type HttpMember } from './http-client.js';
import { faultData, report, serverEnv, ServerProcess, type FaultData } from './server-process.js';

/**
 * Issue 27's socket flood: one address opening and reopening 8,000 push sockets (never authenticating) for 20 s
 * at the attack's rate (1,300 opens a second), against one real server: its memory stays within 50 MB of its
 * start, a public page's p99 within 2 × its quiet value, and 100 members' sockets (another address) get every
 * event. `FAULT_FLOOD_SECONDS` shortens the flood; `FAULT_FLOOD_UNLIMITED=1` lifts the per-address caps and
 * only reports (the figures from before them); the p99 target is asserted only with `FAULT_FLOOD_ASSERT_P99=1`. SQLite only: the database is not what is under test.
 */
const FLOOD_SECONDS = Number(process.env.FAULT_FLOOD_SECONDS ?? 20);
const UNLIMITED = process.env.FAULT_FLOOD_UNLIMITED === '1';
const MEMBERS = 100;
const QUIET_MS = 5_000;
const PROBE_EVERY_MS = 20;
const REPLY_EVERY_MS = 250;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};
const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;
};
/** The process's CPU time (user + system) in ms. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Times a public page (the forum's thread list) every PROBE_EVERY_MS until `stop` says so. */
async function probe(url: string, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!stop()) {
    const answer = await call(url, 'GET', '/api/forum/threads', { timeoutMs: 10_000 });
    expect(answer.status).toBe(200);
    times.push(answer.ms);
    await sleep(PROBE_EVERY_MS);
  }
  return times;
}

describe('one address floods the push socket (issue 27)', () => {
  let data: FaultData;
  let server: ServerProcess;
  const members: HttpMember[] = [];
  const sockets: TestSocket[] = [];
  let threadId: number;

  beforeAll(async () => {
    data = await faultData('sqlite');
    const caps: Record<string, string> = UNLIMITED
      ? { PUSH_MAX_PENDING_PER_IP: '1000000', PUSH_MAX_SOCKETS_PER_IP: '1000000' }
      : {};
    server = await ServerProcess.start(serverEnv(data, caps));
    for (let i = 0; i < MEMBERS; i += 10) {
      members.push(...(await Promise.all(Array.from({ length: 10 }, () => registerMember(server.url, 'flood')))));
    }
    const created = await ok<{ thread: { id: number } }>(server.url, 'POST', '/api/forum/threads', {
      token: members[0]?.token,
      body: { title: 'The flood thread', content: 'Replies land here while one address floods the socket' },
      expected: 201,
    });
    threadId = created.thread.id;
    const ws = server.url.replace(/^http/, 'ws');
    // Ten at a time: more would be past the 20 sockets an address may have waiting to authenticate.
    for (let i = 0; i < MEMBERS; i += 10) {
      const batch = members.slice(i, i + 10);
      sockets.push(...(await Promise.all(batch.map((m) => TestSocket.ready(ws, server.url, m.token)))));
    }
    for (const socket of sockets) await socket.subscribe([`thread:${threadId}`]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.kill();
    await data?.remove();
  });

  it(`memory, a public page and the members' events hold through ${FLOOD_SECONDS} s of it`, async () => {
    const pid = server.child.pid as number;
    // The quiet figures: the page alone, the memory after it.
    let quietOver = false;
    const quietDone = sleep(QUIET_MS).then(() => (quietOver = true));
    const quiet = await probe(server.url, () => quietOver);
    await quietDone;
    const startMb = rssMb(pid);
    const cpuStart = cpuMs(pid);
    const floodStart = performance.now();

    const flooder = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/test/faults/socket-flooder.mjs')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        FLOOD_URL: `${server.url.replace(/^http/, 'ws')}${REALTIME_PATH}`,
        FLOOD_ORIGIN: server.url,
        FLOOD_ADDRESS: '127.0.0.9',
        FLOOD_SECONDS: String(FLOOD_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    flooder.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const flooded = new Promise<void>((resolve) => flooder.once('exit', () => resolve()));
    let floodOver = false;
    void flooded.then(() => (floodOver = true));

    let peakMb = startMb;
    const sampler = setInterval(() => {
      if (server.alive) peakMb = Math.max(peakMb, rssMb(pid));
    }, 250);
    let replies = 0;
    const poster = (async () => {
      try {
        while (!floodOver) {
          await ok(server.url, 'POST', '/api/forum/reply', {
            // Another member each time: a new account may post 20 replies in its first day.
            token: members[replies % MEMBERS]?.token,
            body: { thread_id: threadId, content: `reply ${replies}` },
            expected: 201,
          });
          replies += 1;
          await sleep(REPLY_EVERY_MS);
        }
      } finally {
        clearInterval(sampler);
      }
    })();
    // The first second is the flood ramping up: measured too.
    const during = await probe(server.url, () => floodOver);
    await Promise.all([flooded, poster]);
    clearInterval(sampler);
    const seen = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
      opens: number;
      upgraded: number;
      refused: Record<string, number>;
      errors: Record<string, number>;
      maxOpen: number;
    };

    // Every member's socket got every reply, once.
    const received = await Promise.all(
      sockets.map(async (socket) => {
        // The thread's author also gets a notification of each reply on their own topic.
        let got = 0;
        while (got < replies) {
          const event = (await socket.next(10_000)) as { type?: string };
          if (event.type === 'forum.thread.replied') got += 1;
        }
        return got;
      }),
    );
    const endMb = rssMb(pid);
    const cpuShare = (cpuMs(pid) - cpuStart) / (performance.now() - floodStart);
    const [quietP99, floodP99] = [p99(quiet), p99(during)];
    report(
      `socket flood ${UNLIMITED ? '(caps lifted) ' : ''}${FLOOD_SECONDS} s: ${seen.opens} opens, ${seen.upgraded} upgraded, ` +
        `refused ${JSON.stringify(seen.refused)}, failed ${JSON.stringify(seen.errors)}, at most ${seen.maxOpen} open at once; server RSS ${startMb.toFixed(0)} MB ` +
        `at the start, peak ${peakMb.toFixed(0)}, end ${endMb.toFixed(0)}; server CPU ${(cpuShare * 100).toFixed(0)} % of a core; page p99 quiet ${quietP99.toFixed(1)} ms ` +
        `(${quiet.length} requests), flooded ${floodP99.toFixed(1)} ms (${during.length}); ${replies} replies, ` +
        `each member got ${Math.min(...received)}-${Math.max(...received)}; load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
    );
    expect(received).toEqual(Array.from({ length: MEMBERS }, () => replies));
    if (UNLIMITED) return;
    // 20 at a time, each held until the 5 s auth timeout closes it.
    expect(seen.upgraded).toBeLessThanOrEqual(20 * (Math.ceil(FLOOD_SECONDS / 5) + 1));
    expect(peakMb - startMb).toBeLessThan(50);
    // Asserted only when asked, with a floor of 5 ms for the noise: refused upgrades no longer reach Fastify, but
    // on a busy shared box the page's p99 is the scheduler's more than the server's (docs/decisions.md).
    if (process.env.FAULT_FLOOD_ASSERT_P99 === '1') {
      expect(floodP99).toBeLessThanOrEqual(Math.max(2 * quietP99, 5));
    }
  }, 120_000);
});
