import { formatCount } from '@dd/contracts';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { StateMessage } from '../../components/state-message';
import { ApiError } from '../../lib/api-client';
import { loadErrorText } from '../../lib/load-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProduct, useProductCount } from './api';
import { ProductView, type ProductSlots } from './product-view';
import { RetryButton } from '../../components/retry-button';

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

  if (query.isPending) {
    return (
      <Page>
        <StateMessage kind="loading" title="Loading product..." />
      </Page>
    );
  }
  if (notFound) return <ProductNotFound />;
  if (query.isError) {
    return (
      <Page>
        <StateMessage kind="error" title={loadErrorText(query.error, PRODUCT_LOAD_FAILED_TEXT)}>
          <p className="text-ink-soft">Check your connection and give it another go.</p>
          <RetryButton query={query} />
        </StateMessage>
      </Page>
    );
  }
  return <ProductView key={query.data._id} product={query.data} slots={slots} />;
}

function ProductNotFound() {
  const count = useProductCount();
  return (
    <Page>
      <StateMessage kind="empty" title="Product not found">
        {count.data !== undefined && count.data > 0 && <p className="text-ink-soft">{productCountText(count.data)}</p>}
        <ButtonLink to="/collections">Explore collections</ButtonLink>
        <Link to="/drops" className="font-bold text-zap underline-offset-2 hover:underline">
          Or see the fresh drops
        </Link>
      </StateMessage>
    </Page>
  );
}
