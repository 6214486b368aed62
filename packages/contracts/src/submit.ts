import { z } from 'zod';

export const submitProductRequestSchema = z.object({
  name: z
    .string({ error: 'Product name is required' })
    .trim()
    .min(1, 'Product name is required')
    .max(200, 'Product name is too long'),
  url: z
    .string({ error: 'Product URL is required' })
    .trim()
    .min(1, 'Product URL is required')
    .max(2000, 'Product URL is too long')
    .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid URL (http or https)' })),
});
export type SubmitProductRequest = z.infer<typeof submitProductRequestSchema>;

export const submitProductResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SubmitProductResponse = z.infer<typeof submitProductResponseSchema>;
