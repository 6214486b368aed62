import {
  ADMIN_TEXT,
  COLLECTIONS,
  emptyAdminProductForm,
  SUBCOLLECTIONS,
  validateAdminProduct,
  type AdminListProduct,
  type AdminProductErrors,
  type AdminProductForm,
} from '@dd/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { RetryButton } from '../../components/query-state';
import { StateMessage } from '../../components/state-message';
import { Tabs } from '../../components/tabs';
import { TextField } from '../../components/text-field';
import { cn } from '../../lib/cn';
import { AdminProductEditor, type SavedNote } from './admin-product-editor';
import {
  deleteFailure,
  isPasswordSessionError,
  loadFailure,
  refreshFailure,
  saveFailure,
  type Failure,
} from './admin-product-errors';
import { affiliateTagOf, isAsinChange, productToForm, toRequestBody } from './admin-product-form';
import { filterAdminProducts, LIST_PAGE_SIZE, refreshSummary, reloadCountdownText } from './admin-product-list';
import { AdminProductRows, type RowNote } from './admin-product-rows';
import {
  createAdminProduct,
  deleteAdminProduct,
  refreshAllProducts,
  refreshOneProduct,
  updateAdminProduct,
  useAdminProductList,
  useCategoryChoices,
  useGiftCategoryChoices,
} from './api';
import { adminProductKeys } from './query-keys';
import { categoryGroups, giftGroups, knownCategoryIds, knownGiftIds } from './category-options';
import { useDelayedReload } from './use-delayed-reload';

type Mode = 'create' | 'update';

interface Draft {
  form: AdminProductForm;
  errors: AdminProductErrors;
  failure: Failure | null;
  saved: SavedNote | null;
}

const freshDraft = (form: AdminProductForm, saved: SavedNote | null = null): Draft => ({
  form,
  errors: {},
  failure: null,
  saved,
});

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

  const [mode, setMode] = useState<Mode>('create');
  const [addDraft, setAddDraft] = useState<Draft>(() => freshDraft(props.initialAdd ?? emptyAdminProductForm()));
  const [editing, setEditing] = useState<AdminListProduct | null>(null);
  const [editDraft, setEditDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);

  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const [notes, setNotes] = useState<Record<string, RowNote>>({});
  const [busyId, setBusyId] = useState<string | null>(null);
  const [listNotice, setListNotice] = useState<RowNote | null>(null);
  const [refreshNotice, setRefreshNotice] = useState<RowNote | null>(null);
  const [refreshingAll, setRefreshingAll] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<AdminListProduct | null>(null);
  const [deleteError, setDeleteError] = useState<Failure | null>(null);
  const [deleting, setDeleting] = useState(false);
  const editorHeading = useRef<HTMLHeadingElement>(null);

  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);
  const { msLeft, schedule } = useDelayedReload(reload);

  // The password stopped working while reloading the list.
  useEffect(() => {
    if (isPasswordSessionError(list.error)) onSessionError();
  }, [list.error, onSessionError]);

  /** A 401 ends the password session; anything else is shown where it happened. */
  const handle = (error: unknown, show: () => void) => {
    if (isPasswordSessionError(error)) onSessionError();
    else show();
  };

  const categoryNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const c of COLLECTIONS) names.set(c.id, c.name);
    for (const s of SUBCOLLECTIONS) names.set(s.id, s.name);
    for (const c of categories.data ?? []) names.set(c._id, c.name);
    return names;
  }, [categories.data]);

  const filtered = useMemo(() => filterAdminProducts(products, search), [products, search]);
  const visible = filtered.slice(0, shown);

  const draft = mode === 'create' ? addDraft : (editDraft ?? addDraft);
  const setDraft: Dispatch<SetStateAction<Draft>> =
    mode === 'create'
      ? setAddDraft
      : (update) => setEditDraft((d) => (d ? (typeof update === 'function' ? update(d) : update) : d));

  const goToEditor = () =>
    requestAnimationFrame(() => {
      editorHeading.current?.scrollIntoView({ block: 'start' });
      editorHeading.current?.focus({ preventScroll: true });
    });

  const startEdit = (row: AdminListProduct) => {
    setEditing(row);
    setEditDraft(freshDraft(productToForm(row)));
    setMode('update');
    goToEditor();
  };

  const stopEditing = () => {
    setEditing(null);
    setEditDraft(null);
    setMode('create');
  };

  const save = async () => {
    const creating = mode === 'create';
    const target = editing;
    if (!creating && !target) return;
    const known = {
      categories: knownCategoryIds(categories.data),
      ...(knownGiftIds(gifts.data) ? { giftCategories: knownGiftIds(gifts.data) } : {}),
    };
    const { errors, values } = validateAdminProduct(draft.form, mode, known);
    if (!values) {
      setDraft((d) => ({ ...d, errors, failure: { message: ADMIN_TEXT.formInvalid, detail: null }, saved: null }));
      return;
    }
    const asinChange = target ? isAsinChange(target, values) : false;
    setDraft((d) => ({ ...d, errors: {}, failure: null, saved: null }));
    setSaving(true);
    try {
      const body = toRequestBody(values);
      if (creating) {
        const product = await createAdminProduct(password, body);
        setAddDraft(freshDraft(emptyAdminProductForm(), { product, created: true }));
      } else if (target) {
        const product = await updateAdminProduct(password, target.id, body);
        setEditing(product);
        setEditDraft(freshDraft(productToForm(product), { product, created: false }));
      }
      void refetch();
    } catch (err) {
      handle(err, () => {
        const f = saveFailure(err, { mode, asinChange });
        setDraft((d) => ({ ...d, errors: f.fields, failure: { message: f.message, detail: f.detail }, saved: null }));
      });
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    const row = pendingDelete;
    if (!row || deleting) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteAdminProduct(password, row.id);
      setPendingDelete(null);
      setListNotice({ kind: 'success', message: `Deleted “${row.title}”.` });
      if (editing?.id === row.id) stopEditing();
      queryClient.setQueryData<AdminListProduct[]>(adminProductKeys.list, (rows) =>
        rows?.filter((r) => r.id !== row.id),
      );
      void refetch();
    } catch (err) {
      handle(err, () => setDeleteError(deleteFailure(err)));
    } finally {
      setDeleting(false);
    }
  };

  const refreshOne = async (row: AdminListProduct) => {
    if (!row.asin || busyId) return;
    setBusyId(row.id);
    setNotes(({ [row.id]: _old, ...rest }) => rest);
    try {
      const report = await refreshOneProduct(password, row.asin);
      const failed = report.failed[0];
      const note: RowNote = failed
        ? { kind: 'error', message: ADMIN_TEXT.refreshOneFailed, detail: failed.error }
        : { kind: 'success', message: refreshSummary(report) };
      setNotes((n) => ({ ...n, [row.id]: note }));
      schedule();
    } catch (err) {
      handle(err, () => setNotes((n) => ({ ...n, [row.id]: { kind: 'error', ...refreshFailure(err, 'one') } })));
    } finally {
      setBusyId(null);
    }
  };

  const refreshAll = async () => {
    if (refreshingAll) return;
    setRefreshingAll(true);
    setRefreshNotice(null);
    try {
      const report = await refreshAllProducts(password);
      const failures = report.failed.map((f) => `${f.asin}: ${f.error}`);
      setRefreshNotice({
        kind: failures.length > 0 ? 'error' : 'success',
        message: refreshSummary(report),
        detail: failures.length > 0 ? failures.slice(0, 5).join('; ') + (failures.length > 5 ? '; ...' : '') : null,
      });
      schedule();
    } catch (err) {
      handle(err, () => setRefreshNotice({ kind: 'error', ...refreshFailure(err, 'all') }));
    } finally {
      setRefreshingAll(false);
    }
  };

  const tabs: Array<{ id: Mode; label: string }> = [
    { id: 'create', label: 'Add product' },
    ...(editing ? [{ id: 'update' as const, label: 'Edit product' }] : []),
  ];
  const reloading = msLeft !== null ? reloadCountdownText(msLeft) : null;

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-label="Product admin session"
        className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 font-bold text-ink">
            <span aria-hidden>🔓</span> Unlocked with the admin password
          </p>
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button onClick={() => void refreshAll()} disabled={refreshingAll}>
              {refreshingAll ? 'Refreshing...' : 'Refresh all Amazon data'}
            </Button>
            <Button variant="secondary" onClick={props.onLogout}>
              Log out
            </Button>
          </div>
        </div>
        {refreshNotice && <Notice note={refreshNotice} extra={refreshNotice.kind === 'success' ? reloading : null} />}
      </section>

      <section
        aria-labelledby="admin-editor-title"
        className="flex flex-col gap-5 rounded-card bg-surface p-4 shadow-card sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="admin-editor-title"
            ref={editorHeading}
            tabIndex={-1}
            className="scroll-mt-4 text-2xl font-extrabold text-ink focus:outline-none"
          >
            {mode === 'update' && editing ? `Edit: ${editing.title}` : 'Add a product'}
          </h2>
          {tabs.length > 1 && <Tabs tabs={tabs} active={mode} onChange={setMode} label="Form mode" />}
        </div>
        <AdminProductEditor
          key={mode === 'update' ? `edit-${editing?.id ?? ''}` : 'add'}
          mode={mode}
          form={draft.form}
          onChange={(form) => setDraft((d) => ({ ...d, form }))}
          errors={draft.errors}
          failure={draft.failure}
          saved={draft.saved}
          saving={saving}
          onSubmit={() => void save()}
          {...(mode === 'update' ? { onCancel: stopEditing, originalAsin: editing?.asin ?? null } : {})}
          categoryGroups={categoryGroups(categories.data, draft.form.categories)}
          giftGroups={giftGroups(gifts.data, draft.form.giftCategories)}
          affiliateTag={affiliateTag}
        />
      </section>

      <section aria-labelledby="admin-list-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="admin-list-title" className="text-2xl font-extrabold text-ink">
              Products
            </h2>
            <p className="text-sm text-ink-soft" role="status">
              {list.isFetching
                ? 'Reloading the list...'
                : search.trim()
                  ? `${filtered.length} of ${products.length} products match.`
                  : `${products.length} products, newest first.`}
              {reloading && !list.isFetching ? ` ${reloading}` : ''}
            </p>
          </div>
          <div className="w-full sm:w-80">
            <TextField
              label="Search products"
              type="search"
              placeholder="Title, ID or ASIN"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setShown(LIST_PAGE_SIZE);
              }}
            />
          </div>
        </div>

        {list.isError && !isPasswordSessionError(list.error) && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-danger/5 px-4 py-3 text-danger"
          >
            <div>
              <p className="font-bold">{loadFailure(list.error).message}</p>
              {loadFailure(list.error).detail && <p className="text-sm">{loadFailure(list.error).detail}</p>}
            </div>
            <RetryButton query={list} size="sm" />
          </div>
        )}
        {listNotice && <Notice note={listNotice} />}

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
              editingId={editing?.id ?? null}
              busyId={busyId}
              notes={notes}
              onEdit={startEdit}
              onDelete={(row) => {
                setDeleteError(null);
                setPendingDelete(row);
              }}
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

      <Modal open={pendingDelete !== null} onClose={() => !deleting && setPendingDelete(null)} title="Delete product">
        <div className="flex flex-col gap-4 pr-8">
          <h2 className="text-xl font-extrabold text-ink">{ADMIN_TEXT.deleteConfirm}</h2>
          <p className="text-ink-soft">
            “{pendingDelete?.title}” leaves the storefront at once. This cannot be undone.
          </p>
          {deleteError && (
            <div role="alert" className="rounded-2xl bg-danger/5 px-4 py-3 text-danger">
              <p className="font-bold">{deleteError.message}</p>
              {deleteError.detail && <p className="text-sm">{deleteError.detail}</p>}
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <Button variant="danger" onClick={() => void confirmDelete()} disabled={deleting} className="flex-1">
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
            <Button variant="secondary" onClick={() => setPendingDelete(null)} disabled={deleting} className="flex-1">
              Cancel
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

function Notice({ note, extra }: { note: RowNote; extra?: string | null }) {
  return (
    <div
      role={note.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-2xl px-4 py-3',
        note.kind === 'error' ? 'bg-danger/5 text-danger' : 'bg-success/10 text-success',
      )}
    >
      <p className="font-bold">{note.message}</p>
      {note.detail && <p className="text-sm">{note.detail}</p>}
      {extra && <p className="text-sm text-ink-soft">{extra}</p>}
    </div>
  );
}
