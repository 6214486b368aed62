import { COLLECTIONS, href } from '@dd/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { pauseWhileOffScreen } from './banner-scroll';

const TINTS = ['bg-hot/15', 'bg-sky/20', 'bg-mint/20', 'bg-zap/15', 'bg-sun/40'];

function BannerItems({ copy }: { copy: boolean }) {
  return (
    // The second copy only fills the loop visually; it is hidden from assistive tech and the tab order, and
    // (in CSS, not by script, so server and client render the same) from view under reduced motion.
    <ul
      className={cn('flex shrink-0 gap-2 pr-2', copy && 'motion-reduce:hidden')}
      aria-hidden={copy || undefined}
      inert={copy}
    >
      {COLLECTIONS.map((c, i) => (
        <li key={c.id} className="shrink-0">
          <Link
            to={href('collection', { category: c.slug })}
            className={cn(
              'flex min-h-11 items-center gap-2 whitespace-nowrap rounded-pill px-4 text-sm font-bold text-ink transition hover:bg-ink hover:text-white',
              TINTS[i % TINTS.length],
            )}
          >
            <span aria-hidden className="text-lg">
              {c.emoji}
            </span>
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * All collections on one strip that moves by CSS (styles.css `.dd-marquee`); it pauses on hover or focus, while off
 * screen, and stays still under reduced motion, where a swipe still scrolls it.
 */
export function CollectionsBanner() {
  const viewport = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!viewport.current || !strip.current) return;
    return pauseWhileOffScreen(strip.current, viewport.current);
  }, []);

  return (
    <nav aria-label="All collections" className="border-b border-line bg-sun/25">
      <div ref={viewport} className="overflow-x-auto px-2 py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        <div ref={strip} className="dd-marquee flex w-max">
          <BannerItems copy={false} />
          <BannerItems copy />
        </div>
      </div>
    </nav>
  );
}
