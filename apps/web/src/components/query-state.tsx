import type { ReactNode } from 'react';
import { Button, type ButtonSize } from './button';
import { StateMessage } from './state-message';

/** What QueryState reads of a TanStack Query result. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The loading message. */
  loading: string;
  /**
   * Shown while loading instead of the message: a stand-in of the size of what it becomes (the skeleton of a
   * product grid), so nothing moves when the data arrives. It announces `loading` itself.
   */
  placeholder?: ReactNode;
  /** The error message: a text, or one made from the error (such as the server's words when it gave some). */
  error: string | ((error: unknown) => string);
  /** More under the error's title, above 'Try again'. */
  errorDetail?: ReactNode;
  /** 'Try again' under the error; false where trying again cannot help. */
  retry?: boolean;
  /**
   * Keep the data on screen when a read after it fails (a live page that push reads again, a 'Load more');
   * the error then shows only while there is no data.
   */
  keepDataOnError?: boolean;
  retrySize?: ButtonSize;
  /** Whether the loaded data counts as empty; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Wraps the loading, error and empty states, e.g. in the page's frame when the data brings its own. */
  frame?: (state: ReactNode) => ReactNode;
  /** Classes for the loading and error messages (less padding inside a card). */
  className?: string;
  /** The loaded data; without it, QueryState shows only the states (for a caller that shows the data itself). */
  children?: (data: T) => ReactNode;
}

/**
 * One query's loading, error and empty states, each in the one look of StateMessage, else its data: the
 * states are checked in that order, so a failed refetch shows the error rather than stale data (unless
 * `keepDataOnError`).
 */
export function QueryState<T>({
  query,
  loading,
  placeholder,
  error,
  errorDetail,
  retry = true,
  keepDataOnError = false,
  retrySize,
  isEmpty,
  empty,
  frame = (state) => state,
  className,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) {
    return frame(placeholder ?? <StateMessage kind="loading" title={loading} className={className} />);
  }
  if (query.isError && !(keepDataOnError && query.data !== undefined)) {
    return frame(
      <StateMessage kind="error" title={typeof error === 'string' ? error : error(query.error)} className={className}>
        {errorDetail}
        {retry && <RetryButton query={query} size={retrySize} />}
      </StateMessage>,
    );
  }
  // Neither pending nor failed without data: the data is there.
  const data = query.data as T;
  if (isEmpty?.(data)) return frame(empty);
  return children ? children(data) : null;
}

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
