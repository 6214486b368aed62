import type { Category, GiftCategory } from '@dd/contracts';
import { Tabs } from '../../components/tabs';
import { AdminProductEditor } from './admin-product-editor';
import { categoryGroups, giftGroups } from './category-options';
import type { Mode, ProductDraft } from './use-product-draft';

interface AdminEditorSectionProps {
  editor: ProductDraft;
  categories: readonly Category[] | undefined;
  gifts: readonly GiftCategory[] | undefined;
  affiliateTag: string | null;
}

/** The add/edit form under its heading, with the tabs between the two while a product is being edited. */
export function AdminEditorSection({ editor, categories, gifts, affiliateTag }: AdminEditorSectionProps) {
  const { mode, editing, draft } = editor;
  const tabs: Array<{ id: Mode; label: string }> = [
    { id: 'create', label: 'Add product' },
    ...(editing ? [{ id: 'update' as const, label: 'Edit product' }] : []),
  ];
  return (
    <section
      aria-labelledby="admin-editor-title"
      className="flex flex-col gap-5 rounded-card bg-surface p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="admin-editor-title"
          ref={editor.heading}
          tabIndex={-1}
          className="scroll-mt-4 text-2xl font-extrabold text-ink focus:outline-none"
        >
          {mode === 'update' && editing ? `Edit: ${editing.title}` : 'Add a product'}
        </h2>
        {tabs.length > 1 && <Tabs tabs={tabs} active={mode} onChange={editor.setMode} label="Form mode" />}
      </div>
      <AdminProductEditor
        key={mode === 'update' ? `edit-${editing?.id ?? ''}` : 'add'}
        mode={mode}
        form={draft.form}
        onChange={editor.edit}
        errors={draft.errors}
        failure={draft.failure}
        saved={draft.saved}
        saving={editor.saving}
        onSubmit={() => void editor.save()}
        {...(mode === 'update' ? { onCancel: editor.stopEditing, originalAsin: editing?.asin ?? null } : {})}
        categoryGroups={categoryGroups(categories, draft.form.categories)}
        giftGroups={giftGroups(gifts, draft.form.giftCategories)}
        affiliateTag={affiliateTag}
      />
    </section>
  );
}
