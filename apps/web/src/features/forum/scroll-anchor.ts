/** Where one candidate element sits in the viewport, measured just now. */
export interface AnchorCandidate<T> {
  item: T;
  top: number;
  bottom: number;
  /** It holds the focus (a reply being typed). */
  focused: boolean;
}

/** How many anchors to remember: when the first is removed (a deleted reply), the next one holds the page. */
const ANCHORS_KEPT = 3;

/**
 * The elements that should stay where they are on screen when the content around them changes: the one being
 * typed in first, when it is visible, then the first ones that reach into the viewport, top to bottom.
 */
export function pickAnchors<T>(
  candidates: ReadonlyArray<AnchorCandidate<T>>,
  viewportHeight: number,
): Array<{ item: T; top: number }> {
  const visible = candidates.filter((c) => c.bottom > 0 && c.top < viewportHeight);
  const ordered = [...visible.filter((c) => c.focused), ...visible.filter((c) => !c.focused)];
  return ordered.slice(0, ANCHORS_KEPT).map(({ item, top }) => ({ item, top }));
}
