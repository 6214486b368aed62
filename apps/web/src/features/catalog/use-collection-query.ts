import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseCollectionQuery, withCollectionQuery, type CollectionQuery } from './collection-query';

/**
 * Tab, sort and search text of a product list, read from and written to the URL. Tab and sort
 * changes add a history entry (Back undoes them). A new search adds one too, but refining it while
 * typing replaces it, so Back is not a letter-by-letter undo.
 */
export function useCollectionQuery() {
  const [params, setParams] = useSearchParams();
  const view = parseCollectionQuery(params);
  const update = useCallback(
    (patch: Partial<CollectionQuery>, replace = false) =>
      setParams((prev) => withCollectionQuery(prev, patch), { replace, preventScrollReset: true }),
    [setParams],
  );
  const searching = view.q !== '';
  const setSearch = useCallback((q: string) => update({ q }, searching), [update, searching]);
  return { view, update, setSearch };
}
