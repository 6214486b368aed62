import { normalizeProduct, type AdminProductValues, type Product } from '@dd/contracts';
import type { NewProductRow, ProductRow } from '../../db/database.js';

/** Sort keys: a product without a price sorts last whichever way prices are ordered. */
export const PRICE_MISSING_ASC = 2_147_483_647;
export const PRICE_MISSING_DESC = -1;

export function priceKeys(priceCents: number | null): { price_asc: number; price_desc: number } {
  return priceCents === null
    ? { price_asc: PRICE_MISSING_ASC, price_desc: PRICE_MISSING_DESC }
    : { price_asc: priceCents, price_desc: priceCents };
}

export function rowToProduct(row: ProductRow, categories: string[], now: Date): Product {
  return normalizeProduct(
    {
      _id: row.id,
      asin: row.asin,
      name: row.name,
      description: row.description,
      price: row.price_cents === null ? null : row.price_cents / 100,
      imageUrl: row.image_url,
      images: JSON.parse(row.images) as unknown,
      affiliateUrl: row.affiliate_url,
      viralFactor: row.viral_factor,
      categories,
      dropDate: row.drop_date,
      source: row.source,
      availability: row.availability,
      lastUpdated: row.last_updated,
    },
    now,
  );
}

/**
 * What a writer (seed, admin) supplies for one product: the admin form's values (its gift tags are stored
 * apart; the seed may leave out ASIN and viral factor), and the dates and availability only the catalogue keeps.
 */
export interface ProductInput
  extends
    Omit<AdminProductValues, 'asin' | 'viralFactor' | 'giftCategories'>,
    Partial<Pick<AdminProductValues, 'asin' | 'viralFactor'>> {
  availability?: string | null;
  dropDate: string;
  lastUpdated?: string | null;
}

export function inputToRow(input: ProductInput, nowIso: string): NewProductRow {
  const priceCents = input.price === null ? null : Math.round(input.price * 100);
  return {
    id: input.id,
    asin: input.asin ?? null,
    name: input.name,
    description: input.description,
    price_cents: priceCents,
    ...priceKeys(priceCents),
    image_url: input.imageUrl,
    images: JSON.stringify(input.images),
    affiliate_url: input.affiliateUrl,
    viral_factor: input.viralFactor ?? '',
    source: input.source,
    availability: input.availability ?? null,
    drop_date: input.dropDate,
    last_updated: input.lastUpdated ?? null,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

/** An Amazon product as the retailer refresh sees it. */
export interface AmazonProductRef {
  id: string;
  asin: string;
}

/** The columns a refreshed retailer item writes; name and images only when the retailer sent them. */
export interface ProductRetailerUpdate {
  name: string | null;
  imageUrl: string | null;
  images: string[] | null;
  priceCents: number | null;
  availability: string | null;
  lastUpdated: string;
}

/** One refreshed item and the products (usually one) that carry its ASIN. */
export interface RetailerWrite {
  productIds: string[];
  update: ProductRetailerUpdate;
}
