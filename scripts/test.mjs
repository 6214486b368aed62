// `npm test`: builds the web app if needed (browser tests and the bundle budget use it) and the server (the start-up
// test runs it compiled, as `npm start` does; built once here rather than by both engines' workers at once), then
// runs every Vitest project: unit, API on SQLite (and on PostgreSQL when TEST_DATABASE_URL is set), browser.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureWebBuild();
await ensureServerBuild();
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only.');
}
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
