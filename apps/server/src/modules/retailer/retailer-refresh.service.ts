import { ADMIN_TEXT } from '@dd/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { AmazonProductRef, RetailerWrite } from '../catalog/catalog.mapper.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { toProductUpdate } from './creators-item.mapper.js';
import { RetailerUnavailableError, type RetailerProvider } from './retailer-provider.js';
import type { RetailerRefreshResult, RetailerRefresher } from './retailer-refresher.js';
import * as repo from './retailer.repository.js';

export interface RetailerRefreshDeps {
  provider: RetailerProvider;
  /** Reads the Amazon products and writes their retailer data (it owns the products). */
  catalog: Pick<CatalogService, 'amazonProducts' | 'applyRetailerData'>;
  db: Pick<TransactionRunner, 'kysely'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** ASINs per lookup and per write transaction (GetItems takes at most 10). */
  batchSize?: number;
}

export const RETAILER_TEXT = {
  notReturned: 'Not returned by the retailer API',
  saveFailed: 'Saving the retailer data failed',
  lookupFailed: 'Retailer lookup failed',
} as const;

/**
 * Refreshes Amazon products from the retailer: 10 ASINs per lookup, each batch's found items written in one
 * transaction, everything else reported per product in `failed` and left as it was.
 */
export class RetailerRefreshService implements RetailerRefresher {
  private running: Promise<RetailerRefreshResult> | null = null;
  private readonly batchSize: number;

  constructor(private readonly deps: RetailerRefreshDeps) {
    this.batchSize = Math.min(10, Math.max(1, deps.batchSize ?? 10));
  }

  /** A call while a full refresh runs joins that run instead of starting another. */
  refreshAll(signal?: AbortSignal): Promise<RetailerRefreshResult> {
    this.running ??= this.runAll(signal).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async refreshOne(asin: string): Promise<RetailerRefreshResult> {
    const typed = asin.trim();
    // As typed, or as Amazon spells it (upper case).
    const products = await this.deps.catalog.amazonProducts([...new Set([typed, typed.toUpperCase()])]);
    if (products.length === 0) throw notFound(ADMIN_TEXT.productNotFound);
    return this.refresh(products);
  }

  /** When the last full refresh that wrote something ended (the schedule's first run follows it). */
  lastRefreshAt(): Promise<Date | null> {
    return repo.lastRefreshAt(this.deps.db.kysely);
  }

  private async runAll(signal?: AbortSignal): Promise<RetailerRefreshResult> {
    const result = await this.refresh(await this.deps.catalog.amazonProducts(), signal);
    if (result.requested === 0 || result.updated > 0)
      await repo.recordRefresh(this.deps.db.kysely, this.deps.clock.now());
    return result;
  }

  /** Refreshes the products batch by batch; an aborted `signal` stops it between batches (throwing its reason). */
  private async refresh(products: AmazonProductRef[], signal?: AbortSignal): Promise<RetailerRefreshResult> {
    // Products by ASIN as Amazon spells it (upper case); two products may carry the same ASIN.
    const byAsin = new Map<string, AmazonProductRef[]>();
    for (const p of products) {
      const key = p.asin.trim().toUpperCase();
      byAsin.set(key, [...(byAsin.get(key) ?? []), p]);
    }
    const asins = [...byAsin.keys()];
    const result: RetailerRefreshResult = { requested: products.length, updated: 0, failed: [] };
    const fail = (asin: string, error: string) => {
      for (const p of byAsin.get(asin) ?? []) result.failed.push({ asin: p.asin, error });
    };

    for (let i = 0; i < asins.length; i += this.batchSize) {
      signal?.throwIfAborted();
      const batch = asins.slice(i, i + this.batchSize);
      let lookup;
      try {
        lookup = await this.deps.provider.getItems(batch);
      } catch (err) {
        if (err instanceof RetailerUnavailableError) {
          // Nothing will work (credentials refused): the rest is reported, not tried.
          this.deps.log.error({ err }, 'retailer refresh stopped');
          for (const asin of asins.slice(i)) fail(asin, err.message);
          break;
        }
        this.deps.log.error({ err, batch }, 'retailer lookup failed');
        for (const asin of batch) fail(asin, RETAILER_TEXT.lookupFailed);
        continue;
      }

      const now = this.deps.clock.now();
      const written = new Set<string>();
      const writes: RetailerWrite[] = [];
      for (const item of lookup.items) {
        const key = item.asin.toUpperCase();
        const refs = byAsin.get(key);
        if (!refs || written.has(key) || !batch.includes(key)) continue;
        written.add(key);
        writes.push({ productIds: refs.map((r) => r.id), update: toProductUpdate(item, now) });
      }
      if (writes.length > 0) {
        try {
          await this.deps.catalog.applyRetailerData(writes);
          result.updated += writes.reduce((n, w) => n + w.productIds.length, 0);
        } catch (err) {
          this.deps.log.error({ err, batch }, 'saving retailer data failed; the batch is left unchanged');
          for (const key of written) fail(key, RETAILER_TEXT.saveFailed);
        }
      }
      const reported = new Set(written);
      for (const e of lookup.errors) {
        const key = e.asin.toUpperCase();
        if (reported.has(key) || !batch.includes(key)) continue;
        reported.add(key);
        fail(key, e.message);
      }
      for (const asin of batch) if (!reported.has(asin)) fail(asin, RETAILER_TEXT.notReturned);
    }

    return result;
  }
}
