// Builds the web app (browser build and server renderer) when either is missing or older than its sources.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-staleness.mjs';

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

export function webBuildIsStale() {
  return buildIsStale(root, [builtIndex, builtRenderer], sources);
}

export function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app...');
  execSync('npm run build -w @dd/web', { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
