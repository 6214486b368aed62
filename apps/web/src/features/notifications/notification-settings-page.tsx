import {
  href,
  NOTIFICATION_KIND_LABEL,
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCES_TEXT as TEXT,
  type NotificationChannels,
  type NotificationKind,
  type NotificationPreferences,
} from '@dd/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { MembersOnly } from '../../components/members-only';
import { errorMessage } from '../../lib/api-client';
import { useNotificationPreferences, useSavePreferences } from './api';
import { IconLink } from './icon-link';

/** `/settings/notifications`: each kind in the app and by e-mail, and the daily digest (issue 25 §3). */
export default function NotificationSettingsPage() {
  return (
    <MembersOnly texts={TEXT} returnTo={href('notificationSettings')}>
      <Page className="flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <IconLink to={href('notifications')} icon={ArrowLeft} className="self-start">
            {TEXT.backToNotifications}
          </IconLink>
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{TEXT.title}</h1>
          <p className="text-ink-soft">{TEXT.description}</p>
        </header>
        <PreferencesLoader />
      </Page>
    </MembersOnly>
  );
}

function PreferencesLoader() {
  const preferences = useNotificationPreferences();
  return (
    <QueryState query={preferences} loading={TEXT.loading} error={TEXT.loadFailed}>
      {(data) => <PreferencesForm saved={data} />}
    </QueryState>
  );
}

/** The form holds its own copy: a read of the preferences in the background never undoes what the member ticked. */
function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const [draft, setDraft] = useState(saved);
  const save = useSavePreferences();
  const setChannel = (kind: NotificationKind, channel: keyof NotificationChannels, on: boolean) => {
    save.reset();
    setDraft((was) => ({ ...was, kinds: { ...was.kinds, [kind]: { ...was.kinds[kind], [channel]: on } } }));
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <div className="flex flex-col rounded-card bg-surface p-2 shadow-card sm:p-3">
        {/* Column heads for the wide grid; each checkbox also names its channel, so a phone needs none. */}
        <div
          aria-hidden
          className="hidden grid-cols-[1fr_7rem_7rem] gap-2 px-3 pb-2 pt-1 text-sm font-bold uppercase tracking-wide text-muted sm:grid"
        >
          <span>{TEXT.kindColumn}</span>
          <span className="text-center">{TEXT.inAppColumn}</span>
          <span className="text-center">{TEXT.emailColumn}</span>
        </div>
        <div className="flex flex-col">
          {NOTIFICATION_KINDS.map((kind) => (
            // A group named by its kind: each checkbox reads as 'In the app, New followers'.
            <div
              key={kind}
              role="group"
              aria-labelledby={`kind-${kind}`}
              className="grid grid-cols-2 items-center gap-x-2 gap-y-1 border-t border-line px-3 py-3 first:border-t-0 sm:grid-cols-[1fr_7rem_7rem] sm:py-2 sm:first:border-t"
            >
              <span id={`kind-${kind}`} className="col-span-2 font-bold text-ink sm:col-span-1">
                {NOTIFICATION_KIND_LABEL[kind]}
              </span>
              <Toggle
                checked={draft.kinds[kind].in_app}
                onChange={(on) => setChannel(kind, 'in_app', on)}
                label={TEXT.inAppColumn}
              />
              <Toggle
                checked={draft.kinds[kind].email}
                onChange={(on) => setChannel(kind, 'email', on)}
                label={TEXT.emailColumn}
              />
            </div>
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-1 rounded-card bg-surface p-4 shadow-card sm:p-5">
        <Toggle
          checked={draft.digest}
          onChange={(on) => {
            save.reset();
            setDraft((was) => ({ ...was, digest: on }));
          }}
          label={<span className="text-lg font-bold text-ink">{TEXT.digest}</span>}
          start
          describedBy="digest-help"
        />
        <p id="digest-help" className="pl-9 text-ink-soft">
          {TEXT.digestHelp}
        </p>
      </div>
      {save.isError && <FormAlert>{errorMessage(save.error, TEXT.saveFailed)}</FormAlert>}
      <p role="status" className={save.isSuccess ? 'rounded-2xl bg-success/10 px-4 py-3 font-bold text-success' : ''}>
        {save.isSuccess ? TEXT.saved : ''}
      </p>
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? TEXT.saving : TEXT.save}
      </Button>
    </form>
  );
}

/** A checkbox with its label, a 44 px target; `start` keeps it left-aligned (the digest), else centred in its column. */
function Toggle({
  checked,
  onChange,
  label,
  start = false,
  describedBy,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: ReactNode;
  start?: boolean;
  describedBy?: string;
}) {
  return (
    <label
      className={
        start
          ? 'flex min-h-11 cursor-pointer items-center gap-3'
          : 'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-2 hover:bg-line sm:justify-center'
      }
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={describedBy}
        className="size-5 shrink-0 cursor-pointer accent-zap"
      />
      <span className={start ? undefined : 'text-ink sm:sr-only'}>{label}</span>
    </label>
  );
}
