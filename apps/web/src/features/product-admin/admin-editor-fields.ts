import type { AdminProductErrors, AdminProductForm } from '@dd/contracts';
import type { ChangeEvent } from 'react';

/** What a group of the editor's fields gets: the form, its messages and the setter of one field. */
export interface EditorFieldsProps {
  form: AdminProductForm;
  errors: AdminProductErrors;
  set: <K extends keyof AdminProductForm>(key: K, value: AdminProductForm[K]) => void;
}

/** The form's free-text fields (not the lists, nor the source, a choice of two). */
type TextKey = {
  [K in keyof AdminProductForm]: string extends AdminProductForm[K] ? K : never;
}[keyof AdminProductForm];

/** A text input's or area's value, onChange and message, bound to one text field of the form. */
export function textFieldProps({ form, set, errors }: EditorFieldsProps, key: TextKey) {
  return {
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
    error: errors[key],
  };
}
