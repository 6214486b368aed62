import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from './config.js';
import {
  COMPILED_SERVER,
  ensureServerBuild,
  faultData,
  ServerProcess,
  serverEnv,
  type FaultData,
} from '../test/faults/server-process.js';
import { TEST_ENGINE } from '../test/test-app.js';
import { refusedStatus, TestSocket } from '../test/test-socket.js';

/**
 * A newcomer's first run, as `npm start` runs it: the real server (main.ts, compiled) on a fresh data directory and
 * database, with neither PUBLIC_URL nor ADMIN_PASSWORD set. Its output is read as the person at the terminal (or
 * the log collector reading the pipe) reads it.
 */
const START_MS = 120_000;
let data: FaultData;
const servers: ServerProcess[] = [];

function firstRunEnv(): Record<string, string> {
  const { ADMIN_PASSWORD: _chosen, ...env } = serverEnv(data, { LOG_LEVEL: 'info', PUBLIC_URL: '' });
  return env;
}

/** What a person sees: colours and the terminal's carriage returns taken out. */
const plainLines = (output: string) =>
  output
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .replace(/\r/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '');

async function started(server: ServerProcess): Promise<string[]> {
  servers.push(server);
  // /healthz may answer a moment before the plain lines are out.
  await vi.waitFor(() => expect(server.stdout).toContain(' is running at '), { timeout: 10_000, interval: 50 });
  return plainLines(server.stdout);
}

beforeAll(async () => {
  ensureServerBuild();
  data = await faultData(TEST_ENGINE);
}, START_MS);
afterAll(async () => {
  for (const server of servers) await server.kill('SIGTERM');
  await data?.remove();
}, START_MS);

describe('the first start', () => {
  let first: ServerProcess;
  let lines: string[];
  let password: string;
  beforeAll(async () => {
    first = await ServerProcess.start(firstRunEnv(), undefined, { compiled: true });
    lines = await started(first);
    password = readFileSync(path.join(data.dataDir, 'admin-password'), 'utf8').trim();
  }, START_MS);

  it('prints where the site runs and the admin login, each on a plain line; every other line is JSON', async () => {
    expect(lines).toContain(`Dopamine Drops is running at http://localhost:${first.port}`);
    expect(lines).toContain(`Admin login: admin / ${password} (kept in ${path.join(data.dataDir, 'admin-password')})`);
    const logLines = lines.filter((line) => !line.startsWith('Dopamine Drops is') && !line.startsWith('Admin login'));
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(() => JSON.parse(line), line).not.toThrow();
    // The password is on its plain line only, never in a log record.
    expect(logLines.filter((line) => line.includes(password))).toEqual([]);
    expect(logLines.map((line) => (JSON.parse(line) as { msg?: string }).msg)).toContain(
      `Server listening at http://127.0.0.1:${first.port}`,
    );
    // The printed password is the admin's.
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
  });

  it('lets pages at both printed addresses open the push socket, and no page of another port or host', async () => {
    const res = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const { token } = (await res.json()) as { token: string };
    const ws = `ws://127.0.0.1:${first.port}`;
    for (const origin of [`http://localhost:${first.port}`, `http://127.0.0.1:${first.port}`]) {
      const socket = await TestSocket.ready(ws, origin, token);
      socket.close();
    }
    expect(await refusedStatus(ws, `http://localhost:${first.port + 1}`)).toBe(403);
    expect(await refusedStatus(ws, `http://evil.example:${first.port}`)).toBe(403);
  });

  describe('started again, at a terminal', () => {
    let again: ServerProcess;
    let shown: string[];
    beforeAll(async () => {
      await first.kill('SIGTERM');
      again = await ServerProcess.start(firstRunEnv(), undefined, { terminal: true, compiled: true });
      shown = await started(again);
    }, START_MS);

    it('pretty-prints the log, prints the address again, and no admin line (the account exists)', () => {
      expect(shown).toContain(`Dopamine Drops is running at http://localhost:${again.port}`);
      expect(
        shown.some((line) => /^\[\d\d:\d\d:\d\d\] INFO: Server listening at http:\/\/127\.0\.0\.1:/.test(line)),
      ).toBe(true);
      expect(shown.filter((line) => line.startsWith('{'))).toEqual([]);
      expect(shown.filter((line) => line.startsWith('Admin login'))).toEqual([]);
      expect(again.stdout).not.toContain(password);
    });
  });
});

describe('the compiled server', () => {
  it('names the TypeScript lines in a stack trace (its source map is on)', () => {
    // An invalid PORT: loadConfig throws at the first line of main.ts, and node prints the stack as it ends.
    const run = spawnSync(process.execPath, COMPILED_SERVER, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...serverEnv(data), PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Invalid environment: PORT');
    expect(run.stderr).toMatch(/at loadConfig \(.*apps\/server\/src\/config\.ts:\d+:\d+\)/);
    expect(run.stderr).toMatch(/apps\/server\/src\/main\.ts:\d+:\d+/);
  });
});
