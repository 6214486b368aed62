import { z } from 'zod';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((e) => e.toLowerCase());

export const newsletterRequestSchema = z.object({ email: emailSchema });
export const newsletterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  alreadySubscribed: z.boolean(),
  /** Points paid to the signed-in member for this subscription (0 for visitors and repeats). */
  points_awarded: z.number().int(),
});

export const unsubscribeRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  token: z.string().trim().min(1).max(200),
});
export const unsubscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });
