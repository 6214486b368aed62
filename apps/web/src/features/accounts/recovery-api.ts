import {
  accountRecoveryEndpoints,
  profileEndpoints,
  type ChangeEmailForm,
  type ChangePasswordForm,
  type ResetPasswordForm,
} from '@dd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY, invalidateAccount } from '../../lib/account-key';
import { call } from '../../lib/api-client';

/** The calls of password recovery and of the settings page's password and e-mail sections. */

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => call(accountRecoveryEndpoints.forgotPassword, { body: { email } }, { token: null }),
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (form: ResetPasswordForm) =>
      call(accountRecoveryEndpoints.resetPassword, { body: { token, ...form } }, { token: null }),
  });
}

/** Sends the stored session when there is one, so the account's figures refresh once the change is made. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(accountRecoveryEndpoints.confirmEmail, { body: { token } }),
    onSuccess: () => void invalidateAccount(queryClient),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (form: ChangePasswordForm) => call(accountRecoveryEndpoints.changePassword, { body: form }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (form: ChangeEmailForm) => call(accountRecoveryEndpoints.changeEmail, { body: form }),
  });
}

/** The member's current address (the stored session user has none): from their own profile. */
export function useCurrentEmail() {
  return useQuery({
    queryKey: [...ACCOUNT_KEY, 'settings-email'],
    queryFn: async ({ signal }) => (await call(profileEndpoints.own, {}, { signal })).user.email,
    staleTime: 0,
  });
}
