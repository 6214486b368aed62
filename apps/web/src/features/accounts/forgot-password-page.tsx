import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordFormSchema, href, RECOVERY_TEXT } from '@dd/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthShell, authLinkClass } from './auth-shell';
import { useForgotPassword } from './recovery-api';

/** /forgot-password: asks for a reset link; the answer is the same whether an account uses the address or not. */
export default function ForgotPasswordPage() {
  useDocumentTitle(RECOVERY_TEXT.forgotTitle);
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
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
        <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
          <span aria-hidden className="text-5xl">
            📬
          </span>
          <p className="text-lg font-bold text-ink">{forgot.data.message}</p>
        </div>
      ) : (
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label={RECOVERY_TEXT.forgotTitle}
          className="flex flex-col gap-5"
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          {forgot.isError && <FormAlert>{errorMessage(forgot.error, RECOVERY_TEXT.forgotFailed)}</FormAlert>}
          <Button type="submit" size="lg" disabled={forgot.isPending} className="w-full">
            {forgot.isPending ? RECOVERY_TEXT.forgotPending : RECOVERY_TEXT.forgotSubmit}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
