import { z } from 'zod';

/** Longest search text the API accepts (the search box's maxLength too). */
export const SEARCH_QUERY_MAX = 100;
/** How many products and collections the search box suggests at most. */
export const SUGGESTED_PRODUCTS_MAX = 5;
export const SUGGESTED_COLLECTIONS_MAX = 3;

export const searchSuggestionsQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
});

/** What the search box offers while the visitor types: products and collections whose names match. */
export const searchSuggestionsSchema = z.object({
  products: z.array(
    z.object({ _id: z.string(), name: z.string(), imageUrl: z.string(), price: z.number().nullable() }),
  ),
  collections: z.array(z.object({ id: z.string(), name: z.string(), emoji: z.string(), href: z.string() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
