// Builds the web app (browser build and server renderer) when either is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The server renderer's build (apps/web/build.mjs writes it after the browser's).
const builtRenderer = path.join(root, 'apps/web/dist-ssr/entry-server.js');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build.mjs',
  'packages/contracts/src',
];

function newestMtime(p) {
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function webBuildIsStale() {
  if (!existsSync(builtIndex) || !existsSync(builtRenderer)) return true;
  const built = Math.min(statSync(builtIndex).mtimeMs, statSync(builtRenderer).mtimeMs);
  return sources.some((s) => existsSync(path.join(root, s)) && newestMtime(path.join(root, s)) > built);
}

export function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app...');
  execSync('npm run build -w @dd/web', { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
