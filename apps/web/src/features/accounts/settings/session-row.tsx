import { SESSIONS_TEXT, type AccountSession } from '@dd/contracts';
import { Button } from '../../../components/button';
import { formatDate } from '../../../lib/format';
import { relativeTime } from '../../../lib/relative-time';

interface SessionRowProps {
  session: AccountSession;
  now: Date;
  /** This row's sign-out is running. */
  pending: boolean;
  /** Another sign-out is running: one at a time. */
  busy: boolean;
  onSignOut: (id: string) => void;
}

/** One signed-in device: what it is, when it signed in and was last active; other devices can be signed out. */
export function SessionRow({ session, now, pending, busy, onSignOut }: SessionRowProps) {
  const lastActive = relativeTime(session.last_used_at, now) ?? formatDate(session.last_used_at);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-bold text-ink">
          <span>{session.device}</span>
          {session.current && (
            <span className="rounded-pill bg-ink px-3 py-0.5 text-xs font-bold text-white">
              {SESSIONS_TEXT.thisDevice}
            </span>
          )}
        </p>
        <p className="text-sm text-ink-soft">
          {SESSIONS_TEXT.signedIn} <time dateTime={session.created_at}>{formatDate(session.created_at)}</time> ·{' '}
          {SESSIONS_TEXT.lastActive} <time dateTime={session.last_used_at}>{lastActive}</time>
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`${SESSIONS_TEXT.signOut}: ${session.device}`}
          onClick={() => onSignOut(session.id)}
        >
          {pending ? SESSIONS_TEXT.signingOut : SESSIONS_TEXT.signOut}
        </Button>
      )}
    </li>
  );
}
