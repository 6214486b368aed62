import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/dialect.js';
import type { Clock } from '../../platform/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { RetailerRefresher } from './retailer-refresher.js';

export interface RetailerDeps {
  config: AppConfig;
  db: Db;
  catalog: CatalogService;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The refresher for the configured retailer API, or null when none is configured. */
export function createRetailerRefresher(_deps: RetailerDeps): RetailerRefresher | null {
  return null;
}
