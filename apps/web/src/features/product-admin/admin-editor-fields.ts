import type { AdminProductErrors, AdminProductForm } from '@dd/contracts';

/** What a group of the editor's fields gets: the form, its messages and the setter of one field. */
export interface EditorFieldsProps {
  form: AdminProductForm;
  errors: AdminProductErrors;
  set: <K extends keyof AdminProductForm>(key: K, value: AdminProductForm[K]) => void;
}
