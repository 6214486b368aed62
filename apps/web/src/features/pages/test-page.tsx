import { href } from '@dd/contracts';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /test/:id: a developer check that route parameters arrive (storefront spec section 2). */
export default function TestPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Test Page');
  return (
    <Page className="flex justify-center">
      <div className="flex w-full max-w-lg flex-col items-center gap-4 rounded-card bg-surface p-8 text-center shadow-card">
        <span aria-hidden className="text-5xl">
          🧪
        </span>
        <h1 className="text-3xl font-extrabold text-ink">Test Page</h1>
        <p className="text-ink-soft">Product ID from the URL:</p>
        <p
          className="max-w-full break-all rounded-2xl bg-line px-5 py-3 font-mono text-xl font-bold text-ink"
          data-testid="product-id"
        >
          {id}
        </p>
        <ButtonLink to={href('product', { id })} variant="secondary">
          Open this product
        </ButtonLink>
      </div>
    </Page>
  );
}
