import { NEWSLETTER_TEXT } from '@dd/contracts';
import { ApiError } from '../../lib/api-client';

/**
 * Storefront spec section 8. The modal shows the server's error, else the error's own message,
 * else 'Something went wrong. Try again!'. A form given its own fallback (the home section) shows
 * the server's error, else that fallback.
 */
export function newsletterErrorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  if (fallback !== undefined) return fallback;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return NEWSLETTER_TEXT.modalFallbackError;
}
