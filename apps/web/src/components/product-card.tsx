import type { Product } from '@dd/contracts';
import { href, sourceLabel } from '@dd/contracts';
import { Link } from 'react-router';
import { DealLink } from './deal-link';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { SourceBadge } from './source-badge';
import { ViralBadge } from './viral-badge';

interface ProductCardProps {
  product: Product;
  /** Label of the outbound button; hidden when null. */
  dealLabel?: string | null;
  /** In the first screen: the image loads at once instead of lazily. */
  eager?: boolean;
}

/** The one product card of the site: home, collections, drops, wishlists and profiles. */
export function ProductCard({ product, dealLabel = 'View Deal', eager = false }: ProductCardProps) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-surface shadow-card transition hover:-translate-y-1 hover:shadow-pop">
      <Link
        to={href('product', { id: product._id })}
        className="flex flex-1 flex-col focus-visible:outline-offset-[-3px]"
      >
        <div className="relative aspect-square overflow-hidden bg-line/60">
          <ProductImage
            src={product.imageUrl}
            alt={product.name}
            eager={eager}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
          <ViralBadge viralFactor={product.viralFactor} overImage />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <SourceBadge source={product.source} className="self-start" />
          <h3 className="line-clamp-2 text-base font-bold leading-snug text-ink">{product.name}</h3>
          <PriceTag price={product.price} className="mt-auto text-lg" />
        </div>
      </Link>
      {dealLabel && (
        <div className="px-4 pb-4">
          <DealLink
            productId={product._id}
            retailer={sourceLabel(product.source)}
            className="flex min-h-11 w-full items-center justify-center rounded-pill bg-ink px-4 text-sm font-bold text-white transition hover:bg-zap"
          >
            {dealLabel}
          </DealLink>
        </div>
      )}
    </article>
  );
}

interface ProductGridProps {
  products: Product[];
  dealLabel?: string | null;
  /** How many of the first cards are in the first screen, with their images loaded at once (none by default). */
  eagerCount?: number;
}

export function ProductGrid({ products, dealLabel, eagerCount = 0 }: ProductGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p._id} className="flex">
          <div className="w-full">
            <ProductCard product={p} eager={i < eagerCount} {...(dealLabel !== undefined ? { dealLabel } : {})} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A product card's stand-in while products load: the card's own boxes (square image, badge, two title lines,
 * price, deal button) at their real heights, so the cards take its place without moving anything around them.
 */
export function ProductCardSkeleton({ withDeal = true }: { withDeal?: boolean }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card motion-safe:animate-pulse">
      <div className="aspect-square bg-line/60" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="h-6 w-20 rounded-pill bg-line" />
        {/* Two lines of the card's title (text-base, leading-snug) and the price (text-lg). */}
        <span className="h-[2.75rem] rounded-lg bg-line/70" />
        <span className="mt-auto h-7 w-16 rounded-lg bg-line" />
      </div>
      {withDeal && (
        <div className="px-4 pb-4">
          <span className="block h-11 rounded-pill bg-line" />
        </div>
      )}
    </div>
  );
}

/** A product grid's loading state: `count` card stand-ins in the grid's layout, announced as `label`. */
export function ProductGridSkeleton({ count, label, withDeal }: { count: number; label: string; withDeal?: boolean }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="flex">
            <div className="w-full">
              <ProductCardSkeleton {...(withDeal !== undefined ? { withDeal } : {})} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
