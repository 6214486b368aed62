/** What one refresh did: products asked for, products written, and the ones that failed with why. */
export interface RetailerRefreshResult {
  requested: number;
  updated: number;
  failed: Array<{ asin: string; error: string }>;
}

/**
 * Refreshes Amazon products' retailer data (title, images, price, availability, lastUpdated). The admin
 * product routes and the schedule call it; `createRetailerRefresher` answers null when the retailer API is
 * not configured.
 */
export interface RetailerRefresher {
  /** Every Amazon product with an ASIN; an aborted `signal` (the schedule stopping) ends it between batches. */
  refreshAll(signal?: AbortSignal): Promise<RetailerRefreshResult>;
  /** One product by ASIN; throws a 404 AppError when no Amazon product has it. */
  refreshOne(asin: string): Promise<RetailerRefreshResult>;
}
