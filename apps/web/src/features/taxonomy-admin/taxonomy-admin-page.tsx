import { ADMIN_TEXT, CATEGORY_NAME_MAX, href, type Category } from '@dd/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { ProductImage } from '../../components/product-image';
import { QueryState, RetryButton } from '../../components/query-state';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-client';
import { readToken } from '../../lib/session-storage';
import { AdminLayout } from '../../components/admin/admin-layout';
import { useCategories, useGiftCategories } from '../../lib/taxonomy-api';
import { useAddCategory, useAddProduct, useInitGiftCategories } from './api';
import { ChoiceChips } from '../../components/choice-chips';
import { TextAreaField } from '../../components/text-area-field';
import { FormNotice, ImageField, Section, SelectField } from './taxonomy-fields';
import { AddFormSection } from './add-form-section';
import { useAddForm, type Notice } from './use-add-form';
import {
  categoryFormData,
  categorySelectGroups,
  EMPTY_PRODUCT_DRAFT,
  giftTagGroups,
  missingGiftCategories,
  productFormData,
  validateCategory,
  validateProduct,
} from './taxonomy-forms';

/** /admin-products, "Products & Categories": the admin catalogue (storefront spec sections 5, 7, 8) behind the admin guard. */
export default function TaxonomyAdminPage() {
  return (
    <AdminLayout
      title="Products & Categories"
      subtitle="Add categories and products to the catalogue, and set up the gift finder."
    >
      <GiftCategoriesPanel />
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <AddProductForm />
        <AddCategoryForm />
      </div>
      <CategoryList />
    </AdminLayout>
  );
}

function GiftCategoriesPanel() {
  const gifts = useGiftCategories();
  const init = useInitGiftCategories();
  const [notice, setNotice] = useState<Notice>(null);

  const initialize = () => {
    setNotice(null);
    if (!readToken()) {
      setNotice({ kind: 'error', text: ADMIN_TEXT.loginFirst });
      return;
    }
    init.mutate(undefined, {
      onSuccess: (data) =>
        setNotice({
          kind: 'success',
          text: `Gift categories ready: ${data.created} created.`,
        }),
      onError: (err) => setNotice({ kind: 'error', text: errorMessage(err, ADMIN_TEXT.initGiftCategoriesFailed) }),
    });
  };

  let body: ReactNode;
  if (gifts.isPending) {
    body = <p className="text-ink-soft">Checking gift categories...</p>;
  } else if (gifts.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 font-bold text-danger">
        {ADMIN_TEXT.checkGiftCategoriesFailed}
        <RetryButton query={gifts} size="sm" />
      </div>
    );
  } else {
    const missing = missingGiftCategories(gifts.data);
    const count = (type: string) => gifts.data.filter((g) => g.type === type).length;
    body =
      missing.length > 0 ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-soft">
            {gifts.data.length === 0
              ? 'Gift categories are not set up yet, so the gift finder is hidden from visitors.'
              : `${missing.length} gift ${missing.length === 1 ? 'category is' : 'categories are'} missing: ${missing.join(', ')}.`}
          </p>
          <Button onClick={initialize} disabled={init.isPending} className="shrink-0">
            {init.isPending ? 'Initializing...' : 'Initialize gift categories'}
          </Button>
        </div>
      ) : (
        <p className="text-ink-soft">
          All set: {count('recipient')} recipients, {count('occasion')} occasions and {count('price')} price bands.
          Visitors can filter the{' '}
          <Link to={href('collections')} className="font-bold text-zap underline underline-offset-4">
            collections
          </Link>{' '}
          by them.
        </p>
      );
  }

  return (
    <Section title="Gift categories" emoji="🎁">
      {body}
      <FormNotice notice={notice} />
    </Section>
  );
}

function AddCategoryForm() {
  const add = useAddCategory();
  const form = useAddForm({
    empty: { name: '', description: '' },
    add,
    validate: validateCategory,
    formData: categoryFormData,
    added: ({ category }) => ({
      text: `Category “${category.name}” added.`,
      to: href('collection', { category: category._id }),
    }),
    failed: ADMIN_TEXT.addCategoryFailed,
  });
  const { textField } = form;

  return (
    <AddFormSection title="Add a category" emoji="🗂️" submitLabel="Add category" form={form}>
      <TextField
        label="Category name"
        {...textField('name')}
        maxLength={CATEGORY_NAME_MAX + 20}
        hint={`Up to ${CATEGORY_NAME_MAX} characters. It becomes a collection page.`}
      />
      <TextAreaField label="Description" {...textField('description')} hint="At least 10 characters." />
      <ImageField label="Category image" {...form.imageField} />
    </AddFormSection>
  );
}

function AddProductForm() {
  const add = useAddProduct();
  const categories = useCategories();
  const gifts = useGiftCategories();
  const form = useAddForm({
    empty: EMPTY_PRODUCT_DRAFT,
    add,
    validate: validateProduct,
    formData: productFormData,
    added: ({ product }) => ({ text: `Product “${product.name}” added.`, to: href('product', { id: product._id }) }),
    failed: ADMIN_TEXT.addProductFailed,
  });
  const { draft, set, errors, textField } = form;
  const tagGroups = giftTagGroups(gifts.data ?? []);

  return (
    <AddFormSection title="Add a product" emoji="🛍️" submitLabel="Add product" form={form}>
      <TextField label="Product name" {...textField('name')} />
      <TextAreaField label="Product description" {...textField('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price ($)"
          // Text, not a number input: the browser would blank '12,50' in some locales; readTypedPrice reads it.
          type="text"
          inputMode="decimal"
          {...textField('price')}
        />
        <SelectField
          label="Category"
          value={draft.category}
          onChange={(category) => set({ category })}
          groups={categorySelectGroups(categories.data)}
          placeholder="Select a category"
          error={errors.category}
        />
      </div>
      {gifts.isError ? (
        <p role="alert" className="text-sm font-bold text-danger">
          {ADMIN_TEXT.checkGiftCategoriesFailed}
        </p>
      ) : tagGroups.length > 0 ? (
        <ChoiceChips
          legend="Gift categories"
          groups={tagGroups}
          selected={draft.giftCategories}
          onChange={(giftCategories) => set({ giftCategories })}
          spellOut={false}
          hint="Who it suits and when to give it. Price bands follow from the price."
        />
      ) : gifts.isPending ? null : (
        <p className="text-sm text-muted">Initialize the gift categories above to tag products for the gift finder.</p>
      )}
      <ImageField label="Product image" {...form.imageField} />
      <TextField
        label="Retailer URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        {...textField('url')}
        hint="Where the Buy button sends visitors."
      />
    </AddFormSection>
  );
}

function CategoryList() {
  const categories = useCategories();
  return (
    <Section title="Categories" emoji="🏷️">
      <QueryState
        query={categories}
        loading="Loading categories..."
        error={(error) => errorMessage(error, 'Failed to load categories')}
      >
        {(all) => <CategoryOverview categories={all} />}
      </QueryState>
    </Section>
  );
}

/** How many categories there are, the ones added here, and the built-in ones folded away. */
function CategoryOverview({ categories }: { categories: Category[] }) {
  const builtIn = categories.filter((c) => c.builtIn);
  const custom = categories.filter((c) => !c.builtIn);
  return (
    <>
      <p className="text-ink-soft">
        {builtIn.length} built-in collections and subcollections, {custom.length} added here.
      </p>
      {custom.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line px-4 py-6 text-center text-ink-soft">
          No categories added yet. The first one you add gets its own collection page.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {custom.map((c) => (
            <li key={c._id}>
              <CategoryItem category={c} />
            </li>
          ))}
        </ul>
      )}
      <details className="group">
        <summary className="min-h-11 cursor-pointer content-center font-bold text-ink">
          Built-in collections ({builtIn.length})
        </summary>
        <ul className="mt-2 flex flex-wrap gap-2">
          {builtIn.map((c) => (
            <li
              key={c._id}
              className="inline-flex items-center gap-1 rounded-pill border border-line px-3 py-1 text-sm text-ink-soft"
            >
              {c.emoji && <span aria-hidden>{c.emoji}</span>}
              {c.name}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

function CategoryItem({ category }: { category: Category }) {
  return (
    <Link
      to={href('collection', { category: category._id })}
      className="flex h-full items-center gap-3 rounded-2xl border-2 border-line p-3 transition hover:border-ink"
    >
      <ProductImage
        src={category.imageUrl ?? ''}
        alt={`${category.name} image`}
        className="size-16 shrink-0 rounded-xl object-cover"
      />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-extrabold text-ink">{category.name}</span>
        <span className="line-clamp-2 text-sm text-ink-soft">{category.description}</span>
      </span>
    </Link>
  );
}
