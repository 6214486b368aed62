import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  describeGiftFilters,
  giftFilterParams,
  giftFinderOptions,
  hasGiftFilters,
  parseGiftFilters,
  withGiftFilters,
  type GiftFilters,
  type GiftFinderOptions,
} from './gift-filters';
import { useGiftCategories } from '../../lib/taxonomy-api';

/** The gift finder's recipient, occasion and price band, read from and written to the URL (Back undoes a change). */
export function useGiftFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseGiftFilters(params);
  const update = useCallback(
    (patch: Partial<GiftFilters>) => setParams((prev) => withGiftFilters(prev, patch), { preventScrollReset: true }),
    [setParams],
  );
  const clear = useCallback(() => update({ recipient: '', occasion: '', priceBand: '' }), [update]);
  return { filters, update, clear };
}

/**
 * The finder for a product list: the URL's filters, the options from the server's gift categories (empty while
 * they load, so the finder holds its place instead of pushing the list down when they arrive; null when none
 * exist, so the finder hides) and the filters in words for the empty state.
 */
export function useGiftFinder() {
  const { filters, update, clear } = useGiftFilters();
  const gifts = useGiftCategories();
  const options = useMemo(() => (gifts.data ? giftFinderOptions(gifts.data) : null), [gifts.data]);
  const available =
    gifts.isPending ||
    (options !== null && options.recipients.length + options.occasions.length + options.priceBands.length > 0);
  const active = hasGiftFilters(filters);
  return {
    filters,
    update,
    clear,
    options: available ? (options ?? EMPTY_OPTIONS) : null,
    active,
    description: active ? describeGiftFilters(filters, options ?? EMPTY_OPTIONS) : '',
    params: giftFilterParams(filters),
  };
}

const EMPTY_OPTIONS: GiftFinderOptions = { recipients: [], occasions: [], priceBands: [] };
