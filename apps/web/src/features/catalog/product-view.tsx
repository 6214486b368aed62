import { AFFILIATE_DISCLOSURE, sourceLabel, type Product, href } from '@dd/contracts';
import { ArrowLeft, Clock, ExternalLink, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/button';
import { DealLink } from '../../components/deal-link';
import { Page } from '../../components/page';
import { PriceTag } from '../../components/price-tag';
import { SourceBadge } from '../../components/source-badge';
import { ViralBadge } from '../../components/viral-badge';
import { cn } from '../../lib/cn';
import { useNow } from '../../lib/render-time';
import { availabilityTone } from './availability';
import { carouselImages } from './carousel';
import { CategoryChips } from './category-chips';
import { categoryLinks } from './category-links';
import { GambleButton } from './gamble-button';
import { MoreFromStrip } from './more-from-strip';
import { ProductCarousel } from './product-carousel';
import { priceCheckedLabel } from './price-checked';

/** What other features add to a product's page; the app fills them in, as features do not import each other. */
export interface ProductSlots {
  /** In a corner of the image (the scavenger hunt's gift). */
  imageOverlay?: (product: Product) => ReactNode;
  /** Beside the gamble button (the wishlist heart). */
  save?: (product: Product) => ReactNode;
  /** After the page's content (the egg's toast). */
  end?: (product: Product) => ReactNode;
}

/** One product's page. Mount it with `key={product._id}` so per-product state (the slots' too) starts fresh. */
export function ProductView({ product, slots = {} }: { product: Product; slots?: ProductSlots }) {
  const now = useNow();
  const retailer = sourceLabel(product.source);
  const checked = priceCheckedLabel(product.lastUpdated, now);
  const firstCategory = categoryLinks(product.categories)[0];

  return (
    // Tighter on phones: title, price and 'View Deal' must fit the first screen of a 390 x 844 phone.
    <Page className="pt-3 sm:pt-12">
      <ButtonLink to={href('collections')} variant="ghost" size="sm" className="-ml-3 mb-1 sm:mb-4">
        <ArrowLeft aria-hidden className="size-4" /> Back to Collections
      </ButtonLink>

      <div className="grid gap-4 sm:gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-6 lg:self-start">
          <ProductCarousel
            images={carouselImages(product.images, product.imageUrl)}
            name={product.name}
            overlay={slots.imageOverlay?.(product)}
            // Under the wide layout the square gives way to a third of the screen's height.
            frameClassName="max-h-[34svh] sm:max-h-none"
            priority
          />
        </div>

        <div className="flex min-w-0 flex-col gap-3 sm:gap-5">
          <div className="flex flex-wrap items-center gap-2">
            <SourceBadge source={product.source} />
            <ViralBadge viralFactor={product.viralFactor} />
          </div>

          <h1 className="text-[1.7rem] font-extrabold leading-[1.1] text-ink break-words sm:text-4xl lg:text-5xl">
            {product.name}
          </h1>

          {/* Price and deal side by side: with the title they fit the first screen of a 390 x 844 phone. */}
          <div className="flex flex-col gap-2">
            <div className="flex items-center gap-4">
              <PriceTag price={product.price} className="shrink-0 text-3xl sm:text-4xl" />
              <DealLink
                productId={product._id}
                retailer={retailer}
                className="flex min-h-14 flex-1 items-center justify-center gap-2 rounded-pill bg-hot-dark px-6 font-display text-xl font-extrabold text-white shadow-card transition hover:bg-ink active:scale-[0.98]"
              >
                View Deal <ExternalLink aria-hidden className="size-5" />
              </DealLink>
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              {checked && product.price !== null && (
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden className="size-3.5" />
                  {checked}
                </span>
              )}
              {product.availability && (
                <span
                  className={cn(
                    'inline-flex items-center gap-1.5 font-bold',
                    availabilityTone(product.availability) === 'good' ? 'text-success' : 'text-ink-soft',
                  )}
                >
                  <span
                    aria-hidden
                    className={cn(
                      'size-2 rounded-full',
                      availabilityTone(product.availability) === 'good' ? 'bg-success' : 'bg-muted',
                    )}
                  />
                  {product.availability}
                </span>
              )}
              <span aria-hidden className="text-xs sm:ml-auto">
                Opens {retailer} in a new tab
              </span>
            </div>
          </div>

          {/* gap-4: room beside the heart for its '+2 points' badge (wishlist-heart.tsx). */}
          <div className="flex items-start gap-4">
            {slots.save?.(product)}
            <div className="flex-1">
              <GambleButton currentId={product._id} />
            </div>
          </div>

          <p className="flex gap-2 rounded-card bg-line/50 px-4 py-3 text-xs leading-relaxed text-ink-soft">
            <Info aria-hidden className="size-4 shrink-0" />
            {AFFILIATE_DISCLOSURE}
          </p>

          <section aria-labelledby="about-heading" className="flex flex-col gap-2">
            <h2 id="about-heading" className="text-xl font-extrabold text-ink">
              The lowdown
            </h2>
            <p className="prose-dd whitespace-pre-line">{product.description}</p>
          </section>

          {product.categories.length > 0 && (
            <section aria-labelledby="found-in-heading" className="flex flex-col gap-3">
              <h2 id="found-in-heading" className="text-sm font-bold uppercase tracking-wide text-muted">
                Found in
              </h2>
              <CategoryChips categories={product.categories} label="Collections" />
            </section>
          )}
        </div>
      </div>

      {firstCategory && <MoreFromStrip category={firstCategory} excludeId={product._id} />}
      {slots.end?.(product)}
    </Page>
  );
}
