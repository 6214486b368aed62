import { EASTER_EGG_MODAL_MS } from '@dd/contracts';
import { Modal } from '../../components/modal';
import { secondsLeft } from './egg-storage';
import { useCountdown } from './use-countdown';

export const EGG_FOUND_TEXT =
  "You found a scavenger hunt item! You've earned a bonus entry to our giveaway! Screenshot this message and DM the brand on social media!";

/** The giveaway message: open for 5 seconds with a visible countdown (storefront spec section 4). */
export function EasterEggModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const remaining = useCountdown(EASTER_EGG_MODAL_MS, open, onClose);
  const seconds = secondsLeft(remaining);
  const progress = Math.min(100, Math.max(0, (remaining / EASTER_EGG_MODAL_MS) * 100));
  return (
    <Modal open={open} onClose={onClose} title="Scavenger hunt item found">
      <div className="flex flex-col items-center gap-4 pt-4 text-center">
        <span aria-hidden className="text-6xl motion-safe:animate-[dd-pop_0.6s_ease-out]">
          🎁
        </span>
        <p className="font-display text-xl font-extrabold leading-snug text-ink">{EGG_FOUND_TEXT}</p>
        <p className="sr-only">This message closes by itself after {EASTER_EGG_MODAL_MS / 1000} seconds.</p>
        <div aria-hidden className="flex w-full flex-col items-center gap-2">
          <span className="flex size-12 items-center justify-center rounded-full bg-sun font-display text-2xl font-extrabold text-ink tabular-nums">
            {seconds}
          </span>
          <span className="h-2 w-full overflow-hidden rounded-pill bg-line">
            <span
              className="block h-full rounded-pill bg-hot transition-[width] duration-200 ease-linear"
              style={{ width: `${progress}%` }}
            />
          </span>
        </div>
      </div>
    </Modal>
  );
}
