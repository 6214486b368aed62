import type { ProductSort } from '@dd/contracts';
import type { ReactNode } from 'react';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

interface CollectionToolbarProps {
  /** Tabs, when the list has them. */
  tabs?: ReactNode;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  q: string;
  onSearch: (q: string) => void;
  searchLabel: string;
}

/** Tabs, search within the list and sort order, above a product grid. */
export function CollectionToolbar({ tabs, sort, onSort, q, onSearch, searchLabel }: CollectionToolbarProps) {
  return (
    <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      {tabs}
      <div className="flex items-center gap-2 sm:gap-3 lg:ml-auto">
        <SearchBox
          value={q}
          onChange={onSearch}
          label={searchLabel}
          placeholder="Search picks"
          className="min-w-0 flex-1 lg:w-72 lg:flex-none"
        />
        <SortSelect value={sort} onChange={onSort} className="w-[45%] shrink-0 sm:w-64" />
      </div>
    </div>
  );
}
