import { z } from 'zod';
import { passwordSchema } from './accounts.js';
import { PASSWORD_MAX } from './constants.js';
import { emailSchema } from './newsletter.js';
import { AUTH_TEXT } from './texts.js';

/** A link's token: 256 random bits, base64url (43 characters); anything else is refused as invalid. */
const tokenSchema = z.string({ error: 'The link is incomplete' }).trim().min(1, 'The link is incomplete').max(128);

const confirmPasswordSchema = z
  .string({ error: 'Please confirm your password' })
  .min(1, 'Please confirm your password');

const passwordsMatch = {
  check: (v: { password: string; confirm_password: string }) => v.password === v.confirm_password,
  options: { message: AUTH_TEXT.passwordsDoNotMatch, path: ['confirm_password'] },
};

/** POST /api/auth/forgot-password */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** POST /api/auth/reset-password: the registration's password rules and confirmation check. */
export const resetPasswordRequestSchema = z
  .object({ token: tokenSchema, password: passwordSchema, confirm_password: confirmPasswordSchema })
  .refine(passwordsMatch.check, passwordsMatch.options);

/** POST /api/account/password */
export const changePasswordRequestSchema = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX * 4),
    password: passwordSchema,
    confirm_password: confirmPasswordSchema,
  })
  .refine(passwordsMatch.check, passwordsMatch.options);

/** POST /api/account/email */
export const changeEmailRequestSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX * 4),
  email: emailSchema,
});

/** POST /api/account/email/confirm */
export const confirmEmailRequestSchema = z.object({ token: tokenSchema });

/** The answer of the calls that only say what happened. */
export const recoveryMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type RecoveryMessageResponse = z.infer<typeof recoveryMessageResponseSchema>;

export const confirmEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** The forms check what the client can check; the server checks the password rules too. */
export const forgotPasswordFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
});

const newPasswordFields = {
  password: z.string().min(1, 'Password is required'),
  confirm_password: z.string().min(1, 'Please confirm your password'),
};

export const resetPasswordFormSchema = z.object(newPasswordFields).refine(passwordsMatch.check, passwordsMatch.options);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({ current_password: z.string().min(1, 'Current password is required'), ...newPasswordFields })
  .refine(passwordsMatch.check, passwordsMatch.options);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const changeEmailFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});
export type ChangeEmailForm = z.infer<typeof changeEmailFormSchema>;
