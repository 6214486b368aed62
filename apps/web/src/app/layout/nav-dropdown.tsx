import { useCallback, useId, useRef, useState, type FocusEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useDismiss } from '../../lib/use-dismiss';
import { isGroupActive, type NavGroup } from './nav-items';

interface NavDropdownProps {
  group: NavGroup;
  /** Under 768px: tap toggles, no hover or focus opening (spec section 2). */
  mobile: boolean;
  onNavigate?: () => void;
}

/** A header dropdown: hover or focus opens it on desktop, a tap toggles it on phones, Escape closes it. */
export function NavDropdown({ group, mobile, onNavigate }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const active = isGroupActive(pathname, group);

  // A tap anywhere else closes it, and Escape closes only this dropdown, not the mobile menu around it.
  const close = useCallback(() => setOpen(false), []);
  const onKeyDown = useDismiss(open, close, wrapper, button);

  const desktopHandlers = mobile
    ? {}
    : {
        onMouseEnter: () => setOpen(true),
        onMouseLeave: () => setOpen(false),
        onFocus: () => setOpen(true),
        onBlur: (event: FocusEvent) => {
          if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        },
      };

  return (
    <div ref={wrapper} className={cn('relative', mobile && 'w-full')} onKeyDown={onKeyDown} {...desktopHandlers}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // On desktop focus already opened it; a click must not close it again.
        onClick={() => setOpen((was) => (mobile ? !was : true))}
        className={cn(
          'flex min-h-11 items-center gap-1.5 rounded-pill px-3 font-bold transition',
          mobile ? 'w-full justify-between px-4 text-lg' : 'text-[0.95rem]',
          active ? 'bg-line text-ink' : 'text-ink-soft hover:bg-line hover:text-ink',
        )}
      >
        <span className="flex items-center gap-2">
          <group.icon aria-hidden className={cn('size-5 shrink-0', !mobile && 'hidden lg:block')} />
          {group.label}
        </span>
        <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        className={cn(
          mobile
            ? cn('pl-4', !open && 'hidden')
            : cn(
                'absolute left-0 top-full z-40 pt-2 transition duration-150',
                open ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-1 opacity-0',
              ),
        )}
      >
        <ul className={cn(!mobile && 'w-max min-w-56 rounded-card border border-line bg-surface p-2 shadow-pop')}>
          {group.items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                onClick={() => {
                  setOpen(false);
                  onNavigate?.();
                }}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-3 whitespace-nowrap rounded-xl px-3 font-semibold transition',
                    isActive ? 'bg-hot/10 text-hot-dark' : 'text-ink hover:bg-line',
                  )
                }
              >
                {item.icon ? (
                  <item.icon aria-hidden className="size-5 shrink-0 text-ink-soft" />
                ) : (
                  <span aria-hidden className="w-5 text-center text-lg">
                    {item.emoji}
                  </span>
                )}
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
