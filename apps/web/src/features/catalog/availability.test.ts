import { describe, expect, it } from 'vitest';
import { availabilityTone } from './availability';

describe('availabilityTone', () => {
  it('is good for in-stock notes', () => {
    expect(availabilityTone('In Stock')).toBe('good');
    expect(availabilityTone('Usually ships within 2 days')).toBe('good');
  });

  it('stays neutral for bad or unknown notes', () => {
    expect(availabilityTone('Out of Stock')).toBe('neutral');
    expect(availabilityTone('Currently unavailable.')).toBe('neutral');
    expect(availabilityTone('Temporarily not available')).toBe('neutral');
    expect(availabilityTone('Pre-order')).toBe('neutral');
  });
});
