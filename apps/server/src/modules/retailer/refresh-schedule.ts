import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RetailerRefreshResult, RetailerRefresher } from './retailer-refresher.js';
import { RetailerRepository } from './retailer.repository.js';

/** How soon after start a due refresh runs (the server is up and serving first). */
const DEFAULT_START_DELAY_MS = 30_000;

export interface RefreshLoopOptions {
  run: () => Promise<RetailerRefreshResult>;
  intervalMs: number;
  /** When the last full refresh that wrote something ended. */
  lastRefreshAt: () => Promise<Date | null>;
  now: () => number;
  startDelayMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * Runs the refresh every `intervalMs`: first `startDelayMs` after start when the last refresh is older than the
 * interval (or unknown), else when it falls due. One timer at a time, set again only after a run has ended, so
 * runs never overlap however long one takes.
 */
export class RefreshLoop {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: RefreshLoopOptions) {}

  async start(): Promise<void> {
    const { intervalMs, startDelayMs, now } = this.options;
    let last: Date | null = null;
    try {
      last = await this.options.lastRefreshAt();
    } catch (err) {
      this.options.log.error({ err }, 'reading the last retailer refresh failed');
    }
    const age = last ? now() - last.getTime() : Number.POSITIVE_INFINITY;
    this.schedule(age >= intervalMs ? startDelayMs : Math.max(startDelayMs, intervalMs - age));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    const startedAt = this.options.now();
    try {
      const result = await this.options.run();
      this.options.log.info(
        {
          requested: result.requested,
          updated: result.updated,
          failedCount: result.failed.length,
          failed: result.failed.slice(0, 20),
          ms: this.options.now() - startedAt,
        },
        'scheduled retailer refresh finished',
      );
    } catch (err) {
      this.options.log.error({ err }, 'scheduled retailer refresh failed');
    }
    this.schedule(this.options.intervalMs);
  }
}

/**
 * Keeps retailer data fresh (the retailer's licence allows showing it for 24 h): refreshes every Amazon product
 * every `intervalHours`. No timer at all without a retailer or with an interval of 0; cleared when the app closes.
 */
export function scheduleRetailerRefresh(
  app: FastifyInstance,
  retailer: RetailerRefresher | null,
  intervalHours: number,
  options: { startDelayMs?: number } = {},
): void {
  if (!retailer || !(intervalHours > 0)) return;
  let loop: RefreshLoop | null = null;
  app.addHook('onReady', async () => {
    const repo = new RetailerRepository(app.deps.db);
    loop = new RefreshLoop({
      run: () => retailer.refreshAll(),
      intervalMs: intervalHours * 3_600_000,
      lastRefreshAt: () => repo.lastRefreshAt(),
      now: () => app.deps.clock.now().getTime(),
      startDelayMs: options.startDelayMs ?? DEFAULT_START_DELAY_MS,
      log: app.log,
    });
    await loop.start();
  });
  app.addHook('onClose', async () => {
    loop?.stop();
  });
}
