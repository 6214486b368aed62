import type { Product } from '@dd/contracts';
import { ProductCard } from '../../components/product-card';
import { SectionHeading } from './section-heading';

/** Trending Now: a swipeable row on phones, a grid from 768px. */
export function TrendingStrip({ products }: { products: Product[] }) {
  return (
    <section aria-labelledby="trending-title">
      <SectionHeading emoji="🔥" title="Trending Now" id="trending-title">
        The finds everyone is clicking right now.
      </SectionHeading>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:grid-cols-4 md:gap-5 md:overflow-visible md:px-0 md:pb-0">
        {products.map((p) => (
          <li key={p._id} className="w-[68%] shrink-0 snap-start sm:w-[42%] md:w-auto">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
