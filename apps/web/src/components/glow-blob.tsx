import { cn } from '../lib/cn';

/** A soft coloured disc behind a panel's content (decoration only); `className` places, sizes and colours it. */
export function GlowBlob({ className }: { className: string }) {
  return <span aria-hidden className={cn('pointer-events-none absolute rounded-full', className)} />;
}
