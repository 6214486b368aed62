import { ChevronDown, Gift } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { GIFT_FINDER_TITLE, GiftFinder } from './gift-finder';
import type { useGiftFinder } from './use-gift-filters';

interface GiftFinderDisclosureProps {
  /** Filters already chosen (a shared link): the finder starts open. */
  active: boolean;
  /** The chosen filters in words, shown on the closed button. */
  description: string;
  children: ReactNode;
  className?: string;
}

/**
 * Under 768px the gift finder folds behind one button, so a collection's products fill the phone's first
 * screen; from 768px it is always shown. CSS decides, so the server's HTML and hydration agree.
 */
export function GiftFinderDisclosure({ active, description, children, className }: GiftFinderDisclosureProps) {
  const [open, setOpen] = useState(active);
  const panelId = useId();
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 w-full items-center gap-2 rounded-pill border-2 border-line bg-surface px-4 text-left text-sm font-extrabold text-ink transition hover:border-ink-soft/40 md:hidden"
      >
        <Gift aria-hidden className="size-4 shrink-0 text-hot-dark" />
        <span className="min-w-0 flex-1 truncate">
          {GIFT_FINDER_TITLE}
          {active && description && <span className="font-bold text-ink-soft">: {description}</span>}
        </span>
        <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} className={cn('mt-3 md:mt-0 md:block', !open && 'hidden')}>
        {children}
      </div>
    </div>
  );
}

/** A collection's gift finder, folded on phones; nothing until its options have loaded. */
export function FoldedGiftFinder({ finder }: { finder: ReturnType<typeof useGiftFinder> }) {
  if (!finder.options) return null;
  return (
    <GiftFinderDisclosure active={finder.active} description={finder.description} className="mb-3 md:mb-4">
      <GiftFinder options={finder.options} filters={finder.filters} onChange={finder.update} onClear={finder.clear} />
    </GiftFinderDisclosure>
  );
}
