import type { AdminListProduct, AdminProductForm } from '@dd/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AdminDeleteDialog } from './admin-delete-dialog';
import { AdminEditorSection } from './admin-editor-section';
import { isPasswordSessionError } from './admin-product-errors';
import { affiliateTagOf } from './admin-product-form';
import { reloadCountdownText } from './admin-product-list';
import { AdminProductListSection } from './admin-product-list-section';
import type { RowNote } from './admin-product-rows';
import { AdminSessionBar } from './admin-session-bar';
import { useAdminProductList, useCategoryChoices, useGiftCategoryChoices } from './api';
import { adminProductKeys } from './query-keys';
import { useDelayedReload } from './use-delayed-reload';
import { useProductDelete } from './use-product-delete';
import { useProductDraft } from './use-product-draft';

interface AdminProductsWorkspaceProps {
  password: string;
  initialProducts: AdminListProduct[];
  /** A suggestion to add (router state from the suggestions screen). */
  initialAdd: AdminProductForm | null;
  onSessionError: () => void;
  onLogout: () => void;
}

/** The logged-in state of the product admin page: the form, the list and the refresh (storefront spec section 2). */
export function AdminProductsWorkspace(props: AdminProductsWorkspaceProps) {
  const { password, onSessionError } = props;
  const queryClient = useQueryClient();
  const list = useAdminProductList(password, props.initialProducts);
  const categories = useCategoryChoices();
  const gifts = useGiftCategoryChoices();
  const products = useMemo(() => list.data ?? [], [list.data]);
  const affiliateTag = useMemo(() => affiliateTagOf(products), [products]);
  const [listNotice, setListNotice] = useState<RowNote | null>(null);

  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);
  const { msLeft, schedule } = useDelayedReload(reload);
  const reloading = msLeft !== null ? reloadCountdownText(msLeft) : null;

  // The password stopped working while reloading the list.
  useEffect(() => {
    if (isPasswordSessionError(list.error)) onSessionError();
  }, [list.error, onSessionError]);

  const editor = useProductDraft({
    password,
    initialAdd: props.initialAdd,
    categories: categories.data,
    gifts: gifts.data,
    onSaved: reload,
    onSessionError,
  });
  const remove = useProductDelete(password, onSessionError, (row: AdminListProduct) => {
    setListNotice({ kind: 'success', message: `Deleted “${row.title}”.` });
    if (editor.editing?.id === row.id) editor.stopEditing();
    queryClient.setQueryData<AdminListProduct[]>(adminProductKeys.list, (rows) => rows?.filter((r) => r.id !== row.id));
    reload();
  });

  return (
    <div className="flex flex-col gap-8">
      <AdminSessionBar
        password={password}
        reloading={reloading}
        scheduleReload={schedule}
        onSessionError={onSessionError}
        onLogout={props.onLogout}
      />
      <AdminEditorSection editor={editor} categories={categories.data} gifts={gifts.data} affiliateTag={affiliateTag} />
      <AdminProductListSection
        password={password}
        list={list}
        products={products}
        categories={categories.data}
        notice={listNotice}
        reloading={reloading}
        scheduleReload={schedule}
        editingId={editor.editing?.id ?? null}
        onEdit={editor.startEdit}
        onDelete={remove.ask}
        onSessionError={onSessionError}
      />
      <AdminDeleteDialog remove={remove} />
    </div>
  );
}
