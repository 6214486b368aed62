import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { CreatorsApiClient } from './creators-api.client.js';
import { credentialFlow, TOKEN_URLS } from './creators-api.wire.js';
import { RetailerRefreshService } from './retailer-refresh.service.js';

export interface RetailerDeps {
  config: AppConfig;
  db: Pick<TransactionRunner, 'kysely'>;
  catalog: Pick<CatalogService, 'amazonProducts' | 'applyRetailerData'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The refresher for the configured retailer API, or null when none is configured. */
export function createRetailerRefresher(deps: RetailerDeps): RetailerRefreshService | null {
  const creators = deps.config.amazonCreators;
  if (!creators) return null;
  const version = creators.credentialVersion;
  if (credentialFlow(version) === null || (!TOKEN_URLS[version] && !creators.tokenUrl)) {
    throw new Error(
      `Invalid environment: AMAZON_CREATORS_CREDENTIAL_VERSION ${version} is not a known credential version (set AMAZON_CREATORS_TOKEN_URL for a newer 2.x or 3.x one)`,
    );
  }
  const log = deps.log.child({ module: 'retailer' });
  const provider = new CreatorsApiClient({
    credentialId: creators.credentialId,
    credentialSecret: creators.credentialSecret,
    credentialVersion: creators.credentialVersion,
    marketplace: creators.marketplace,
    partnerTag: creators.partnerTag,
    ...(creators.apiUrl ? { apiUrl: creators.apiUrl } : {}),
    ...(creators.tokenUrl ? { tokenUrl: creators.tokenUrl } : {}),
    requestsPerSecond: deps.config.retailerRequestsPerSecond,
    timeoutMs: deps.config.retailerRequestTimeoutMs,
    clock: deps.clock,
    log,
  });
  return new RetailerRefreshService({
    provider,
    catalog: deps.catalog,
    db: deps.db,
    clock: deps.clock,
    log,
  });
}
