import { href } from '@dd/contracts';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { HeaderIcon } from './header-icon';

/** The wordmark; always leads home. */
export function SiteLogo({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  return (
    <Link
      to={href('home')}
      onClick={onNavigate}
      className={cn('group flex min-h-11 shrink-0 items-center gap-2 rounded-pill pr-2', className)}
    >
      <span
        aria-hidden
        className="flex size-10 items-center justify-center rounded-2xl bg-hot text-white shadow-card transition group-hover:-rotate-12"
      >
        <HeaderIcon name="logo" className="size-6" />
      </span>
      <span className="font-display text-xl font-extrabold leading-none tracking-tight text-ink sm:text-2xl">
        Dopamine <span className="text-hot-dark">Drops</span>
      </span>
    </Link>
  );
}
