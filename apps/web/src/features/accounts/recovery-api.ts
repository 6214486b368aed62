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
import { readToken, updateStoredUser } from '../../lib/session-storage';

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

/**
 * Confirms an e-mail change. When someone is signed in here, the stored user (which carries the address) is
 * read again, and the account's queries refresh.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(accountRecoveryEndpoints.confirmEmail, { body: { token } }, { token: null }),
    onSuccess: async () => {
      if (readToken()) {
        const own = await call(profileEndpoints.own, {}).catch(() => null);
        if (own) updateStoredUser(own.user);
      }
      await invalidateAccount(queryClient);
    },
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
