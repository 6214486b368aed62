import { changeEmailFormSchema, EMAIL_SECTION_TEXT as T } from '@dd/contracts';
import { PasswordField } from '../../../components/password-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { EmailField } from '../email-field';
import { useChangeEmail, useCurrentEmail } from '../recovery-api';
import { SettingsFormEnd } from './settings-form-end';
import { SettingsSection } from './settings-section';

/** Change the e-mail address: a confirmation link goes to the new one; the change happens when it is opened. */
export function EmailSection() {
  const current = useCurrentEmail();
  const change = useChangeEmail();
  const { reset, field, submitWith } = useZodForm(changeEmailFormSchema, { email: '', password: '' });

  const onSubmit = submitWith((values) => {
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
      <form onSubmit={onSubmit} noValidate aria-label="Change e-mail" className="flex flex-col gap-4 sm:max-w-md">
        <EmailField label={T.newEmail} {...field('email')} />
        <PasswordField label={T.password} autoComplete="current-password" {...field('password')} />
        <SettingsFormEnd change={change} texts={T} />
      </form>
    </SettingsSection>
  );
}
