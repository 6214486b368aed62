import { sourceLabel } from '@dd/contracts';
import { cn } from '../lib/cn';

export function SourceBadge({ source, className }: { source: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-pill px-3 py-1 text-xs font-bold uppercase tracking-wide',
        source === 'amazon' ? 'bg-sun text-ink' : 'bg-sky/20 text-ink',
        className,
      )}
    >
      {sourceLabel(source)}
    </span>
  );
}
