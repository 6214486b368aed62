import { STATIC_PAGES, type StaticPage } from './static-pages.js';

/** Which screen a path shows, as far as the head of the page is concerned. */
export type PageRoute =
  | { kind: 'product'; id: string }
  | { kind: 'collection'; category: string }
  | { kind: 'subcollection'; category: string; subcollection: string }
  | { kind: 'blog-post'; slug: string }
  | { kind: 'forum-thread'; id: number }
  | { kind: 'static'; page: StaticPage; path: string }
  | { kind: 'unknown' };

/** Path segments, percent-decoded; null for a malformed path. A trailing slash is ignored. */
function segmentsOf(pathname: string): string[] | null {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return [];
  const parts = trimmed.split('/').slice(1);
  if (parts.some((p) => p === '')) return null;
  try {
    return parts.map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern === '/' ? [] : pattern.split('/').slice(1);
  return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]);
}

/** Maps a request URL (path and query) to the screen apps/web's router would show. */
export function matchPageRoute(url: string): PageRoute {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const s = segmentsOf(pathname);
  if (!s) return { kind: 'unknown' };
  const [first, second, third] = s;
  if (first === 'product' && s.length === 2 && second) return { kind: 'product', id: second };
  if (first === 'collections' && s.length === 2 && second) return { kind: 'collection', category: second };
  if (first === 'collections' && s.length === 3 && second && third) {
    return { kind: 'subcollection', category: second, subcollection: third };
  }
  if (first === 'blog' && s.length === 2 && second) return { kind: 'blog-post', slug: second };
  if (first === 'forum' && second === 'thread' && s.length === 3 && third) {
    // Thread ids are positive integers; anything else cannot exist.
    return /^[1-9]\d{0,15}$/.test(third) ? { kind: 'forum-thread', id: Number(third) } : { kind: 'unknown' };
  }
  const page = STATIC_PAGES.find((p) => matches(p.pattern, s));
  if (page) return { kind: 'static', page, path: s.length === 0 ? '/' : `/${s.map(encodeURIComponent).join('/')}` };
  return { kind: 'unknown' };
}
