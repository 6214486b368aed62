import type { ReactNode } from 'react';
import { Pager } from '../../components/admin/admin-ui';
import { QueryState, type QueryLike } from '../../components/query-state';
import { StateMessage } from '../../components/state-message';
import { errorMessage } from '../../lib/api-client';

interface PagedResultsProps<T> {
  query: QueryLike<T>;
  /** The rows of the page shown, to tell an empty one. */
  rows: (data: T) => readonly unknown[];
  /** What the rows are, singular and plural: ['user', 'users']; the loading line names the plural. */
  noun: [string, string];
  /** The error's text when the server gave none. */
  failed: string;
  /** What an empty page says (no rows yet, or none match the filters). */
  empty: string;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}

/**
 * One page of an admin list and the pager under it. The page on screen stays while the next loads, and when
 * reading it again fails; the loading and error states show only before there is a page.
 */
export function PagedResults<T extends { page: number; total: number; pageSize: number }>({
  query,
  rows,
  noun,
  failed,
  empty,
  onPage,
  children,
}: PagedResultsProps<T>) {
  return (
    <QueryState
      query={query}
      keepDataOnError
      loading={`Loading ${noun[1]}...`}
      error={(error) => errorMessage(error, failed)}
      isEmpty={(data) => rows(data).length === 0}
      empty={<StateMessage kind="empty" title={empty} className="py-8" />}
    >
      {(data) => (
        <>
          {children(data)}
          <Pager
            page={data.page}
            total={data.total}
            pageSize={data.pageSize}
            noun={noun}
            onPage={onPage}
            busy={query.isFetching}
          />
        </>
      )}
    </QueryState>
  );
}
