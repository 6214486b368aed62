import { WISHLIST_TEXT, type WishlistItem } from '@dd/contracts';
import { useId, type ReactNode } from 'react';
import { ProductCard } from '../../components/product-card';

/** An item whose product left the catalog: it stays listed (so it can be removed) with the spec's text. */
export function MissingProductCard() {
  return (
    <article className="flex aspect-[3/4] flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed border-line bg-surface p-4 text-center">
      <span aria-hidden className="text-4xl">
        🫥
      </span>
      <h3 className="text-base font-bold text-ink">{WISHLIST_TEXT.productNotFound}</h3>
      <p className="text-sm text-muted">It is no longer in our catalog.</p>
    </article>
  );
}

interface WishlistItemGridProps {
  items: WishlistItem[];
  /** Extra control under each card, such as Remove. */
  action?: (item: WishlistItem) => ReactNode;
  label: string;
  /** Whether the label is also a heading (for screen readers): where the grid sits right under the page's h1. */
  heading?: boolean;
}

/** A wishlist's products as the site's product card grid. */
export function WishlistItemGrid({ items, action, label, heading = false }: WishlistItemGridProps) {
  const headingId = useId();
  return (
    <>
      {heading && (
        <h2 id={headingId} className="sr-only">
          {label}
        </h2>
      )}
      <ul
        {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
        className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4"
      >
        {items.map((item) => (
          <li key={item.product_id} className="flex flex-col gap-2">
            {item.product ? <ProductCard product={item.product} /> : <MissingProductCard />}
            {action?.(item)}
          </li>
        ))}
      </ul>
    </>
  );
}
