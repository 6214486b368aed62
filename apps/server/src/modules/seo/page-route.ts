import { matchPage, PAGE_HEADS, PAGES, type PageSubject } from '@dd/contracts';
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
function subjectRoute(subject: PageSubject, params: Record<string, string>): PageRoute {
  const param = (name: string) => params[name] ?? '';
  switch (subject) {
    case 'product':
      return { kind: 'product', id: param('id') };
    case 'collection':
      return { kind: 'collection', category: param('category') };
    case 'subcollection':
      return { kind: 'subcollection', category: param('category'), subcollection: param('subcollection') };
    case 'blog-post':
      return { kind: 'blog-post', slug: param('slug') };
    case 'forum-thread': {
      // Thread ids are positive integers; anything else cannot exist.
      const id = param('threadId');
      return /^[1-9]\d{0,15}$/.test(id) ? { kind: 'forum-thread', id: Number(id) } : { kind: 'unknown' };
    }
  }
}

/** Maps a request URL (path and query) to the page of the table it shows (case-sensitive, as links are written). */
export function matchPageRoute(url: string): PageRoute {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const found = matchPage(pathname);
  if (!found) return { kind: 'unknown' };
  const head = PAGE_HEADS[found.id];
  if ('subject' in head) return subjectRoute(head.subject, found.params);
  // A path that only sends the browser on to another page has no head of its own.
  const page = STATIC_PAGES.find((p) => p.id === found.id);
  if ('redirectsTo' in head || !page) return { kind: 'unknown' };
  const path = PAGES[found.id].path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(found.params[name] ?? ''),
  );
  return { kind: 'static', page, path };
}
