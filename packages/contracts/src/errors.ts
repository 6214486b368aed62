import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

// The codes live in a zod-free module so the web's first load can read them without zod.
export * from './error-codes.js';

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Every failed call answers with this shape (the spec's client reads `error`). */
export const errorResponseSchema = z.object({ error: z.string(), code: errorCodeSchema });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
