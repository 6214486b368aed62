import {
  adminProductEndpoints,
  taxonomyEndpoints,
  type AdminListProduct,
  type AdminProductBody,
  type Category,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type GiftCategory,
  type RefreshReport,
} from '@dd/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api-client';
import { AdminCallError } from './admin-product-errors';
import { adminProductKeys } from './query-keys';

/*
 * The admin product page's calls (storefront spec section 7). The shared password travels in the
 * `X-Admin-Password` header, never in a URL, so it stays out of history and logs.
 */

function fieldsOf(data: unknown): Record<string, string> | null {
  if (!data || typeof data !== 'object' || !('fields' in data)) return null;
  const fields = data.fields;
  if (!fields || typeof fields !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * One password call. A 401 here means the admin password, not the site login, so the member's session is
 * kept; failures come as AdminCallError. Beside the statuses, an answer that says `success: false` or is not
 * a JSON object (e.g. the app's HTML from a server without these routes) is a failure too.
 */
async function passwordCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  password: string,
  signal?: AbortSignal,
): Promise<EndpointResponse<E>> {
  let data: unknown;
  try {
    data = await call(endpoint, input, { adminPassword: password, signal });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    throw new AdminCallError(err.status, err.fromServer ? err.message : null, fieldsOf(err.body));
  }
  if (!data || typeof data !== 'object') throw new AdminCallError(502, null);
  if ('success' in data && data.success === false) {
    const error = 'error' in data && typeof data.error === 'string' ? data.error : null;
    throw new AdminCallError(400, error, fieldsOf(data));
  }
  return data as EndpointResponse<E>;
}

export async function fetchAdminProducts(password: string, signal?: AbortSignal): Promise<AdminListProduct[]> {
  const data = await passwordCall(adminProductEndpoints.list, { query: {} }, password, signal);
  return data.products;
}

export async function createAdminProduct(password: string, body: AdminProductBody): Promise<AdminListProduct> {
  const data = await passwordCall(adminProductEndpoints.create, { query: {}, body }, password);
  return data.product;
}

/** Saves by the product's id (an Amazon product whose ASIN changes comes back as the new record). */
export async function updateAdminProduct(
  password: string,
  id: string,
  body: AdminProductBody,
): Promise<AdminListProduct> {
  const data = await passwordCall(adminProductEndpoints.update, { params: { key: id }, query: {}, body }, password);
  return data.product;
}

export async function deleteAdminProduct(password: string, id: string): Promise<void> {
  await passwordCall(adminProductEndpoints.remove, { params: { key: id }, query: {}, body: undefined }, password);
}

export function refreshAllProducts(password: string): Promise<RefreshReport> {
  return passwordCall(adminProductEndpoints.refreshAll, { query: {}, body: undefined }, password);
}

export function refreshOneProduct(password: string, asin: string): Promise<RefreshReport> {
  return passwordCall(adminProductEndpoints.refreshOne, { params: { asin }, query: {}, body: undefined }, password);
}

/**
 * The list, once logged in (starting with what the login loaded); reloaded on purpose only, after a save, a
 * delete or a refresh, and dropped from memory when the page goes.
 */
export function useAdminProductList(password: string, initialData: AdminListProduct[]) {
  return useQuery({
    queryKey: adminProductKeys.list,
    queryFn: ({ signal }) => fetchAdminProducts(password, signal),
    initialData,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The array itself, or the array under `key` of a wrapping object. */
function listOf<T>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  const inner = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  if (Array.isArray(inner)) return inner as T[];
  throw new Error(`Unexpected ${key} response`);
}

/**
 * Options of a multi-select, read from the taxonomy (`key` names the list in a wrapped answer); undefined until
 * loaded or when the call failed.
 */
function useChoices<T>(queryKey: QueryKey, key: string, read: (signal: AbortSignal) => Promise<unknown>) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => listOf<T>(await read(signal), key),
    staleTime: 60_000,
    retry: false,
  });
}

export function useCategoryChoices() {
  return useChoices<Category>(adminProductKeys.categories, 'categories', (signal) =>
    call(taxonomyEndpoints.categories, {}, { signal }),
  );
}

export function useGiftCategoryChoices() {
  return useChoices<GiftCategory>(adminProductKeys.giftCategories, 'giftCategories', (signal) =>
    call(taxonomyEndpoints.giftCategories, {}, { signal }),
  );
}
