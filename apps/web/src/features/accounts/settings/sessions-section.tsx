import { SESSIONS_TEXT, type AccountSession } from '@dd/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-client';
import { useNow } from '../../../lib/render-time';
import { SessionRow } from './session-row';
import { SettingsSection } from './settings-section';
import { useAccountSessions, useRevokeOtherSessions, useRevokeSession } from './sessions-api';

/** The member's signed-in devices: this one marked, any other can be signed out, or all others at once. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  return (
    <SettingsSection id="sessions" title={SESSIONS_TEXT.title} description={SESSIONS_TEXT.description}>
      <QueryState query={sessions} loading={SESSIONS_TEXT.loading} error={SESSIONS_TEXT.loadFailed} className="py-6">
        {(data) => <SessionList sessions={data.sessions} />}
      </QueryState>
    </SettingsSection>
  );
}

function SessionList({ sessions }: { sessions: AccountSession[] }) {
  const now = useNow();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const busy = revoke.isPending || revokeOthers.isPending;
  const others = sessions.filter((s) => !s.current).length;
  // A 404 is a device that had already signed out: the list is read again, nothing to report.
  const revokeFailed = revoke.isError && !(revoke.error instanceof ApiError && revoke.error.status === 404);
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-line" aria-label={SESSIONS_TEXT.title}>
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            now={now}
            pending={revoke.isPending && revoke.variables === session.id}
            busy={busy}
            onSignOut={(id) => {
              revokeOthers.reset();
              revoke.mutate(id);
            }}
          />
        ))}
      </ul>
      {(revokeFailed || revokeOthers.isError) && <FormAlert>{SESSIONS_TEXT.signOutFailed}</FormAlert>}
      {revokeOthers.isSuccess && (
        <p role="status" className="font-bold text-ink">
          {SESSIONS_TEXT.othersSignedOut(revokeOthers.data.ended)}
        </p>
      )}
      {others > 0 ? (
        <div className="border-t border-line pt-4">
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              revoke.reset();
              revokeOthers.mutate();
            }}
          >
            {revokeOthers.isPending ? SESSIONS_TEXT.signingOutOthers : SESSIONS_TEXT.signOutOthers}
          </Button>
        </div>
      ) : (
        !revokeOthers.isSuccess && <p className="text-ink-soft">{SESSIONS_TEXT.onlyThisDevice}</p>
      )}
    </div>
  );
}
