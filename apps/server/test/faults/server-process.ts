import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgres } from '../fresh-postgres.js';
import { REPO_ROOT } from '../../src/config.js';

/** A figure a fault test measured, printed with its results. */
export function report(line: string): void {
  process.stdout.write(`[faults] ${line}\n`);
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released for the caller to bind). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type Engine = 'sqlite' | 'postgres';

/** The engines the fault tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL names a server. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** Where a fault test's servers keep their data: a data directory and a database of its own, removed after. */
export interface FaultData {
  engine: Engine;
  dataDir: string;
  /** What DATABASE_URL the servers get: the SQLite file in dataDir, or a fresh PostgreSQL database. */
  databaseUrl: string;
  remove(): Promise<void>;
}

export async function faultData(engine: Engine): Promise<FaultData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dd-faults-'));
  if (engine === 'sqlite') {
    return {
      engine,
      dataDir,
      databaseUrl: `sqlite:${path.join(dataDir, 'app.db')}`,
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('PostgreSQL fault tests need TEST_DATABASE_URL');
  const database = await freshPostgres(base, 'faults');
  return {
    engine,
    dataDir,
    databaseUrl: database.url,
    remove: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The environment of a server under load: every per-IP and per-member cap raised far above what the test sends
 * (its load comes from one address), fast password hashing, no web build needed (API only).
 */
export function serverEnv(data: FaultData, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl,
    LOG_LEVEL: 'warn',
    APP_SECRET: 'faults-secret-faults-secret-faults-secret',
    ADMIN_PASSWORD: 'faults-admin-password',
    PASSWORD_SCRYPT_LOG_N: '12',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    REGISTRATIONS_PER_HOUR: '1000000',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    // The test registers and logs in members several at a time from one address.
    LOGIN_MAX_CONCURRENT_PER_IP: '1000',
    PASSWORD_HASH_MAX_QUEUE: '1000',
    FORUM_REPLIES_PER_HOUR: '1000000',
    RETAILER_REFRESH_INTERVAL_HOURS: '0',
    WEB_DIST: path.join(data.dataDir, 'no-web-build'),
    ...extra,
  };
}

/** The compiled server's arguments to node, as scripts/start.mjs and deploy/Dockerfile pass them. */
export const COMPILED_SERVER = ['--enable-source-maps', 'apps/server/dist/main.js'];

/** Builds the compiled server when it is missing or older than its sources (as `npm start` does). */
export function ensureServerBuild(): void {
  // Its output is kept: a failed build throws with esbuild's message.
  execFileSync(process.execPath, ['scripts/server-build.mjs', '--if-stale'], { cwd: REPO_ROOT });
}

/**
 * The real server (`apps/server/src/main.ts`: migrate, seed on first start, listen) as a child process: through tsx,
 * or `compiled` as `npm start` runs it (the bundle scripts/server-build.mjs writes; the caller builds it first).
 */
export class ServerProcess {
  /** What the server logged (pino on stdout, warnings on stderr): the end of it. */
  output = '';
  /** Its standard output alone, from the start (the first 200,000 characters). */
  stdout = '';
  private exited: Promise<number | null>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    const keep = (data: Buffer) => {
      this.output = (this.output + data.toString()).slice(-50_000);
    };
    child.stdout?.on('data', (data: Buffer) => {
      if (this.stdout.length < 200_000) this.stdout += data.toString();
    });
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Starts a server with `env` on `port` (a free one by default) and waits until /healthz answers. PUBLIC_URL is
   * the server's address unless `env` says otherwise (empty: unset). `terminal`: its output is a terminal (a
   * pseudo-terminal through util-linux's `script`), as when someone runs `npm start` by hand. `compiled`: the built
   * bundle (apps/server/dist/main.js) with its source map, as `npm start` runs it.
   */
  static async start(
    env: Record<string, string>,
    port?: number,
    options: { terminal?: boolean; compiled?: boolean } = {},
  ): Promise<ServerProcess> {
    const listenOn = port ?? (await freePort());
    const command = options.compiled
      ? [process.execPath, ...COMPILED_SERVER]
      : [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'];
    const [file, ...args] = options.terminal
      ? ['script', '--quiet', '--return', '--command', `exec ${command.join(' ')}`, '/dev/null']
      : command;
    const child = spawn(file as string, args, {
      cwd: REPO_ROOT,
      // REDIS_URL empty is unset: a test that wants Redis says so in `env`.
      env: {
        ...process.env,
        REDIS_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${listenOn}`,
        ...env,
        PORT: String(listenOn),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, listenOn);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!server.alive) throw new Error(`the server exited while starting: ${server.output.slice(-2000)}`);
      try {
        const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return server;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    await server.kill();
    throw new Error(`the server did not start within 60 s: ${server.output.slice(-2000)}`);
  }

  /** Sends `signal` (SIGKILL by default: no shutdown hook runs) and waits for the process to end. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.alive) this.child.kill(signal);
    await this.exited;
  }
}
