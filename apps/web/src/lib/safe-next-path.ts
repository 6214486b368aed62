import { href } from '@dd/contracts';
/** Where a login goes when nothing (or nothing safe) says otherwise. */
export const DEFAULT_NEXT_PATH = '/';

// Only used to resolve a path; never contacted.
const PROBE_ORIGIN = 'http://same-site.invalid';
// Going back to these after logging in would only show the form (or the logged-in notice) again.
const AUTH_PATHS = new Set([href('login'), href('register')]);

/**
 * The path to go to after logging in, when it is a path of this site; anything else (another origin,
 * a protocol-relative `//host`, a backslash trick, `javascript:`, control characters) gives `/`.
 */
export function safeNextPath(raw: unknown): string {
  if (typeof raw !== 'string') return DEFAULT_NEXT_PATH;
  // Browsers read "\" as "/" in URLs, so "/\evil.example" would leave the site.
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_NEXT_PATH;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return DEFAULT_NEXT_PATH;
  }
  if (url.origin !== PROBE_ORIGIN || AUTH_PATHS.has(url.pathname)) return DEFAULT_NEXT_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The router state a page may pass to /login: `{ from: '/wishlist' }` or `{ from: location }`. */
function pathFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = state.from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  return null;
}

/** Where the user came from: `?next=` first, then the router state, each only when safe. */
export function nextPathFromLocation(search: string, state: unknown): string {
  const next = new URLSearchParams(search).get('next');
  if (next !== null) return safeNextPath(next);
  return safeNextPath(pathFromState(state));
}

/** A link to /login that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path);
  return next === DEFAULT_NEXT_PATH ? href('login') : `${href('login')}?next=${encodeURIComponent(next)}`;
}
