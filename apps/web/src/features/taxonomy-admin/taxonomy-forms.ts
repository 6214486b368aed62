import {
  ADMIN_TEXT,
  CATEGORY_DESCRIPTION_MIN,
  CATEGORY_NAME_MAX,
  COLLECTIONS,
  GIFT_CATEGORY_TYPES,
  GIFT_CATEGORY_VALUES,
  isHttpUrl,
  readTypedPrice,
  SUBCOLLECTIONS,
  type Category,
  type GiftCategory,
} from '@dd/contracts';
import { ACCEPTED_IMAGE_TYPES } from '../../lib/image-file';

/** The part of a File the checks read (so tests need no DOM). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** By declared type, or by extension when the browser gives none; the server decides by content. */
export function isAcceptedImage(file: PickedFile | null | undefined): boolean {
  if (!file || file.size === 0) return false;
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  return /\.(jpe?g|png|webp)$/i.test(file.name);
}

export interface CategoryDraft {
  name: string;
  description: string;
  image: PickedFile | null;
}

export type CategoryErrors = Partial<Record<'name' | 'description' | 'image', string>>;

/** The category form's rules with the spec's messages: name 1-30 characters, description 10+, an image. */
export function validateCategory(draft: CategoryDraft): CategoryErrors {
  const errors: CategoryErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = ADMIN_TEXT.categoryNameRequired;
  else if (name.length > CATEGORY_NAME_MAX) errors.name = ADMIN_TEXT.categoryNameTooLong;
  if (draft.description.trim().length < CATEGORY_DESCRIPTION_MIN) {
    errors.description = ADMIN_TEXT.categoryDescriptionTooShort;
  }
  if (!isAcceptedImage(draft.image)) errors.image = ADMIN_TEXT.invalidImage;
  return errors;
}

export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  category: string;
  giftCategories: string[];
  url: string;
  image: PickedFile | null;
}

export const EMPTY_PRODUCT_DRAFT: ProductDraft = {
  name: '',
  description: '',
  price: '',
  category: '',
  giftCategories: [],
  url: '',
  image: null,
};

export type ProductErrors = Partial<Record<'name' | 'price' | 'category' | 'url' | 'image', string>>;

/**
 * The catalogue product form's rules: name, a price above 0 (cents at most), a category and an image. The price
 * is read as typed, like the /admin product editor reads it: '12,50' is twelve fifty, '1,234' asks which it means.
 */
export function validateProduct(draft: ProductDraft): ProductErrors {
  const errors: ProductErrors = {};
  if (draft.name.trim() === '') errors.name = ADMIN_TEXT.nameRequired;
  const price = readTypedPrice(draft.price);
  if ('error' in price) errors.price = price.error;
  else if (!(price.amount > 0)) errors.price = ADMIN_TEXT.priceAboveZero;
  if (draft.category === '') errors.category = ADMIN_TEXT.categoryRequired;
  const url = draft.url.trim();
  if (url !== '' && !isHttpUrl(url)) errors.url = ADMIN_TEXT.productUrlInvalid;
  if (!isAcceptedImage(draft.image)) errors.image = ADMIN_TEXT.invalidImage;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** The multipart form of `taxonomyEndpoints.addCategory`. */
export function categoryFormData(draft: CategoryDraft, image: Blob): FormData {
  const data = new FormData();
  data.append('name', draft.name.trim());
  data.append('description', draft.description.trim());
  data.append('image', image, draft.image?.name ?? 'image');
  return data;
}

/**
 * The multipart form of `taxonomyEndpoints.addProduct`: giftCategory is a comma-separated list, the price the
 * amount validateProduct read (the server takes '12.5', not '12,50' or '$12.50').
 */
export function productFormData(draft: ProductDraft, image: Blob): FormData {
  const data = new FormData();
  const price = readTypedPrice(draft.price);
  data.append('name', draft.name.trim());
  data.append('description', draft.description.trim());
  data.append('price', 'amount' in price ? String(price.amount) : draft.price.trim());
  data.append('category', draft.category);
  data.append('giftCategory', draft.giftCategories.join(','));
  if (draft.url.trim() !== '') data.append('url', draft.url.trim());
  data.append('image', image, draft.image?.name ?? 'image');
  return data;
}

export interface OptionGroup {
  label: string;
  options: Array<{ id: string; label: string }>;
}

/** The category select: collections, subcollections (with their parent), then the categories admins added. */
export function categorySelectGroups(categories: readonly Category[] | undefined): OptionGroup[] {
  const list: readonly Category[] =
    categories ??
    [
      ...COLLECTIONS.map((c) => ({ _id: c.id, name: c.name, builtIn: true, parentId: null })),
      ...SUBCOLLECTIONS.map((s) => ({ _id: s.id, name: s.name, builtIn: true, parentId: s.parentId })),
    ].map((c) => ({ ...c, description: '', imageUrl: null, emoji: null }));
  const nameOf = new Map(list.map((c) => [c._id, c.name]));
  const groups: OptionGroup[] = [
    {
      label: 'Collections',
      options: list.filter((c) => c.builtIn && !c.parentId).map((c) => ({ id: c._id, label: c.name })),
    },
    {
      label: 'Subcollections',
      options: list
        .filter((c) => c.builtIn && c.parentId)
        .map((c) => ({ id: c._id, label: `${c.name} (${nameOf.get(c.parentId ?? '') ?? c.parentId})` })),
    },
    { label: 'Your categories', options: list.filter((c) => !c.builtIn).map((c) => ({ id: c._id, label: c.name })) },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/** Gift categories a product can be tagged with, by type: recipients and occasions (price bands follow from the price). */
export function giftTagGroups(gifts: readonly GiftCategory[]): OptionGroup[] {
  return [
    { label: 'Recipient', options: gifts.filter((g) => g.type === 'recipient') },
    { label: 'Occasion', options: gifts.filter((g) => g.type === 'occasion') },
  ]
    .map((g) => ({ label: g.label, options: g.options.map((o) => ({ id: o._id, label: o.name })) }))
    .filter((g) => g.options.length > 0);
}

/** The spec's gift category values the server does not have yet. */
export function missingGiftCategories(gifts: readonly GiftCategory[]): string[] {
  const have = new Set(gifts.map((g) => g._id));
  return GIFT_CATEGORY_TYPES.flatMap((t) => GIFT_CATEGORY_VALUES[t].map((v) => v.value)).filter((id) => !have.has(id));
}
