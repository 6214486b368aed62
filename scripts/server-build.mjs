// Compiles the server for production (`npm start`, deploy/Dockerfile): apps/server/src/main.ts and the workspace
// packages it imports (@dd/contracts, @dd/game: TypeScript source) bundled by esbuild into apps/server/dist/main.js,
// with a source map, so the production process runs JavaScript instead of compiling TypeScript through tsx at start.
// Development (`npm run dev`) and the tests keep tsx.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildIsStale } from './build-staleness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = path.join(root, 'apps/server/dist');
export const serverEntry = path.join(serverDist, 'main.js');
const sources = [
  'apps/server/src',
  'packages/contracts/src',
  'packages/game/src',
  'apps/server/package.json',
  'scripts/server-build.mjs',
];

export function serverBuildIsStale() {
  return buildIsStale(root, [serverEntry, `${serverEntry}.map`], sources);
}

/**
 * npm packages stay external: they are installed beside the bundle (node_modules), several have native bindings
 * (better-sqlite3, sharp) or load files and plugins by name at run time (pino's transports, fastify's plugins,
 * pg's optional pg-native), and bundling them saved little (measured: docs/decisions.md). Only the workspace's own
 * TypeScript (relative imports and @dd/*) goes into the bundle.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@dd/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  const result = await build({
    entryPoints: { main: path.join(root, 'apps/server/src/main.ts') },
    outdir: serverDist,
    // Written below: each file beside the old one, then renamed over it, so a process starting meanwhile (another
    // test file, a second `npm start`) reads a whole bundle, old or new, never half of one.
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
    // Kept readable: the bundle holds our code only, and names in a heap snapshot or a CPU profile stay the source's.
    minify: false,
    keepNames: true,
    legalComments: 'none',
  });
  mkdirSync(serverDist, { recursive: true });
  // The map first: a bundle is never newer than its map.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const file of files) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(tmp, file.contents);
    renameSync(tmp, file.path);
  }
}

export async function ensureServerBuild() {
  if (!serverBuildIsStale()) return;
  console.log('Building the server...');
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `node scripts/server-build.mjs`: always build; `--if-stale`: only when the sources are newer (npm start).
  if (process.argv.includes('--if-stale')) await ensureServerBuild();
  else await buildServer();
}
