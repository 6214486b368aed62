import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export const WISHLIST_LOGIN_TEXT = 'You need to login to your account to have a wishlist';

interface WishlistHeartProps {
  productId: string;
  className?: string;
}

/**
 * The wishlist heart of a product. The wishlist needs an account (storefront spec section 5): until
 * the accounts feature adds the signed-in toggle here, every click explains how to get one.
 */
export function WishlistHeart({ productId, className }: WishlistHeartProps) {
  const [promptShown, setPromptShown] = useState(false);
  // A new key restarts the pop animation on every click.
  const [pops, setPops] = useState(0);
  const promptId = `wishlist-login-${productId}`;

  return (
    <div className={cn('relative inline-flex flex-col items-start', className)}>
      <button
        type="button"
        aria-label="Add to wishlist"
        aria-pressed={false}
        aria-describedby={promptShown ? promptId : undefined}
        onClick={() => {
          setPromptShown(true);
          setPops((n) => n + 1);
        }}
        className="flex size-13 items-center justify-center rounded-full border-2 border-line bg-surface text-2xl shadow-card transition hover:border-hot hover:text-hot"
      >
        <span key={pops} aria-hidden className={cn(pops > 0 && 'motion-safe:animate-[dd-pop_0.4s_ease-out]')}>
          🤍
        </span>
      </button>
      {promptShown && (
        <div
          id={promptId}
          role="status"
          className="absolute left-0 top-full z-20 mt-3 w-[min(18rem,calc(100vw-2rem))] rounded-card border-2 border-hot/30 bg-surface p-4 pr-12 text-sm text-ink shadow-pop"
        >
          <p>{WISHLIST_LOGIN_TEXT}</p>
          <Link
            to="/login"
            className="mt-2 inline-flex min-h-11 items-center font-bold text-hot-dark underline underline-offset-2 hover:text-hot"
          >
            Log in or sign up
          </Link>
          <button
            type="button"
            onClick={() => setPromptShown(false)}
            aria-label="Dismiss"
            className="absolute right-1 top-1 flex size-11 items-center justify-center rounded-full text-xl text-muted hover:bg-line"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
