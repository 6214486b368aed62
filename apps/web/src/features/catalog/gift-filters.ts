import { PRICE_BANDS, type GiftCategory } from '@dd/contracts';

/** The gift finder's choices, kept in the URL (`?recipient=&occasion=&priceBand=`). Empty means "any". */
export interface GiftFilters {
  recipient: string;
  occasion: string;
  priceBand: string;
}

export const NO_GIFT_FILTERS: GiftFilters = { recipient: '', occasion: '', priceBand: '' };

const GIFT_KEYS = ['recipient', 'occasion', 'priceBand'] as const;
/** Gift category ids are slugs; anything else in a link is ignored. */
const GIFT_ID = /^[a-z0-9-]{1,32}$/;

function parseGiftId(value: string | null): string {
  const v = (value ?? '').trim();
  return GIFT_ID.test(v) ? v : '';
}

/** Unknown price bands and malformed ids fall back to "any", so a mangled link still opens the page. */
export function parseGiftFilters(params: URLSearchParams): GiftFilters {
  const band = params.get('priceBand') ?? '';
  return {
    recipient: parseGiftId(params.get('recipient')),
    occasion: parseGiftId(params.get('occasion')),
    priceBand: Object.hasOwn(PRICE_BANDS, band) ? band : '',
  };
}

/** Writes the filters into a copy of `params`; "any" is left out. Other parameters are kept. */
export function withGiftFilters(params: URLSearchParams, patch: Partial<GiftFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...parseGiftFilters(params), ...patch };
  for (const key of GIFT_KEYS) {
    const value = key === 'priceBand' ? merged[key] : parseGiftId(merged[key]);
    if (value === '' || (key === 'priceBand' && !Object.hasOwn(PRICE_BANDS, value))) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function hasGiftFilters(filters: GiftFilters): boolean {
  return GIFT_KEYS.some((k) => filters[k] !== '');
}

/** The filters as list-call parameters, leaving out "any". */
export function giftFilterParams(
  filters: GiftFilters,
): Partial<Record<'recipient' | 'occasion' | 'priceBand', string>> {
  const out: Partial<Record<'recipient' | 'occasion' | 'priceBand', string>> = {};
  for (const key of GIFT_KEYS) if (filters[key] !== '') out[key] = filters[key];
  return out;
}

export interface GiftOption {
  id: string;
  label: string;
}

export interface GiftFinderOptions {
  recipients: GiftOption[];
  occasions: GiftOption[];
  priceBands: GiftOption[];
}

/** The server's gift categories split by type, in its order; price bands the list filter does not know are left out. */
export function giftFinderOptions(categories: readonly GiftCategory[]): GiftFinderOptions {
  const of = (type: GiftCategory['type']) =>
    categories.filter((c) => c.type === type).map((c) => ({ id: c._id, label: c.name }));
  return {
    recipients: of('recipient'),
    occasions: of('occasion'),
    priceBands: of('price').filter((o) => Object.hasOwn(PRICE_BANDS, o.id)),
  };
}

/** What the finder is filtering by, for the empty state: "For Mom · Birthday · Under $25". */
export function describeGiftFilters(filters: GiftFilters, options: GiftFinderOptions): string {
  const label = (list: GiftOption[], id: string) => list.find((o) => o.id === id)?.label ?? id;
  return [
    filters.recipient && label(options.recipients, filters.recipient),
    filters.occasion && label(options.occasions, filters.occasion),
    filters.priceBand && label(options.priceBands, filters.priceBand),
  ]
    .filter(Boolean)
    .join(' · ');
}
