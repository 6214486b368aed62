/**
 * Which pages may open the push socket. A WebSocket is not bound by the same-origin policy, so without this
 * check any page could open one with the visitor's cookies or stored token in reach (cross-site WebSocket
 * hijacking).
 *
 * - `PUBLIC_URL` set: its origin only (and, under `npm run dev`, the Vite dev server's).
 * - `PUBLIC_URL` unset (a first run on one's own machine): also the server's own address under any loopback
 *   name (`localhost`, `127.0.0.1`, `[::1]`) on the port the socket came in on, so the page works at whichever
 *   of them the visitor typed or the log printed. A page on another port or host is still refused.
 */
export interface OriginPolicy {
  /** Origins accepted whatever port the socket came in on: PUBLIC_URL's, DEV_WEB_ORIGIN's. */
  readonly fixed: ReadonlySet<string>;
  /** Whether the server's own loopback origins are accepted too (PUBLIC_URL unset, listening on loopback). */
  readonly ownLoopback: boolean;
}

export interface OriginSettings {
  /** PUBLIC_URL, or null when it is not set. */
  publicUrl: string | null;
  devWebOrigin: string | null;
  /** HOST: the loopback names reach this server only when it listens on loopback (or on every interface). */
  host: string;
}

/** The names a browser resolves to its own machine; `URL.hostname` keeps IPv6's brackets. */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether HOST includes the loopback interface: a wildcard or a loopback address. */
export function listensOnLoopback(host: string): boolean {
  const h = host.trim().toLowerCase();
  return (
    h === '' ||
    h === '0.0.0.0' ||
    h === '::' ||
    h === 'localhost' ||
    h === '::1' ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
  );
}

export function originPolicy(settings: OriginSettings): OriginPolicy {
  const fixed = new Set<string>();
  if (settings.publicUrl) fixed.add(new URL(settings.publicUrl).origin);
  if (settings.devWebOrigin) fixed.add(new URL(settings.devWebOrigin).origin);
  return { fixed, ownLoopback: settings.publicUrl === null && listensOnLoopback(settings.host) };
}

/**
 * Whether a page of `origin` (the upgrade's `Origin` header) may open the push socket that reached this server on
 * `localPort`. A missing or opaque (`null`) origin is refused.
 */
export function isAllowedOrigin(origin: string | undefined, policy: OriginPolicy, localPort?: number): boolean {
  if (!origin || origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (policy.fixed.has(url.origin)) return true;
  if (!policy.ownLoopback || localPort === undefined) return false;
  // The server speaks plain HTTP, so a page of its own is http:, on the very port the socket came in on.
  const port = url.port === '' ? 80 : Number(url.port);
  return url.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname) && port === localPort;
}
