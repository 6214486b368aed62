import { changePasswordFormSchema, PASSWORD_SECTION_TEXT as T } from '@dd/contracts';
import { PasswordField } from '../../../components/password-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { NewPasswordFields } from '../new-password-fields';
import { useChangePassword } from '../recovery-api';
import { SettingsFormEnd } from './settings-form-end';
import { SettingsSection } from './settings-section';

/** Change the password with the current one; every other session ends, this one stays. */
export function PasswordSection() {
  const change = useChangePassword();
  const { reset, field, submitWith } = useZodForm(changePasswordFormSchema, {
    current_password: '',
    password: '',
    confirm_password: '',
  });

  const onSubmit = submitWith((values) => {
    if (change.isPending) return;
    change.mutate(values, { onSuccess: () => reset() });
  });

  return (
    <SettingsSection id="password" title={T.title} description={T.description}>
      <form onSubmit={onSubmit} noValidate aria-label="Change password" className="flex flex-col gap-4 sm:max-w-md">
        <PasswordField label={T.current} autoComplete="current-password" {...field('current_password')} />
        <NewPasswordFields password={field('password')} confirm={field('confirm_password')} />
        <SettingsFormEnd change={change} texts={T} />
      </form>
    </SettingsSection>
  );
}
