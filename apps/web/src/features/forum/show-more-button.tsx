import { FORUM_TEXT } from '@dd/contracts';
import { Button } from '../../components/button';

/** 'Load more replies' / 'Show more replies': the next page, read on request (never on its own). */
export function ShowMoreButton({ label, loading, onClick }: { label: string; loading: boolean; onClick: () => void }) {
  return (
    <Button variant="secondary" className="self-start" disabled={loading} onClick={onClick}>
      {loading ? FORUM_TEXT.loading : label}
    </Button>
  );
}
