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
});

export const unsubscribeRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  token: z.string().trim().min(1).max(200),
});
export const unsubscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });
