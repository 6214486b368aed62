import { taxonomyEndpoints } from '@dd/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { CATALOG_KEY } from './catalog-key';

/**
 * The admin catalogue's taxonomies, as every visitor reads them (collections pages, gift finder) and the
 * admin catalogue edits them; under the catalogue's root, so a catalogue change reaches them too.
 */
export const taxonomyKeys = {
  categories: [...CATALOG_KEY, 'categories'] as const,
  giftCategories: [...CATALOG_KEY, 'gift-categories'] as const,
};

export const fetchCategories = (signal?: AbortSignal) => call(taxonomyEndpoints.categories, {}, { signal });
export const fetchGiftCategories = (signal?: AbortSignal) => call(taxonomyEndpoints.giftCategories, {}, { signal });

/** Every category: built-in collections and subcollections first, then the ones admins added. */
export function useCategories() {
  return useQuery({
    queryKey: taxonomyKeys.categories,
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 60_000,
  });
}

/** The categories admins added (they show beside the built-in collections). */
export function useCustomCategories() {
  return useQuery({
    queryKey: taxonomyKeys.categories,
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 60_000,
    select: (all) => all.filter((c) => !c.builtIn),
  });
}

/** Recipient, occasion and price gift categories; empty until an admin initialises them. */
export function useGiftCategories() {
  return useQuery({
    queryKey: taxonomyKeys.giftCategories,
    queryFn: ({ signal }) => fetchGiftCategories(signal),
    staleTime: 60_000,
  });
}
