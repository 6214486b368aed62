import type { ProductInput } from '../../catalog/catalog.mapper.js';
import { SEED_PRODUCTS } from './seed-data.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seed entries carry `daysAgo`, so a fresh install always shows recent drops. */
export function seedProductInputs(now: Date): ProductInput[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
  return SEED_PRODUCTS.map(({ daysAgo, ...p }) => ({
    ...p,
    dropDate: new Date(midnight - daysAgo * DAY_MS).toISOString(),
    lastUpdated: p.source === 'amazon' ? new Date(midnight - Math.min(daysAgo, 1) * DAY_MS).toISOString() : null,
  }));
}
