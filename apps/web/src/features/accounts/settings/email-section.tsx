import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailFormSchema, EMAIL_SECTION_TEXT as T } from '@dd/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useChangeEmail, useCurrentEmail } from '../recovery-api';
import { SettingsSection } from './settings-section';

/** Change the e-mail address: a confirmation link goes to the new one; the change happens when it is opened. */
export function EmailSection() {
  const current = useCurrentEmail();
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changeEmailFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(values, { onSuccess: () => reset() });
  });

  return (
    <SettingsSection id="email" title={T.title} description={T.description}>
      <p className="flex flex-wrap gap-x-2 text-ink">
        <span className="font-bold">{T.current}:</span>
        <span className="break-all" data-testid="current-email">
          {current.data ?? '…'}
        </span>
      </p>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label="Change e-mail"
        className="flex flex-col gap-4 sm:max-w-md"
      >
        <TextField
          label={T.newEmail}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={T.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {change.isError && <FormAlert>{errorMessage(change.error, T.failed)}</FormAlert>}
        {change.isSuccess && (
          <p role="status" className="rounded-2xl bg-success/10 px-4 py-3 font-bold text-success">
            {change.data.message}
          </p>
        )}
        <Button type="submit" disabled={change.isPending} className="self-start">
          {change.isPending ? T.pending : T.submit}
        </Button>
      </form>
    </SettingsSection>
  );
}
