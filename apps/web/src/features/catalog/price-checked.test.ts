import { describe, expect, it } from 'vitest';
import { priceCheckedLabel } from './price-checked';

const now = new Date('2025-03-14T12:00:00Z');

describe('priceCheckedLabel', () => {
  it('says when the price was checked', () => {
    expect(priceCheckedLabel('2025-03-14T09:00:00Z', now)).toBe('Price checked 3 hours ago');
  });

  it('says nothing without a last-updated time', () => {
    expect(priceCheckedLabel(null, now)).toBeNull();
    expect(priceCheckedLabel('garbage', now)).toBeNull();
  });
});
