import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from './constants.js';
import { emailSchema } from './newsletter.js';
import { AUTH_TEXT } from './texts.js';

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, `Username must be ${USERNAME_MIN}-${USERNAME_MAX} characters`)
  .max(USERNAME_MAX, `Username must be ${USERNAME_MIN}-${USERNAME_MAX} characters`)
  .regex(USERNAME_PATTERN, 'Username may only contain letters, numbers, _ and -');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** POST /api/auth/register; the server checks the confirmation too. */
export const registerRequestSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirm_password: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
    subscribe_newsletter: z.boolean().optional().default(false),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: AUTH_TEXT.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

/** The register form checks only what the spec lets the client check: required fields, e-mail format, match. */
export const registerFormSchema = z
  .object({
    username: z.string().trim().min(1, 'Username is required'),
    email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
    password: z.string().min(1, 'Password is required'),
    confirm_password: z.string().min(1, 'Please confirm your password'),
    subscribe_newsletter: z.boolean(),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: AUTH_TEXT.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** POST /api/auth/login: `username` may also be the account's e-mail address. */
export const loginRequestSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX * 4),
  /** The device token of an earlier login on this device, if any: its login skips the per-account limits. */
  device_token: z.string().max(200).optional(),
});

/** What anyone may see of a member. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in member, as stored under the `user` key. */
export const accountUserSchema = publicUserSchema.extend({
  email: z.string(),
  is_admin: z.boolean(),
  created_at: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: accountUserSchema,
  expires_at: z.string(),
  /** Identifies this device to later logins (kept beside the session, and after logout); a year long. */
  device_token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The new member is signed in at once: the answer carries the session, as a login's does. */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  user: accountUserSchema,
  newsletter_subscribed: z.boolean(),
  points_awarded: z.number().int(),
  token: z.string(),
  expires_at: z.string(),
  device_token: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });
