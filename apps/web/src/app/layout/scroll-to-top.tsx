import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToTop } from '../../lib/scroll-to-top';

/**
 * Every navigation scrolls smoothly to the top (community spec section 2); a new collection or
 * subcollection is a new path, so this also covers "scroll to top when the category changes".
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(scrollToTop, [pathname]);
  return null;
}
