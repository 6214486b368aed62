import type { AdminProductErrors, AdminProductForm } from '@dd/contracts';
import { useEffect, useRef } from 'react';
import type { ChoiceGroup } from '../../components/choice-chips';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { AdminCategoryFields } from './admin-category-fields';
import { textFieldProps } from './admin-editor-fields';
import { AdminEditorFooter, type SavedNote } from './admin-editor-footer';
import { AdminIdentityFields } from './admin-identity-fields';
import { AdminLinkFields } from './admin-link-fields';
import type { Failure } from './admin-product-errors';
import { AdminSourcePicker } from './admin-source-picker';

export type { SavedNote } from './admin-editor-footer';

interface AdminProductEditorProps {
  mode: 'create' | 'update';
  form: AdminProductForm;
  onChange: (form: AdminProductForm) => void;
  errors: AdminProductErrors;
  failure: Failure | null;
  saved: SavedNote | null;
  saving: boolean;
  onSubmit: () => void;
  /** Edit mode: stop editing and go back to adding. */
  onCancel?: () => void;
  /** The ASIN of the product being edited, to say what changing it does. */
  originalAsin?: string | null;
  categoryGroups: ChoiceGroup[];
  giftGroups: ChoiceGroup[];
  affiliateTag: string | null;
}

/** The add and edit form of the product admin page (storefront spec section 5). */
export function AdminProductEditor(props: AdminProductEditorProps) {
  const { mode, form, onChange, errors, failure, saved, saving, onSubmit, onCancel, originalAsin } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof AdminProductForm>(key: K, value: AdminProductForm[K]) =>
    onChange({ ...form, [key]: value });
  const amazon = form.source === 'amazon';
  const fields = { form, set, errors };

  // After a failed submit, the first field with a message takes the focus.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={mode === 'create' ? 'Add product' : 'Edit product'}
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) onSubmit();
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      <AdminSourcePicker form={form} set={set} />
      <AdminIdentityFields mode={mode} originalAsin={originalAsin} {...fields} />

      <div className="sm:col-span-2">
        <TextField label="Product name/title" {...textFieldProps(fields, 'name')} />
      </div>

      <div className="sm:col-span-2">
        <TextAreaField label="Description" rows={4} {...textFieldProps(fields, 'description')} />
      </div>

      <TextField
        label="Price (USD)"
        // Text, not a number input: the browser would blank '5,00' in some locales; readTypedPrice reads it.
        type="text"
        inputMode="decimal"
        hint={amazon ? 'Optional: the retailer refresh sets it.' : 'Above 0.'}
        {...textFieldProps(fields, 'price')}
      />

      <TextField
        label="Viral factor"
        hint="Badge text, e.g. “2M views on TikTok”."
        {...textFieldProps(fields, 'viralFactor')}
      />

      <AdminLinkFields affiliateTag={props.affiliateTag} {...fields} />
      <AdminCategoryFields categoryGroups={props.categoryGroups} giftGroups={props.giftGroups} {...fields} />
      <AdminEditorFooter mode={mode} failure={failure} saved={saved} saving={saving} onCancel={onCancel} />
    </form>
  );
}
