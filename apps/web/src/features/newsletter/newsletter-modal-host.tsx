import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_NEWSLETTER_MODAL } from '../../lib/newsletter-modal';

// The dialog's code loads on the first request, keeping it out of every page's initial JavaScript.
const NewsletterModal = lazy(() => import('./newsletter-modal'));

/** Mounted once in the layout: listens for the global event and shows the newsletter dialog. */
export function NewsletterModalHost() {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const onOpen = () => setRequests((n) => n + 1);
    window.addEventListener(OPEN_NEWSLETTER_MODAL, onOpen);
    return () => window.removeEventListener(OPEN_NEWSLETTER_MODAL, onOpen);
  }, []);
  if (requests === 0) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterModal requests={requests} />
    </Suspense>
  );
}
