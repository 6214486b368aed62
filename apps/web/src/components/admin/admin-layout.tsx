import { ADMIN_NAV } from '@dd/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Page } from '../page';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard } from './admin-guard';

interface AdminLayoutProps {
  title: string;
  subtitle?: string;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every admin screen: the guard, the admin navigation and a title. */
export function AdminLayout({ title, subtitle, actions, children }: AdminLayoutProps) {
  useDocumentTitle(`Admin · ${title}`);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the admin links scroll sideways: bring the current one into view (sideways only).
  useEffect(() => {
    const box = nav.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (box && current && box.scrollWidth > box.clientWidth) {
      box.scrollLeft = current.offsetLeft - (box.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <AdminGuard>
      <Page className="flex flex-col gap-6">
        <nav ref={nav} aria-label="Admin" className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-10 items-center rounded-pill border px-4 text-sm font-bold whitespace-nowrap transition-colors',
                      isActive ? 'border-ink bg-ink text-white' : 'border-line bg-surface text-ink hover:border-ink',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{title}</h1>
            {subtitle ? <p className="mt-1 text-ink-soft">{subtitle}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </header>
        {children}
      </Page>
    </AdminGuard>
  );
}
