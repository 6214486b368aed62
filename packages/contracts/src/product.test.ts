import { describe, expect, it } from 'vitest';
import {
  amazonAffiliateUrl,
  DEFAULT_PRODUCT_DESCRIPTION,
  DEFAULT_PRODUCT_NAME,
  extractAdminPrice,
  normalizeProduct,
  parsePrice,
  PLACEHOLDER_IMAGE,
} from './product.js';

const NOW = new Date('2026-11-25T15:30:00Z');

describe('parsePrice', () => {
  it.each([
    ['$1,299.99', 1299.99],
    ['24.5', 24.5],
    [' $ 3 ', 3],
    [19.99, 19.99],
    ['0', 0],
  ])('parses %j as %d', (input, expected) => expect(parsePrice(input)).toBe(expected));

  it.each([['abc'], [''], ['$'], [Number.NaN], [null], [undefined], [{}], ['12.3.4']])('turns %j into null', (input) =>
    expect(parsePrice(input)).toBeNull(),
  );
});

describe('extractAdminPrice', () => {
  it('takes the first number with up to two decimals', () => {
    expect(extractAdminPrice('Now only $24.99!')).toBe(24.99);
    expect(extractAdminPrice('$1,049.5 was 1200')).toBe(1049.5);
    expect(extractAdminPrice('12.345')).toBe(12.34);
  });
  it('falls back to 0', () => {
    expect(extractAdminPrice('call us')).toBe(0);
    expect(extractAdminPrice(undefined)).toBe(0);
  });
});

describe('normalizeProduct', () => {
  it('applies every default to an empty record', () => {
    const p = normalizeProduct({ asin: 'B0TEST0001' }, NOW);
    expect(p).toEqual({
      _id: 'B0TEST0001',
      name: DEFAULT_PRODUCT_NAME,
      title: DEFAULT_PRODUCT_NAME,
      description: DEFAULT_PRODUCT_DESCRIPTION,
      price: null,
      imageUrl: PLACEHOLDER_IMAGE,
      affiliateUrl: '#',
      viralFactor: '',
      categories: [],
      dropDate: '2026-11-25',
      images: [],
      source: 'amazon',
      asin: 'B0TEST0001',
      availability: null,
      lastUpdated: null,
    });
  });

  it('prefers _id over asin, title over name, detailPageUrl over affiliateUrl', () => {
    const p = normalizeProduct(
      {
        _id: 'custom-1',
        asin: 'B0X',
        title: 'Title wins',
        name: 'Name loses',
        detailPageUrl: 'https://retailer.example/detail',
        affiliateUrl: 'https://retailer.example/aff',
        price: '$1,234.50',
        source: 'other',
        images: ['/a.svg', 42, '', '/b.svg'],
        categories: ['tech', null, 'home'],
      },
      NOW,
    );
    expect(p._id).toBe('custom-1');
    expect(p.name).toBe('Title wins');
    expect(p.affiliateUrl).toBe('https://retailer.example/detail');
    expect(p.price).toBe(1234.5);
    expect(p.source).toBe('other');
    expect(p.images).toEqual(['/a.svg', '/b.svg']);
    expect(p.imageUrl).toBe('/a.svg');
    expect(p.categories).toEqual(['tech', 'home']);
  });

  it('keeps a valid dropDate and replaces an invalid one with today', () => {
    expect(normalizeProduct({ dropDate: '2026-10-01T12:00:00.000Z' }, NOW).dropDate).toBe('2026-10-01T12:00:00.000Z');
    expect(normalizeProduct({ dropDate: 'not a date' }, NOW).dropDate).toBe('2026-11-25');
  });

  it('treats any unknown source as the primary retailer', () => {
    expect(normalizeProduct({ source: 'ebay' }, NOW).source).toBe('amazon');
  });
});

describe('amazonAffiliateUrl', () => {
  it('builds the product page URL with the tag', () => {
    expect(amazonAffiliateUrl('B0ABC12345', 'dd-20')).toBe('https://www.amazon.com/dp/B0ABC12345?tag=dd-20');
  });
});
