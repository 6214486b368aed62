import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../db/unit-of-work.js';
import type { Clock, Timer } from './clock.js';
import type { JobMetrics } from './metrics.js';
import * as leases from './scheduler-leases.js';
import type { JobLeaseRow } from './scheduler-leases.js';

export interface JobContext {
  /** Aborted when this instance lost the lease (another may run the job now) or the scheduler stops. */
  signal: AbortSignal;
}

export type JobRun = (context: JobContext) => Promise<void>;

export interface JobOptions {
  /**
   * When the job last ran before the scheduler kept a row for it; read once, when the row is created (e.g. the
   * retailer's last full refresh). Without it a new job is due at once.
   */
  lastRunAt?: () => Promise<Date | null>;
  /** How long a claim holds unless renewed; the holder renews it every third of that while the run lasts. */
  leaseMs?: number;
}

/** What modules use: periodic work that runs once per interval across every instance. */
export interface JobScheduler {
  /**
   * Runs `run` every `intervalMs`, counted from the end of the last run on any instance. Runs never overlap;
   * a run that throws is logged and the next comes an interval later.
   */
  every(name: string, intervalMs: number, run: JobRun, options?: JobOptions): void;
}

export interface Scheduler extends JobScheduler {
  /** Starts checking the jobs (the first checks `startDelayMs` later, when the server is serving). */
  start(): void;
  /** Cancels the timers, aborts running jobs and waits for them; their leases are given up. */
  stop(): Promise<void>;
  /** Resolves once no check or run of this instance is in flight (tests and shutdown). */
  whenIdle(): Promise<void>;
}

export interface SchedulerDeps {
  db: Pick<TransactionRunner, 'kysely'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;
  /** This instance's name in the lease rows (default: host, process and a random part). */
  holder?: string;
  /** How soon after start the first checks run (default 30 s: the server is up and serving first). */
  startDelayMs?: number;
  /** The only jobs this instance runs (the others are left to other instances); null or absent: all. */
  only?: readonly string[] | null;
  /** Where runs, failures and the leases this instance holds are counted. */
  metrics?: JobMetrics;
}

const DEFAULT_START_DELAY_MS = 30_000;
const DEFAULT_LEASE_MS = 60_000;
/** A failed check (database away) is tried again this soon, or after the interval when that is shorter. */
const RETRY_AFTER_ERROR_MS = 60_000;
/** Two checks of one job on one instance are at least this far apart. */
const MIN_RECHECK_MS = 1_000;

interface Job {
  name: string;
  intervalMs: number;
  leaseMs: number;
  run: JobRun;
  lastRunAt: (() => Promise<Date | null>) | undefined;
  rowReady: boolean;
  timer: Timer | null;
  controller: AbortController | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * When to look at a job again after another instance had it or it was not due: when it falls due, or when a
 * live lease runs out (a holder that crashed stops renewing it, and this instance takes over).
 */
export function nextCheckDelay(row: JobLeaseRow | undefined, intervalMs: number, nowMs: number): number {
  if (!row) return MIN_RECHECK_MS;
  const dueAt = row.last_finished_at ? Date.parse(row.last_finished_at) + intervalMs : nowMs;
  const leaseEnd = row.lease_until ? Date.parse(row.lease_until) : nowMs;
  return Math.max(MIN_RECHECK_MS, Math.max(dueAt, leaseEnd) - nowMs);
}

/**
 * Periodic jobs with a lease row per job in the database (`job_leases`): an instance runs a job only after
 * claiming it with one conditional write, keeps the lease while the run lasts and frees it at the end, so with
 * several instances each job runs once per interval; a crashed holder's lease runs out and another instance
 * takes the job over. Every timer comes from the clock.
 */
export class LeaseScheduler implements Scheduler {
  private readonly jobs = new Map<string, Job>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly holder: string;
  private readonly startDelayMs: number;
  private startedAt: number | null = null;
  private stopped = false;

  constructor(private readonly deps: SchedulerDeps) {
    this.holder = (deps.holder ?? `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`).slice(0, 100);
    this.startDelayMs = deps.startDelayMs ?? DEFAULT_START_DELAY_MS;
  }

  every(name: string, intervalMs: number, run: JobRun, options: JobOptions = {}): void {
    if (this.jobs.has(name)) throw new Error(`Job ${name} is registered twice`);
    if (!(intervalMs > 0)) throw new Error(`Job ${name} needs a positive interval`);
    if (this.deps.only && !this.deps.only.includes(name)) return;
    const job: Job = {
      name,
      intervalMs,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      run,
      lastRunAt: options.lastRunAt,
      rowReady: false,
      timer: null,
      controller: null,
    };
    this.jobs.set(name, job);
    if (this.startedAt !== null) this.schedule(job, this.startedAt + this.startDelayMs - this.nowMs());
  }

  start(): void {
    if (this.startedAt !== null || this.stopped) return;
    this.startedAt = this.nowMs();
    for (const name of this.deps.only ?? []) {
      if (!this.jobs.has(name)) this.deps.log.warn({ job: name }, 'SCHEDULER_JOBS names a job that does not exist');
    }
    for (const job of this.jobs.values()) this.schedule(job, this.startDelayMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.jobs.values()) {
      job.timer?.cancel();
      job.timer = null;
      job.controller?.abort(new Error('The scheduler stopped'));
    }
    await this.whenIdle();
  }

  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private get ex() {
    return this.deps.db.kysely;
  }

  private nowMs(): number {
    return this.deps.clock.now().getTime();
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private schedule(job: Job, delayMs: number): void {
    if (this.stopped) return;
    job.timer?.cancel();
    job.timer = this.deps.clock.setTimeout(() => this.track(this.check(job)), Math.max(0, delayMs));
  }

  /** Claims the job when it is due and runs it; otherwise finds out when to look again. */
  private async check(job: Job): Promise<void> {
    job.timer = null;
    if (this.stopped) return;
    let nextMs: number;
    try {
      await this.ensureRow(job);
      const now = this.nowMs();
      const claimed = await leases.claim(this.ex, {
        name: job.name,
        holder: this.holder,
        nowIso: iso(now),
        leaseUntilIso: iso(now + job.leaseMs),
        dueIfFinishedByIso: iso(now - job.intervalMs),
      });
      if (claimed) {
        await this.runClaimed(job);
        nextMs = job.intervalMs;
      } else {
        nextMs = nextCheckDelay(await leases.read(this.ex, job.name), job.intervalMs, this.nowMs());
      }
    } catch (err) {
      this.deps.log.error({ err, job: job.name }, 'checking a scheduled job failed');
      nextMs = Math.min(job.intervalMs, RETRY_AFTER_ERROR_MS);
    }
    this.schedule(job, nextMs);
  }

  private async ensureRow(job: Job): Promise<void> {
    if (job.rowReady) return;
    if (!(await leases.read(this.ex, job.name))) {
      const last = job.lastRunAt ? await job.lastRunAt() : null;
      await leases.create(this.ex, job.name, last ? last.toISOString() : null);
    }
    job.rowReady = true;
  }

  private async runClaimed(job: Job): Promise<void> {
    const controller = new AbortController();
    job.controller = controller;
    const lease = { timer: null as Timer | null, done: false };
    const renew = async () => {
      try {
        const kept = await leases.renew(this.ex, job.name, this.holder, iso(this.nowMs() + job.leaseMs));
        if (lease.done) return;
        if (!kept) {
          this.deps.log.warn({ job: job.name }, 'a scheduled job lost its lease; another instance may run it');
          controller.abort(new Error('The lease was lost'));
          return;
        }
      } catch (err) {
        // The lease is still ours until it runs out; the next renewal tries again.
        this.deps.log.error({ err, job: job.name }, 'renewing a job lease failed');
      }
      keepLease();
    };
    const keepLease = () => {
      if (lease.done || controller.signal.aborted) return;
      lease.timer = this.deps.clock.setTimeout(() => this.track(renew()), job.leaseMs / 3);
    };
    keepLease();
    this.deps.metrics?.leaseHeld(job.name, true);

    const startedAt = this.nowMs();
    // Wall time for the metrics: a test clock may stand still while the job runs.
    const startedWall = performance.now();
    let completed = false;
    try {
      await job.run({ signal: controller.signal });
      completed = true;
      this.deps.log.debug({ job: job.name, ms: this.nowMs() - startedAt }, 'scheduled job ran');
    } catch (err) {
      if (!this.stopped) this.deps.log.error({ err, job: job.name }, 'a scheduled job failed');
    } finally {
      lease.done = true;
      lease.timer?.cancel();
      job.controller = null;
      this.deps.metrics?.leaseHeld(job.name, false);
    }
    // A run cut short by the shutdown is neither a success nor a failure of the job.
    if (completed || !this.stopped)
      this.deps.metrics?.jobRan(job.name, completed, (performance.now() - startedWall) / 1000);
    // A run cut short by the shutdown is not a run: the job stays due, for another instance or the next start.
    if (this.stopped && !completed) await leases.release(this.ex, job.name, this.holder);
    else await leases.finish(this.ex, job.name, this.holder, iso(this.nowMs()));
  }
}
