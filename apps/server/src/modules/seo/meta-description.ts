/** Search engines show about 160 characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/** Collapses whitespace and shortens at a word boundary, marking the cut with an ellipsis. */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}
