import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * A running server marks its data directory (`.running/<host>-<pid>.json`) from before it migrates until it stops,
 * so that `npm run restore` can refuse to replace data under it. A mark left by a server that was killed names a
 * process that is gone (or, its pid reused, one that started later) and is ignored.
 */

export const RUNNING_DIR = '.running';

interface Mark {
  host: string;
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), which tells a reused pid apart. */
  start: string | null;
  since: string;
}

function processStart(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces and parentheses).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, as another user's process.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Marks `dataDir` as used by this process; answers the function that removes the mark (on shutdown). */
export function markRunning(dataDir: string, now: Date = new Date()): () => void {
  const dir = path.join(dataDir, RUNNING_DIR);
  mkdirSync(dir, { recursive: true });
  const mark: Mark = { host: hostname(), pid: process.pid, start: processStart(process.pid), since: now.toISOString() };
  const file = path.join(dir, `${mark.host}-${mark.pid}.json`);
  writeFileSync(file, JSON.stringify(mark));
  return () => rmSync(file, { force: true });
}

/**
 * The servers running on `dataDir`, described for a message. A mark from another host (a shared volume) cannot be
 * checked from here and counts as running: its file must be removed by hand once that server is known to be gone.
 */
export function runningServers(dataDir: string): string[] {
  const dir = path.join(dataDir, RUNNING_DIR);
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const running: string[] = [];
  for (const name of files) {
    const file = path.join(dir, name);
    let mark: Mark;
    try {
      mark = JSON.parse(readFileSync(file, 'utf8')) as Mark;
    } catch {
      continue;
    }
    if (mark.host !== hostname()) {
      running.push(`a server on ${mark.host} (pid ${mark.pid}, since ${mark.since}; ${file})`);
      continue;
    }
    const alive = isAlive(mark.pid) && (mark.start === null || processStart(mark.pid) === mark.start);
    if (alive) running.push(`pid ${mark.pid} on this machine (since ${mark.since})`);
    else rmSync(file, { force: true });
  }
  return running;
}
