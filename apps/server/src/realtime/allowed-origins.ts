/**
 * The origins a browser may open the push socket from: the site's own (`PUBLIC_URL`) and, under
 * `npm run dev`, the Vite dev server's. A WebSocket is not bound by the same-origin policy, so without this
 * check any page could open one with the visitor's cookies or stored token in reach (cross-site WebSocket
 * hijacking).
 */
export function allowedOrigins(publicUrl: string, devWebOrigin: string | null): ReadonlySet<string> {
  const origins = new Set([new URL(publicUrl).origin]);
  if (devWebOrigin) origins.add(new URL(devWebOrigin).origin);
  return origins;
}

/** Whether an `Origin` header names one of `allowed`; a missing or opaque (`null`) origin is refused. */
export function isAllowedOrigin(origin: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (!origin || origin === 'null') return false;
  try {
    return allowed.has(new URL(origin).origin);
  } catch {
    return false;
  }
}
