import { useEffect } from 'react';

export function scrollToTop(): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/** Scrolls to the top whenever `key` changes, e.g. the collection shown (storefront spec section 2). */
export function useScrollToTopOn(key: string): void {
  useEffect(() => {
    scrollToTop();
  }, [key]);
}
