import {
  ADMIN_TEXT,
  CATEGORY_IDS,
  COLLECTIONS,
  GIFT_CATEGORY_VALUES,
  TYPED_PRICE_TEXT,
  type Category,
  type GiftCategory,
} from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoryFormData,
  categorySelectGroups,
  EMPTY_PRODUCT_DRAFT,
  giftTagGroups,
  isAcceptedImage,
  missingGiftCategories,
  productFormData,
  validateCategory,
  validateProduct,
} from './taxonomy-forms';

const png = { name: 'a.png', type: 'image/png', size: 10 };
const category = { name: 'Cozy Socks', description: 'Warm feet for everyone.', image: png };
const product = { ...EMPTY_PRODUCT_DRAFT, name: 'Mug', price: '12.50', category: 'kitchen', image: png };

describe('isAcceptedImage', () => {
  it('accepts JPEG, PNG and WebP, by type or (without one) by extension', () => {
    expect(isAcceptedImage({ name: 'x.jpg', type: 'image/jpeg', size: 1 })).toBe(true);
    expect(isAcceptedImage({ name: 'x', type: 'image/webp', size: 1 })).toBe(true);
    expect(isAcceptedImage({ name: 'x.PNG', type: '', size: 1 })).toBe(true);
    expect(isAcceptedImage({ name: 'x.gif', type: 'image/gif', size: 1 })).toBe(false);
    expect(isAcceptedImage({ name: 'x.svg', type: 'image/svg+xml', size: 1 })).toBe(false);
    expect(isAcceptedImage({ name: 'x.png', type: 'image/png', size: 0 })).toBe(false);
    expect(isAcceptedImage(null)).toBe(false);
  });
});

describe('validateCategory', () => {
  it('passes a good draft', () => expect(validateCategory(category)).toEqual({}));
  it('gives the spec messages', () => {
    expect(validateCategory({ name: ' ', description: 'short', image: null })).toEqual({
      name: ADMIN_TEXT.categoryNameRequired,
      description: ADMIN_TEXT.categoryDescriptionTooShort,
      image: ADMIN_TEXT.invalidImage,
    });
    expect(validateCategory({ ...category, name: 'x'.repeat(31) }).name).toBe(ADMIN_TEXT.categoryNameTooLong);
    expect(validateCategory({ ...category, name: 'x'.repeat(30) }).name).toBeUndefined();
    expect(validateCategory({ ...category, description: '123456789 ' }).description).toBe(
      ADMIN_TEXT.categoryDescriptionTooShort,
    );
    expect(validateCategory({ ...category, description: '1234567890' })).toEqual({});
  });
});

describe('validateProduct', () => {
  it('passes a good draft', () => expect(validateProduct(product)).toEqual({}));
  it('gives the spec messages', () => {
    expect(validateProduct(EMPTY_PRODUCT_DRAFT)).toEqual({
      name: ADMIN_TEXT.nameRequired,
      price: ADMIN_TEXT.priceInvalid,
      category: ADMIN_TEXT.categoryRequired,
      image: ADMIN_TEXT.invalidImage,
    });
    expect(validateProduct({ ...product, price: '0' }).price).toBe(ADMIN_TEXT.priceAboveZero);
    expect(validateProduct({ ...product, price: '1.99.9' }).price).toBe(ADMIN_TEXT.priceInvalid);
    expect(validateProduct({ ...product, price: '-3' }).price).toBe(ADMIN_TEXT.priceInvalid);
    expect(validateProduct({ ...product, price: '0.01' })).toEqual({});
    expect(validateProduct({ ...product, url: 'ftp://x' }).url).toBe(ADMIN_TEXT.productUrlInvalid);
    expect(validateProduct({ ...product, url: 'https://shop.example/x' })).toEqual({});
    expect(validateProduct({ ...product, image: { name: 'x.gif', type: 'image/gif', size: 3 } }).image).toBe(
      ADMIN_TEXT.invalidImage,
    );
  });

  // The /admin product editor's reading (readTypedPrice), not a number input's: the two forms agree on a price.
  it.each(['12,50', '$12.50', ' 12.5 ', '12.50 $'])('reads the price %j as typed, like the product editor', (price) => {
    expect(validateProduct({ ...product, price })).toEqual({});
    expect(productFormData({ ...product, price }, new Blob(['x'])).get('price')).toBe('12.5');
  });

  it.each([
    ['£12.50', ADMIN_TEXT.priceInvalid],
    ['twelve', ADMIN_TEXT.priceInvalid],
    ['1,234', TYPED_PRICE_TEXT.ambiguous('1,234', '1234', '1.234')],
  ])('refuses the price %j with the product editor’s message', (price, message) => {
    expect(validateProduct({ ...product, price }).price).toBe(message);
  });
});

describe('form bodies', () => {
  it('send the spec fields, trimmed, with giftCategory comma-separated', () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    const c = categoryFormData({ ...category, name: ' Cozy Socks ' }, blob);
    expect([c.get('name'), c.get('description'), (c.get('image') as File).name]).toEqual([
      'Cozy Socks',
      'Warm feet for everyone.',
      'a.png',
    ]);
    const p = productFormData({ ...product, giftCategories: ['for-mom', 'birthday'] }, blob);
    expect(Object.fromEntries([...p.entries()].filter(([k]) => k !== 'image'))).toEqual({
      name: 'Mug',
      description: '',
      price: '12.5',
      category: 'kitchen',
      giftCategory: 'for-mom,birthday',
    });
    expect(productFormData({ ...product, url: ' https://x.example ' }, blob).get('url')).toBe('https://x.example');
  });
});

describe('select options', () => {
  const builtIn: Category[] = CATEGORY_IDS.map((id) => ({
    _id: id,
    name: COLLECTIONS.find((c) => c.id === id)?.name ?? 'Shirt vs Skins',
    description: '',
    imageUrl: null,
    emoji: null,
    builtIn: true,
    parentId: id === 'shirtvskins' ? 'partner' : null,
  }));
  const custom: Category = { ...builtIn[0]!, _id: 'cozy-socks', name: 'Cozy Socks', builtIn: false };

  it('groups collections, subcollections (with their parent) and custom categories', () => {
    const groups = categorySelectGroups([...builtIn, custom]);
    expect(groups.map((g) => g.label)).toEqual(['Collections', 'Subcollections', 'Your categories']);
    expect(groups[0]!.options).toHaveLength(COLLECTIONS.length);
    expect(groups[1]!.options).toEqual([{ id: 'shirtvskins', label: 'Shirt vs Skins (Partner Picks)' }]);
    expect(groups[2]!.options).toEqual([{ id: 'cozy-socks', label: 'Cozy Socks' }]);
  });

  it('falls back to the built-in ones when the list did not load', () => {
    expect(categorySelectGroups(undefined).map((g) => g.options.length)).toEqual([COLLECTIONS.length, 1]);
  });

  const gifts: GiftCategory[] = (['recipient', 'occasion', 'price'] as const).flatMap((type) =>
    GIFT_CATEGORY_VALUES[type].map((v) => ({ _id: v.value, type, value: v.value, name: v.name })),
  );

  it('offers recipients and occasions as tags, never price bands', () => {
    const groups = giftTagGroups(gifts);
    expect(groups.map((g) => [g.label, g.options.length])).toEqual([
      ['Recipient', 7],
      ['Occasion', 7],
    ]);
    expect(giftTagGroups([])).toEqual([]);
  });

  it('knows which gift categories are missing', () => {
    expect(missingGiftCategories(gifts)).toEqual([]);
    expect(missingGiftCategories([])).toHaveLength(18);
    expect(missingGiftCategories(gifts.filter((g) => g._id !== 'luxury'))).toEqual(['luxury']);
  });
});
