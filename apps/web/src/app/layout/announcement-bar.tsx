import { ANNOUNCEMENT_FIGURE } from '@dd/contracts';

/** The strip above the header (storefront spec section 1). */
export function AnnouncementBar() {
  return (
    <div className="bg-ink px-4 py-2 text-center text-xs font-semibold text-white sm:text-sm">
      <span aria-hidden>🔥 </span>
      <strong className="font-extrabold text-sun">{ANNOUNCEMENT_FIGURE}</strong> people have clicked picks this month
    </div>
  );
}
