import { EASTER_EGG_MESSAGE_MS } from '@dd/contracts';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { eggStorage } from './browser-storage';
import { clearJustFound, isJustFound } from './egg-storage';

export const EGG_ALREADY_FOUND_TEXT = 'Egg already found — nice eye!';

/**
 * The small egg message: when a product page opens while its just-found flag is set, a toast
 * shows for 3 seconds and the flag is cleared. Mount it with `key={productId}`.
 */
export function EasterEggMessage({ productId }: { productId: string }) {
  // The just-found flag is in this browser's storage, which the server cannot read: shown once hydrated.
  const hydrated = useHydrated();
  const [justFound, setJustFound] = useState(() => isJustFound(eggStorage(), productId));
  const show = hydrated && justFound;

  useEffect(() => {
    if (!show) return;
    const timer = window.setTimeout(() => setJustFound(false), EASTER_EGG_MESSAGE_MS);
    return () => {
      window.clearTimeout(timer);
      clearJustFound(eggStorage(), productId);
    };
  }, [show, productId]);

  if (!show) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-sm items-center justify-center gap-2 rounded-pill bg-ink px-5 py-3 text-center font-bold text-white shadow-pop motion-safe:animate-[dd-pop_0.4s_ease-out]"
    >
      <span aria-hidden>🥚</span>
      {EGG_ALREADY_FOUND_TEXT}
    </div>
  );
}
