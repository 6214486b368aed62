import { forgotPasswordFormSchema, href, RECOVERY_TEXT } from '@dd/contracts';
import { Link } from 'react-router';
import { FormEnd } from '../../components/form-end';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useZodForm } from '../../lib/use-zod-form';
import { AuthShell, authLinkClass } from './auth-shell';
import { EmailField } from './email-field';
import { useForgotPassword } from './recovery-api';
import { EmojiBlock } from '../../components/emoji-block';

/** /forgot-password: asks for a reset link; the answer is the same whether an account uses the address or not. */
export default function ForgotPasswordPage() {
  useDocumentTitle(RECOVERY_TEXT.forgotTitle);
  const forgot = useForgotPassword();
  const { field, submitWith } = useZodForm(forgotPasswordFormSchema, { email: '' });

  const onSubmit = submitWith(({ email }) => {
    if (!forgot.isPending) forgot.mutate(email);
  });

  return (
    <AuthShell
      emoji="🗝️"
      title={RECOVERY_TEXT.forgotTitle}
      subtitle={RECOVERY_TEXT.forgotSubtitle}
      footer={
        <Link to={href('login')} className={authLinkClass}>
          {RECOVERY_TEXT.backToLogin}
        </Link>
      }
    >
      {forgot.data ? (
        <EmojiBlock emoji="📬" role="status" className="gap-3 py-2">
          <p className="text-lg font-bold text-ink">{forgot.data.message}</p>
        </EmojiBlock>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={RECOVERY_TEXT.forgotTitle} className="flex flex-col gap-5">
          <EmailField label="Email" {...field('email')} />
          <FormEnd
            action={forgot}
            texts={{
              failed: RECOVERY_TEXT.forgotFailed,
              pending: RECOVERY_TEXT.forgotPending,
              submit: RECOVERY_TEXT.forgotSubmit,
            }}
          />
        </form>
      )}
    </AuthShell>
  );
}
