import { href, isDeletedMember, REPLAY_TEXT } from '@dd/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/render-time';
import { cardApi } from '../api';
import { cardKeys } from '../query-keys';
import { finishedRow, type FinishedResult, type FinishedRow } from './finished-view';

const RESULT_STYLE: Record<FinishedResult, { icon: string; className: string }> = {
  won: { icon: '🏆', className: 'bg-sun text-ink' },
  lost: { icon: '💸', className: 'bg-line text-ink-soft' },
  tie: { icon: '🤝', className: 'bg-sky/25 text-ink' },
};
const MODE = {
  blitz: { icon: '⚡', label: 'Blitz' },
  async: { icon: '🕰️', label: 'Async' },
} as const;

/**
 * A member's finished card matches, newest first (the lobby's 'Recent games', the public profile's 'Recent card
 * games'): result, opponent, mode and when, with 'Watch replay' for each match that has one. 'Show more' adds
 * the next page, each page its own query (as the server renderer fetches single queries).
 */
export function FinishedMatches({ userId, title, empty }: { userId: number; title: string; empty: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const headingId = `finished-games-${userId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="finished-games">
      <h2 id={headingId} className="text-2xl font-extrabold text-ink sm:text-3xl">
        <span aria-hidden>🎬 </span>
        {title}
      </h2>
      <div className="overflow-hidden rounded-card bg-surface shadow-card">
        <FinishedPage userId={userId} cursor={undefined} empty={empty} />
        {cursors.map((cursor) => (
          <FinishedPage key={cursor} userId={userId} cursor={cursor} empty={empty} />
        ))}
      </div>
      <MoreButton
        userId={userId}
        cursor={cursors.at(-1)}
        onMore={(next) => setCursors((list) => (list.includes(next) ? list : [...list, next]))}
      />
    </section>
  );
}

function useFinishedPage(userId: number, cursor: string | undefined) {
  return useQuery({
    queryKey: cardKeys.finishedPage(userId, cursor),
    queryFn: ({ signal }) => cardApi.finishedMatches(userId, cursor, signal),
    // Read again on each visit: a match may have ended since (push re-reads it too, when it is up).
    staleTime: 0,
  });
}

function FinishedPage({ userId, cursor, empty }: { userId: number; cursor: string | undefined; empty: string }) {
  const query = useFinishedPage(userId, cursor);
  if (query.isPending) {
    return (
      <p role="status" className="px-5 py-6 text-center text-ink-soft">
        {REPLAY_TEXT.listLoading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="px-5 py-6 text-center font-bold text-danger">
        {errorMessage(query.error, REPLAY_TEXT.listFailed)}
      </p>
    );
  }
  const rows = query.data.matches.map((m) => finishedRow(m, userId));
  if (rows.length === 0 && cursor === undefined) {
    return <p className="px-5 py-6 text-center text-ink-soft">{empty}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-line border-line [&:not(:first-child)]:border-t">
      {rows.map((row) => (
        <FinishedItem key={row.matchId} row={row} />
      ))}
    </ul>
  );
}

/** 'Show more' under the last page loaded, while that page has a next one. */
function MoreButton({
  userId,
  cursor,
  onMore,
}: {
  userId: number;
  cursor: string | undefined;
  onMore: (cursor: string) => void;
}) {
  // The same query as the last page's: read from the cache, no second request.
  const last = useFinishedPage(userId, cursor);
  const next = last.data?.nextCursor;
  if (!next) return null;
  return (
    <Button variant="secondary" className="self-center" onClick={() => onMore(next)}>
      {REPLAY_TEXT.showMore}
    </Button>
  );
}

function FinishedItem({ row }: { row: FinishedRow }) {
  const now = useNow();
  const result = RESULT_STYLE[row.result];
  const mode = MODE[row.mode];
  const when = relativeTime(row.endedAt, now);
  return (
    <li
      data-testid="finished-game"
      data-match-id={row.matchId}
      className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={cn('rounded-pill px-3 py-0.5 text-sm font-extrabold', result.className)}
            data-testid="finished-result"
          >
            <span aria-hidden>{result.icon} </span>
            {row.resultText}
          </span>
          <span className="min-w-0 font-bold text-ink">
            <span className="text-ink-soft">{REPLAY_TEXT.versus}</span>{' '}
            {row.practice || isDeletedMember(row.opponent.name) ? (
              <span className="break-words">{row.opponent.name}</span>
            ) : (
              <Link
                to={href('userProfile', { id: row.opponent.id })}
                className="break-words underline-offset-2 hover:underline"
              >
                {row.opponent.name}
              </Link>
            )}
          </span>
        </p>
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink-soft">
            <span aria-hidden>{mode.icon} </span>
            {mode.label}
          </span>
          {[row.practice ? REPLAY_TEXT.practice : '', REPLAY_TEXT.turns(row.turns), row.reason, when ?? '']
            .filter(Boolean)
            .map((part) => ` · ${part}`)
            .join('')}
        </p>
      </div>
      {row.replayable ? (
        <Link
          to={href('cardGameReplay', { matchId: row.matchId })}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 self-start rounded-pill bg-ink px-5 text-sm font-extrabold text-white shadow-card transition hover:bg-zap-dark active:scale-[0.97] sm:self-auto"
        >
          <span aria-hidden>🎬</span>
          {REPLAY_TEXT.watchReplay}
          <span className="sr-only">
            {' '}
            ({row.resultText} {REPLAY_TEXT.versus} {row.opponent.name})
          </span>
        </Link>
      ) : (
        <span className="shrink-0 text-sm text-muted">{REPLAY_TEXT.noReplay}</span>
      )}
    </li>
  );
}
