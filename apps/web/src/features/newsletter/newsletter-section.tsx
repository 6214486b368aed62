import { NEWSLETTER_TEXT } from '@dd/contracts';
import { NewsletterForm } from './newsletter-form';

/** The home page's signup block; its errors use the home fallback (spec section 8). */
export default function NewsletterSection() {
  return (
    <section
      aria-label="Newsletter"
      className="rounded-card bg-[linear-gradient(120deg,var(--color-hot),var(--color-zap))] p-1.5 shadow-pop"
    >
      <div className="grid items-center gap-6 rounded-[calc(var(--radius-card)-0.25rem)] bg-surface px-5 py-8 sm:px-10 md:grid-cols-[auto_1fr]">
        <span aria-hidden className="hidden text-7xl md:block">
          💌
        </span>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-bold uppercase tracking-widest text-hot-dark">Free, weekly-ish, zero spam</p>
          <NewsletterForm
            title="Get the weirdest drops in your inbox"
            buttonLabel="Count Me In"
            fallbackError={NEWSLETTER_TEXT.homeFallbackError}
          />
        </div>
      </div>
    </section>
  );
}
