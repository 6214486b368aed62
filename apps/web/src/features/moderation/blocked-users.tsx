import { href, MODERATION_TEXT } from '@dd/contracts';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/api-client';
import { useBlocks, useUnblock } from './api';
import { blockErrorMessage } from './block-text';
import { Avatar } from '../../components/avatar';
import { displayName } from '../../lib/display-name';
import { InlineAlert } from '../../components/inline-alert';

/** The own profile's 'Blocked users' (newest first), each with Unblock. Blocking is private. */
export function BlockedUsers() {
  const blocks = useBlocks(true);
  const unblock = useUnblock();
  return (
    <section aria-labelledby="blocked-users-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="blocked-users-heading" className="text-2xl font-extrabold text-ink">
          Blocked users
        </h2>
        <p className="text-sm text-ink-soft">
          Their forum posts are hidden from you and they cannot follow you. Nobody is told.
        </p>
      </div>
      <QueryState
        query={blocks}
        loading="Loading blocked users..."
        error={(error) => errorMessage(error, MODERATION_TEXT.fetchBlocksFailed)}
        isEmpty={(data) => data.blocks.length === 0}
        empty={
          <p className="rounded-card bg-surface px-5 py-6 text-ink-soft shadow-card">You have not blocked anyone.</p>
        }
        className="py-6"
      >
        {(data) => (
          <>
            <InlineAlert>{unblock.isError && blockErrorMessage(unblock.error, false)}</InlineAlert>
            <ul
              aria-label="Blocked users"
              className="flex flex-col divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card"
            >
              {data.blocks.map((b) => {
                const name = displayName(b);
                const busy = unblock.isPending && unblock.variables === b.blocked_id;
                return (
                  <li key={b.blocked_id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                    <Avatar url={b.avatar_url} name={name} seed={b.username} alt="" className="size-11 text-lg" />
                    <Link
                      to={href('userProfile', { id: b.blocked_id })}
                      className="flex min-h-11 min-w-0 flex-1 flex-col justify-center underline-offset-2 hover:underline"
                    >
                      <span className="truncate font-bold text-ink">{name}</span>
                      <span className="truncate text-sm text-muted">@{b.username}</span>
                    </Link>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy}
                      onClick={() => unblock.mutate(b.blocked_id)}
                      aria-label={`${MODERATION_TEXT.unblock} ${name}`}
                    >
                      {MODERATION_TEXT.unblock}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
