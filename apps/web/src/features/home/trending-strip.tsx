import { TRENDING_COUNT, type Product } from '@dd/contracts';
import { ProductCard, ProductCardSkeleton } from '../../components/product-card';
import { HOME_LOADING } from './home-texts';
import { SectionHeading } from './section-heading';

/**
 * Trending Now: a swipeable row on phones, a grid from 768px. While the picks load (`products` undefined) the
 * row holds card stand-ins of the same size, so the sections under it stay where they are.
 */
export function TrendingStrip({ products }: { products: Product[] | undefined }) {
  return (
    <section aria-labelledby="trending-title" aria-busy={products === undefined || undefined}>
      <SectionHeading emoji="🔥" title="Trending Now" id="trending-title">
        The finds everyone is clicking right now.
      </SectionHeading>
      {products === undefined && (
        <p role="status" className="sr-only">
          {HOME_LOADING}
        </p>
      )}
      <ul
        aria-hidden={products === undefined || undefined}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:grid-cols-4 md:gap-5 md:overflow-visible md:px-0 md:pb-0"
      >
        {products
          ? products.map((p) => (
              <li key={p._id} className="w-[68%] shrink-0 snap-start sm:w-[42%] md:w-auto">
                <ProductCard product={p} />
              </li>
            ))
          : Array.from({ length: TRENDING_COUNT }, (_, i) => (
              <li key={i} className="w-[68%] shrink-0 snap-start sm:w-[42%] md:w-auto">
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
