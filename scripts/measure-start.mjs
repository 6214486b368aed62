// `node scripts/measure-start.mjs [runs] [--web]`: the server's cold start (process spawned to the first /healthz 200) and
// its resident memory (RSS) a second after, run through tsx (as before issue 26) and compiled
// (apps/server/dist/main.js, as `npm start` and the Dockerfile run it now). Each run is a new process on one
// already seeded SQLite database (a first, untimed start migrates and seeds it), the kinds taken in turn so the
// box's noise falls on both. tsx keeps the code it compiled in a disk cache (os.tmpdir()); a fresh container starts
// with none, so tsx is measured with its cache warm and with it off (TSX_DISABLE_CACHE=1). `--web`: with the web
// build (apps/web/dist, `npm run build`) and its server renderer loaded, as production starts; else without.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverEntry } from './server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 3);
const withWeb = process.argv.includes('--web');
const kinds = {
  'tsx (cache warm)': { args: ['--import', 'tsx', 'apps/server/src/main.ts'], env: {} },
  'tsx (no cache, as a fresh container)': {
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
    env: { TSX_DISABLE_CACHE: '1' },
  },
  compiled: { args: ['--enable-source-maps', serverEntry], env: {} },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function start(kind, dataDir) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, kind.args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'measure-start-password',
      // The same web build (or none) for every kind.
      WEB_DIST: withWeb ? path.join(root, 'apps/web/dist') : path.join(dataDir, 'no-web-build'),
      ...kind.env,
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await sleep(10);
    }
    const startMs = performance.now() - began;
    await sleep(1000);
    return { startMs, rssMb: rssMb(child.pid) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

await buildServer();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dd-measure-start-'));
try {
  await start(kinds.compiled, dataDir);
  const results = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  for (let i = 0; i < runs; i++) {
    for (const [name, kind] of Object.entries(kinds)) results[name].push(await start(kind, dataDir));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [name, rs] of Object.entries(results)) {
    const starts = rs.map((r) => r.startMs);
    const rss = rs.map((r) => r.rssMb);
    console.log(
      `${name.padEnd(38)} start to /healthz 200: ${starts.map((x) => `${x.toFixed(0)} ms`).join(', ')} ` +
        `(median ${median(starts).toFixed(0)}); RSS: ${rss.map((x) => `${x.toFixed(0)} MB`).join(', ')} ` +
        `(median ${median(rss).toFixed(0)})`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
