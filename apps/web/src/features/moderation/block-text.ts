import { MODERATION_TEXT } from '@dd/contracts';
import { ApiError } from '../../lib/api-client';

/**
 * The message of a failed block or unblock (community spec section 8): the log-in text for a 401,
 * the server's message when it gave one, else 'Failed to block user' / 'Failed to unblock user'.
 */
export function blockErrorMessage(error: unknown, blocking: boolean): string {
  if (error instanceof ApiError && error.status === 401) {
    return blocking ? MODERATION_TEXT.loginToBlock : MODERATION_TEXT.loginToUnblock;
  }
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return blocking ? MODERATION_TEXT.blockFailed : MODERATION_TEXT.unblockFailed;
}
