import { useCallback, useState } from 'react';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import { eggStorage } from './browser-storage';
import { EasterEggModal } from './easter-egg-modal';
import { recordEggFound, shouldShowGift } from './egg-storage';

interface EasterEggGiftProps {
  productId: string;
  /** Where the gift hides, e.g. a corner of the product image. */
  className?: string;
}

/**
 * The hidden scavenger-hunt gift: shown only on the five egg products until found. Clicking records
 * the find, opens the giveaway message and removes the gift. Mount it with `key={productId}`.
 */
export function EasterEggGift({ productId, className }: EasterEggGiftProps) {
  // Found eggs are in this browser's storage, which the server cannot read: the gift shows once hydrated.
  const hydrated = useHydrated();
  const [hidden, setHidden] = useState(() => !shouldShowGift(eggStorage(), productId));
  const visible = hydrated && !hidden;
  const [modalOpen, setModalOpen] = useState(false);
  const close = useCallback(() => setModalOpen(false), []);

  const find = () => {
    recordEggFound(eggStorage(), productId);
    setHidden(true);
    setModalOpen(true);
  };

  return (
    <>
      {visible && (
        <button
          type="button"
          onClick={find}
          aria-label="Something is hidden here: open the gift"
          title="Hmm, what's this?"
          className={cn(
            'flex size-11 items-center justify-center rounded-full text-lg opacity-45 transition',
            'hover:rotate-12 hover:scale-110 hover:bg-surface/80 hover:opacity-100 focus-visible:opacity-100',
            className,
          )}
        >
          <span aria-hidden>🎁</span>
        </button>
      )}
      <EasterEggModal open={modalOpen} onClose={close} />
    </>
  );
}
