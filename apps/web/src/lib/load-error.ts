import { ApiError } from './api-client';

/**
 * What a failed catalog call shows: the server's own words for a 4xx it explained (such as
 * 'Collection not found'), else the screen's text; "Internal Server Error" helps nobody.
 */
export function loadErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;
}

/** What the catalogue says when its products cannot be loaded. */
export const PRODUCTS_LOAD_FAILED_TEXT = 'Failed to load products';
