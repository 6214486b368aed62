import type { AdminListProduct } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  canRefresh,
  filterAdminProducts,
  formatLastUpdated,
  refreshSummary,
  reloadCountdownText,
  rowCategories,
  rowPrice,
} from './admin-product-list';

const base: AdminListProduct = {
  id: 'glow-duck',
  asin: 'B0TESTDUCK',
  title: 'Glow Duck',
  price: '$19.99',
  imageUrl: '/catalog/duck.svg',
  detailPageUrl: 'https://www.amazon.com/dp/B0TESTDUCK',
  availability: null,
  lastUpdated: null,
  source: 'amazon',
  giftCategories: [],
  frontendData: JSON.stringify({ categories: ['toys'] }),
};
const lamp: AdminListProduct = { ...base, id: 'lava-lamp', asin: null, title: 'Lava Lamp', source: 'other' };
const sock: AdminListProduct = { ...base, id: 'sock-7', asin: 'B0SOCKS777', title: 'Meme Socks' };

describe('filterAdminProducts', () => {
  const rows = [base, lamp, sock];
  it('matches title, id and ASIN in any case', () => {
    expect(filterAdminProducts(rows, 'LAMP').map((r) => r.id)).toEqual(['lava-lamp']);
    expect(filterAdminProducts(rows, 'sock-7').map((r) => r.id)).toEqual(['sock-7']);
    expect(filterAdminProducts(rows, 'b0testduck').map((r) => r.id)).toEqual(['glow-duck']);
    expect(filterAdminProducts(rows, '  duck ').map((r) => r.id)).toEqual(['glow-duck']);
  });
  it('lists everything for an empty search and nothing for no match', () => {
    expect(filterAdminProducts(rows, '   ')).toEqual(rows);
    expect(filterAdminProducts(rows, 'zebra')).toEqual([]);
  });
});

describe('row fields', () => {
  it('reads the price text as the spec says', () => {
    expect(rowPrice(base)).toBe(19.99);
    expect(rowPrice({ ...base, price: 'Now $1,299.5 only' })).toBe(1299.5);
    expect(rowPrice({ ...base, price: 'ask' })).toBe(0);
    expect(rowPrice({ ...base, price: null })).toBeNull();
  });
  it('reads the categories from the public fields', () => {
    expect(rowCategories(base)).toEqual(['toys']);
    expect(rowCategories({ ...base, frontendData: 'broken' })).toEqual([]);
  });
  it('offers a refresh for Amazon products with an ASIN only', () => {
    expect(canRefresh(base)).toBe(true);
    expect(canRefresh(lamp)).toBe(false);
    expect(canRefresh({ ...base, asin: null })).toBe(false);
  });
  it('formats the last update', () => {
    expect(formatLastUpdated(null)).toBe('Never');
    expect(formatLastUpdated('garbage')).toBe('Never');
    expect(formatLastUpdated('2026-05-01T12:00:00.000Z')).toMatch(/^May 1, 2026/);
  });
});

describe('refresh texts', () => {
  it('sums up a report', () => {
    expect(
      refreshSummary({
        success: true,
        message: 'Refreshed',
        requested: 3,
        updated: 2,
        failed: [{ asin: 'X', error: 'gone' }],
      }),
    ).toBe('Refreshed (2 of 3 updated, 1 failed).');
    expect(refreshSummary({ success: true, message: '', requested: 1, updated: 1, failed: [] })).toBe(
      '1 of 1 updated.',
    );
  });
  it('counts down the reload', () => {
    expect(reloadCountdownText(5000)).toBe('The list reloads in 5 seconds.');
    expect(reloadCountdownText(1200)).toBe('The list reloads in 2 seconds.');
    expect(reloadCountdownText(300)).toBe('The list reloads in 1 second.');
  });
});
