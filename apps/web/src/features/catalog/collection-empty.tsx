import { Button } from '../../components/button';
import { StateMessage } from '../../components/state-message';

export const COLLECTION_EMPTY_TEXT = 'No products found in this collection yet.';

export function noMatchText(q: string): string {
  return `No products match "${q}".`;
}

/** Empty list: the spec's text, or, while searching, what did not match and a way out. */
export function CollectionEmpty({ q, onClear }: { q: string; onClear: () => void }) {
  if (!q) return <StateMessage kind="empty" title={COLLECTION_EMPTY_TEXT} />;
  return (
    <StateMessage kind="empty" title={noMatchText(q)}>
      <Button variant="secondary" onClick={onClear}>
        Clear search
      </Button>
    </StateMessage>
  );
}
