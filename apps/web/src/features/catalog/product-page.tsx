import { formatCount, href } from '@dd/contracts';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { NotFound } from '../../components/not-found';
import { inPage } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { loadErrorText } from '../../lib/load-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProduct, useProductCount } from './api';
import { ProductView, type ProductSlots } from './product-view';

export const PRODUCT_LOAD_FAILED_TEXT = 'Failed to load this product';

export function productCountText(count: number): string {
  return count === 1 ? 'We have 1 product to explore.' : `We have ${formatCount(count)} products to explore.`;
}

/** /product/:id; `slots` carry what other features add to the page (see ProductSlots). */
export default function ProductPage({ slots }: { slots?: ProductSlots }) {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(query.data?.name ?? (notFound ? 'Product not found' : null));

  if (notFound) return <ProductNotFound />;
  return (
    <QueryState
      query={query}
      loading="Loading product..."
      error={(error) => loadErrorText(error, PRODUCT_LOAD_FAILED_TEXT)}
      errorDetail={<p className="text-ink-soft">Check your connection and give it another go.</p>}
      frame={inPage}
    >
      {(product) => <ProductView key={product._id} product={product} slots={slots} />}
    </QueryState>
  );
}

function ProductNotFound() {
  const count = useProductCount();
  return (
    <NotFound
      title="Product not found"
      art="🫙"
      actions={
        <>
          <ButtonLink to={href('collections')}>Explore collections</ButtonLink>
          <Link to={href('drops')} className="font-bold text-zap underline-offset-2 hover:underline">
            Or see the fresh drops
          </Link>
        </>
      }
    >
      {count.data !== undefined && count.data > 0 && <p>{productCountText(count.data)}</p>}
    </NotFound>
  );
}
