import type { Product } from '@dd/contracts';
import { href, sourceLabel } from '@dd/contracts';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { DealLink } from '../../components/deal-link';
import { PriceTag } from '../../components/price-tag';
import { ProductImage } from '../../components/product-image';
import { SourceBadge } from '../../components/source-badge';

/** The spinner's pick: the card opens the product page, 'Cop This' opens the deal in a new tab. */
export function SpinnerResult({ product }: { product: Product }) {
  const navigate = useNavigate();
  const link = href('product', { id: product._id });
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    // Links inside the card do their own thing.
    if ((event.target as HTMLElement).closest('a')) return;
    navigate(link);
  };
  return (
    <article
      onClick={onCardClick}
      className="grid w-full max-w-xl cursor-pointer grid-cols-[7rem_1fr] gap-4 rounded-card bg-surface p-3 text-left shadow-pop animate-[dd-pop_0.4s_ease-out] sm:grid-cols-[10rem_1fr] sm:p-4"
    >
      <div className="aspect-square overflow-hidden rounded-2xl bg-line/60">
        <ProductImage src={product.imageUrl} alt={product.name} className="size-full object-cover" />
      </div>
      <div className="flex min-w-0 flex-col items-start gap-2">
        <SourceBadge source={product.source} />
        <h3 className="line-clamp-2 text-lg font-bold leading-snug text-ink sm:text-xl">
          <Link to={link} className="hover:text-zap">
            {product.name}
          </Link>
        </h3>
        <PriceTag price={product.price} className="text-xl" />
        <DealLink
          productId={product._id}
          retailer={sourceLabel(product.source)}
          className="mt-auto inline-flex min-h-11 items-center justify-center gap-2 rounded-pill bg-hot-dark px-5 font-bold text-white shadow-card transition hover:bg-ink"
        >
          Cop This <span aria-hidden>↗</span>
        </DealLink>
      </div>
    </article>
  );
}
