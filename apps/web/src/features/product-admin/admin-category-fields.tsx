import { ChoiceChips, type ChoiceGroup } from '../../components/choice-chips';
import type { EditorFieldsProps } from './admin-editor-fields';

interface AdminCategoryFieldsProps extends EditorFieldsProps {
  categoryGroups: ChoiceGroup[];
  giftGroups: ChoiceGroup[];
}

/** Where the product shows: its collections and its gift finder categories. */
export function AdminCategoryFields({ form, set, errors, categoryGroups, giftGroups }: AdminCategoryFieldsProps) {
  const fields = [
    {
      key: 'categories',
      legend: 'Categories',
      groups: categoryGroups,
      hint: 'The collections and subcollections it shows in.',
    },
    {
      key: 'giftCategories',
      legend: 'Gift categories',
      groups: giftGroups,
      hint: 'For the gift finder; price bands follow from the price.',
    },
  ] as const;
  return fields.map(({ key, legend, groups, hint }) => (
    <div key={key} className="sm:col-span-2">
      <ChoiceChips
        legend={legend}
        groups={groups}
        selected={form[key]}
        onChange={(selected) => set(key, selected)}
        error={errors[key]}
        hint={hint}
      />
    </div>
  ));
}
