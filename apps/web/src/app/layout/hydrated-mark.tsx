import { useEffect } from 'react';

/**
 * Marks the document once the first page is interactive: placed beside the route inside its Suspense boundary,
 * its effect runs only when the route's own code has loaded and its server HTML is hydrated. Browser tests wait
 * for it before they tap (a tap on server HTML before then would do nothing).
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
