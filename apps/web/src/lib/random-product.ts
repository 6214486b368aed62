import type { Product } from '@dd/contracts';
import { api } from './api-client';

/** A random product outside `exclude`; `historyReset` tells that every product had been excluded. */
export function fetchRandomProduct(
  exclude: readonly string[] = [],
): Promise<{ product: Product; historyReset: boolean }> {
  const q = exclude.length > 0 ? `?exclude=${exclude.map(encodeURIComponent).join(',')}` : '';
  return api(`/api/products/random${q}`);
}
