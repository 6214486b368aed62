import { TextField } from '../../components/text-field';
import { textFieldProps, type EditorFieldsProps } from './admin-editor-fields';

interface AdminIdentityFieldsProps extends EditorFieldsProps {
  mode: 'create' | 'update';
  /** The ASIN of the product being edited, to say what changing it does. */
  originalAsin?: string | null | undefined;
}

/** The product's id (typed when adding, shown when editing) and, for Amazon, its ASIN. */
export function AdminIdentityFields({ mode, originalAsin, ...fields }: AdminIdentityFieldsProps) {
  const { form } = fields;
  const amazon = form.source === 'amazon';
  const asinChanging =
    mode === 'update' && amazon && Boolean(originalAsin) && form.asin.trim().toUpperCase() !== originalAsin;
  return (
    <>
      {mode === 'create' ? (
        <TextField
          label="Product ID (Custom)"
          hint="Letters, digits, - and _; it becomes the product's address: /product/{id}."
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...textFieldProps(fields, 'id')}
        />
      ) : (
        <div className="flex flex-col gap-2">
          <p className="font-bold text-ink">Product ID</p>
          <p className="flex min-h-12 items-center rounded-2xl bg-line/60 px-4 font-mono text-sm break-all text-ink-soft">
            {form.id}
          </p>
        </div>
      )}

      {amazon ? (
        <TextField
          label="Amazon ASIN"
          hint={
            asinChanging
              ? 'Saving replaces this product by a new one under the new ASIN; its retailer data is fetched again.'
              : '10 letters or digits, e.g. B08N5WRWNW.'
          }
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={10}
          {...textFieldProps(fields, 'asin')}
        />
      ) : (
        <div aria-hidden className="hidden sm:block" />
      )}
    </>
  );
}
