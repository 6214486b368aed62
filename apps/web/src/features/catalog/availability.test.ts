import { describe, expect, it } from 'vitest';
import { availabilityTone } from './availability';

describe('availabilityTone', () => {
  it.each(['In Stock', 'Usually ships within 2 days'])('is good for the in-stock note %j', (note) => {
    expect(availabilityTone(note)).toBe('good');
  });

  it.each(['Out of Stock', 'Currently unavailable.', 'Temporarily not available', 'Pre-order'])(
    'stays neutral for the bad or unknown note %j',
    (note) => expect(availabilityTone(note)).toBe('neutral'),
  );
});
