import { z } from 'zod';
import { wireInt } from './wire-numbers.js';

export const PRODUCT_SOURCES = ['amazon', 'other'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

export const PLACEHOLDER_IMAGE = '/catalog/placeholder.svg';
export const DEFAULT_PRODUCT_NAME = 'Unknown Product';
export const DEFAULT_PRODUCT_DESCRIPTION = 'No description available';

/** The product as the storefront shows it (storefront spec section 3). */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  imageUrl: z.string(),
  affiliateUrl: z.string(),
  viralFactor: z.string(),
  categories: z.array(z.string()),
  dropDate: z.string(),
  images: z.array(z.string()),
  source: z.enum(PRODUCT_SOURCES),
  asin: z.string().nullable(),
  availability: z.string().nullable(),
  lastUpdated: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** Loose input: whatever a backend record or an old client payload holds. */
export interface RawProduct {
  _id?: unknown;
  id?: unknown;
  asin?: unknown;
  title?: unknown;
  name?: unknown;
  description?: unknown;
  price?: unknown;
  imageUrl?: unknown;
  images?: unknown;
  detailPageUrl?: unknown;
  affiliateUrl?: unknown;
  viralFactor?: unknown;
  categories?: unknown;
  dropDate?: unknown;
  source?: unknown;
  availability?: unknown;
  lastUpdated?: unknown;
}

const nonEmptyString = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/** '$1,299.99' -> 1299.99; numbers pass through; anything unparsable (NaN) -> null. */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Admin list prices may be free text ("Now $24.99!"): the first number with up to two
 * decimals is taken, else 0 (storefront spec section 3, admin list product).
 */
export function extractAdminPrice(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const match = /\d+(?:\.\d{1,2})?/.exec(value.replace(/,/g, ''));
  return match ? Number(match[0]) : 0;
}

export function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function toStringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}

/** Applies every default of the spec's normalisation. `now` is passed in so the rule stays pure. */
export function normalizeProduct(raw: RawProduct, now: Date): Product {
  const asin = nonEmptyString(raw.asin) ?? null;
  const id = nonEmptyString(raw._id) ?? nonEmptyString(raw.id) ?? asin ?? '';
  const name = nonEmptyString(raw.title) ?? nonEmptyString(raw.name) ?? DEFAULT_PRODUCT_NAME;
  const images = toStringList(raw.images);
  const imageUrl = nonEmptyString(raw.imageUrl) ?? images[0] ?? PLACEHOLDER_IMAGE;
  const dropDate =
    typeof raw.dropDate === 'string' && !Number.isNaN(Date.parse(raw.dropDate)) ? raw.dropDate : todayIso(now);
  return {
    _id: id,
    name,
    title: name,
    description: nonEmptyString(raw.description) ?? DEFAULT_PRODUCT_DESCRIPTION,
    price: parsePrice(raw.price),
    imageUrl,
    affiliateUrl: nonEmptyString(raw.detailPageUrl) ?? nonEmptyString(raw.affiliateUrl) ?? '#',
    viralFactor: nonEmptyString(raw.viralFactor) ?? '',
    categories: toStringList(raw.categories),
    dropDate,
    images: images.length > 0 ? images : imageUrl === PLACEHOLDER_IMAGE ? [] : [imageUrl],
    source: raw.source === 'other' ? 'other' : 'amazon',
    asin,
    availability: nonEmptyString(raw.availability) ?? null,
    lastUpdated: nonEmptyString(raw.lastUpdated) ?? null,
  };
}

/** Amazon products without an affiliate URL link to the product page with the site's tag. */
export function amazonAffiliateUrl(asin: string, tag: string): string {
  const url = new URL(`https://www.amazon.com/dp/${encodeURIComponent(asin)}`);
  if (tag) url.searchParams.set('tag', tag);
  return url.toString();
}

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const productListQuerySchema = z.object({
  collection: z.string().min(1).max(64).optional(),
  source: z.enum(PRODUCT_SOURCES).optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  q: z.string().trim().max(100).optional(),
  viral: z.enum(['true', 'false']).optional(),
  /** Gift finder: a recipient and an occasion gift category, and a price band (storefront spec section 3). */
  recipient: z.string().min(1).max(32).optional(),
  occasion: z.string().min(1).max(32).optional(),
  priceBand: z.enum(['under-25', 'under-50', 'under-100', 'luxury']).optional(),
  cursor: z.string().max(200).optional(),
  limit: wireInt('limit', { min: 1, max: 100 }).default(24),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  nextCursor: z.string().nullable(),
  /** With a search text: how many products match in all (the results count). */
  total: z.number().int().optional(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** `/:id` of a product (its id or ASIN). */
export const productIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Comma-separated product ids; empty or overlong ids are dropped, at most 50 kept. */
export const productIdListSchema = z
  .string()
  .max(2000)
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .filter((s) => s.length > 0 && s.length <= 64)
          .slice(0, 50)
      : [],
  );
