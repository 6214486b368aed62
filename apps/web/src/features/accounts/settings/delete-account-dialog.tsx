import { accountDeletionEndpoints, ACCOUNT_DELETION_TEXT as TEXT, href } from '@dd/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { BACKDROP, DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { call, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { clearSession } from '../../../lib/session-storage';

/**
 * The confirm step of deleting the account: what goes, what stays as 'Deleted member', and the password. On
 * success the session ends on this device and the home page says the account is gone.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const deletion = useMutation({
    mutationFn: (body: { password: string }) => call(accountDeletionEndpoints.deleteAccount, { body }),
    onSuccess: () => {
      clearSession();
      void navigate(href('home'), { replace: true, state: { notice: TEXT.done } });
    },
  });
  const busy = deletion.isPending;
  const close = () => !busy && onClose();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password !== '' && !busy) deletion.mutate({ password });
  };
  return (
    <DialogFrame
      panel={panel}
      onClose={close}
      labelledBy={titleId}
      testId="delete-account-dialog"
      backdropClassName={BACKDROP.sheet}
      className="flex max-h-[92dvh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-t-card bg-surface p-5 shadow-pop focus:outline-none sm:rounded-card sm:p-6"
    >
      <h2 id={titleId} className="text-2xl font-extrabold text-ink">
        <span aria-hidden>🗑️ </span>
        {TEXT.confirmTitle}
      </h2>
      <div className="flex flex-col gap-3 text-ink-soft">
        <FateList heading={TEXT.goesHeading} lines={TEXT.goes} tone="danger" />
        <FateList heading={TEXT.staysHeading} lines={TEXT.stays} tone="quiet" />
        <p>
          {TEXT.running} {TEXT.nameFree}
        </p>
      </div>
      <form onSubmit={submit} noValidate aria-label={TEXT.confirmTitle} className="flex flex-col gap-4">
        <p className="text-ink-soft">{TEXT.passwordHint}</p>
        <PasswordField
          label={TEXT.passwordLabel}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          autoFocus
        />
        {deletion.isError && <FormAlert>{errorMessage(deletion.error, TEXT.failed)}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={busy || password === ''}>
            {busy ? TEXT.deleting : TEXT.confirm}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

const FATE_TONES = {
  danger: { box: 'bg-danger/5', heading: 'text-danger' },
  quiet: { box: 'bg-line/50', heading: 'text-ink' },
} as const;

/** What becomes of one part of the account (deleted, or kept as 'Deleted member'): a heading and its list. */
function FateList({
  heading,
  lines,
  tone,
}: {
  heading: string;
  lines: readonly string[];
  tone: keyof typeof FATE_TONES;
}) {
  return (
    <div className={cn('rounded-2xl px-4 py-3', FATE_TONES[tone].box)}>
      <p className={cn('font-bold', FATE_TONES[tone].heading)}>{heading}</p>
      <ul className="mt-1 list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
