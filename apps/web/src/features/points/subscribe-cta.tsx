import { POINTS } from '@dd/contracts';
import { openNewsletterModal } from '../../lib/newsletter-modal';

/** The invitation to earn the newsletter points, for members whose history has no newsletter entry. */
export function SubscribeCta() {
  return (
    <div className="flex w-full flex-col items-center gap-3 rounded-card bg-white/10 p-4 text-center sm:flex-row sm:text-left">
      <span aria-hidden className="text-4xl">
        💌
      </span>
      <p className="flex-1 font-bold text-white">
        Grab {POINTS.newsletter} bonus points: get the weirdest new finds in your inbox.
      </p>
      <button
        type="button"
        onClick={openNewsletterModal}
        className="inline-flex min-h-11 w-full shrink-0 items-center justify-center rounded-pill bg-sun px-5 font-extrabold text-ink shadow-card transition hover:bg-white active:scale-[0.97] sm:w-auto"
      >
        Subscribe for +{POINTS.newsletter}
      </button>
    </div>
  );
}
