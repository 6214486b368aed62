import { Link } from 'react-router';
import { ProductGrid } from '../../components/product-card';
import { useProductList } from './api';
import type { CategoryLink } from './category-links';

const STRIP_SIZE = 4;

/** A few more products of the product's first collection; hidden when there are none. */
export function MoreFromStrip({ category, excludeId }: { category: CategoryLink; excludeId: string }) {
  // One extra, so the strip stays full after the current product is left out.
  const query = useProductList({ collection: category.id, sort: 'newest', limit: STRIP_SIZE + 1 });
  const items = (query.data?.pages[0]?.items ?? []).filter((p) => p._id !== excludeId).slice(0, STRIP_SIZE);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="more-from-heading" className="mt-16 border-t-2 border-line pt-10">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 id="more-from-heading" className="text-2xl font-extrabold text-ink sm:text-3xl">
          <span aria-hidden>{category.emoji} </span>More from {category.name}
        </h2>
        <Link
          to={category.to}
          className="inline-flex min-h-11 items-center font-bold text-zap underline-offset-2 hover:underline"
        >
          See all <span aria-hidden>&nbsp;→</span>
        </Link>
      </div>
      <ProductGrid products={items} />
    </section>
  );
}
