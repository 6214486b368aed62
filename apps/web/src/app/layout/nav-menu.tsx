import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { NavDropdown } from './nav-dropdown';
import { NAV_ENTRIES } from './nav-entries';

interface NavMenuProps {
  mobile: boolean;
  onNavigate?: () => void;
}

/** The header's links and dropdowns; one row on desktop, a stacked list in the mobile menu. */
export function NavMenu({ mobile, onNavigate }: NavMenuProps) {
  return (
    <ul className={cn(mobile ? 'flex flex-col gap-1' : 'flex flex-wrap items-center gap-1')}>
      {NAV_ENTRIES.map((entry) =>
        entry.kind === 'group' ? (
          <li key={entry.id}>
            <NavDropdown group={entry} mobile={mobile} {...(onNavigate ? { onNavigate } : {})} />
          </li>
        ) : (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.to === '/'}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-2 rounded-pill px-3 font-bold transition',
                  mobile ? 'px-4 text-lg' : 'text-[0.95rem]',
                  isActive ? 'bg-line text-ink' : 'text-ink-soft hover:bg-line hover:text-ink',
                )
              }
            >
              <entry.icon aria-hidden className={cn('size-5 shrink-0', !mobile && 'hidden lg:block')} />
              {entry.label}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
