import {
  CATEGORY_IDS,
  COLLECTIONS,
  GIFT_CATEGORY_VALUES,
  SUBCOLLECTIONS,
  type Category,
  type GiftCategory,
} from '@dd/contracts';

import type { ChoiceGroup, ChoiceOption } from '../../components/choice-chips';

const TAG_TYPES = ['recipient', 'occasion'] as const;
const TAG_TYPE_LABELS: Record<(typeof TAG_TYPES)[number], string> = { recipient: 'Recipient', occasion: 'Occasion' };

/** Selected ids that no option offers (an old or deleted category), so they can be seen and unticked. */
function withUnknown(groups: ChoiceGroup[], selected: readonly string[]): ChoiceGroup[] {
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  const unknown = selected.filter((id) => !known.has(id));
  const all =
    unknown.length > 0
      ? [...groups, { label: 'Not in the catalogue', options: unknown.map((id) => ({ id, label: id })) }]
      : groups;
  return all.filter((g) => g.options.length > 0);
}

/**
 * The categories multi-select: the built-in collections, their subcollections and the categories admins
 * added (`taxonomyEndpoints.categories`), or the built-in ones alone when that list could not be loaded.
 */
export function categoryGroups(
  categories: readonly Category[] | undefined,
  selected: readonly string[],
): ChoiceGroup[] {
  if (!categories) {
    return withUnknown(
      [
        { label: 'Collections', options: COLLECTIONS.map((c) => ({ id: c.id, label: c.name, emoji: c.emoji })) },
        {
          label: 'Subcollections',
          options: SUBCOLLECTIONS.map((s) => ({
            id: s.id,
            label: `${s.name} (${COLLECTIONS.find((c) => c.id === s.parentId)?.name ?? s.parentId})`,
          })),
        },
      ],
      selected,
    );
  }
  const name = new Map(categories.map((c) => [c._id, c.name]));
  const option = (c: Category): ChoiceOption => ({
    id: c._id,
    label: c.parentId ? `${c.name} (${name.get(c.parentId) ?? c.parentId})` : c.name,
    ...(c.emoji ? { emoji: c.emoji } : {}),
  });
  return withUnknown(
    [
      { label: 'Collections', options: categories.filter((c) => c.builtIn && !c.parentId).map(option) },
      { label: 'Subcollections', options: categories.filter((c) => c.parentId).map(option) },
      { label: 'Custom categories', options: categories.filter((c) => !c.builtIn && !c.parentId).map(option) },
    ],
    selected,
  );
}

/** The category ids a product may carry. */
export function knownCategoryIds(categories: readonly Category[] | undefined): readonly string[] {
  return categories ? categories.map((c) => c._id) : CATEGORY_IDS;
}

/**
 * The gift categories multi-select: recipient and occasion (price bands follow from the price), from
 * `taxonomyEndpoints.giftCategories`, or the spec's values when that list could not be loaded.
 */
export function giftGroups(gifts: readonly GiftCategory[] | undefined, selected: readonly string[]): ChoiceGroup[] {
  const groups = TAG_TYPES.map((type) => ({
    label: TAG_TYPE_LABELS[type],
    options: gifts
      ? gifts.filter((g) => g.type === type).map((g) => ({ id: g._id, label: g.name }))
      : GIFT_CATEGORY_VALUES[type].map((v) => ({ id: v.value, label: v.name })),
  }));
  return withUnknown(groups, selected);
}

/** The gift category ids a product may carry, when the server's list is known. */
export function knownGiftIds(gifts: readonly GiftCategory[] | undefined): readonly string[] | undefined {
  return gifts?.filter((g) => (TAG_TYPES as readonly string[]).includes(g.type)).map((g) => g._id);
}
