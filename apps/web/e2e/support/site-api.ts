import type { ProductPage } from '@dd/contracts';
import { expect } from 'vitest';

/** Anything that knows where the site listens: a SiteUnderTest or a RunningSite. */
export interface HasBaseUrl {
  readonly baseUrl: string;
}

/** GETs a path of the site's API, expects HTTP 200 and returns the JSON body. */
export async function apiGet<T>(site: HasBaseUrl, urlPath: string): Promise<T> {
  const res = await fetch(new URL(urlPath, site.baseUrl));
  expect(res.status, urlPath).toBe(200);
  return (await res.json()) as T;
}

/** Ids of the products /api/products lists for a query string, which must fit one page. */
export async function apiIds(site: HasBaseUrl, query: string): Promise<string[]> {
  const page = await apiGet<ProductPage>(site, `/api/products?${query}`);
  expect(page.nextCursor, `${query} fits one page`).toBeNull();
  return page.items.map((p) => p._id);
}

/** Calls the API as a member (their bearer token) or as a visitor (null); returns the status and the JSON body. */
export async function apiCall<T>(
  site: HasBaseUrl,
  member: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  urlPath: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(new URL(urlPath, site.baseUrl), {
    method,
    headers: {
      ...(member ? { authorization: `Bearer ${member.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
