import { href } from '@dd/contracts';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { HeaderIcon } from './header-icon';

/** The site header's wordmark, and the smaller one of a game page's dark bar (where "Drops" is the lighter pink). */
const LOOKS = {
  site: {
    mark: 'size-10 rounded-2xl shadow-card',
    icon: 'size-6',
    words: 'text-xl text-ink sm:text-2xl',
    drops: 'text-hot-dark',
  },
  game: { mark: 'size-8 rounded-xl', icon: 'size-5', words: 'text-lg', drops: 'text-hot' },
} as const;

/** The wordmark; always leads home. */
export function SiteLogo({
  onNavigate,
  className,
  look = 'site',
}: {
  onNavigate?: () => void;
  className?: string;
  look?: keyof typeof LOOKS;
}) {
  const { mark, icon, words, drops } = LOOKS[look];
  return (
    <Link
      to={href('home')}
      onClick={onNavigate}
      className={cn('group flex min-h-11 shrink-0 items-center gap-2 rounded-pill pr-2', className)}
    >
      <span
        aria-hidden
        className={cn('flex items-center justify-center bg-hot text-white transition group-hover:-rotate-12', mark)}
      >
        <HeaderIcon name="logo" className={icon} />
      </span>
      <span className={cn('font-display font-extrabold leading-none tracking-tight', words)}>
        Dopamine <span className={drops}>Drops</span>
      </span>
    </Link>
  );
}
