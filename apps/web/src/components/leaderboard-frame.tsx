import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { ButtonLink } from './button';
import { Page } from './page';
import { EmojiArt, PageHeader } from './page-header';
import { QueryState, type QueryLike } from './query-state';
import { StateMessage } from './state-message';

interface LeaderboardFrameProps<Entry> {
  /** The page's heading and document title. */
  title: string;
  emoji: string;
  subtitle: string;
  query: QueryLike<{ leaderboard: Entry[] }>;
  loading: string;
  error: (error: unknown) => string;
  /** With no entry yet: a title, a line and the way to play. */
  empty: { title: string; line: string; to: string; action: string };
  /** Between the header and the list. */
  intro?: ReactNode;
  listLabel: string;
  /** The list's items, best first. */
  rows: (leaderboard: Entry[]) => ReactNode;
  /** Under the list. */
  footer?: (leaderboard: Entry[]) => ReactNode;
}

/** A game's leaderboard page: the header, the loading, error and empty states, then the ranked list. */
export function LeaderboardFrame<Entry>({
  title,
  emoji,
  subtitle,
  query,
  loading,
  error,
  empty,
  intro,
  listLabel,
  rows,
  footer,
}: LeaderboardFrameProps<Entry>) {
  useDocumentTitle(title);
  return (
    <Page className="max-w-3xl">
      <PageHeader title={title} art={<EmojiArt emoji={emoji} />} subtitle={subtitle} />
      {intro}
      <QueryState
        query={query}
        loading={loading}
        error={error}
        isEmpty={(data) => data.leaderboard.length === 0}
        empty={
          <StateMessage kind="empty" title={empty.title}>
            <p>{empty.line}</p>
            <ButtonLink to={empty.to}>{empty.action}</ButtonLink>
          </StateMessage>
        }
      >
        {({ leaderboard }) => (
          <>
            <ol className="flex flex-col gap-2" aria-label={listLabel}>
              {rows(leaderboard)}
            </ol>
            {footer?.(leaderboard)}
          </>
        )}
      </QueryState>
    </Page>
  );
}
