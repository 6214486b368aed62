import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice, sourceLabel } from './format.js';

// What the hand-written formatters must equal: the browser's first Intl object is the cost they avoid.
const intlUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlCount = new Intl.NumberFormat('en-US');

describe('formatPrice', () => {
  it('uses US format with a $ prefix and two decimals', () => {
    expect(formatPrice(1299.9)).toBe('$1,299.90');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(24.999)).toBe('$25.00');
  });
  it("equals Intl's en-US currency format for any finite number", () => {
    const prices = fc.oneof(
      fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((cents) => cents / 100),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0.125, 1.005, 2.675, 0.005, -0.004, -0, 999.995, 999_999.995, 1e20, 1e21, 1.5e300),
    );
    fc.assert(
      fc.property(prices, (price) => formatPrice(price) === intlUsd.format(price)),
      {
        numRuns: 3000,
      },
    );
  });
  it("reads 'Not available' without a price", () => {
    expect(formatPrice(null)).toBe('Not available');
    expect(formatPrice(undefined)).toBe('Not available');
    expect(formatPrice(Number.NaN)).toBe('Not available');
  });
});

describe('sourceLabel', () => {
  it('names the primary retailer and calls anything else Other Retailer', () => {
    expect(sourceLabel('amazon')).toBe('Amazon');
    expect(sourceLabel('other')).toBe('Other Retailer');
    expect(sourceLabel('etsy')).toBe('Other Retailer');
  });
});

describe('formatCount', () => {
  it('adds thousands separators', () => expect(formatCount(1234567)).toBe('1,234,567'));
  it("equals Intl's en-US format for any number", () => {
    const counts = fc.oneof(
      fc.integer(),
      fc.maxSafeInteger(),
      fc.double(),
      fc.constantFrom(0, -0, 999, 1000, -1000, 2 ** 53, Infinity, -Infinity, Number.NaN),
    );
    fc.assert(
      fc.property(counts, (n) => formatCount(n) === intlCount.format(n)),
      { numRuns: 3000 },
    );
  });
});
