// `npm run bench`: autocannon, 50 connections, against servers in child processes (so the load
// generator does not share their event loop). Prints a table and writes bench/results/latest.json.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLLECTION_IDS } from '@dd/contracts';
import { generateCatalog } from './generate-catalog.js';
import { freshPostgres } from '../apps/server/test/fresh-postgres.js';
import { cardBench, printCardBench, type CardBench } from './card-bench.js';
import { duelBench, printDuelBench, type DuelBench } from './duel-bench.js';
import { loginAttackBench, printLoginAttackBench, type LoginAttackBench } from './login-attack-bench.js';
import { farmBench, printFarmBench, type FarmBench } from './farm-bench.js';
import { memoryBench, printMemoryBench, type MemoryBench } from './memory-bench.js';
import { notificationsBench, printNotificationsBench, type NotificationsBench } from './notifications-bench.js';
import { printRealtimeBench, realtimeBench, type StartApp } from './realtime-bench.js';
import { buildWebApp, lighthouseBench, printLighthouseBench, type LighthouseBench } from './lighthouse-bench.js';
import { printScaleBench, scaleBench, type ScaleBench } from './scale-bench.js';
import type { EngineRun } from './engine-run.js';
import { roundTenth } from './timing.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const LARGE_CATALOG = Number(process.env.BENCH_PRODUCTS ?? 100_000);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function startProcess(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const ready = /READY (\S+)/.exec(out);
      const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      const url = ready?.[1] ?? listening?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out.slice(-500)}`)));
  });
}

// BENCH_PORT moves the servers off 4310 when another bench on the same box holds it.
let nextPort = Number(process.env.BENCH_PORT ?? 4310);

/** The real server (main.ts: migrate, seed on first start, listen) as production runs it. */
async function startApp(
  dataDir: string,
  env: Record<string, string> = {},
  preload: string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const port = nextPort++;
  const url = `http://127.0.0.1:${port}`;
  const imports = preload.flatMap((file) => ['--import', file]);
  // BENCH_SERVER_NODE_ARGS passes flags to the server under test alone (`--cpu-prof --cpu-prof-dir=/tmp/prof`;
  // NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...imports, 'apps/server/src/main.ts'], {
    // BENCH_SERVER_ROOT serves another checkout (an earlier commit) under the same bench, for before/after figures.
    cwd: process.env.BENCH_SERVER_ROOT ?? root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the app did not start within 30 s');
}

async function load(name: string, url: string, paths: string[]): Promise<Row> {
  let i = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // As a browser sends it: cached JSON bodies go out precompressed.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] as string }) }],
  });
  const row: Row = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(
    `${name.padEnd(58)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors} non2xx ${row.non2xx}`,
  );
  return row;
}

interface LoginBench {
  loginsPerSecond: number;
  loginP99: number;
  otherRequestP99: number;
  otherRequestsPerSecond: number;
  eventLoopDelay: { p50: number; p99: number; max: number };
  errors: number;
}

const LOGIN_CONNECTIONS = 20;

/**
 * 20 logins at a time (scrypt N=2^17 each) while 5 connections keep asking a cheap route: logins per
 * second, and what the hashing does to the event loop and to everyone else's requests.
 */
async function loginBench(dataDir: string): Promise<LoginBench> {
  const delayFile = path.join(dataDir, 'loop-delay.json');
  const app = await startApp(
    dataDir,
    {
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      REGISTRATIONS_PER_HOUR: '1000',
      LOOP_DELAY_FILE: delayFile,
      // The 20 logins come from one address and queue for the hasher on purpose: what is measured is the
      // hashing's cost to everyone else, not the per-IP cap or the queue bound that would refuse most of them.
      LOGIN_MAX_CONCURRENT_PER_IP: '100',
      PASSWORD_HASH_MAX_QUEUE: '100',
    },
    ['./bench/loop-delay-probe.ts'],
  );
  children.push(app.child);
  const users = Array.from({ length: LOGIN_CONNECTIONS }, (_, i) => ({
    username: `bench_user_${i}`,
    password: `bench-password-${i}`,
  }));
  for (const u of users) {
    const res = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...u, email: `${u.username}@example.com`, confirm_password: u.password }),
    });
    if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  }
  app.child.kill('SIGUSR2');
  let i = 0;
  const [logins, others] = await Promise.all([
    autocannon({
      url: `${app.url}/api/auth/login`,
      connections: LOGIN_CONNECTIONS,
      duration: DURATION_S,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(users[i++ % users.length]) }) }],
      // Twenty logins queue behind each other; a browser would wait for its answer, and so does this.
      timeout: 60,
    }),
    autocannon({ url: `${app.url}/api/products/count`, connections: 5, duration: DURATION_S }),
  ]);
  app.child.kill('SIGUSR2');
  await new Promise((r) => setTimeout(r, 300));
  const eventLoopDelay = JSON.parse(readFileSync(delayFile, 'utf8')) as LoginBench['eventLoopDelay'];
  app.child.kill();
  const result: LoginBench = {
    loginsPerSecond: roundTenth(logins.requests.average),
    loginP99: logins.latency.p99,
    otherRequestP99: others.latency.p99,
    otherRequestsPerSecond: Math.round(others.requests.average),
    eventLoopDelay,
    errors: logins.errors + logins.non2xx + others.errors + others.non2xx,
  };
  console.log(
    `${'logins, 20 concurrent (scrypt N=2^17)'.padEnd(58)} ${String(result.loginsPerSecond).padStart(7)} logins/s  p99 ${result.loginP99} ms  errors ${result.errors}`,
  );
  console.log(
    `${'  meanwhile: GET /api/products/count, 5 connections'.padEnd(58)} ${String(result.otherRequestsPerSecond).padStart(7)} req/s  p99 ${result.otherRequestP99} ms`,
  );
  console.log(
    `${'  event-loop delay during the logins'.padEnd(58)} p50 ${eventLoopDelay.p50} ms  p99 ${eventLoopDelay.p99} ms (target < 20 ms)  max ${eventLoopDelay.max} ms`,
  );
  return result;
}

const collectionPaths = COLLECTION_IDS.flatMap((c) => [
  `/api/products?collection=${c}&source=amazon&limit=24`,
  `/api/products?collection=${c}&source=other&sort=price-asc&limit=24`,
]);

/** The gift finder: recipient, occasion and price band, alone and within a collection. */
const giftFinderPaths = [
  '/api/products?recipient=for-mom&limit=24',
  '/api/products?occasion=birthday&priceBand=under-50&limit=24',
  '/api/products?collection=tech&recipient=for-him&priceBand=under-100&limit=24',
  '/api/products?collection=toys&recipient=for-kids&occasion=holiday&sort=price-asc&limit=24',
  '/api/products?recipient=for-grandparents&occasion=wedding&priceBand=luxury&limit=24',
];

const rows: Row[] = [];
const dirs: string[] = [];
const children: ChildProcess[] = [];
const only = process.env.BENCH_ONLY;
/** Reference route, catalog pages at seed size and at 100,000 products, search, and logins. */
async function allBenches(): Promise<void> {
  const reference = await startProcess(['bench/reference-server.ts'], {});
  children.push(reference.child);
  rows.push(await load('reference: bare Fastify route', reference.url, ['/']));
  reference.child.kill();

  const seedDir = tempDir('seed');
  const seeded = await startApp(seedDir);
  children.push(seeded.child);
  rows.push(await load('collection page, seed catalog', seeded.url, collectionPaths));
  rows.push(await load('GET /products (full list), seed catalog', seeded.url, ['/products']));
  seeded.child.kill();

  const largeDir = tempDir('large');
  const t0 = Date.now();
  await generateCatalog(`sqlite:${path.join(largeDir, 'app.db')}`, LARGE_CATALOG);
  console.log(`generated ${LARGE_CATALOG} products in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const large = await startApp(largeDir);
  children.push(large.child);
  rows.push(
    await load(`collection page, ${LARGE_CATALOG.toLocaleString('en-US')} products`, large.url, collectionPaths),
  );
  rows.push(
    await load(`search, ${LARGE_CATALOG.toLocaleString('en-US')} products`, large.url, [
      '/api/products?q=glow%20lamp&limit=24',
      '/api/products?q=rocket&collection=tech&limit=24',
    ]),
  );
  large.child.kill();

  // The same catalog with the in-memory list cache off: what every request costs in the database.
  const uncached = await startApp(largeDir, { CATALOG_CACHE_TTL_MS: '0' });
  children.push(uncached.child);
  rows.push(
    await load(
      `collection page, ${LARGE_CATALOG.toLocaleString('en-US')} products, list cache off`,
      uncached.url,
      collectionPaths,
    ),
  );
  rows.push(
    await load(
      `gift finder, ${LARGE_CATALOG.toLocaleString('en-US')} products, list cache off`,
      uncached.url,
      giftFinderPaths,
    ),
  );
  uncached.child.kill();

  const loginDir = tempDir('logins');
  const logins = await loginBench(loginDir);
  const loginAttack = await loginAttackBenches();
  const realtime = await pushBench();
  const duels = await duelBenches();
  const cards = await cardBenches();
  const farm = await farmBenches();
  const memory = await memoryBenches();
  const notifications = await notificationsBenches();
  const lighthouse = await lighthouseBenches();
  const scale = await scaleBenches();

  const ref = rows[0] as Row;
  const big = rows[3] as Row;
  const share = big.rps / ref.rps;
  console.log(
    `\ncollection @ ${LARGE_CATALOG}: ${(share * 100).toFixed(0)} % of reference (target >= 60 %), p99 ${big.p99} ms (target < 25 ms)`,
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        connections: CONNECTIONS,
        durationS: DURATION_S,
        rows,
        shareOfReference: share,
        logins,
        loginAttack,
        realtime,
        duels,
        cards,
        farm,
        memory,
        notifications,
        lighthouse,
        scale,
      },
      null,
      2,
    ),
  );
}

/** 1,000 push sockets on one server, forum replies fanned out to all of them (`BENCH_ONLY=realtime`). */
async function pushBench() {
  const dir = tempDir('push');
  const start: StartApp = async (env, preload) => {
    const app = await startApp(dir, env, preload);
    children.push(app.child);
    return app;
  };
  const result = await realtimeBench(start, path.join(dir, 'loop-delay.json'), DURATION_S);
  printRealtimeBench(result);
  return result;
}

/** PostgreSQL for the duel bench: BENCH_DATABASE_URL, else the local server these machines run. */
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface FreshDatabase {
  env: Record<string, string>;
  databaseUrl: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database for one engine's run: SQLite in the data directory (startApp's default), or a new PostgreSQL
 * database on PG_BASE, dropped afterwards.
 */
async function freshDatabase(engine: string, dir: string, label: string): Promise<FreshDatabase> {
  if (engine !== 'postgres') {
    return { env: {}, databaseUrl: `sqlite:${path.join(dir, 'app.db')}`, drop: async () => {} };
  }
  const database = await freshPostgres(PG_BASE, `bench_${label}`);
  return { env: { DATABASE_URL: database.url }, databaseUrl: database.url, drop: database.drop };
}

/** A fresh temporary directory (dd-bench-<label>-…), removed when the run ends. */
function tempDir(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `dd-bench-${label}-`));
  dirs.push(dir);
  return dir;
}

/** The server under test with its data directory, started in `dir`. */
function starterIn(dir: string): StartApp {
  return async (env, preload) => {
    const app = await startApp(dir, env, preload);
    children.push(app.child);
    return app;
  };
}

/**
 * Runs `bench` once for each engine named in the variable `enginesVariable` (SQLite and PostgreSQL when unset),
 * each in a directory and on a database of its own, and prints each result as it comes.
 */
async function perEngine<T>(
  enginesVariable: string,
  label: string,
  bench: (run: EngineRun) => Promise<T>,
  print: (result: T) => void,
): Promise<T[]> {
  const results: T[] = [];
  const engines = (process.env[enginesVariable] ?? 'sqlite,postgres').split(',');
  for (const engine of engines) {
    const dir = tempDir(`${label}-${engine}`);
    const database = await freshDatabase(engine, dir, label);
    try {
      const result = await bench({
        engine,
        start: starterIn(dir),
        delayFile: path.join(dir, 'loop-delay.json'),
        databaseUrl: database.databaseUrl,
        env: database.env,
      });
      print(result);
      results.push(result);
    } finally {
      await database.drop();
    }
  }
  return results;
}

/** 500 duels at once by 1,000 members with push sockets, on SQLite and PostgreSQL (`BENCH_ONLY=duels`). */
function duelBenches(): Promise<DuelBench[]> {
  return perEngine('BENCH_DUEL_ENGINES', 'duels', duelBench, printDuelBench);
}

/**
 * 1,000 blitz matches moving as fast as the server answers, then 10,000 expired matches for the sweeper, on
 * SQLite and PostgreSQL (`BENCH_ONLY=cards`; `BENCH_CARD_ENGINES=sqlite` one engine).
 */
function cardBenches(): Promise<CardBench[]> {
  const seconds = Number(process.env.BENCH_CARD_DURATION ?? 20);
  return perEngine('BENCH_CARD_ENGINES', 'cards', (run) => cardBench(run, seconds), printCardBench);
}

/** Two colluding accounts farming points from one address (`BENCH_ONLY=farm`), on SQLite. */
async function farmBenches(): Promise<FarmBench> {
  const dir = tempDir('farm');
  const result = await farmBench(starterIn(dir), Number(process.env.BENCH_FARM_DURATION ?? 30));
  printFarmBench(result);
  return result;
}

/**
 * 200 members playing whole memory games (start, flips, score) on one instance, on SQLite and PostgreSQL
 * (`BENCH_ONLY=memory`; `BENCH_MEMORY_ENGINES=sqlite` one engine; `BENCH_MEMORY_DURATION` seconds, 30 by default).
 */
function memoryBenches(): Promise<MemoryBench[]> {
  const seconds = Number(process.env.BENCH_MEMORY_DURATION ?? 30);
  return perEngine('BENCH_MEMORY_ENGINES', 'memory', (run) => memoryBench(run, seconds), printMemoryBench);
}

/**
 * 1,000 members with push sockets, 1,000,000 notifications stored, ~200 a second created by forum replies and async
 * turns, on SQLite and PostgreSQL (`BENCH_ONLY=notifications`; `BENCH_NOTIFY_ENGINES=sqlite` one engine;
 * `BENCH_NOTIFY_DURATION` seconds of load, 30 by default).
 */
function notificationsBenches(): Promise<NotificationsBench[]> {
  const seconds = Number(process.env.BENCH_NOTIFY_DURATION ?? 30);
  return perEngine(
    'BENCH_NOTIFY_ENGINES',
    'notify',
    (run) => notificationsBench(run, seconds),
    printNotificationsBench,
  );
}

/** Run alone, a benchmark's figures replace its own entry (and its time) in the last full run's results. */
function saveSoloResult(key: string, value: unknown): void {
  const file = path.join(root, 'bench/results/latest.json');
  let last: Record<string, unknown> = {};
  try {
    last = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // no full run yet
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ ...last, [key]: value, [`${key}At`]: new Date().toISOString() }, null, 2));
}

/**
 * Lighthouse on /, a product page and /collections/tech (`BENCH_ONLY=lighthouse`): a production build made for
 * this run in a temporary folder (BENCH_WEB_DIST serves an existing build instead), on a fresh seeded database.
 */
async function lighthouseBenches(): Promise<LighthouseBench> {
  const dir = tempDir('lighthouse-app');
  let webDist = process.env.BENCH_WEB_DIST;
  if (!webDist) {
    webDist = path.join(dir, 'web');
    buildWebApp(root, webDist);
  }
  const result = await lighthouseBench(starterIn(dir), path.resolve(webDist));
  printLighthouseBench(result);
  return result;
}

/**
 * One instance on PostgreSQL beside clusters of BENCH_SCALE_INSTANCES (2 by default; e.g. `2,4`) behind nginx on
 * PostgreSQL + Redis, the same offered load on each
 * (`BENCH_ONLY=scale`): the web build at BENCH_WEB_DIST, apps/web/dist, or one made for this run.
 */
async function scaleBenches(): Promise<ScaleBench> {
  let webDist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    const dir = tempDir('scale-web');
    webDist = path.join(dir, 'web');
    buildWebApp(root, webDist);
  }
  const result = await scaleBench({ postgresUrl: PG_BASE, webDist: path.resolve(webDist) });
  printScaleBench(result);
  return result;
}

/**
 * The owner's logins while 40 addresses attack the account and flood the hasher (`BENCH_ONLY=login`;
 * `BENCH_LOGIN_ATTACK_DURATION` seconds, 20 by default), on SQLite at the production password cost.
 */
async function loginAttackBenches(): Promise<LoginAttackBench> {
  const dir = tempDir('login-attack');
  const result = await loginAttackBench(starterIn(dir), Number(process.env.BENCH_LOGIN_ATTACK_DURATION ?? 20));
  printLoginAttackBench(result);
  return result;
}

/** The gift finder alone (`BENCH_ONLY=gifts`): the large catalog with the list cache off. */
async function giftBench(): Promise<void> {
  const dir = tempDir('gifts');
  await generateCatalog(`sqlite:${path.join(dir, 'app.db')}`, LARGE_CATALOG);
  const app = await startApp(dir, { CATALOG_CACHE_TTL_MS: '0' });
  children.push(app.child);
  const row = await load(
    `gift finder, ${LARGE_CATALOG.toLocaleString('en-US')} products, list cache off`,
    app.url,
    giftFinderPaths,
  );
  console.table([row]);
}

/**
 * The catalog without its cache (`BENCH_ONLY=catalog`, issue 26): the reference route, then the collection
 * page and the gift finder at the large catalog with the list cache off, as shares of the reference.
 */
async function catalogBench(): Promise<void> {
  const reference = await startProcess(['bench/reference-server.ts'], {});
  children.push(reference.child);
  const ref = await load('reference: bare Fastify route', reference.url, ['/']);
  reference.child.kill();
  const dir = tempDir('catalog');
  await generateCatalog(`sqlite:${path.join(dir, 'app.db')}`, LARGE_CATALOG);
  const app = await startApp(dir, { CATALOG_CACHE_TTL_MS: '0' });
  children.push(app.child);
  const size = LARGE_CATALOG.toLocaleString('en-US');
  const collection = await load(`collection page, ${size} products, list cache off`, app.url, collectionPaths);
  const gifts = await load(`gift finder, ${size} products, list cache off`, app.url, giftFinderPaths);
  app.child.kill();
  const pct = (r: Row) => ((r.rps / ref.rps) * 100).toFixed(1);
  console.log(
    `\ncollection, cache off: ${pct(collection)} % of reference (target >= 30 %), p99 ${collection.p99} ms (target <= ${3 * ref.p99} ms = 3 x reference p99)`,
  );
  console.log(
    `gift finder, cache off: ${pct(gifts)} % of reference (target >= 20 %), p99 ${gifts.p99} ms (target <= 50 ms)`,
  );
}

/** The benches whose figures, run alone, replace their entry (named here) in the last full run's results. */
const SAVED_ALONE: Record<string, { key: string; run: () => Promise<unknown> }> = {
  memory: { key: 'memory', run: memoryBenches },
  notifications: { key: 'notifications', run: notificationsBenches },
  cards: { key: 'cards', run: cardBenches },
  farm: { key: 'farm', run: farmBenches },
  scale: { key: 'scale', run: scaleBenches },
  lighthouse: { key: 'lighthouse', run: lighthouseBenches },
  login: { key: 'loginAttack', run: loginAttackBenches },
};
const savedAlone = only === undefined ? undefined : SAVED_ALONE[only];

try {
  if (savedAlone) {
    saveSoloResult(savedAlone.key, await savedAlone.run());
  } else if (only === 'gifts') {
    await giftBench();
  } else if (only === 'catalog') {
    await catalogBench();
  } else if (only === 'realtime') {
    await pushBench();
  } else if (only === 'duels') {
    await duelBenches();
  } else if (only === 'logins') {
    const dir = tempDir('logins');
    await loginBench(dir);
  } else {
    await allBenches();
  }
} finally {
  for (const c of children) c.kill();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
