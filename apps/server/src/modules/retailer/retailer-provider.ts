/** Retailer data for one item, in the catalog's terms (see creators-item.mapper.ts). */
export interface RetailerItem {
  asin: string;
  /** The retailer's title; null keeps the product's name. */
  name: string | null;
  /** Primary image first, then the variants; empty keeps the product's images. */
  images: string[];
  /** Dollars; null when the retailer has no offer for the item. */
  price: number | null;
  /** e.g. "In Stock"; null when unknown. */
  availability: string | null;
}

export interface RetailerItemError {
  asin: string;
  message: string;
}

/** One lookup: the items found, and a message for every asked-for item that was not. */
export interface RetailerLookup {
  items: RetailerItem[];
  errors: RetailerItemError[];
}

/**
 * A retailer's product lookup. `getItems` reports per item what it could not get (unknown items, a batch that
 * kept failing); it throws `RetailerUnavailableError` only when nothing can work (credentials refused).
 */
export interface RetailerProvider {
  getItems(asins: string[]): Promise<RetailerLookup>;
}

/** The retailer refuses us altogether (bad credentials, account not eligible): retrying other items is useless. */
export class RetailerUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetailerUnavailableError';
  }
}
