import { WISHLIST_TEXT, type Product } from '@dd/contracts';
import { Heart } from 'lucide-react';
import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseButton } from '../../components/close-button';
import { useSession } from '../../lib/use-session';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useFleetingState } from '../../lib/use-fleeting-state';
import { loginPathFor } from '../../lib/safe-next-path';
import { useOwnWishlist, useWishlistToggle } from './api';
import { heartLabel, isOnWishlist, pointsBubbleText } from './wishlist-state';

/** How long the '+2 points' bubble stays. */
const BUBBLE_MS = 2500;

interface WishlistHeartProps {
  product: Product;
  className?: string;
}

/**
 * The wishlist heart of a product (storefront spec sections 4, 5, 8). Logged out, a click explains that
 * the wishlist needs an account; logged in, it shows whether the product is on the member's list and
 * toggles it.
 */
export function WishlistHeart({ product, className }: WishlistHeartProps) {
  const { loggedIn } = useSession();
  return loggedIn ? (
    <MemberHeart product={product} className={className} />
  ) : (
    <GuestHeart productId={product._id} className={className} />
  );
}

/** The heart itself, filled when the product is on the list; `pops` counts the clicks it pops at. */
function HeartButton({
  on,
  pops,
  className,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { on: boolean; pops: number }) {
  return (
    <button
      type="button"
      aria-label={heartLabel(on)}
      aria-pressed={on}
      className={cn(
        'flex size-13 items-center justify-center rounded-full border-2 text-hot-dark shadow-card transition hover:border-hot hover:text-hot',
        on ? 'border-hot bg-hot/10' : 'border-line bg-surface',
        className,
      )}
      {...button}
    >
      {/* A new key restarts the pop animation on every click. */}
      <span key={pops} aria-hidden className={cn('flex', pops > 0 && 'motion-safe:animate-[dd-pop_0.4s_ease-out]')}>
        <Heart className={cn('size-7', on && 'fill-current')} />
      </span>
    </button>
  );
}

/** A small card under the heart: the login prompt or a failed update. */
function Bubble({
  id,
  role,
  onDismiss,
  children,
  tone = 'info',
}: {
  id: string;
  role: 'status' | 'alert';
  onDismiss: () => void;
  children: ReactNode;
  tone?: 'info' | 'error';
}) {
  return (
    <div
      id={id}
      role={role}
      className={cn(
        'absolute left-0 top-full z-20 mt-3 w-[min(18rem,calc(100vw-2rem))] rounded-card border-2 bg-surface p-4 pr-12 text-sm shadow-pop',
        tone === 'error' ? 'border-danger/40 font-bold text-danger' : 'border-hot/30 text-ink',
      )}
    >
      {children}
      <CloseButton
        label="Dismiss"
        onClick={onDismiss}
        className="absolute right-1 top-1 text-xl font-normal text-muted"
        iconClassName="size-5"
      />
    </div>
  );
}

function GuestHeart({ productId, className }: { productId: string; className?: string | undefined }) {
  const location = useLocation();
  const [promptShown, setPromptShown] = useState(false);
  const [pops, setPops] = useState(0);
  const promptId = `wishlist-login-${productId}`;

  return (
    <div className={cn('relative inline-flex flex-col items-start', className)}>
      <HeartButton
        on={false}
        pops={pops}
        aria-describedby={promptShown ? promptId : undefined}
        onClick={() => {
          setPromptShown(true);
          setPops((n) => n + 1);
        }}
      />
      {promptShown && (
        <Bubble id={promptId} role="status" onDismiss={() => setPromptShown(false)}>
          <p>{WISHLIST_TEXT.loginRequired}</p>
          <Link
            to={loginPathFor(location.pathname)}
            className="mt-2 inline-flex min-h-11 items-center font-bold text-hot-dark underline underline-offset-2 hover:text-hot"
          >
            Log in or sign up
          </Link>
        </Bubble>
      )}
    </div>
  );
}

function MemberHeart({ product, className }: { product: Product; className?: string | undefined }) {
  const wishlist = useOwnWishlist();
  const toggle = useWishlistToggle(product);
  const [pops, setPops] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [bubble, setBubble] = useFleetingState<{ text: string; key: number } | null>(null, BUBBLE_MS);
  // A failed check leaves no data: the product then counts as not on the list.
  const onList = isOnWishlist(wishlist.data, product._id);
  const checking = wishlist.isPending && wishlist.fetchStatus === 'fetching';
  const errorId = `wishlist-error-${product._id}`;

  const onClick = () => {
    // One change at a time, so a fast double click cannot race itself.
    if (checking || toggle.isPending) return;
    setPops((n) => n + 1);
    setError(null);
    setBubble(null);
    toggle.mutate(!onList, {
      onSuccess: (result) => {
        const text = result.added ? pointsBubbleText(result.response.points_awarded) : null;
        if (text) setBubble({ text, key: Date.now() });
      },
      onError: (err) => setError(errorMessage(err, WISHLIST_TEXT.updateFailed)),
    });
  };

  return (
    <div className={cn('relative inline-flex flex-col items-start', className)}>
      <HeartButton
        on={onList}
        pops={pops}
        aria-busy={checking || toggle.isPending}
        aria-describedby={error ? errorId : undefined}
        title={heartLabel(onList)}
        onClick={onClick}
        className={checking ? 'cursor-progress opacity-70' : undefined}
      />
      {bubble && (
        // A badge on the heart's top edge: it sticks out by half its 20 px height, less than the 12 px gap above
        // the heart, so it never covers the line over it ('Price checked…' on the product page).
        <span
          key={bubble.key}
          role="status"
          className="pointer-events-none absolute left-1/2 top-0 z-20 -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-pill bg-sun px-1.5 py-0.5 text-[11px] leading-4 font-extrabold text-ink shadow-pop motion-safe:animate-[dd-rise_0.3s_ease-out]"
        >
          {bubble.text}
        </span>
      )}
      {error && (
        <Bubble id={errorId} role="alert" tone="error" onDismiss={() => setError(null)}>
          <p>{error}</p>
        </Bubble>
      )}
    </div>
  );
}
