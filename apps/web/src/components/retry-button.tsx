import { Button, type ButtonSize } from './button';

interface RetryButtonProps {
  /** A TanStack query (or anything that can refetch and says whether it is fetching). */
  query: { refetch: () => unknown; isFetching: boolean };
  size?: ButtonSize;
}

/** 'Try again' under an error state; 'Retrying...' and disabled while the new attempt runs. */
export function RetryButton({ query, size }: RetryButtonProps) {
  return (
    <Button variant="secondary" size={size} onClick={() => void query.refetch()} disabled={query.isFetching}>
      {query.isFetching ? 'Retrying...' : 'Try again'}
    </Button>
  );
}
