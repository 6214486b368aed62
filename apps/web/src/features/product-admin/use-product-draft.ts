import {
  ADMIN_TEXT,
  emptyAdminProductForm,
  validateAdminProduct,
  type AdminListProduct,
  type AdminProductErrors,
  type AdminProductForm,
  type Category,
  type GiftCategory,
} from '@dd/contracts';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { SavedNote } from './admin-product-editor';
import { saveFailure, type Failure } from './admin-product-errors';
import { isAsinChange, productToForm, toRequestBody } from './admin-product-form';
import { createAdminProduct, updateAdminProduct } from './api';
import { knownCategoryIds, knownGiftIds } from './category-options';
import { handleAdminError } from './admin-session-guard';

export type Mode = 'create' | 'update';

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

interface DraftDeps {
  password: string;
  /** A suggestion to add (router state from the suggestions screen). */
  initialAdd: AdminProductForm | null;
  categories: readonly Category[] | undefined;
  gifts: readonly GiftCategory[] | undefined;
  /** Runs after a save (the list reloads). */
  onSaved: () => void;
  onSessionError: () => void;
}

/**
 * The editor's two drafts (the product to add, and the one being edited), which one is shown, and the save with
 * its checks and failures.
 */
export function useProductDraft(deps: DraftDeps) {
  const { password, categories, gifts } = deps;
  const [mode, setMode] = useState<Mode>('create');
  const [addDraft, setAddDraft] = useState<Draft>(() => freshDraft(deps.initialAdd ?? emptyAdminProductForm()));
  const [editing, setEditing] = useState<AdminListProduct | null>(null);
  const [editDraft, setEditDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const draft = mode === 'create' ? addDraft : (editDraft ?? addDraft);
  const setDraft: Dispatch<SetStateAction<Draft>> =
    mode === 'create'
      ? setAddDraft
      : (update) => setEditDraft((d) => (d ? (typeof update === 'function' ? update(d) : update) : d));

  const startEdit = (row: AdminListProduct) => {
    setEditing(row);
    setEditDraft(freshDraft(productToForm(row)));
    setMode('update');
    requestAnimationFrame(() => {
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    });
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
      categories: knownCategoryIds(categories),
      ...(knownGiftIds(gifts) ? { giftCategories: knownGiftIds(gifts) } : {}),
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
      deps.onSaved();
    } catch (err) {
      handleAdminError(err, deps.onSessionError, () => {
        const f = saveFailure(err, { mode, asinChange });
        setDraft((d) => ({ ...d, errors: f.fields, failure: { message: f.message, detail: f.detail }, saved: null }));
      });
    } finally {
      setSaving(false);
    }
  };

  const edit = (form: AdminProductForm) => setDraft((d) => ({ ...d, form }));
  return { mode, setMode, draft, edit, editing, saving, heading, startEdit, stopEditing, save };
}

export type ProductDraft = ReturnType<typeof useProductDraft>;
