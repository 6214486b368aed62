import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, PASSWORD_SECTION_TEXT as T, RECOVERY_TEXT } from '@dd/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../recovery-api';
import { SettingsSection } from './settings-section';

/** Change the password with the current one; every other session ends, this one stays. */
export function PasswordSection() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: '', password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(values, { onSuccess: () => reset() });
  });

  return (
    <SettingsSection id="password" title={T.title} description={T.description}>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label="Change password"
        className="flex flex-col gap-4 sm:max-w-md"
      >
        <PasswordField
          label={T.current}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label={RECOVERY_TEXT.newPassword}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={RECOVERY_TEXT.confirmNewPassword}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
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
