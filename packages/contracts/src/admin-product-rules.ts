import { ADMIN_TEXT } from './admin-texts.js';
import { CATEGORY_IDS } from './collections.js';
import type { ProductSource } from './product.js';
import { readTypedPrice } from './typed-price.js';

/** Extra texts of the admin product form the spec leaves open. */
export const ADMIN_PRODUCT_TEXT = {
  idInvalid: 'Product ID may use letters, digits, - and _ only (at most 64).',
  asinInvalid: 'ASIN must be 10 letters or digits.',
  imageUrlInvalid: 'Image URLs must be https URLs or site paths.',
  tooLong: 'This field is too long.',
} as const;

/** The admin product form as typed (storefront spec section 5): lists are comma-separated text. */
export interface AdminProductForm {
  id: string;
  asin: string;
  name: string;
  description: string;
  price: string;
  imageUrl: string;
  images: string;
  affiliateUrl: string;
  viralFactor: string;
  categories: string[];
  giftCategories: string[];
  source: ProductSource;
}

export type AdminProductField = keyof AdminProductForm;
export type AdminProductErrors = Partial<Record<AdminProductField, string>>;

/** The product the form describes, ready to store (prices in dollars). */
export interface AdminProductValues {
  id: string;
  asin: string | null;
  name: string;
  description: string;
  price: number | null;
  imageUrl: string;
  images: string[];
  affiliateUrl: string;
  viralFactor: string;
  categories: string[];
  giftCategories: string[];
  source: ProductSource;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

/** Splits a comma-separated list, trimming and dropping empty entries and repeats. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ];
}

/** An absolute http(s) URL (no `javascript:` or other scheme can reach a link). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Site paths (`/catalog/x.svg`, `/media/id`) and https URLs are valid image addresses: the pages' CSP allows
 * images from the site and from any https host (platform/security.ts), so a plain-http image would not show
 * (and would be mixed content on the https site).
 */
export function isImageAddress(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The form's rules (storefront spec section 5), shared by the admin page and the server. `mode` is
 * 'create' for a new product and 'update' when editing one. Returns the errors by field (empty when valid)
 * and, when valid, the values to store.
 */
export function validateAdminProduct(
  form: AdminProductForm,
  mode: 'create' | 'update',
  known: { giftCategories?: readonly string[]; categories?: readonly string[] } = {},
): { errors: AdminProductErrors; values: AdminProductValues | null } {
  const errors: AdminProductErrors = {};
  const id = form.id.trim();
  const asin = form.asin.trim().toUpperCase();
  const name = form.name.trim();
  const priceText = form.price.trim();
  const imageUrl = form.imageUrl.trim();
  const affiliateUrl = form.affiliateUrl.trim();
  const images = splitList(form.images);
  const amazon = form.source === 'amazon';

  if (mode === 'create') {
    if (!id) errors.id = ADMIN_TEXT.customIdRequired;
    else if (!ID_PATTERN.test(id)) errors.id = ADMIN_PRODUCT_TEXT.idInvalid;
  }
  if (!name) errors.name = ADMIN_TEXT.nameRequired;
  else if (name.length > 300) errors.name = ADMIN_PRODUCT_TEXT.tooLong;
  if (form.description.length > 5000) errors.description = ADMIN_PRODUCT_TEXT.tooLong;

  if (amazon) {
    if (!asin) errors.asin = mode === 'create' ? ADMIN_TEXT.asinRequired : ADMIN_TEXT.missingAsinOnEdit;
    else if (!ASIN_PATTERN.test(asin)) errors.asin = ADMIN_PRODUCT_TEXT.asinInvalid;
  } else {
    if (!affiliateUrl) errors.affiliateUrl = ADMIN_TEXT.productUrlRequired;
    if (!imageUrl) errors.imageUrl = ADMIN_TEXT.imageUrlRequired;
  }
  if (affiliateUrl && !errors.affiliateUrl && !isHttpUrl(affiliateUrl))
    errors.affiliateUrl = ADMIN_TEXT.productUrlInvalid;
  if (imageUrl && !errors.imageUrl && !isImageAddress(imageUrl)) errors.imageUrl = ADMIN_PRODUCT_TEXT.imageUrlInvalid;
  if (images.some((u) => !isImageAddress(u))) errors.images = ADMIN_PRODUCT_TEXT.imageUrlInvalid;

  let price: number | null = null;
  if (priceText) {
    // As the admin typed it: '5,00' is five, an ambiguous '1,234' an error naming both readings (typed-price.ts).
    const read = readTypedPrice(priceText);
    if ('amount' in read) price = read.amount;
    else errors.price = read.error;
  }
  if (!amazon && !errors.price && (price === null || price <= 0)) errors.price = ADMIN_TEXT.priceAboveZero;

  const categories = [...new Set(form.categories.map((c) => c.trim()).filter(Boolean))];
  const knownCategories = known.categories ?? CATEGORY_IDS;
  if (categories.some((c) => !knownCategories.includes(c))) errors.categories = ADMIN_TEXT.unknownCategory;
  const giftCategories = [...new Set(form.giftCategories.map((c) => c.trim()).filter(Boolean))];
  if (known.giftCategories && giftCategories.some((g) => !known.giftCategories?.includes(g))) {
    errors.giftCategories = ADMIN_TEXT.unknownGiftCategory;
  }
  if (form.viralFactor.length > 60) errors.viralFactor = ADMIN_PRODUCT_TEXT.tooLong;

  if (Object.keys(errors).length > 0) return { errors, values: null };
  return {
    errors,
    values: {
      id,
      asin: asin || null,
      name,
      description: form.description.trim(),
      price,
      imageUrl,
      images: images.length > 0 ? images : imageUrl ? [imageUrl] : [],
      affiliateUrl,
      viralFactor: form.viralFactor.trim(),
      categories,
      giftCategories,
      source: form.source,
    },
  };
}

/** The add form's starting values. */
export function emptyAdminProductForm(): AdminProductForm {
  return {
    id: '',
    asin: '',
    name: '',
    description: '',
    price: '',
    imageUrl: '',
    images: '',
    affiliateUrl: '',
    viralFactor: '',
    categories: [],
    giftCategories: [],
    source: 'amazon',
  };
}
