/** The global event that opens the newsletter modal (storefront spec section 2). */
export const OPEN_NEWSLETTER_MODAL = 'open-newsletter-modal';

export function openNewsletterModal(): void {
  window.dispatchEvent(new Event(OPEN_NEWSLETTER_MODAL));
}
