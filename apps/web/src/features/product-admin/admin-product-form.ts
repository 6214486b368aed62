import {
  amazonAffiliateUrl,
  DEFAULT_PRODUCT_DESCRIPTION,
  emptyAdminProductForm,
  extractAdminPrice,
  type AdminListProduct,
  type AdminProductBody,
  type AdminProductForm,
  type AdminProductValues,
  type ProductSource,
} from '@dd/contracts';

/** The public product fields a list row carries as JSON text (`frontendData`); empty when unreadable. */
export interface FrontendData {
  name?: string;
  description?: string;
  price?: number | null;
  imageUrl?: string;
  images?: string[];
  affiliateUrl?: string;
  viralFactor?: string;
  categories?: string[];
  dropDate?: string;
}

const asString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const asStrings = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;

export function parseFrontendData(text: string): FrontendData {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const data: FrontendData = {};
  const set = <K extends keyof FrontendData>(key: K, value: FrontendData[K] | undefined) => {
    if (value !== undefined) data[key] = value;
  };
  set('name', asString(r.name) ?? asString(r.title));
  set('description', asString(r.description));
  set('price', typeof r.price === 'number' && Number.isFinite(r.price) ? r.price : r.price === null ? null : undefined);
  set('imageUrl', asString(r.imageUrl));
  set('images', asStrings(r.images));
  set('affiliateUrl', asString(r.affiliateUrl));
  set('viralFactor', asString(r.viralFactor));
  set('categories', asStrings(r.categories));
  set('dropDate', asString(r.dropDate));
  return data;
}

/**
 * The site's affiliate tag as the server puts it into the links it generates from an ASIN (the admin API
 * does not send the tag itself), or null while no product has such a link. Other Amazon links (searches,
 * links typed by an admin) may carry another tag, so they do not count.
 */
export function affiliateTagOf(rows: readonly AdminListProduct[]): string | null {
  for (const row of rows) {
    if (row.source !== 'amazon' || !isGeneratedAmazonUrl(row.detailPageUrl, row.asin)) continue;
    const tag = new URL(row.detailPageUrl).searchParams.get('tag');
    if (tag) return tag;
  }
  return null;
}

/** True for the link the server generates from an ASIN (`https://www.amazon.com/dp/{asin}?tag=...`). */
export function isGeneratedAmazonUrl(url: string, asin: string | null): boolean {
  if (!asin) return false;
  try {
    const u = new URL(url);
    const onlyTag = [...u.searchParams.keys()].every((k) => k === 'tag');
    return u.hostname === 'www.amazon.com' && u.pathname === `/dp/${encodeURIComponent(asin)}` && onlyTag && !u.hash;
  } catch {
    return false;
  }
}

/** Two decimals for the number input ("19.99", "20.00"); empty when the price is unknown. */
function priceText(price: number | null): string {
  return price === null || !Number.isFinite(price) ? '' : price.toFixed(2);
}

/**
 * The edit form's starting values for a list row. An Amazon link generated from the ASIN becomes an empty
 * field, so the link follows a changed ASIN instead of pointing at the old product.
 */
export function productToForm(row: AdminListProduct): AdminProductForm {
  const data = parseFrontendData(row.frontendData);
  const price = data.price !== undefined ? data.price : row.price === null ? null : extractAdminPrice(row.price);
  const link = data.affiliateUrl ?? row.detailPageUrl;
  const affiliateUrl =
    link === '#' || (row.source === 'amazon' && isGeneratedAmazonUrl(link, row.asin)) ? '' : (link ?? '');
  const description = data.description ?? '';
  return {
    id: row.id,
    asin: row.asin ?? '',
    name: row.title,
    description: description === DEFAULT_PRODUCT_DESCRIPTION ? '' : description,
    price: priceText(price),
    imageUrl: data.imageUrl ?? row.imageUrl,
    images: (data.images ?? []).join(', '),
    affiliateUrl,
    viralFactor: data.viralFactor ?? '',
    categories: [...(data.categories ?? [])],
    giftCategories: [...row.giftCategories],
    source: row.source,
  };
}

/** What the suggestions screen hands over in the router state: `{ prefill: { name, affiliateUrl, source } }`. */
export function prefillForm(state: unknown): AdminProductForm | null {
  if (!state || typeof state !== 'object' || !('prefill' in state)) return null;
  const prefill = (state as { prefill: unknown }).prefill;
  if (!prefill || typeof prefill !== 'object') return null;
  const p = prefill as Record<string, unknown>;
  const source: ProductSource = p.source === 'amazon' ? 'amazon' : 'other';
  return {
    ...emptyAdminProductForm(),
    name: typeof p.name === 'string' ? p.name : '',
    affiliateUrl: typeof p.affiliateUrl === 'string' ? p.affiliateUrl : '',
    source,
  };
}

/** The body of `adminProductEndpoints.create` and `update`. Another retailer's product has no ASIN. */
export function toRequestBody(values: AdminProductValues): AdminProductBody {
  return {
    id: values.id,
    asin: values.source === 'amazon' ? values.asin : null,
    name: values.name,
    description: values.description,
    price: values.price,
    imageUrl: values.imageUrl,
    images: values.images,
    affiliateUrl: values.affiliateUrl,
    viralFactor: values.viralFactor,
    categories: values.categories,
    giftCategories: values.giftCategories,
    source: values.source,
  };
}

/** Saving these values replaces the Amazon product by one with another ASIN (storefront spec section 4). */
export function isAsinChange(original: AdminListProduct, values: AdminProductValues): boolean {
  return (
    original.source === 'amazon' &&
    values.source === 'amazon' &&
    original.asin !== null &&
    values.asin !== null &&
    values.asin !== original.asin.toUpperCase()
  );
}

/**
 * The link an Amazon product gets when its affiliate URL is left empty, or null when none is generated
 * (another retailer, a URL typed in, or no ASIN yet). Without a known tag the link has none.
 */
export function generatedAffiliateUrl(form: AdminProductForm, tag: string | null): string | null {
  const asin = form.asin.trim().toUpperCase();
  if (form.source !== 'amazon' || form.affiliateUrl.trim() !== '' || !asin) return null;
  return amazonAffiliateUrl(asin, tag ?? '');
}
