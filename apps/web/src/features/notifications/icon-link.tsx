import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** A text link led by its icon: the way between the notifications and their settings. */
export function IconLink({
  to,
  icon: Icon,
  pill = false,
  className,
  children,
}: {
  to: string;
  icon: LucideIcon;
  /** A small pill that lights up under the pointer, for a row of buttons; else a plain text link. */
  pill?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 font-bold text-zap underline-offset-2 hover:underline',
        pill && 'rounded-pill px-3 text-sm hover:bg-line',
        className,
      )}
    >
      <Icon aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
