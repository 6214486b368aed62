import { ADMIN_TEXT, type AdminProductErrors, type AdminProductField } from '@dd/contracts';

/** A failed call of the admin product page. `status` 0 means the request never got an answer. */
export class AdminCallError extends Error {
  constructor(
    readonly status: number,
    /** The server's `error`, when it sent one. */
    readonly serverError: string | null,
    /** Per-field messages of a 400. */
    readonly fields: Record<string, string> | null = null,
  ) {
    super(serverError ?? (status === 0 ? 'Network error' : `Request failed (${status})`));
    this.name = 'AdminCallError';
  }
}

/** What the page shows for a failure: the spec's text, and the server's own words beside it when they differ. */
export interface Failure {
  message: string;
  detail: string | null;
}

const callError = (error: unknown): AdminCallError =>
  error instanceof AdminCallError ? error : new AdminCallError(0, null);

const isNetwork = (e: AdminCallError) => e.status === 0;

/** A 401 once logged in: the password no longer works, so the page goes back to its login form. */
export function isPasswordSessionError(error: unknown): boolean {
  return error instanceof AdminCallError && error.status === 401;
}

function failure(message: string, e: AdminCallError): Failure {
  return { message, detail: e.serverError && e.serverError !== message ? e.serverError : null };
}

/** The login form's message: the server's (wrong password, too many attempts), else a load failure. */
export function loginFailureMessage(error: unknown): string {
  const e = callError(error);
  if (isNetwork(e)) return ADMIN_TEXT.loadNetworkError;
  if (e.status === 401) return e.serverError ?? ADMIN_TEXT.wrongPassword;
  if (e.status === 429) return e.serverError ?? ADMIN_TEXT.tooManyPasswordFailures;
  return e.serverError ?? ADMIN_TEXT.loadFailed;
}

export function loadFailure(error: unknown): Failure {
  const e = callError(error);
  return isNetwork(e) ? failure(ADMIN_TEXT.loadNetworkError, e) : failure(ADMIN_TEXT.loadFailed, e);
}

export interface SaveFailure extends Failure {
  /** Messages to show under the fields (the server's validation, or a taken id). */
  fields: AdminProductErrors;
}

const FORM_FIELDS: readonly AdminProductField[] = [
  'id',
  'asin',
  'name',
  'description',
  'price',
  'imageUrl',
  'images',
  'affiliateUrl',
  'viralFactor',
  'categories',
  'giftCategories',
  'source',
];

/** The server's field messages under the form's field names (`title` is the name field). */
export function formFieldErrors(fields: Record<string, string> | null): AdminProductErrors {
  const errors: AdminProductErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key === 'title' ? 'name' : key === '_id' ? 'id' : key;
    if ((FORM_FIELDS as readonly string[]).includes(field)) errors[field as AdminProductField] = message;
  }
  return errors;
}

/**
 * A failed save (storefront spec section 8). A 400 with field messages reads as the form-wide message with
 * the messages under the fields. Otherwise: an ASIN change that failed is 'Failed to delete old product.'
 * when the old record was not found and 'Failed to create product with new ASIN.' else; any other update
 * 'Failed to update product.'; an add shows the server's reason (e.g. the id is taken). The server's own
 * words are kept as the detail.
 */
export function saveFailure(error: unknown, save: { mode: 'create' | 'update'; asinChange: boolean }): SaveFailure {
  const e = callError(error);
  if (isNetwork(e)) return { ...failure(ADMIN_TEXT.saveNetworkError, e), fields: {} };
  const fields = formFieldErrors(e.fields);
  if (e.status === 400 && Object.keys(fields).length > 0) {
    return { message: ADMIN_TEXT.formInvalid, detail: null, fields };
  }
  if (save.mode === 'create') {
    if (e.status === 409)
      return {
        message: ADMIN_TEXT.formInvalid,
        detail: null,
        fields: { id: e.serverError ?? ADMIN_TEXT.productIdTaken },
      };
    return { message: e.serverError ?? ADMIN_TEXT.addProductFailed, detail: null, fields };
  }
  if (save.asinChange) {
    const message = e.status === 404 ? ADMIN_TEXT.deleteOldFailed : ADMIN_TEXT.createWithNewAsinFailed;
    return { ...failure(message, e), fields };
  }
  return { ...failure(ADMIN_TEXT.updateFailed, e), fields };
}

export function deleteFailure(error: unknown): Failure {
  const e = callError(error);
  return failure(isNetwork(e) ? ADMIN_TEXT.deleteNetworkError : ADMIN_TEXT.deleteFailed, e);
}

/**
 * A failed refresh: 'Failed to refresh Amazon data.' for all products, 'Failed to refresh product.' for one,
 * with the server's reason beside it (e.g. 'Retailer API is not configured').
 */
export function refreshFailure(error: unknown, scope: 'all' | 'one'): Failure {
  const e = callError(error);
  if (isNetwork(e)) return failure(ADMIN_TEXT.refreshNetworkError, e);
  return failure(scope === 'all' ? ADMIN_TEXT.refreshAllFailed : ADMIN_TEXT.refreshOneFailed, e);
}
