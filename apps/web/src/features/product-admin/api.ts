import type {
  AdminListProduct,
  AdminProductBody,
  AdminProductListResponse,
  AdminProductSavedResponse,
  Category,
  GiftCategory,
  RefreshReport,
} from '@dd/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { readToken } from '../../lib/session-storage';
import { AdminCallError } from './admin-product-errors';
import { adminProductKeys } from './query-keys';

/*
 * The admin product page's calls (storefront spec section 7). The shared password travels in the
 * `X-Admin-Password` header, never in a URL, so it stays out of history and logs.
 */

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

function fieldsOf(data: unknown): Record<string, string> | null {
  if (!data || typeof data !== 'object' || !('fields' in data)) return null;
  const fields = data.fields;
  if (!fields || typeof fields !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * One password call. Unlike lib/api-client's `api()`, a 401 here means the admin password, not the
 * site login, so it never forgets the member's session.
 */
async function passwordCall<T>(path: string, password: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-admin-password': password };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
      cache: 'no-store',
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new AdminCallError(0, null);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok || (data && typeof data === 'object' && 'success' in data && data.success === false)) {
    const error =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : null;
    throw new AdminCallError(response.ok ? 400 : response.status, error, fieldsOf(data));
  }
  // Anything but a JSON object (e.g. the app's HTML from a server without these routes) is a failure.
  if (!data || typeof data !== 'object') throw new AdminCallError(502, null);
  return data as T;
}

const productPath = (key: string) => `/admin/products/${encodeURIComponent(key)}`;

export async function fetchAdminProducts(password: string, signal?: AbortSignal): Promise<AdminListProduct[]> {
  const data = await passwordCall<AdminProductListResponse>('/admin/products', password, { signal });
  return data.products;
}

export async function createAdminProduct(password: string, body: AdminProductBody): Promise<AdminListProduct> {
  const data = await passwordCall<AdminProductSavedResponse>('/admin/products', password, { method: 'POST', body });
  return data.product;
}

/** PUT by the product's id (an Amazon product whose ASIN changes comes back as the new record). */
export async function updateAdminProduct(
  password: string,
  id: string,
  body: AdminProductBody,
): Promise<AdminListProduct> {
  const data = await passwordCall<AdminProductSavedResponse>(productPath(id), password, { method: 'PUT', body });
  return data.product;
}

export async function deleteAdminProduct(password: string, id: string): Promise<void> {
  await passwordCall<{ success: true }>(productPath(id), password, { method: 'DELETE' });
}

export function refreshAllProducts(password: string): Promise<RefreshReport> {
  return passwordCall<RefreshReport>('/refresh-products', password, { method: 'POST' });
}

export function refreshOneProduct(password: string, asin: string): Promise<RefreshReport> {
  return passwordCall<RefreshReport>(`/admin/refresh-product/${encodeURIComponent(asin)}`, password, {
    method: 'POST',
  });
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

/** Options of the categories multi-select; undefined until loaded or when the call failed. */
export function useCategoryChoices() {
  return useQuery({
    queryKey: adminProductKeys.categories,
    queryFn: async ({ signal }) => listOf<Category>(await api<unknown>('/api/categories', { signal }), 'categories'),
    staleTime: 60_000,
    retry: false,
  });
}

export function useGiftCategoryChoices() {
  return useQuery({
    queryKey: adminProductKeys.giftCategories,
    queryFn: async ({ signal }) =>
      listOf<GiftCategory>(await api<unknown>('/api/gift-categories', { signal }), 'giftCategories'),
    staleTime: 60_000,
    retry: false,
  });
}
