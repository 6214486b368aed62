import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { pickAnchors } from './scroll-anchor';

/** Marks an element inside the container as one the page may hold still (replies, the reply forms). */
export const SCROLL_ANCHOR_ATTRIBUTE = 'data-scroll-anchor';

type Anchors = Array<{ item: Element; top: number }>;

function measure(container: HTMLElement | null): Anchors {
  if (!container) return [];
  const focused = document.activeElement;
  const candidates = Array.from(container.querySelectorAll(`[${SCROLL_ANCHOR_ATTRIBUTE}]`), (item) => {
    const box = item.getBoundingClientRect();
    return { item, top: box.top, bottom: box.bottom, focused: focused !== null && item.contains(focused) };
  });
  return pickAnchors(candidates, window.innerHeight);
}

/**
 * Keeps what the reader looks at (or types in) in place when `content` changes under them, e.g. a reply
 * arriving or vanishing above. Chromium and Firefox anchor the scroll themselves, Safari does not; measuring
 * after the change works with both, as it only corrects what is still off.
 */
export function useKeepScrollPosition(container: RefObject<HTMLElement | null>, content: unknown): void {
  const anchors = useRef<Anchors>([]);

  useEffect(() => {
    const record = () => {
      anchors.current = measure(container.current);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('resize', record);
    document.addEventListener('focusin', record);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('resize', record);
      document.removeEventListener('focusin', record);
    };
  }, [container]);

  useLayoutEffect(() => {
    const anchor = anchors.current.find(({ item }) => item.isConnected);
    if (anchor) {
      const shift = anchor.item.getBoundingClientRect().top - anchor.top;
      // 'instant': the page's smooth scrolling would let the content visibly jump and glide back.
      if (Math.abs(shift) >= 1) window.scrollBy({ top: shift, behavior: 'instant' });
    }
    anchors.current = measure(container.current);
  }, [container, content]);
}
