import { useRef, type KeyboardEvent } from 'react';
import { AccountLinks } from './account-links';
import { FreshDropsButton } from './fresh-drops-button';
import { NavMenu } from './nav-menu';
import { SearchBox } from './search-box';
import { SiteLogo } from './site-logo';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { useScrollLock } from '../../lib/use-scroll-lock';
import { CloseButton } from '../../components/close-button';

interface MobileMenuProps {
  id: string;
  onClose: () => void;
}

/** The hamburger menu under 768px: full screen, page scroll locked, closes on any navigation. */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useFocusTrap(panel, true);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto overscroll-contain bg-surface md:hidden"
    >
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-line px-4">
        <SiteLogo onNavigate={onClose} />
        <CloseButton label="Close menu" onClick={onClose} className="text-ink" iconClassName="size-6" />
      </div>
      <div className="flex flex-1 flex-col gap-5 px-4 py-5">
        <SearchBox onSearch={onClose} />
        <nav aria-label="Main">
          <NavMenu mobile onNavigate={onClose} />
        </nav>
        <div className="mt-auto flex flex-col gap-3 border-t border-line pt-5">
          <FreshDropsButton className="w-full" onOpen={onClose} />
          <AccountLinks mobile onNavigate={onClose} />
        </div>
      </div>
    </div>
  );
}
