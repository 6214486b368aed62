import { COLLECTIONS, SUBCOLLECTIONS, type AdminListProduct, type Category } from '@dd/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { StateMessage } from '../../components/state-message';
import { AdminNotice } from './admin-notice';
import { isPasswordSessionError } from './admin-product-errors';
import { AdminListHeader } from './admin-list-header';
import { AdminListLoadFailure } from './admin-list-load-failure';
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
      <AdminListHeader
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
      {list.isError && !isPasswordSessionError(list.error) && <AdminListLoadFailure list={list} />}
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
