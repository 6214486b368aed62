import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountLinks } from './account-links';
import { MOBILE_QUERY } from './breakpoints';
import { FreshDropsButton } from './fresh-drops-button';
import { NavMenu } from './nav-menu';
import { SearchBox } from './search-box';
import { SiteLogo } from './site-logo';
import { useMediaQuery } from './use-media-query';

// Only phones open it, and only on demand.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** Header of every page: wordmark, search, navigation, 'Get Fresh Drops' and the account links. */
export function SiteHeader() {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

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
          <SearchBox className="mx-auto hidden min-w-32 flex-1 lg:flex lg:max-w-sm" />
          <div className="ml-auto flex items-center gap-1 md:gap-2">
            {/* The full search field needs the room it only has from 1024px. */}
            <Link
              to="/search"
              aria-label="Search"
              className="flex size-11 items-center justify-center rounded-full text-xl hover:bg-line lg:hidden"
            >
              <span aria-hidden>🔍</span>
            </Link>
            <div className="hidden items-center gap-2 md:flex">
              <FreshDropsButton />
              <AccountLinks />
            </div>
            <button
              type="button"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen(true)}
              className="flex size-11 flex-col items-center justify-center gap-1.5 rounded-full hover:bg-line md:hidden"
            >
              <span aria-hidden className="h-0.5 w-6 rounded-full bg-ink" />
              <span aria-hidden className="h-0.5 w-6 rounded-full bg-ink" />
              <span aria-hidden className="h-0.5 w-4 self-center rounded-full bg-hot" />
            </button>
          </div>
        </div>
        <nav aria-label="Main" className="mx-auto hidden max-w-6xl px-4 pb-3 sm:px-6 md:block">
          <NavMenu mobile={false} />
        </nav>
      </header>
      {/* Outside the header: its backdrop blur would otherwise trap the fixed overlay inside it. */}
      {menuOpen && mobile && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
