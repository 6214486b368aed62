import { Button } from '../../components/button';
import { StateMessage } from '../../components/state-message';

export const COLLECTION_EMPTY_TEXT = 'No products found in this collection yet.';

export function noMatchText(q: string): string {
  return `No products match "${q}".`;
}

export function noGiftMatchText(filters: string): string {
  return `No gifts match ${filters}.`;
}

interface CollectionEmptyProps {
  q: string;
  onClear: () => void;
  /** The gift finder's choices in words ("For Mom · Under $25"), when any are set. */
  giftFilters?: string;
  onClearGiftFilters?: () => void;
}

/** Empty list: the spec's text, or, while searching or filtering, what did not match and a way out. */
export function CollectionEmpty({ q, onClear, giftFilters, onClearGiftFilters }: CollectionEmptyProps) {
  if (giftFilters && onClearGiftFilters) {
    return (
      <StateMessage kind="empty" title={noGiftMatchText(q ? `${giftFilters} · "${q}"` : giftFilters)}>
        <p>Try another recipient, occasion or budget.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" onClick={onClearGiftFilters}>
            Clear filters
          </Button>
          {q && (
            <Button variant="ghost" onClick={onClear}>
              Clear search
            </Button>
          )}
        </div>
      </StateMessage>
    );
  }
  if (!q) return <StateMessage kind="empty" title={COLLECTION_EMPTY_TEXT} />;
  return (
    <StateMessage kind="empty" title={noMatchText(q)}>
      <Button variant="secondary" onClick={onClear}>
        Clear search
      </Button>
    </StateMessage>
  );
}
