import { href, RECOVERY_TEXT, resetPasswordFormSchema } from '@dd/contracts';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { FormEnd } from '../../components/form-end';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useZodForm } from '../../lib/use-zod-form';
import { AuthShell, authLinkClass } from './auth-shell';
import { NewPasswordFields } from './new-password-fields';
import { useResetPassword } from './recovery-api';
import { EmojiBlock } from '../../components/emoji-block';

/** /reset-password?token=…: choose a new password with the e-mailed link; then every session has ended. */
export default function ResetPasswordPage() {
  useDocumentTitle(RECOVERY_TEXT.resetTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword(token);
  const { field, submitWith } = useZodForm(resetPasswordFormSchema, { password: '', confirm_password: '' });

  const onSubmit = submitWith((values) => {
    if (!reset.isPending) reset.mutate(values);
  });

  const linkDead = reset.error instanceof ApiError && reset.error.code === 'invalid_token';
  const requestNew = (
    <Link to={href('forgotPassword')} className={authLinkClass}>
      {RECOVERY_TEXT.requestNewLink}
    </Link>
  );

  return (
    <AuthShell
      emoji="🔐"
      title={RECOVERY_TEXT.resetTitle}
      subtitle={RECOVERY_TEXT.resetSubtitle}
      footer={reset.isSuccess ? undefined : requestNew}
    >
      {reset.data ? (
        <EmojiBlock emoji="✅" role="status" className="gap-4 py-2">
          <p className="text-lg font-bold text-ink">{reset.data.message}</p>
          <ButtonLink to={href('login')} size="lg" className="w-full">
            {RECOVERY_TEXT.logIn}
          </ButtonLink>
        </EmojiBlock>
      ) : !token ? (
        <FormAlert>{RECOVERY_TEXT.resetMissingToken}</FormAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={RECOVERY_TEXT.resetTitle} className="flex flex-col gap-5">
          <NewPasswordFields password={field('password')} confirm={field('confirm_password')} />
          <FormEnd
            action={reset}
            texts={{
              failed: RECOVERY_TEXT.resetFailed,
              pending: RECOVERY_TEXT.resetPending,
              submit: RECOVERY_TEXT.resetSubmit,
            }}
            disabled={linkDead}
          />
        </form>
      )}
    </AuthShell>
  );
}
