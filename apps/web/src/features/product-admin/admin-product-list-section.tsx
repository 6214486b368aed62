import { COLLECTIONS, SUBCOLLECTIONS, type AdminListProduct, type Category } from '@dd/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { RetryButton } from '../../components/query-state';
import { StateMessage } from '../../components/state-message';
import { TextField } from '../../components/text-field';
import { AdminNotice } from './admin-notice';
import { isPasswordSessionError, loadFailure } from './admin-product-errors';
import { filterAdminProducts, LIST_PAGE_SIZE } from './admin-product-list';
import { AdminProductRows, type RowNote } from './admin-product-rows';
import { useRowRefresh } from './use-row-refresh';

interface AdminProductListSectionProps {
  password: string;
  list: UseQueryResult<AdminListProduct[]>;
  products: AdminListProduct[];
  categories: readonly Category[] | undefined;
  notice: RowNote | null;
  /** The countdown to the list's reload after a refresh, when one is set. */
  reloading: string | null;
  scheduleReload: () => void;
  editingId: string | null;
  onEdit: (row: AdminListProduct) => void;
  onDelete: (row: AdminListProduct) => void;
  onSessionError: () => void;
}

/** The products list: its search, load failure, rows (edit, delete, refresh) and "Show more". */
export function AdminProductListSection(props: AdminProductListSectionProps) {
  const { list, products, categories } = props;
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const { notes, busyId, refreshOne } = useRowRefresh(props.password, props.onSessionError, props.scheduleReload);

  const categoryNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const c of COLLECTIONS) names.set(c.id, c.name);
    for (const s of SUBCOLLECTIONS) names.set(s.id, s.name);
    for (const c of categories ?? []) names.set(c._id, c.name);
    return names;
  }, [categories]);

  const filtered = useMemo(() => filterAdminProducts(products, search), [products, search]);
  const visible = filtered.slice(0, shown);

  return (
    <section aria-labelledby="admin-list-title" className="flex flex-col gap-4">
      <ListHeader
        status={
          (list.isFetching
            ? 'Reloading the list...'
            : search.trim()
              ? `${filtered.length} of ${products.length} products match.`
              : `${products.length} products, newest first.`) +
          (props.reloading && !list.isFetching ? ` ${props.reloading}` : '')
        }
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setShown(LIST_PAGE_SIZE);
        }}
      />
      {list.isError && !isPasswordSessionError(list.error) && <LoadFailure list={list} />}
      {props.notice && <AdminNotice note={props.notice} />}

      {products.length === 0 ? (
        <StateMessage kind="empty" title="No products yet">
          <p>Add the first one with the form above.</p>
        </StateMessage>
      ) : filtered.length === 0 ? (
        <StateMessage kind="empty" title={`No product matches “${search.trim()}”`}>
          <Button variant="secondary" onClick={() => setSearch('')}>
            Clear the search
          </Button>
        </StateMessage>
      ) : (
        <>
          <AdminProductRows
            rows={visible}
            categoryNames={categoryNames}
            editingId={props.editingId}
            busyId={busyId}
            notes={notes}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
            onRefresh={(row) => void refreshOne(row)}
          />
          {filtered.length > visible.length && (
            <Button variant="secondary" className="self-center" onClick={() => setShown((n) => n + LIST_PAGE_SIZE)}>
              Show more ({filtered.length - visible.length} left)
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function ListHeader({ status, search, onSearch }: { status: string; search: string; onSearch: (v: string) => void }) {
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

function LoadFailure({ list }: { list: UseQueryResult<AdminListProduct[]> }) {
  const failure = loadFailure(list.error);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-danger/5 px-4 py-3 text-danger"
    >
      <div>
        <p className="font-bold">{failure.message}</p>
        {failure.detail && <p className="text-sm">{failure.detail}</p>}
      </div>
      <RetryButton query={list} size="sm" />
    </div>
  );
}
