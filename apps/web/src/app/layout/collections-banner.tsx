import { COLLECTIONS } from '@dd/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { advanceBanner, offsetFromScroll, scrollFromOffset } from './banner-scroll';
import { REDUCED_MOTION_QUERY } from './breakpoints';
import { useMediaQuery } from './use-media-query';

const TINTS = ['bg-hot/15', 'bg-sky/20', 'bg-mint/20', 'bg-zap/15', 'bg-sun/40'];

function BannerItems({ copy }: { copy: boolean }) {
  return (
    // The second copy only fills the loop visually; it is hidden from assistive tech and the tab order.
    <ul className="flex shrink-0 gap-2 pr-2" aria-hidden={copy || undefined} inert={copy}>
      {COLLECTIONS.map((c, i) => (
        <li key={c.id} className="shrink-0">
          <Link
            to={`/collections/${c.slug}`}
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

/** All collections on one auto-scrolling strip; pauses on hover or focus, still under reduced motion. */
export function CollectionsBanner() {
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const scroller = useRef<HTMLDivElement>(null);
  const paused = useRef(false);

  useEffect(() => {
    const el = scroller.current;
    if (reduced || !el) return;
    let visible = true;
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? true;
    });
    observer.observe(el);

    let offset = offsetFromScroll(el.scrollLeft, el.scrollWidth / 2);
    let written = el.scrollLeft;
    let last = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const elapsed = now - last;
      last = now;
      const loop = (el.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
      if (visible && !paused.current && loop > el.clientWidth) {
        // Pick up from wherever a swipe left it.
        if (Math.abs(el.scrollLeft - written) > 1) offset = offsetFromScroll(el.scrollLeft, loop);
        offset = advanceBanner(offset, elapsed);
        el.scrollLeft = scrollFromOffset(offset, loop);
        written = el.scrollLeft;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [reduced]);

  const pause = () => {
    paused.current = true;
  };
  const resume = () => {
    paused.current = false;
  };

  return (
    <nav aria-label="All collections" className="border-b border-line bg-sun/25">
      <div
        ref={scroller}
        onPointerEnter={pause}
        onPointerLeave={resume}
        onFocus={pause}
        onBlur={resume}
        className="flex overflow-x-auto px-2 py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <BannerItems copy={false} />
        {!reduced && <BannerItems copy />}
      </div>
    </nav>
  );
}
