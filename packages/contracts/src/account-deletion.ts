import { z } from 'zod';
import { PASSWORD_MAX } from './constants.js';

/** DELETE /api/account: the member's current password confirms the deletion. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX * 4),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
