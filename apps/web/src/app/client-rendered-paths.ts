import { PAGE_IDS, PAGES } from '@dd/contracts';
import { matchPath } from 'react-router';

/**
 * The page table's client-rendered pages (packages/contracts, pages.ts): they show nothing without the member's
 * session, which only the browser holds (local storage), so the server sends them the shell and the browser
 * renders them. Every other page is rendered on the server.
 */
const CLIENT_RENDERED = PAGE_IDS.filter((id) => PAGES[id].render === 'client').map((id) => PAGES[id].path);

export function isClientRendered(pathname: string): boolean {
  return CLIENT_RENDERED.some((path) => matchPath({ path, caseSensitive: false }, pathname) !== null);
}
