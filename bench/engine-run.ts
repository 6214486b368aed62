import type { StartApp } from './realtime-bench.js';

/** One engine's run of a benchmark, as run.ts prepares it: a data directory and a fresh database of its own. */
export interface EngineRun {
  /** `sqlite` or `postgres`. */
  engine: string;
  start: StartApp;
  /** Where the server's loop-delay probe writes its figures. */
  delayFile: string;
  databaseUrl: string;
  /** The server's settings that point it at the database (none for SQLite: the data directory's file). */
  env: Record<string, string>;
}
