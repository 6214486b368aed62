// Several real server processes (apps/server/src/main.ts, as an operator runs them) on one fresh PostgreSQL
// database and the machine's Redis, optionally behind Debian's nginx configured from deploy/nginx.conf. Used by
// the cluster test and the scale benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REALTIME_PATH } from '@dd/contracts';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { freshPostgres } from '../test/fresh-postgres.js';
import { WakeSignal } from '../test/wake-signal.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const CLUSTER_ADMIN_PASSWORD = 'cluster-admin-password';
/** Shared by every instance of a cluster, as APP_SECRET must be. */
const APP_SECRET = 'cluster-secret-cluster-secret-cluster-0123';
const START_TIMEOUT_MS = 90_000;

/** Fails with what is missing and how to get it, instead of letting a test pass without its set-up. */
export async function checkPrerequisites(needs: { postgres: string | undefined; nginx: boolean; redis: boolean }) {
  const missing: string[] = [];
  if (!needs.postgres) missing.push('TEST_DATABASE_URL (a PostgreSQL URL) is not set');
  if (needs.nginx && !existsSync(NGINX_BIN)) {
    missing.push(`nginx is not installed at ${NGINX_BIN} (apt-get install nginx)`);
  }
  if (needs.redis) await checkRedis(missing);
  if (missing.length) throw new Error(`The cluster set-up is incomplete: ${missing.join('; ')}`);
}

async function checkRedis(missing: string[]): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    missing.push(`Redis does not answer at ${REDIS_URL} (apt-get install redis-server, and start it)`);
  } finally {
    redis.disconnect();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One server process on a fixed port; it can be stopped and started again on the same port and data. */
export class ServerProcess {
  child: ChildProcess | null = null;
  readonly url: string;
  /** As nginx's $upstream_addr names it. */
  readonly address: string;

  constructor(
    readonly index: number,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.address = `127.0.0.1:${port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and resolves once /healthz says the database (and Redis, when used) is up. */
  async start(): Promise<void> {
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    let exited: string | null = null;
    child.once('exit', (code, signal) => (exited = `exited with ${code ?? signal}`));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (exited) break;
      try {
        const res = await fetch(`${this.url}/healthz`);
        const health = (await res.json()) as { database?: string; redis?: string };
        if (res.ok && health.database === 'up' && (!this.env.REDIS_URL || health.redis === 'up')) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    child.kill('SIGKILL');
    throw new Error(
      `instance ${this.index + 1} did not start (${exited ?? 'timed out'}): ${readFileSync(this.logFile, 'utf8').slice(-2000)}`,
    );
  }

  /** Sends `signal` and resolves once the process has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    this.child = null;
  }
}

export interface ClusterOptions {
  /** Number of app instances. */
  instances: number;
  /** Put nginx (deploy/nginx.conf) in front; else `url` is the first instance's. */
  nginx: boolean;
  /** Variables for every instance, over the cluster's defaults. */
  env?: Record<string, string>;
  /** nginx answers which instance served each request in `X-Upstream` (tests only). */
  upstreamHeader?: boolean;
  /** The web build the instances serve; default apps/web/dist (`npm run build`). */
  webDist?: string;
  /** nginx worker processes (default 1). */
  nginxWorkers?: number;
  /** Client addresses nginx's per-address limits leave alone (a bench's load generator on 127.0.0.1). */
  unlimitedAddresses?: string[];
  /** nginx's cap of open push sockets per address, instead of deploy/nginx.conf's (a test shows it cheaply). */
  nginxSocketsPerAddress?: number;
  /** Use the machine's Redis (default true); without it each instance has its own in-process bus. */
  redis?: boolean;
  /** The PostgreSQL server the cluster's fresh database is created on; default TEST_DATABASE_URL. */
  postgresUrl?: string;
}

export interface Cluster {
  /** Where clients go: nginx, or the only instance. */
  url: string;
  instances: ServerProcess[];
  /** The nginx master process (its workers are its children). */
  nginx: ChildProcess | null;
  databaseUrl: string;
  redisPrefix: string;
  dir: string;
  close(): Promise<void>;
}

/**
 * Starts the instances on a fresh database (the first one alone: it migrates and seeds, as on a first
 * deployment), then nginx in front when asked. Everything lives in a temporary directory removed by close().
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const postgresUrl = options.postgresUrl ?? process.env.TEST_DATABASE_URL;
  const useRedis = options.redis ?? true;
  await checkPrerequisites({ postgres: postgresUrl, nginx: options.nginx, redis: useRedis });
  const webDist = options.webDist ?? process.env.CLUSTER_WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No web build in ${webDist}: run npm run build first (or set CLUSTER_WEB_DIST)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'dd-cluster-'));
  // nginx's workers run as nobody when the master is root: they must reach their temp directories.
  chmodSync(dir, 0o755);
  const database = await freshPostgres(postgresUrl as string, 'cluster');
  const redisPrefix = `cluster-${randomBytes(6).toString('hex')}:`;
  const nginxPort = options.nginx ? await freePort() : null;
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const publicUrl = `http://127.0.0.1:${nginxPort ?? ports[0]}`;
  const instances = ports.map((port, i) => {
    const dataDir = path.join(dir, `app${i + 1}`);
    mkdirSync(dataDir);
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      ...(useRedis ? { REDIS_URL, REDIS_PREFIX: redisPrefix } : {}),
      APP_SECRET,
      ADMIN_PASSWORD: CLUSTER_ADMIN_PASSWORD,
      TRUST_PROXY: options.nginx ? '1' : 'false',
      WEB_DIST: webDist,
      SCHEDULER_ENABLED: 'true',
      RETAILER_REFRESH_INTERVAL_HOURS: '0',
      LOG_LEVEL: 'warn',
      // Accounts are only the means in these runs: cheap hashing.
      PASSWORD_SCRYPT_LOG_N: '10',
      REGISTRATIONS_PER_HOUR: '100000',
      ...options.env,
    };
    return new ServerProcess(i, port, env, path.join(dir, `app${i + 1}.log`));
  });
  let nginx: ChildProcess | null = null;
  const cluster: Cluster = {
    url: publicUrl,
    instances,
    nginx: null,
    databaseUrl: database.url,
    redisPrefix,
    dir,
    close: async () => {
      if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
        const exited = new Promise((resolve) => nginx?.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      await Promise.all(instances.map((instance) => instance.stop()));
      await database.drop();
      if (useRedis) {
        const redis = new Redis(REDIS_URL);
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await instances[0]?.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    if (nginxPort !== null) {
      nginx = await startNginx(dir, nginxPort, instances, options);
      cluster.nginx = nginx;
    }
  } catch (err) {
    await cluster.close();
    throw err;
  }
  return cluster;
}

/** deploy/nginx.conf made to run here: these upstreams and port, logs and temp files in `dir`, one worker. */
export function nginxConfig(
  template: string,
  o: {
    dir: string;
    port: number;
    upstreams: string[];
    upstreamHeader: boolean;
    workers: number;
    unlimitedAddresses?: string[] | undefined;
    socketsPerAddress?: number | undefined;
  },
): string {
  const replace = (text: string, pattern: RegExp, by: string | ((match: string) => string)): string => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    return text.replace(pattern, by as string);
  };
  let conf = template;
  conf = replace(conf, /worker_processes [^;]+;/, `worker_processes ${o.workers};`);
  conf = replace(conf, /\/var\/log\/nginx\//g, `${o.dir}/`);
  conf = replace(conf, /listen 80;/, `listen 127.0.0.1:${o.port};`);
  // The first `server appN:3000 <parameters>;` line becomes one line per instance with its parameters.
  const servers = /^(\s*)server app\d+:3000([^;]*);\n/gm;
  const first = [...conf.matchAll(servers)][0];
  if (!first) throw new Error('deploy/nginx.conf has no `server app1:3000` upstream line');
  const [, indent, parameters] = first;
  let placed = false;
  conf = conf.replace(servers, () => {
    if (placed) return '';
    placed = true;
    return o.upstreams.map((address) => `${indent}server ${address}${parameters};\n`).join('');
  });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${o.dir}/${kind}_temp;`)
    .join('\n');
  conf = replace(conf, /^http \{$/m, `http {\n${temp}`);
  const unlimited = o.unlimitedAddresses ?? [];
  if (unlimited.length > 0) {
    const lines = unlimited.map((address) => `    ${address} 1;\n`).join('');
    conf = replace(conf, /(geo \$limit_exempt \{\n\s*default 0;\n)/, (match) => match + lines);
  }
  if (o.socketsPerAddress !== undefined) {
    conf = replace(conf, /limit_conn sockets_per_ip \d+;/, `limit_conn sockets_per_ip ${o.socketsPerAddress};`);
  }
  if (o.upstreamHeader) {
    conf = replace(conf, /server_name _;/, 'server_name _;\n    add_header X-Upstream $upstream_addr always;');
  }
  return conf;
}

async function startNginx(
  dir: string,
  port: number,
  instances: ServerProcess[],
  options: ClusterOptions,
): Promise<ChildProcess> {
  const template = readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig(template, {
      dir,
      port,
      upstreams: instances.map((i) => i.address),
      upstreamHeader: options.upstreamHeader ?? false,
      workers: options.nginxWorkers ?? 1,
      unlimitedAddresses: options.unlimitedAddresses,
      socketsPerAddress: options.nginxSocketsPerAddress,
    }),
  );
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', conf, '-e', errorLog, '-g', `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let attempt = 0; attempt < 100 && !exited; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
  throw new Error(`nginx did not start: ${stderr} ${log.slice(-2000)}`);
}

/** An answer of `request`, with the instance nginx passed it to (X-Upstream, when the cluster sets it). */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  upstream: string | undefined;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string | Record<string, unknown>;
  token?: string;
  /** The client's own address (any of 127.0.0.0/8 here), as nginx sees it: each person its own. */
  localAddress?: string;
}

/** One HTTP request from a chosen local address (fetch cannot pick its source address). */
export function request(base: string, pathname: string, o: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let body: Buffer | undefined;
  if (Buffer.isBuffer(o.body) || typeof o.body === 'string') body = Buffer.from(o.body);
  else if (o.body !== undefined) {
    body = Buffer.from(JSON.stringify(o.body));
    headers['content-type'] = 'application/json';
  }
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${pathname}`,
      { method: o.method ?? (body ? 'POST' : 'GET'), headers, localAddress: o.localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const upstream = res.headers['x-upstream'];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes,
            upstream: typeof upstream === 'string' ? upstream : undefined,
            json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A push-socket message the server sent. */
export interface PushMessage {
  type: string;
  [key: string]: unknown;
}

/** A member's push socket: authenticated, keeping what arrives; it knows the instance it landed on. */
export class PushSocket {
  readonly messages: Array<{ at: number; message: PushMessage }> = [];
  readonly closed: Promise<number>;
  private readonly arrived = new WakeSignal();

  private constructor(
    readonly ws: WebSocket,
    readonly upstream: string | undefined,
  ) {
    ws.on('message', (data) => {
      this.messages.push({ at: performance.now(), message: JSON.parse(String(data)) as PushMessage });
      this.arrived.wake();
    });
    this.closed = new Promise((resolve) =>
      ws.once('close', (code) => {
        this.arrived.wake();
        resolve(code);
      }),
    );
  }

  /** Opens the socket through `base` from `localAddress`, sends the token and waits for `ready`. */
  static open(base: string, token: string, localAddress?: string): Promise<PushSocket> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
      origin: new URL(base).origin,
      localAddress,
    });
    let upstream: string | undefined;
    ws.once('upgrade', (res) => {
      const header = res.headers['x-upstream'];
      upstream = typeof header === 'string' ? header : undefined;
    });
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => {
        const socket = new PushSocket(ws, upstream);
        ws.send(JSON.stringify({ type: 'auth', token }));
        socket.waitFor((m) => m.type === 'ready', 5_000).then(() => resolve(socket), reject);
      });
    });
  }

  /** Resolves with the first message since `since` (a performance.now() time) that `match` accepts. */
  async waitFor(
    match: (m: PushMessage) => boolean,
    timeoutMs = 5_000,
    since = 0,
  ): Promise<PushMessage & { at: number }> {
    const deadline = Date.now() + timeoutMs;
    let from = 0;
    for (;;) {
      for (; from < this.messages.length; from++) {
        const entry = this.messages[from];
        if (entry && entry.at >= since && match(entry.message)) {
          this.messages.splice(from, 1);
          return { ...entry.message, at: entry.at };
        }
      }
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('the push socket closed while waiting');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching push message within ${timeoutMs} ms`);
      await this.arrived.sleep(left);
    }
  }

  close(): void {
    this.ws.terminate();
  }
}

/**
 * Asks `base` for a push socket upgrade from `localAddress` and does not authenticate: 101 with the open socket
 * (the caller closes it), or the refusal's status and Retry-After. `upstream` is the instance that answered,
 * absent when nginx answered itself.
 */
export function openUpgrade(
  base: string,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; upstream: string | undefined; retryAfter: string | undefined; ws: WebSocket }> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
    origin: new URL(base).origin,
    localAddress,
    headers,
  });
  const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  return new Promise((resolve, reject) => {
    ws.once('error', () => undefined);
    ws.once('upgrade', (res) => {
      resolve({ status: 101, upstream: header(res.headers['x-upstream']), retryAfter: undefined, ws });
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve({
        status: res.statusCode ?? 0,
        upstream: header(res.headers['x-upstream']),
        retryAfter: header(res.headers['retry-after']),
        ws,
      });
      ws.terminate();
    });
    setTimeout(() => reject(new Error('no answer to the upgrade')), 10_000).unref();
  });
}

/** Opens a push socket and closes it again, waiting for the close so that nginx counts it gone: the status. */
export async function upgradeAndClose(
  base: string,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const { status, ws } = await openUpgrade(base, localAddress, headers);
  if (ws.readyState !== ws.CLOSED) {
    const closed = new Promise((resolve) => ws.once('close', resolve));
    ws.terminate();
    await closed;
  }
  return status;
}
