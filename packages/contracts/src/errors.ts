import { z } from 'zod';

/** Every failed call answers with this shape (the spec's client reads `error`). */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
