import { GIFT_CATEGORY_VALUES, type GiftCategory } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  describeGiftFilters,
  giftFilterParams,
  giftFinderOptions,
  hasGiftFilters,
  NO_GIFT_FILTERS,
  parseGiftFilters,
  withGiftFilters,
} from './gift-filters';

const q = (s: string) => new URLSearchParams(s);

describe('gift filters in the URL', () => {
  it('reads recipient, occasion and price band', () => {
    expect(parseGiftFilters(q('recipient=for-mom&occasion=birthday&priceBand=under-25'))).toEqual({
      recipient: 'for-mom',
      occasion: 'birthday',
      priceBand: 'under-25',
    });
    expect(parseGiftFilters(q(''))).toEqual(NO_GIFT_FILTERS);
  });

  it('ignores malformed values and unknown price bands', () => {
    expect(parseGiftFilters(q('recipient=<script>&occasion=' + 'x'.repeat(40) + '&priceBand=cheap'))).toEqual(
      NO_GIFT_FILTERS,
    );
    expect(parseGiftFilters(q('priceBand=toString'))).toEqual(NO_GIFT_FILTERS);
  });

  it('writes changes, leaving "any" out and other parameters alone', () => {
    const next = withGiftFilters(q('tab=other&sort=price-asc&recipient=for-dad'), {
      occasion: 'holiday',
      priceBand: 'luxury',
    });
    expect(next.toString()).toBe('tab=other&sort=price-asc&recipient=for-dad&occasion=holiday&priceBand=luxury');
    expect(withGiftFilters(next, { recipient: '', occasion: '', priceBand: '' }).toString()).toBe(
      'tab=other&sort=price-asc',
    );
    expect(withGiftFilters(q(''), { priceBand: 'nope' }).toString()).toBe('');
  });

  it('round-trips', () => {
    const filters = { recipient: 'for-kids', occasion: 'just-because', priceBand: 'under-100' };
    expect(parseGiftFilters(withGiftFilters(q(''), filters))).toEqual(filters);
  });

  it('turns into list parameters and words', () => {
    const filters = { recipient: 'for-mom', occasion: '', priceBand: 'under-25' };
    expect(hasGiftFilters(filters)).toBe(true);
    expect(hasGiftFilters(NO_GIFT_FILTERS)).toBe(false);
    expect(giftFilterParams(filters)).toEqual({ recipient: 'for-mom', priceBand: 'under-25' });
    expect(giftFilterParams(NO_GIFT_FILTERS)).toEqual({});

    const all: GiftCategory[] = (['recipient', 'occasion', 'price'] as const).flatMap((type) =>
      GIFT_CATEGORY_VALUES[type].map((v) => ({ _id: v.value, type, value: v.value, name: v.name })),
    );
    const options = giftFinderOptions(all);
    expect([options.recipients.length, options.occasions.length, options.priceBands.length]).toEqual([7, 7, 4]);
    expect(options.priceBands[3]).toEqual({ id: 'luxury', label: 'Luxury ($100+)' });
    expect(describeGiftFilters(filters, options)).toBe('For Mom · Under $25');
    expect(describeGiftFilters({ ...filters, recipient: 'for-aliens' }, options)).toBe('for-aliens · Under $25');
  });
});
