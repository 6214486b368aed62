import { ChoiceChips, type ChoiceGroup } from '../../components/choice-chips';
import type { EditorFieldsProps } from './admin-editor-fields';

interface AdminCategoryFieldsProps extends EditorFieldsProps {
  categoryGroups: ChoiceGroup[];
  giftGroups: ChoiceGroup[];
}

/** Where the product shows: its collections and its gift finder categories. */
export function AdminCategoryFields({ form, set, errors, categoryGroups, giftGroups }: AdminCategoryFieldsProps) {
  return (
    <>
      <div className="sm:col-span-2">
        <ChoiceChips
          legend="Categories"
          groups={categoryGroups}
          selected={form.categories}
          onChange={(categories) => set('categories', categories)}
          error={errors.categories}
          hint="The collections and subcollections it shows in."
        />
      </div>

      <div className="sm:col-span-2">
        <ChoiceChips
          legend="Gift categories"
          groups={giftGroups}
          selected={form.giftCategories}
          onChange={(giftCategories) => set('giftCategories', giftCategories)}
          error={errors.giftCategories}
          hint="For the gift finder; price bands follow from the price."
        />
      </div>
    </>
  );
}
