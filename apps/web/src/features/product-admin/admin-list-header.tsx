import { TextField } from '../../components/text-field';

/** The list's title, its status line (how many, reloading) and the search field. */
export function AdminListHeader({
  status,
  search,
  onSearch,
}: {
  status: string;
  search: string;
  onSearch: (v: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id="admin-list-title" className="text-2xl font-extrabold text-ink">
          Products
        </h2>
        <p className="text-sm text-ink-soft" role="status">
          {status}
        </p>
      </div>
      <div className="w-full sm:w-80">
        <TextField
          label="Search products"
          type="search"
          placeholder="Title, ID or ASIN"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
    </div>
  );
}
