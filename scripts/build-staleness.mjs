// Whether a build is missing or older than its sources: what `npm start` checks before building the web app
// (scripts/web-build.mjs) and the server (scripts/server-build.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(p) {
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when any of `outputs` (absolute paths) is missing, or any of `sources` (relative to `root`) is newer. */
export function buildIsStale(root, outputs, sources) {
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return sources.some((s) => existsSync(path.join(root, s)) && newestMtime(path.join(root, s)) > built);
}
