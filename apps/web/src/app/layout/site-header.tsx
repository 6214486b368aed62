import { href } from '@dd/contracts';
import type { MobileMenu as MobileMenuType } from './mobile-menu';
import { lazy, memo, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/use-session';
import { AccountLinks } from './account-links';
import { MOBILE_QUERY } from './breakpoints';
import { FreshDropsButton } from './fresh-drops-button';
import { HeaderIcon } from './header-icon';
import { SiteLogo } from './site-logo';
import { useMediaQuery } from './use-media-query';

// The header's links and dropdowns: the server's HTML shows them at once and they hydrate when their chunk
// (shared with the phone menu's) arrives, which keeps them out of the first load's JavaScript.
const NavMenu = lazy(() => import('./nav-menu').then((m) => ({ default: m.NavMenu })));

// The full search field shows from 1024px only; its chunk (shared with the phone menu's) is not first-load weight.
const SearchBox = lazy(() => import('./search-box').then((m) => ({ default: m.SearchBox })));

// The bell and its count are a member's only: a visitor's first load never fetches them.
const NotificationBell = lazy(() =>
  import('../../features/notifications/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

// The phone menu. Its chunk is fetched when the browser is idle after the page has started, or at the first
// touch of the button, so the first tap opens it at once (the tap itself waited for the chunk before).
type MobileMenuComponent = typeof MobileMenuType;
let loadedMenu: MobileMenuComponent | null = null;
let menuChunk: Promise<{ default: MobileMenuComponent }> | null = null;
function loadMobileMenu() {
  menuChunk ??= import('./mobile-menu').then((m) => {
    loadedMenu = m.MobileMenu;
    return { default: m.MobileMenu };
  });
  return menuChunk;
}
const LazyMobileMenu = lazy(loadMobileMenu);

/** Fetches the menu's chunk once the main thread is idle. */
function usePreloadMobileMenu(mobile: boolean) {
  useEffect(() => {
    if (!mobile || loadedMenu) return;
    const preload = () => void loadMobileMenu();
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 1500);
    return () => clearTimeout(timer);
  }, [mobile]);
}

/** Header of every page: wordmark, search, navigation, 'Get Fresh Drops' and the account links. */
export function SiteHeader() {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const { loggedIn } = useSession();
  usePreloadMobileMenu(mobile);

  // Any navigation closes the menu, and so does growing past the breakpoint.
  useEffect(() => setMenuOpen(false), [location.key]);
  useEffect(() => {
    if (!mobile) setMenuOpen(false);
  }, [mobile]);

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur md:static">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 md:h-[4.5rem]">
          <SiteLogo />
          <HeaderSearch />
          <div className="ml-auto flex items-center gap-1 md:gap-2">
            {/* The full search field needs the room it only has from 1024px. */}
            <Link
              to={href('search')}
              aria-label="Search"
              className={cn(
                'flex size-11 items-center justify-center rounded-full text-xl hover:bg-line lg:hidden',
                // Under 420px a member's bell takes its place (the menu has the search field): the row still fits.
                loggedIn && 'max-[420px]:hidden',
              )}
            >
              <HeaderIcon name="search" className="size-6" />
            </Link>
            <div className="hidden md:flex">
              <FreshDropsButton />
            </div>
            {loggedIn && <HeaderBell />}
            <div className="hidden md:flex">
              <AccountLinks />
            </div>
            <button
              type="button"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onPointerDown={() => void loadMobileMenu()}
              onClick={() => setMenuOpen(true)}
              className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-line md:hidden"
            >
              <HeaderIcon name="menu" className="size-7" />
            </button>
          </div>
        </div>
        <nav aria-label="Main" className="mx-auto hidden max-w-6xl px-4 pb-3 sm:px-6 md:block">
          <DesktopNav />
        </nav>
      </header>
      {/* Outside the header: its backdrop blur would otherwise trap the fixed overlay inside it. */}
      {menuOpen && mobile && <OpenMobileMenu id={menuId} onClose={() => setMenuOpen(false)} />}
    </>
  );
}

// Memo: the header re-renders right after hydration on a phone (its media query), and that render must not
// reach a boundary still waiting for its chunk, which would drop the server's HTML for the fallback.
const DesktopNav = memo(function DesktopNav() {
  return (
    <Suspense fallback={<div aria-hidden className="h-11" />}>
      <NavMenu mobile={false} />
    </Suspense>
  );
});

const HeaderSearch = memo(function HeaderSearch() {
  return (
    <Suspense fallback={<div aria-hidden className="mx-auto hidden h-11 min-w-32 flex-1 lg:block lg:max-w-sm" />}>
      <SearchBox className="mx-auto hidden min-w-32 flex-1 lg:flex lg:max-w-sm" />
    </Suspense>
  );
});

/**
 * A member's bell (issue 25): beside the menu button on a phone, before the account links from 768px. Its box is
 * held while its chunk loads, so the badge arriving moves nothing.
 */
function HeaderBell() {
  return (
    <Suspense fallback={<div aria-hidden className="size-11 shrink-0" />}>
      <NotificationBell />
    </Suspense>
  );
}

/** The menu itself once its chunk is there (no Suspense round); a blank panel in the rare tap before that. */
function OpenMobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  if (loadedMenu) {
    const Loaded = loadedMenu;
    return <Loaded id={id} onClose={onClose} />;
  }
  return (
    <Suspense fallback={<div aria-hidden className="fixed inset-0 z-50 bg-surface md:hidden" />}>
      <LazyMobileMenu id={id} onClose={onClose} />
    </Suspense>
  );
}
