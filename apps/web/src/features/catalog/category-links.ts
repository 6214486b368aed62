import { COLLECTIONS, href, SUBCOLLECTIONS } from '@dd/contracts';

export interface CategoryLink {
  id: string;
  name: string;
  emoji: string;
  to: string;
}

/**
 * A product's category ids as links to their collection or subcollection pages. Unknown ids are
 * dropped (a chip to a 'not found' page helps nobody), duplicates shown once.
 */
export function categoryLinks(categories: readonly string[]): CategoryLink[] {
  const links: CategoryLink[] = [];
  for (const id of new Set(categories)) {
    const collection = COLLECTIONS.find((c) => c.id === id);
    if (collection) {
      links.push({ id, name: collection.name, emoji: collection.emoji, to: href('collection', { category: id }) });
      continue;
    }
    const sub = SUBCOLLECTIONS.find((s) => s.id === id);
    const parent = sub && COLLECTIONS.find((c) => c.id === sub.parentId);
    if (sub && parent) {
      links.push({
        id,
        name: sub.name,
        emoji: parent.emoji,
        to: href('subcollection', { category: parent.id, subcollection: sub.id }),
      });
    }
  }
  return links;
}
