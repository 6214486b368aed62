import { emptyAdminProductForm, validateAdminProduct, type AdminListProduct } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  affiliateTagOf,
  generatedAffiliateUrl,
  isAsinChange,
  isGeneratedAmazonUrl,
  parseFrontendData,
  prefillForm,
  productToForm,
  toRequestBody,
} from './admin-product-form';

function row(overrides: Partial<AdminListProduct> = {}, data: Record<string, unknown> = {}): AdminListProduct {
  return {
    id: 'glow-duck',
    asin: 'B0TESTDUCK',
    title: 'Glow Duck',
    price: '$19.99',
    imageUrl: '/catalog/duck.svg',
    detailPageUrl: 'https://www.amazon.com/dp/B0TESTDUCK?tag=drops-20',
    availability: 'In Stock',
    lastUpdated: null,
    source: 'amazon',
    giftCategories: ['for-kids', 'birthday'],
    frontendData: JSON.stringify({
      _id: 'glow-duck',
      name: 'Glow Duck',
      description: 'A duck that glows.',
      price: 19.99,
      imageUrl: '/catalog/duck.svg',
      images: ['/catalog/duck.svg', '/catalog/duck-2.svg'],
      affiliateUrl: 'https://www.amazon.com/dp/B0TESTDUCK?tag=drops-20',
      viralFactor: '2M views',
      categories: ['toys', 'tiktok'],
      dropDate: '2026-04-01T00:00:00.000Z',
      ...data,
    }),
    ...overrides,
  };
}

/** The row's product as both the edit form and the request carry it (they differ in the price's and images' types). */
const DUCK_FIELDS = {
  id: 'glow-duck',
  asin: 'B0TESTDUCK',
  name: 'Glow Duck',
  description: 'A duck that glows.',
  imageUrl: '/catalog/duck.svg',
  // Generated from the ASIN: left empty so a new ASIN gets a new link.
  affiliateUrl: '',
  viralFactor: '2M views',
  categories: ['toys', 'tiktok'],
  giftCategories: ['for-kids', 'birthday'],
  source: 'amazon',
};

describe('parseFrontendData', () => {
  it('reads the public fields and ignores unreadable text', () => {
    expect(parseFrontendData(row().frontendData)).toMatchObject({ categories: ['toys', 'tiktok'], price: 19.99 });
    expect(parseFrontendData('not json')).toEqual({});
    expect(parseFrontendData('"text"')).toEqual({});
    expect(parseFrontendData(JSON.stringify({ categories: 'toys', price: 'x' }))).toEqual({});
  });
});

describe('productToForm', () => {
  it('fills every field of the edit form from a list row', () => {
    expect(productToForm(row())).toEqual({
      ...DUCK_FIELDS,
      price: '19.99',
      images: '/catalog/duck.svg, /catalog/duck-2.svg',
    });
  });

  it('keeps a link typed by an admin, and an other retailer product URL', () => {
    const typed = row({}, { affiliateUrl: 'https://www.amazon.com/s?k=duck&tag=drops-20' });
    expect(productToForm(typed).affiliateUrl).toBe('https://www.amazon.com/s?k=duck&tag=drops-20');
    const other = row(
      { source: 'other', asin: null, detailPageUrl: 'https://shop.example/duck' },
      { affiliateUrl: 'https://shop.example/duck' },
    );
    expect(productToForm(other)).toMatchObject({
      affiliateUrl: 'https://shop.example/duck',
      asin: '',
      source: 'other',
    });
  });

  it('turns the storefront defaults back into empty fields and a whole-dollar price into two decimals', () => {
    const form = productToForm(
      row({ price: '$20' }, { description: 'No description available', price: 20, affiliateUrl: '#', images: [] }),
    );
    expect(form).toMatchObject({ description: '', price: '20.00', affiliateUrl: '', images: '' });
  });

  it('takes the price from the list text when the public fields lack it, and leaves an unknown price empty', () => {
    const noData = row({ price: 'Now $24.5!', frontendData: '{}' });
    expect(productToForm(noData).price).toBe('24.50');
    expect(productToForm(row({ price: null }, { price: null })).price).toBe('');
  });

  it('gives a form the shared rules accept unchanged', () => {
    const { errors } = validateAdminProduct(productToForm(row()), 'update');
    expect(errors).toEqual({});
  });
});

describe('isGeneratedAmazonUrl', () => {
  it.each([
    ['https://www.amazon.com/dp/B0TESTDUCK?tag=x-20', 'B0TESTDUCK', true],
    ['https://www.amazon.com/dp/B0TESTDUCK', 'B0TESTDUCK', true],
    ['https://www.amazon.com/dp/B0OTHER000?tag=x-20', 'B0TESTDUCK', false],
    ['https://www.amazon.com/dp/B0TESTDUCK?tag=x&ref=y', 'B0TESTDUCK', false],
    ['https://www.amazon.com/dp/B0TESTDUCK', null, false],
    ['not a url', 'B0TESTDUCK', false],
  ])('recognises only the product page link of that ASIN: %s for %s is %s', (url, asin, generated) => {
    expect(isGeneratedAmazonUrl(url, asin)).toBe(generated);
  });
});

describe('affiliateTagOf', () => {
  it("finds the site's tag in a link generated from an ASIN", () => {
    const other = row({ source: 'other', detailPageUrl: 'https://www.amazon.com/dp/B0TESTDUCK?tag=nope' });
    const search = row({ detailPageUrl: 'https://www.amazon.com/s?k=duck&tag=seed-20' });
    const generated = row({ asin: 'B0GENERATE', detailPageUrl: 'https://www.amazon.com/dp/B0GENERATE?tag=drops-20' });
    expect(affiliateTagOf([other, search, generated])).toBe('drops-20');
    expect(affiliateTagOf([other, search])).toBeNull();
    expect(affiliateTagOf([row({ detailPageUrl: 'https://www.amazon.com/dp/B0TESTDUCK' })])).toBeNull();
  });
});

describe('generatedAffiliateUrl', () => {
  const amazon = { ...emptyAdminProductForm(), asin: 'b0testduck' };
  it('shows the link an Amazon product without one will get', () => {
    expect(generatedAffiliateUrl(amazon, 'drops-20')).toBe('https://www.amazon.com/dp/B0TESTDUCK?tag=drops-20');
    expect(generatedAffiliateUrl(amazon, null)).toBe('https://www.amazon.com/dp/B0TESTDUCK');
  });
  it('shows none for a typed link, a missing ASIN or another retailer', () => {
    expect(generatedAffiliateUrl({ ...amazon, affiliateUrl: 'https://a.example' }, 'x')).toBeNull();
    expect(generatedAffiliateUrl({ ...amazon, asin: ' ' }, 'x')).toBeNull();
    expect(generatedAffiliateUrl({ ...amazon, source: 'other' }, 'x')).toBeNull();
  });
});

describe('prefillForm', () => {
  it('opens the add form with the suggestion', () => {
    expect(prefillForm({ prefill: { name: 'Sock', affiliateUrl: 'https://s.example', source: 'other' } })).toEqual({
      ...emptyAdminProductForm(),
      name: 'Sock',
      affiliateUrl: 'https://s.example',
      source: 'other',
    });
    expect(prefillForm({ prefill: { name: 'Sock', source: 'amazon' } })?.source).toBe('amazon');
  });
  it('ignores anything else in the router state', () => {
    expect(prefillForm(null)).toBeNull();
    expect(prefillForm({ from: '/x' })).toBeNull();
    expect(prefillForm({ prefill: 'x' })).toBeNull();
  });
});

describe('toRequestBody and isAsinChange', () => {
  const valid = (form = productToForm(row())) => {
    const { values } = validateAdminProduct(form, 'update');
    if (!values) throw new Error('invalid');
    return values;
  };

  it('sends the form values, without an ASIN for another retailer', () => {
    expect(toRequestBody(valid())).toEqual({
      ...DUCK_FIELDS,
      price: 19.99,
      images: ['/catalog/duck.svg', '/catalog/duck-2.svg'],
    });
    const other = valid({ ...productToForm(row()), source: 'other', affiliateUrl: 'https://shop.example/duck' });
    expect(toRequestBody(other).asin).toBeNull();
  });

  it('is an ASIN change only for an Amazon product that stays Amazon with another ASIN', () => {
    const original = row();
    expect(isAsinChange(original, valid())).toBe(false);
    expect(isAsinChange(original, valid({ ...productToForm(original), asin: 'b0newasin1' }))).toBe(true);
    const toOther = valid({
      ...productToForm(original),
      asin: 'B0NEWASIN1',
      source: 'other',
      affiliateUrl: 'https://x.example',
    });
    expect(isAsinChange(original, toOther)).toBe(false);
  });
});
