import { CONFIRM_EMAIL_TEXT, href } from '@dd/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { AuthShell } from './auth-shell';
import { useConfirmEmail } from './recovery-api';

/**
 * /confirm-email?token=…: finishes an e-mail change as the page opens (no login needed: the link is the proof).
 * The link is posted once: strict mode's second effect run finds the ref set and sends nothing.
 */
export default function ConfirmEmailPage() {
  useDocumentTitle(CONFIRM_EMAIL_TEXT.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { loggedIn } = useSession();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current || !token) return;
    posted.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <AuthShell emoji="💌" title={CONFIRM_EMAIL_TEXT.title} subtitle={CONFIRM_EMAIL_TEXT.subtitle}>
      <div className="flex flex-col items-center gap-4 py-2 text-center">
        {!token || confirm.isError ? (
          <FormAlert>
            {token ? errorMessage(confirm.error, CONFIRM_EMAIL_TEXT.failed) : CONFIRM_EMAIL_TEXT.invalidLink}
          </FormAlert>
        ) : confirm.data ? (
          <p role="status" className="text-lg font-bold text-ink">
            {confirm.data.message}
          </p>
        ) : (
          <p role="status" className="text-lg font-bold text-ink-soft">
            {CONFIRM_EMAIL_TEXT.pending}
          </p>
        )}
        {(confirm.isSuccess || confirm.isError || !token) && (
          <ButtonLink to={loggedIn ? href('settings') : href('home')} size="lg" className="w-full">
            {loggedIn ? CONFIRM_EMAIL_TEXT.toSettings : CONFIRM_EMAIL_TEXT.home}
          </ButtonLink>
        )}
      </div>
    </AuthShell>
  );
}
