import { RECOVERY_TEXT } from '@dd/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../components/password-field';

/** One field's registration with react-hook-form and its inline error. */
type RegisteredField = UseFormRegisterReturn & { error?: string | undefined };

/** 'New password' and 'Confirm new password': the reset page's and the settings' password change. */
export function NewPasswordFields({ password, confirm }: { password: RegisteredField; confirm: RegisteredField }) {
  return (
    <>
      <PasswordField label={RECOVERY_TEXT.newPassword} autoComplete="new-password" {...password} />
      <PasswordField label={RECOVERY_TEXT.confirmNewPassword} autoComplete="new-password" {...confirm} />
    </>
  );
}
