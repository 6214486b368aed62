import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Engine, PoolStats } from '../db/dialect.js';
import {
  LOGIN_OUTCOMES,
  loginOutcome,
  methodLabel,
  reasonLabel,
  routeLabel,
  statusClass,
  type LoginOutcome,
} from './metric-labels.js';

/** The games the counters name; practice card matches (against the bot) apart from those between members. */
export type GameName = 'duel' | 'card' | 'card_practice' | 'memory';
/** How a finished duel or card match between members was settled (fair play): counted, or why not. */
export type SettledKind = 'counted' | 'aborted' | 'casual';

/** What the push socket reports. `reason` is a fixed word of the code (`origin`, `auth_timeout` ...). */
export interface PushMetrics {
  pushMessageIn(): void;
  pushMessageOut(): void;
  socketsRefused(reason: string): void;
}

export interface GameMetrics {
  matchStarted(game: GameName): void;
  /** `reason` is the game's own word for the end (`reached_10_buy_power`, `idle`, `forfeit` ...). */
  matchEnded(game: GameName, reason: string): void;
  moved(game: GameName): void;
  settled(game: 'duel' | 'card', kind: SettledKind): void;
}

export interface JobMetrics {
  jobRan(job: string, ok: boolean, seconds: number): void;
  /** This instance took (true) or gave up (false) the job's lease. */
  leaseHeld(job: string, held: boolean): void;
}

export interface BusMetrics {
  /** An event reached this instance's subscribers `lagMs` after it was published, here or on another instance. */
  busDelivered(source: 'local' | 'remote', lagMs: number): void;
}

/**
 * The numbers an operator graphs and alerts on (`GET /metrics`, Prometheus text format). Modules get the part
 * they report through (`Pick<Metrics, ...>`) and never import prom-client. Gauges of state (sockets open, the
 * pool, Redis) are read when scraped, from the `watch*` sources.
 */
export interface Metrics extends PushMetrics, GameMetrics, JobMetrics, BusMetrics {
  /** False when neither METRICS_PORT nor METRICS_TOKEN is set: every call is then a no-op. */
  readonly enabled: boolean;
  httpRequest(routePattern: string | undefined, method: string, status: number, seconds: number): void;
  /** A login answered with `status` (see `loginOutcome`). */
  loginAnswered(status: number): void;
  watchPushSockets(read: () => { open: number; authenticated: number }): void;
  watchRedis(read: () => 'in-process' | 'up' | 'down'): void;
  watchDatabase(engine: Engine, size: number, read: () => Readonly<PoolStats>): void;
  /** The Prometheus text and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** Stops the event-loop sampler. */
  close(): void;
}

const noop = () => undefined;

/** Metrics off: nothing is counted, no timer runs, no registry exists. */
export const noMetrics: Metrics = {
  enabled: false,
  pushMessageIn: noop,
  pushMessageOut: noop,
  socketsRefused: noop,
  matchStarted: noop,
  matchEnded: noop,
  moved: noop,
  settled: noop,
  jobRan: noop,
  leaseHeld: noop,
  busDelivered: noop,
  httpRequest: noop,
  loginAnswered: noop,
  watchPushSockets: noop,
  watchRedis: noop,
  watchDatabase: noop,
  scrape: () => Promise.reject(new Error('metrics are off')),
  close: noop,
};

/** Request durations: from a cached page (~1 ms) to a slow login (scrypt, a queue) and a stuck request. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Event-loop delay: a healthy loop is within the first bucket; past 100 ms every request on it feels it. */
const LOOP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Publish-to-deliver: in-process it is one turn of the loop; across Redis a network round trip or two. */
const BUS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/**
 * How often the event-loop delay is sampled: a timer that fires this much later than asked was held up by
 * work on the loop. 50 ms keeps the sampler's own cost unmeasurable (20 wake-ups a second) while a block
 * of any length still delays the next sample by its length.
 */
const LOOP_SAMPLE_MS = 50;

/** A metric as dashboards and alerts know it (README's metrics table): its name, help text and labels. */
interface MetricSpec {
  name: string;
  help: string;
  labelNames: readonly string[];
}
type LabelOf<S extends MetricSpec> = S['labelNames'][number];

/** The counters the methods below increment, by the name the code knows each by. */
const COUNTERS = {
  logins: { name: 'dd_logins_total', help: 'Password logins by outcome', labelNames: ['outcome'] },
  pushMessages: {
    name: 'dd_push_messages_total',
    help: 'Push socket messages received from clients (in) and sent to them (out)',
    labelNames: ['direction'],
  },
  refused: {
    name: 'dd_push_sockets_refused_total',
    help: 'Push sockets refused or closed by the server, by reason',
    labelNames: ['reason'],
  },
  jobRuns: {
    name: 'dd_scheduler_job_runs_total',
    help: 'Scheduled job runs on this instance by job and outcome',
    labelNames: ['job', 'outcome'],
  },
  started: { name: 'dd_game_matches_started_total', help: 'Matches and games started, by game', labelNames: ['game'] },
  ended: {
    name: 'dd_game_matches_ended_total',
    help: 'Matches and games ended, by game and reason',
    labelNames: ['game', 'reason'],
  },
  moves: {
    name: 'dd_game_moves_total',
    help: 'Moves applied, by game (timeouts and forfeits are not moves)',
    labelNames: ['game'],
  },
  settledGames: {
    name: 'dd_game_settled_total',
    help: 'Finished duels and card matches between members by how fair play settled them: counted, aborted, casual',
    labelNames: ['game', 'outcome'],
  },
} as const satisfies Record<string, MetricSpec>;

/** The gauges the methods below set. */
const GAUGES = {
  jobLastSuccess: {
    name: 'dd_scheduler_job_last_success_timestamp_seconds',
    help: 'When a run of the job last succeeded on this instance (Unix time)',
    labelNames: ['job'],
  },
  leases: {
    name: 'dd_scheduler_lease_held',
    help: "1 while this instance holds the job's lease (runs it); summed over instances at most 1",
    labelNames: ['job'],
  },
} as const satisfies Record<string, MetricSpec>;

/** The histograms the methods below observe. */
const HISTOGRAMS = {
  http: {
    name: 'dd_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class, by duration',
    labelNames: ['route', 'method', 'status_class'],
    buckets: HTTP_BUCKETS,
  },
  busLag: {
    name: 'dd_bus_delivery_lag_seconds',
    help: 'Time from an event published to its delivery to this instance, from this instance (local) or another (remote)',
    labelNames: ['source'],
    buckets: BUS_BUCKETS,
  },
  jobSeconds: {
    name: 'dd_scheduler_job_duration_seconds',
    help: 'Scheduled job run time on this instance',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 1, 10, 60, 300, 1800],
  },
  loopDelay: {
    name: 'dd_event_loop_delay_seconds',
    help: `How late a timer set every ${LOOP_SAMPLE_MS} ms fired: work holding the event loop`,
    labelNames: [],
    buckets: LOOP_BUCKETS,
  },
} as const satisfies Record<string, MetricSpec & { buckets: readonly number[] }>;

interface WatchedDatabase {
  engine: Engine;
  size: number;
  read: () => Readonly<PoolStats>;
}

/** The pool gauges: one series per watched database, read when scraped. */
const POOL_GAUGES: readonly { name: string; help: string; value: (db: WatchedDatabase) => number }[] = [
  {
    name: 'dd_db_pool_connections_in_use',
    help: 'Database connections checked out (a query or transaction on each)',
    value: (db) => db.read().inUse,
  },
  { name: 'dd_db_pool_waiting', help: 'Callers waiting for a database connection', value: (db) => db.read().waiting },
  { name: 'dd_db_pool_size', help: 'Database connections the pool may open', value: (db) => db.size },
];

/** Creates one metric per spec, under the spec's key. */
function createEach<T extends Record<string, MetricSpec>, M>(
  specs: T,
  create: (spec: T[keyof T]) => M,
): Record<keyof T, M> {
  return Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, create(spec as T[keyof T])])) as Record<
    keyof T,
    M
  >;
}

/** Metrics on: a registry of this app's own (several apps in one test process never share one). */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // Memory (resident, heap, external), CPU, handles, GC and the runtime's own loop-lag percentiles.
  collectDefaultMetrics({ register: registry });

  const counters = createEach(COUNTERS, (spec) => new Counter({ ...spec, registers })) as {
    [K in keyof typeof COUNTERS]: Counter<LabelOf<(typeof COUNTERS)[K]>>;
  };
  const gauges = createEach(GAUGES, (spec) => new Gauge({ ...spec, registers })) as {
    [K in keyof typeof GAUGES]: Gauge<LabelOf<(typeof GAUGES)[K]>>;
  };
  const histograms = createEach(
    HISTOGRAMS,
    (spec) => new Histogram({ ...spec, buckets: [...spec.buckets], registers }),
  ) as {
    [K in keyof typeof HISTOGRAMS]: Histogram<LabelOf<(typeof HISTOGRAMS)[K]>>;
  };
  const { logins, pushMessages, refused, jobRuns, started, ended, moves, settledGames } = counters;
  const { jobLastSuccess, leases } = gauges;
  const { http, busLag, jobSeconds, loopDelay } = histograms;
  // Series that exist from the start, so that a rate over them is 0 rather than absent.
  for (const outcome of LOGIN_OUTCOMES) logins.inc({ outcome }, 0);
  for (const direction of ['in', 'out']) pushMessages.inc({ direction }, 0);

  let pushSockets: (() => { open: number; authenticated: number }) | null = null;
  new Gauge({
    name: 'dd_push_sockets',
    help: 'Push sockets open on this instance, and how many of them authenticated',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const now = pushSockets?.() ?? { open: 0, authenticated: 0 };
      this.set({ state: 'open' }, now.open);
      this.set({ state: 'authenticated' }, now.authenticated);
    },
  });

  const databases: WatchedDatabase[] = [];
  for (const gauge of POOL_GAUGES) {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: ['engine'] as const,
      registers,
      collect() {
        for (const db of databases) this.set({ engine: db.engine }, gauge.value(db));
      },
    });
  }
  // A counter whose total lives in the pool's stats: each scrape adds what came since the last one.
  const counted = new Map<string, number>();
  new Counter({
    name: 'dd_db_errors_total',
    help: 'Database failures: getting a connection (connect) and statements (query)',
    labelNames: ['engine', 'kind'] as const,
    registers,
    collect() {
      for (const d of databases) {
        const stats = d.read();
        for (const [kind, total] of [
          ['connect', stats.connectErrors],
          ['query', stats.queryErrors],
        ] as const) {
          const key = `${d.engine}:${kind}`;
          this.inc({ engine: d.engine, kind }, Math.max(0, total - (counted.get(key) ?? 0)));
          counted.set(key, total);
        }
      }
    },
  });

  const sampler = loopSampler((delayMs) => loopDelay.observe(delayMs / 1000));

  return {
    enabled: true,
    httpRequest(pattern, method, status, seconds) {
      http.observe(
        { route: routeLabel(pattern), method: methodLabel(method), status_class: statusClass(status) },
        seconds,
      );
    },
    loginAnswered(status) {
      const outcome: LoginOutcome = loginOutcome(status);
      logins.inc({ outcome });
    },
    pushMessageIn: () => pushMessages.inc({ direction: 'in' }),
    pushMessageOut: () => pushMessages.inc({ direction: 'out' }),
    socketsRefused: (reason) => refused.inc({ reason: reasonLabel(reason) }),
    busDelivered: (source, lagMs) => busLag.observe({ source }, Math.max(0, lagMs) / 1000),
    jobRan(job, ok, seconds) {
      jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
      jobSeconds.observe({ job }, seconds);
      if (ok) jobLastSuccess.set({ job }, Date.now() / 1000);
    },
    leaseHeld: (job, held) => leases.set({ job }, held ? 1 : 0),
    matchStarted: (game) => started.inc({ game }),
    matchEnded: (game, reason) => ended.inc({ game, reason: reasonLabel(reason) }),
    moved: (game) => moves.inc({ game }),
    settled: (game, kind) => settledGames.inc({ game, outcome: kind }),
    watchPushSockets(read) {
      pushSockets = read;
    },
    watchRedis(read) {
      // Without REDIS_URL there is no Redis to be up or down: no series, rather than a 0 that alerts.
      if (read() === 'in-process') return;
      new Gauge({
        name: 'dd_redis_up',
        help: 'Redis answers and events cross instances (1) or not (0)',
        registers,
        collect() {
          this.set(read() === 'up' ? 1 : 0);
        },
      });
    },
    watchDatabase(engine, size, read) {
      databases.push({ engine, size, read });
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    close() {
      sampler.stop();
    },
  };
}

/** Calls `observe` with how late (ms) each sample timer fired; unref'd, so it never keeps the process alive. */
function loopSampler(observe: (delayMs: number) => void): { stop: () => void } {
  let expected = performance.now() + LOOP_SAMPLE_MS;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    const now = performance.now();
    observe(Math.max(0, now - expected));
    expected = now + LOOP_SAMPLE_MS;
    timer = setTimeout(tick, LOOP_SAMPLE_MS).unref();
  };
  timer = setTimeout(tick, LOOP_SAMPLE_MS).unref();
  return {
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
