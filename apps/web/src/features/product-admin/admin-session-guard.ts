import { isPasswordSessionError } from './admin-product-errors';

/** A 401 ends the password session; anything else is shown where it happened. */
export function handleAdminError(error: unknown, onSessionError: () => void, show: () => void): void {
  if (isPasswordSessionError(error)) onSessionError();
  else show();
}
