// `npm run test:faults`: the fault tests (apps/server/test/faults): the real server killed with SIGKILL under
// load, Redis stopped and started under players, PostgreSQL's connection cut. On SQLite, and on PostgreSQL too
// when TEST_DATABASE_URL is set. API only: no web build is needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the fault tests run on SQLite only.');
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'apps/server/test/faults/vitest.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
