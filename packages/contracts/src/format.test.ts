import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice, sourceLabel } from './format.js';

describe('formatPrice', () => {
  it('uses US format with a $ prefix and two decimals', () => {
    expect(formatPrice(1299.9)).toBe('$1,299.90');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(24.999)).toBe('$25.00');
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
});
