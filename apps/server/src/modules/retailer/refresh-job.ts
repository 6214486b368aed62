import type { FastifyBaseLogger } from 'fastify';
import type { JobScheduler } from '../../platform/scheduler.js';
import type { RetailerRefreshService } from './retailer-refresh.service.js';

/** The scheduler's name for the refresh (its lease row). */
export const RETAILER_REFRESH_JOB = 'retailer-refresh';

const HOUR_MS = 3_600_000;

/**
 * Keeps retailer data fresh (the retailer's licence allows showing it for 24 h): every Amazon product is
 * refreshed every `intervalHours`, counted from the end of the last run, on one instance at a time. With an
 * interval of 0 nothing is scheduled. The first run follows the last full refresh that wrote something: shortly
 * after start when that is older than the interval (or unknown), else when it falls due.
 */
export function scheduleRetailerRefresh(
  scheduler: JobScheduler,
  retailer: Pick<RetailerRefreshService, 'refreshAll' | 'lastRefreshAt'>,
  options: { intervalHours: number; log: Pick<FastifyBaseLogger, 'info'> },
): void {
  if (!(options.intervalHours > 0)) return;
  scheduler.every(
    RETAILER_REFRESH_JOB,
    options.intervalHours * HOUR_MS,
    async ({ signal }) => {
      const result = await retailer.refreshAll(signal);
      options.log.info(
        {
          requested: result.requested,
          updated: result.updated,
          failedCount: result.failed.length,
          failed: result.failed.slice(0, 20),
        },
        'scheduled retailer refresh finished',
      );
    },
    { lastRunAt: () => retailer.lastRefreshAt() },
  );
}
