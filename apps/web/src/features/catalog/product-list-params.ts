import type { ProductSort, ProductSource } from '@dd/contracts';

/** What a product list asks for: part of its query key (query-keys.ts) and of its URL (api.ts). */
export interface ProductListParams {
  collection?: string;
  source?: ProductSource;
  sort?: ProductSort | 'relevance';
  q?: string;
  /** Gift finder: a recipient and an occasion gift category id, and a price band. */
  recipient?: string;
  occasion?: string;
  priceBand?: string;
  limit?: number;
}
