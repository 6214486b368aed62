import { matchPath } from 'react-router';
import { ADMIN_PATHS, GAME_PATHS } from './routes/more-paths';

/**
 * Pages that show nothing without the member's session, which only the browser holds (local storage): the
 * server sends them the shell and the browser renders them. Every other page is rendered on the server.
 */
const CLIENT_RENDERED = ['profile', 'wishlist', 'rewards', 'test/:id', ...ADMIN_PATHS, ...GAME_PATHS];

export function isClientRendered(pathname: string): boolean {
  return CLIENT_RENDERED.some((path) => matchPath({ path: `/${path}`, caseSensitive: false }, pathname) !== null);
}
