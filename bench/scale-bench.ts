// Scale-out: the same fixed offered load on one instance on PostgreSQL (clients straight to it) and on two
// instances behind nginx on PostgreSQL + Redis (apps/server/cluster's harness, deploy/nginx.conf): catalog pages,
// forum reads, and duels and card matches whose players hold push sockets. Measures throughput, p50/p99 of each
// kind of request, the push delay (for the cluster: of events that crossed instances through Redis), and CPU
// per request of the app processes, nginx and the PostgreSQL backends, from /proc. On a 2-core machine the load
// generator shares the cores: this shows what the extra hop and Redis cost, not the gain of a second machine.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { COLLECTION_IDS, PVP_COUNTDOWN, type CardMatchStateResponse, type PvpMatch } from '@dd/contracts';
import { botAction } from '@dd/game';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  PushSocket,
  REDIS_URL,
  request,
  startCluster,
  type Answer,
  type Cluster,
} from '../apps/server/cluster/cluster-harness.js';
import { botView } from '../apps/server/test/card-bot-view.js';
import { percentiles, type Percentiles } from './realtime-bench.js';
import { registrationBody } from '../apps/server/test/registration.js';
import { benchPassword, membersInBatches } from './bench-members.js';
import { roundTenth, sleep } from './timing.js';

const DURATION_S = Number(process.env.BENCH_SCALE_DURATION ?? 20);
/**
 * The load runs this long before the measured window (BENCH_SCALE_WARMUP s): each process's code is warm (JIT) and
 * its pools full. Four instances on a shared 2-core machine need far longer than one.
 */
const WARMUP_S = Number(process.env.BENCH_SCALE_WARMUP ?? 5);
/**
 * Rounds of the two set-ups, alternating; each set-up's figures are from its least disturbed round (lowest p99):
 * the machine is shared, and another program's burst lands on one round, not on one set-up.
 */
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 2);
/** The offered load, the same on both set-ups: requests a second, and games whose players think 1 s a move. */
export const SCALE_LOAD = {
  catalogPerSecond: 100,
  pagesPerSecond: 10,
  forumPerSecond: 50,
  duels: 40,
  cardMatches: 20,
  thinkMs: 1_000,
} as const;
const FORUM_THREADS = 20;
/**
 * The cluster sizes compared with one instance (BENCH_SCALE_INSTANCES, e.g. `2,4`): each behind nginx on
 * PostgreSQL + Redis, under the same offered load.
 */
const CLUSTER_SIZES = (process.env.BENCH_SCALE_INSTANCES ?? '2')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 2);
/** Lets the bench read each instance's /metrics (the Redis messages it received from the others). */
const METRICS_TOKEN = 'scale-bench-metrics-token';

export interface ScaleRun {
  setup: string;
  instances: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  /** Every request of the run, then each kind. */
  latencyMs: Percentiles;
  catalogMs: Percentiles;
  pageMs: Percentiles;
  forumMs: Percentiles;
  duelMoveMs: Percentiles;
  cardMoveMs: Percentiles;
  moves: number;
  /** From a move's request to the opponent's socket event: all, and those that crossed instances via Redis. */
  pushMs: Percentiles;
  pushAcrossMs: Percentiles | null;
  pushAcross: number;
  /**
   * The event's arrival after the mover's own answer (negative: before it), for events that crossed instances
   * (the cluster) or all (one instance): what the Redis hop adds beyond the move's round trip.
   */
  pushAfterAnswerMs: Percentiles;
  lostEvents: number;
  /** CPU ms per request answered: the app processes, nginx, the PostgreSQL backends of the run's database. */
  cpuMsPerRequest: { app: number; nginx: number | null; postgres: number; redis: number | null; total: number };
  /**
   * ms per request the app processes' and nginx's event loops waited for a core (runnable, not running): the
   * machine's other load, paid once per process a request passes through.
   */
  runQueueWaitMsPerRequest: { app: number; nginx: number | null };
  /** CPU time over wall time of the app processes together (1 = one core). */
  appCpuShare: number;
  /**
   * Events each instance received from the others through Redis during the window (its
   * dd_bus_delivery_lag_seconds_count{source="remote"}); null without Redis. With one channel for all events
   * every instance receives everything the others publish; by topic, only what its sockets hold.
   */
  redisReceivedPerInstance: number[] | null;
  /** The load generator's own event-loop delay: its lag adds to every figure above. */
  clientLoopDelay: Percentiles;
  load: number[];
}

export interface ScaleBench {
  offered: typeof SCALE_LOAD;
  rounds: number;
  /** Each set-up's least disturbed round (lowest p99), and every round in the order run. */
  single: ScaleRun;
  /** The smallest cluster size's best round (the p99 target's), and each size's (BENCH_SCALE_INSTANCES). */
  cluster: ScaleRun;
  clusters: ScaleRun[];
  all: ScaleRun[];
  /** cluster p99 / single p99 (target <= 1.5) and the cluster's cross-instance push p99 (target <= 100 ms). */
  p99Ratio: number;
  pushAcrossP99: number | null;
}

/** CPU ms (user + system) a process has used, from /proc/<pid>/stat; 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Time the process's main thread (the event loop) spent runnable but waiting for a core, in ms, from
 * /proc/<pid>/schedstat: on a shared machine this is the delay other programs add to every hop.
 */
export function runQueueWaitMs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

/** The pids whose parent is `parent` (nginx's workers). */
function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/** The PostgreSQL backends serving the run's database (the instances' pools keep them open). */
async function postgresPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const name = new URL(databaseUrl).pathname.slice(1);
  const rows = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  await client.end();
  return rows.rows.map((r) => r.pid);
}

/** Events `instance` delivered from other instances so far, from its /metrics. */
async function remoteDeliveries(instanceUrl: string): Promise<number> {
  const response = await fetch(`${instanceUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const match = /^dd_bus_delivery_lag_seconds_count\{[^}]*source="remote"[^}]*\}\s+(\d+)/m.exec(text);
  return match ? Number(match[1]) : 0;
}

/** Redis's CPU ms so far (INFO cpu); the machine's Redis may serve others too, so this is an upper bound. */
async function redisCpuMs(): Promise<number> {
  const redis = new Redis(REDIS_URL);
  const info = await redis.info('cpu');
  redis.disconnect();
  const value = (key: string) => Number(new RegExp(`${key}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return (value('used_cpu_sys') + value('used_cpu_user')) * 1000;
}

interface Player {
  /** The player's own address (127.0.x.y): people are limited per address, and so are their logins. */
  address: string;
  token: string;
  id: number;
  socket: PushSocket;
}

async function call<T>(
  url: string,
  path: string,
  as: { token?: string; address: string },
  body?: Record<string, unknown>,
): Promise<T> {
  let answer: Answer;
  // Setting up, a busy password-hash queue (503) is waited out, as a person would try again.
  for (let attempt = 0; ; attempt++) {
    answer = await request(url, path, {
      token: as.token,
      localAddress: as.address,
      ...(body === undefined ? {} : { body }),
    });
    if (answer.status !== 503 || attempt === 20) break;
    await sleep(200);
  }
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`${path}: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
  }
  return answer.json<T>();
}

let addresses = 0;
/** The next client address of 127.0.0.0/8 (all of it is this machine's loopback). */
function nextAddress(): string {
  addresses += 1;
  return `127.0.${Math.floor(addresses / 250) + 1}.${(addresses % 250) + 1}`;
}

function newPlayers(url: string, count: number, prefix: string): Promise<Player[]> {
  return membersInBatches(count, 5, prefix, async (username) => {
    const password = benchPassword(username);
    const address = nextAddress();
    await call(url, '/api/auth/register', { address }, registrationBody(username, password));
    const { token, user } = await call<{ token: string; user: { id: number } }>(
      url,
      '/api/auth/login',
      { address },
      { username, password },
    );
    return { address, token, id: user.id, socket: await PushSocket.open(url, token, address) };
  });
}

/** Forum threads with a few replies each, by members of their own (new accounts may start 3 threads a day). */
async function seedForum(url: string): Promise<number[]> {
  const authors = await newPlayers(url, FORUM_THREADS, 'scale_author');
  const ids: number[] = [];
  for (const [i, author] of authors.entries()) {
    const { thread } = await call<{ thread: { id: number } }>(url, '/api/forum/threads', author, {
      title: `Scale thread ${i + 1}`,
      content: `What the bench reads, number ${i + 1}. `.repeat(5),
    });
    ids.push(thread.id);
  }
  for (const [i, author] of authors.entries()) {
    for (let r = 0; r < 5; r++) {
      await call(url, '/api/forum/reply', author, {
        thread_id: ids[(i + r + 1) % ids.length],
        content: `Reply ${r + 1} from author ${i + 1}.`,
      });
    }
    author.socket.close();
  }
  return ids;
}

/** Runs the offered load against `cluster.url` for DURATION_S and measures it. */
async function offeredLoad(setup: string, cluster: Cluster, nginx: boolean): Promise<ScaleRun> {
  const { url } = cluster;
  const threads = await seedForum(url);
  const duelPlayers = await newPlayers(url, SCALE_LOAD.duels * 2, 'scale_duel');
  const cardPlayers = await newPlayers(url, SCALE_LOAD.cardMatches * 2, 'scale_card');

  const latency: Record<'catalog' | 'page' | 'forum' | 'duel' | 'card' | 'other', number[]> = {
    catalog: [],
    page: [],
    forum: [],
    duel: [],
    card: [],
    other: [],
  };
  const push: number[] = [];
  const pushAcross: number[] = [];
  const afterAnswer: number[] = [];
  let errors = 0;
  let lostEvents = 0;
  let moves = 0;
  let stopping = false;
  /** Only what starts within the measured window counts. */
  let recording = false;

  const timed = async (kind: keyof typeof latency, run: () => Promise<Answer>): Promise<Answer | null> => {
    const t0 = performance.now();
    const counted = recording;
    try {
      const answer = await run();
      if (counted) latency[kind].push(performance.now() - t0);
      if (counted && answer.status >= 400) errors += 1;
      return answer.status < 400 ? answer : null;
    } catch {
      if (counted) errors += 1;
      return null;
    }
  };
  /** Waits for the opponent's event of a move; counts it as crossing when its socket sits elsewhere. */
  const heard = async (
    socket: PushSocket,
    type: string,
    matchId: number,
    t0: number,
    answered: { at: number; upstream: string | undefined },
  ) => {
    const servedBy = answered.upstream;
    const counted = recording;
    if (counted) moves += 1;
    try {
      const event = await socket.waitFor((m) => m.type === type && m.matchId === matchId, 5_000, t0);
      if (!counted) return;
      push.push(event.at - t0);
      const served = servedBy?.split(', ').at(-1);
      const across = nginx && served !== undefined && socket.upstream !== undefined && socket.upstream !== served;
      if (across) pushAcross.push(event.at - t0);
      if (across || !nginx) afterAnswer.push(event.at - answered.at);
    } catch {
      if (counted) lostEvents += 1;
    }
  };

  /** Fires `fire` `perSecond` times a second, whether or not earlier ones were answered (open loop). */
  const steady = async (perSecond: number, fire: (i: number) => Promise<unknown>) => {
    const started = performance.now();
    const pending: Promise<unknown>[] = [];
    let sent = 0;
    while (!stopping) {
      const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
      for (; sent < due; sent++) pending.push(fire(sent));
      await sleep(5);
    }
    await Promise.all(pending);
  };

  // Re-pairings go one at a time, so two players meet only each other in the queue.
  let pairing: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = pairing.then(work);
    pairing = next.catch(() => undefined);
    return next;
  };

  const duel = async (a: Player, b: Player) => {
    const byId = new Map([
      [a.id, a],
      [b.id, b],
    ]);
    while (!stopping) {
      const match = await serially(async () => {
        await call(url, '/api/pvp/joinQueue', a, {});
        return (await call<{ match: PvpMatch }>(url, '/api/pvp/joinQueue', b, {})).match;
      });
      let current = match;
      let turn = 0;
      // Moves are taken once the 3-2-1 both players see is over.
      await sleep(Date.parse(match.countdown_start_time ?? '') + PVP_COUNTDOWN.seconds * 1000 - Date.now());
      while (!stopping && current.status === 'active' && current.current_turn !== null) {
        await sleep(SCALE_LOAD.thinkMs * (0.5 + ((current.id * 7919 + turn++ * 104_729) % 1000) / 1000));
        const mover = byId.get(current.current_turn) as Player;
        const opponent = mover === a ? b : a;
        const t0 = performance.now();
        const answer = await timed('duel', () =>
          request(url, '/api/pvp/submitTurn', {
            token: mover.token,
            localAddress: mover.address,
            body: { match_id: current.id, add: turn % 2 === 0 ? 1 : 2 },
          }),
        );
        if (!answer) break;
        await heard(opponent.socket, 'pvp.match', current.id, t0, { at: performance.now(), upstream: answer.upstream });
        current = answer.json<{ match: PvpMatch }>().match;
      }
    }
  };

  const card = async (a: Player, b: Player) => {
    const byId = new Map([
      [a.id, a],
      [b.id, b],
    ]);
    const read = (m: Player, matchId: number) =>
      timed('card', () =>
        request(url, `/api/card/get-match-state?matchId=${matchId}&playerId=${m.id}`, {
          token: m.token,
          localAddress: m.address,
        }),
      ).then((answer) => answer?.json<CardMatchStateResponse>() ?? null);
    while (!stopping) {
      const matchId = await serially(async () => {
        await call(url, '/api/card/join-blitz-queue', a, {});
        const { matchId: id } = await call<{ matchId?: number }>(url, '/api/card/join-blitz-queue', b, {});
        await call(url, '/api/card/join-blitz-queue', a, {});
        if (id === undefined) throw new Error('a card re-pairing found nobody waiting');
        return id;
      });
      let state = await read(a, matchId);
      let turn = 0;
      while (!stopping && state && state.gameStatus === 'in_progress') {
        const mover = byId.get(state.turn) as Player;
        if (state.playerId !== mover.id) state = await read(mover, matchId);
        if (!state) break;
        await sleep(SCALE_LOAD.thinkMs * (0.5 + ((matchId * 7919 + turn++ * 104_729) % 1000) / 1000));
        const action = botAction(botView(state));
        const base = { matchId, playerId: mover.id };
        const opponent = mover === a ? b : a;
        const t0 = performance.now();
        const answer = await timed('card', () =>
          action.type === 'play_card'
            ? request(url, '/api/card/play-card', {
                token: mover.token,
                localAddress: mover.address,
                body: { ...base, cardId: action.cardId },
              })
            : request(url, '/api/card/end-turn', { token: mover.token, localAddress: mover.address, body: base }),
        );
        if (!answer) break;
        await heard(opponent.socket, 'card.match', matchId, t0, { at: performance.now(), upstream: answer.upstream });
        state = answer.json<CardMatchStateResponse>();
      }
    }
  };

  const collectionPaths = COLLECTION_IDS.map((c) => `/api/products?collection=${c}&limit=24`);
  const pagePaths = COLLECTION_IDS.map((c) => `/collections/${c}`);
  const forumPaths = ['/api/forum/threads', ...threads.map((id) => `/api/forum/thread/${id}`)];
  const pick = (list: string[], i: number) => list[i % list.length] as string;

  const running = Promise.all([
    steady(SCALE_LOAD.catalogPerSecond, (i) => timed('catalog', () => request(url, pick(collectionPaths, i)))),
    steady(SCALE_LOAD.pagesPerSecond, (i) => timed('page', () => request(url, pick(pagePaths, i)))),
    steady(SCALE_LOAD.forumPerSecond, (i) => timed('forum', () => request(url, pick(forumPaths, i)))),
    ...Array.from({ length: SCALE_LOAD.duels }, (_, i) =>
      duel(duelPlayers[2 * i] as Player, duelPlayers[2 * i + 1] as Player).catch(() => (errors += 1)),
    ),
    ...Array.from({ length: SCALE_LOAD.cardMatches }, (_, i) =>
      card(cardPlayers[2 * i] as Player, cardPlayers[2 * i + 1] as Player).catch(() => (errors += 1)),
    ),
  ]);
  await sleep(WARMUP_S * 1000);

  const app = cluster.instances.map((i) => i.pid as number);
  const nginxPids = cluster.nginx?.pid ? [cluster.nginx.pid, ...childrenOf(cluster.nginx.pid)] : [];
  const postgres = await postgresPids(cluster.databaseUrl);
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuMs(pid), 0);
  const waited = (pids: number[]) => pids.reduce((total, pid) => total + runQueueWaitMs(pid), 0);
  const redisBefore = nginx ? await redisCpuMs() : 0;
  const received = () => Promise.all(cluster.instances.map((i) => remoteDeliveries(i.url)));
  const receivedBefore = nginx ? await received() : [];
  const before = { app: sum(app), nginx: sum(nginxPids), postgres: sum(postgres) };
  const waitBefore = { app: waited(app), nginx: waited(nginxPids) };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  recording = true;
  await sleep(DURATION_S * 1000);
  recording = false;
  const wallS = (performance.now() - started) / 1000;
  const after = { app: sum(app), nginx: sum(nginxPids), postgres: sum(postgres) };
  const waitAfter = { app: waited(app), nginx: waited(nginxPids) };
  const redisAfter = nginx ? await redisCpuMs() : 0;
  const receivedAfter = nginx ? await received() : [];
  loop.disable();
  stopping = true;
  await running;
  for (const p of [...duelPlayers, ...cardPlayers]) p.socket.close();

  const all = Object.values(latency).flat();
  const requests = all.length;
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 1000) / 1000;
  const cpu = {
    app: per(after.app - before.app),
    nginx: nginx ? per(after.nginx - before.nginx) : null,
    postgres: per(after.postgres - before.postgres),
    redis: nginx ? per(redisAfter - redisBefore) : null,
    total: 0,
  };
  cpu.total = Math.round((cpu.app + (cpu.nginx ?? 0) + cpu.postgres + (cpu.redis ?? 0)) * 1000) / 1000;
  const ns = (v: number) => Math.round(v / 1e5) / 10;
  return {
    setup,
    instances: cluster.instances.length,
    durationS: roundTenth(wallS),
    requests,
    requestsPerSecond: Math.round(requests / wallS),
    errors,
    latencyMs: percentiles(all),
    catalogMs: percentiles(latency.catalog),
    pageMs: percentiles(latency.page),
    forumMs: percentiles(latency.forum),
    duelMoveMs: percentiles(latency.duel),
    cardMoveMs: percentiles(latency.card),
    moves,
    pushMs: percentiles(push),
    pushAcrossMs: nginx ? percentiles(pushAcross) : null,
    redisReceivedPerInstance: nginx ? receivedAfter.map((n, i) => n - (receivedBefore[i] ?? 0)) : null,
    pushAcross: pushAcross.length,
    pushAfterAnswerMs: percentiles(afterAnswer),
    lostEvents,
    cpuMsPerRequest: cpu,
    runQueueWaitMsPerRequest: {
      app: per(waitAfter.app - waitBefore.app),
      nginx: nginx ? per(waitAfter.nginx - waitBefore.nginx) : null,
    },
    appCpuShare: Math.round(((after.app - before.app) / 1000 / wallS) * 100) / 100,
    clientLoopDelay: { p50: ns(loop.percentile(50)), p99: ns(loop.percentile(99)), max: ns(loop.max) },
    load: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

const WRITES = { RATE_LIMIT_WRITES_PER_MINUTE: '1000000', REGISTRATIONS_PER_HOUR: '1000000' };

/** One instance on PostgreSQL (direct), then each cluster size behind nginx on PostgreSQL + Redis, same load. */
export async function scaleBench(o: { postgresUrl: string; webDist: string }): Promise<ScaleBench> {
  const runs: ScaleRun[] = [];
  const setups = Array.from({ length: ROUNDS }, () => [1, ...CLUSTER_SIZES]).flat();
  for (const instances of setups) {
    const clustered = instances > 1;
    const cluster = await startCluster({
      instances,
      nginx: clustered,
      redis: clustered,
      upstreamHeader: clustered,
      // The anonymous catalog, page and forum load all comes from 127.0.0.1, far past one visitor's rate.
      unlimitedAddresses: ['127.0.0.1'],
      postgresUrl: o.postgresUrl,
      webDist: o.webDist,
      env: { ...WRITES, METRICS_TOKEN },
    });
    try {
      const label = clustered ? `${instances} instances, nginx, PostgreSQL + Redis` : '1 instance, PostgreSQL, direct';
      runs.push(await offeredLoad(label, cluster, clustered));
    } finally {
      await cluster.close();
    }
  }
  const best = (instances: number) =>
    runs.filter((run) => run.instances === instances).reduce((a, b) => (b.latencyMs.p99 < a.latencyMs.p99 ? b : a));
  const single = best(1);
  const clusters = CLUSTER_SIZES.map(best);
  const cluster = clusters[0] as ScaleRun;
  return {
    offered: SCALE_LOAD,
    rounds: ROUNDS,
    single,
    cluster,
    clusters,
    all: runs,
    p99Ratio: Math.round((cluster.latencyMs.p99 / Math.max(0.1, single.latencyMs.p99)) * 100) / 100,
    pushAcrossP99: cluster.pushAcrossMs?.p99 ?? null,
  };
}

export function printScaleBench(r: ScaleBench): void {
  const l = SCALE_LOAD;
  console.log(
    `scale: offered ${l.catalogPerSecond} catalog + ${l.pagesPerSecond} page + ${l.forumPerSecond} forum req/s, ${l.duels} duels and ${l.cardMatches} card matches at ~${l.thinkMs} ms a move, ${DURATION_S} s`,
  );
  for (const run of r.all) {
    console.log(
      `  round: ${run.setup.padEnd(40)} ${run.requestsPerSecond} req/s  p50 ${run.latencyMs.p50} ms  p99 ${run.latencyMs.p99} ms  push p99 ${run.pushMs.p99} ms  load ${run.load.join(' ')}`,
    );
  }
  console.log(`  each set-up's least disturbed of ${r.rounds} rounds:`);
  for (const run of [r.single, ...r.clusters]) {
    const c = run.cpuMsPerRequest;
    console.log(
      `  ${run.setup.padEnd(40)} ${String(run.requestsPerSecond).padStart(5)} req/s  p50 ${run.latencyMs.p50} ms  p99 ${run.latencyMs.p99} ms  errors ${run.errors}`,
    );
    console.log(
      `    catalog p99 ${run.catalogMs.p99}  page p99 ${run.pageMs.p99}  forum p99 ${run.forumMs.p99}  duel move p99 ${run.duelMoveMs.p99}  card move p99 ${run.cardMoveMs.p99} ms (${run.moves} moves)`,
    );
    console.log(
      `    push p50 ${run.pushMs.p50} p99 ${run.pushMs.p99} ms${run.pushAcrossMs ? `, across instances p99 ${run.pushAcrossMs.p99} ms (${run.pushAcross} events)` : ''}; after the mover's answer p50 ${run.pushAfterAnswerMs.p50} p99 ${run.pushAfterAnswerMs.p99} ms; ${run.lostEvents} lost`,
    );
    console.log(
      `    Redis events received from the other instances, per instance: ${run.redisReceivedPerInstance?.join(' ') ?? '-'}`,
    );
    console.log(
      `    CPU ms/request: app ${c.app}  nginx ${c.nginx ?? '-'}  postgres ${c.postgres}  redis ${c.redis ?? '-'}  total ${c.total}; waiting for a core ms/request: app ${run.runQueueWaitMsPerRequest.app} nginx ${run.runQueueWaitMsPerRequest.nginx ?? '-'}; app CPU share ${run.appCpuShare}; client loop p99 ${run.clientLoopDelay.p99} ms; load ${run.load.join(' ')}`,
    );
  }
  console.log(
    `  p99 cluster / single ${r.p99Ratio} (target <= 1.5); push across instances p99 ${r.pushAcrossP99 ?? '-'} ms (target <= 100 ms)`,
  );
}
