import { href } from '@dd/contracts';
import type { AdminListProduct, AdminProductErrors, AdminProductForm, ProductSource } from '@dd/contracts';
import { useEffect, useId, useRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { ChoiceChips, type ChoiceGroup } from '../../components/choice-chips';
import { TextField } from '../../components/text-field';
import { cn } from '../../lib/cn';
import { generatedAffiliateUrl } from './admin-product-form';
import type { Failure } from './admin-product-errors';

export interface SavedNote {
  product: AdminListProduct;
  created: boolean;
}

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

const SOURCES: Array<{ id: ProductSource; label: string }> = [
  { id: 'amazon', label: 'Amazon' },
  { id: 'other', label: 'Other retailer' },
];

/** The add and edit form of the product admin page (storefront spec section 5). */
export function AdminProductEditor(props: AdminProductEditorProps) {
  const { mode, form, onChange, errors, failure, saved, saving, onSubmit, onCancel, originalAsin } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof AdminProductForm>(key: K, value: AdminProductForm[K]) =>
    onChange({ ...form, [key]: value });
  const amazon = form.source === 'amazon';
  const generated = generatedAffiliateUrl(form, props.affiliateTag);
  const asinChanging =
    mode === 'update' && amazon && Boolean(originalAsin) && form.asin.trim().toUpperCase() !== originalAsin;

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
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-2 font-bold text-ink">Source</legend>
        <div className="flex flex-wrap gap-2">
          {SOURCES.map((s) => (
            <label
              key={s.id}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-pill border-2 px-4 font-bold transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-zap',
                form.source === s.id
                  ? 'border-ink bg-ink text-white'
                  : 'border-line bg-surface text-ink hover:border-ink',
              )}
            >
              <input
                type="radio"
                name="source"
                value={s.id}
                className="size-4 accent-hot"
                checked={form.source === s.id}
                onChange={() => set('source', s.id)}
              />
              {s.label}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === 'create' ? (
        <TextField
          label="Product ID (Custom)"
          hint="Letters, digits, - and _; it becomes the product's address: /product/{id}."
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={form.id}
          onChange={(e) => set('id', e.target.value)}
          error={errors.id}
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
          value={form.asin}
          onChange={(e) => set('asin', e.target.value)}
          error={errors.asin}
        />
      ) : (
        <div aria-hidden className="hidden sm:block" />
      )}

      <div className="sm:col-span-2">
        <TextField
          label="Product name/title"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
      </div>

      <div className="sm:col-span-2">
        <TextArea
          label="Description"
          rows={4}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
      </div>

      <TextField
        label="Price (USD)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        hint={amazon ? 'Optional: the retailer refresh sets it.' : 'Above 0.'}
        value={form.price}
        onChange={(e) => set('price', e.target.value)}
        error={errors.price}
      />

      <TextField
        label="Viral factor"
        hint="Badge text, e.g. “2M views on TikTok”."
        value={form.viralFactor}
        onChange={(e) => set('viralFactor', e.target.value)}
        error={errors.viralFactor}
      />

      <div className="sm:col-span-2">
        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          hint={amazon ? 'Optional for Amazon products.' : undefined}
          value={form.imageUrl}
          onChange={(e) => set('imageUrl', e.target.value)}
          error={errors.imageUrl}
        />
      </div>

      <div className="sm:col-span-2">
        <TextField
          label="Images (comma-separated URLs)"
          autoCapitalize="none"
          spellCheck={false}
          hint="The product page's carousel; empty uses the image URL."
          value={form.images}
          onChange={(e) => set('images', e.target.value)}
          error={errors.images}
        />
      </div>

      <div className="flex flex-col gap-2 sm:col-span-2">
        <TextField
          label={amazon ? 'Affiliate URL' : 'Product URL'}
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          hint={
            amazon
              ? "Optional: left empty, the link is generated from the ASIN with the site's affiliate tag."
              : "Where 'View Deal' sends visitors."
          }
          value={form.affiliateUrl}
          onChange={(e) => set('affiliateUrl', e.target.value)}
          error={errors.affiliateUrl}
        />
        {generated && (
          <p className="rounded-2xl bg-sun/20 px-4 py-3 text-sm text-ink" data-testid="generated-affiliate-url">
            <span className="font-bold">Generated link: </span>
            <span className="font-mono break-all">{generated}</span>
            {props.affiliateTag ? null : <span> with the site&apos;s affiliate tag added</span>}
          </p>
        )}
      </div>

      <div className="sm:col-span-2">
        <ChoiceChips
          legend="Categories"
          groups={props.categoryGroups}
          selected={form.categories}
          onChange={(categories) => set('categories', categories)}
          error={errors.categories}
          hint="The collections and subcollections it shows in."
        />
      </div>

      <div className="sm:col-span-2">
        <ChoiceChips
          legend="Gift categories"
          groups={props.giftGroups}
          selected={form.giftCategories}
          onChange={(giftCategories) => set('giftCategories', giftCategories)}
          error={errors.giftCategories}
          hint="For the gift finder; price bands follow from the price."
        />
      </div>

      <div className="flex flex-col gap-4 sm:col-span-2">
        {failure && (
          <div role="alert" className="rounded-2xl bg-danger/5 px-4 py-3 text-danger">
            <p className="font-bold">{failure.message}</p>
            {failure.detail && <p className="mt-1 text-sm">{failure.detail}</p>}
          </div>
        )}
        {saved && !failure && <SavedMessage saved={saved} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
            {saving ? 'Saving...' : mode === 'create' ? 'Add product' : 'Save changes'}
          </Button>
          {onCancel && (
            <Button variant="ghost" size="lg" onClick={onCancel} className="w-full sm:w-auto">
              Cancel editing
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

function SavedMessage({ saved }: { saved: SavedNote }) {
  const { product } = saved;
  return (
    <div role="status" className="rounded-2xl bg-success/10 px-4 py-3 text-success">
      <p className="font-bold">
        {saved.created ? 'Product added' : 'Product updated'}: {product.title}.{' '}
        <Link to={href('product', { id: product.id })} className="underline hover:text-ink">
          View it on the storefront
        </Link>
      </p>
      {product.source === 'amazon' && product.detailPageUrl && (
        <p className="mt-1 text-sm text-ink-soft">
          Affiliate link: <span className="font-mono break-all">{product.detailPageUrl}</span>
        </p>
      )}
    </div>
  );
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

/** TextField's look for a multi-line text. */
function TextArea({ label, error, className, ...rest }: TextAreaProps): ReactNode {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(
          'rounded-2xl border-2 bg-surface px-4 py-3 text-base text-ink placeholder:text-muted',
          'focus:border-zap focus-visible:outline-offset-0',
          error ? 'border-danger' : 'border-line',
          className,
        )}
        {...rest}
      />
      {error && (
        <p id={errorId} className="text-sm font-bold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
