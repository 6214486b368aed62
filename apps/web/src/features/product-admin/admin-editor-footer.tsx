import { href, type AdminListProduct } from '@dd/contracts';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import type { Failure } from './admin-product-errors';

export interface SavedNote {
  product: AdminListProduct;
  created: boolean;
}

interface AdminEditorFooterProps {
  mode: 'create' | 'update';
  failure: Failure | null;
  saved: SavedNote | null;
  saving: boolean;
  onCancel?: (() => void) | undefined;
}

/** The save's outcome (its failure or what was saved) and the form's buttons. */
export function AdminEditorFooter({ mode, failure, saved, saving, onCancel }: AdminEditorFooterProps) {
  return (
    <div className="flex flex-col gap-4 sm:col-span-2">
      {failure && (
        <div role="alert" className="rounded-2xl bg-danger/5 px-4 py-3 text-danger">
          <p className="font-bold">{failure.message}</p>
          {failure.detail && <p className="mt-1 text-sm">{failure.detail}</p>}
        </div>
      )}
      {saved && !failure && <SavedMessage saved={saved} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          {saving ? 'Saving...' : mode === 'create' ? 'Add product' : 'Save changes'}
        </Button>
        {onCancel && (
          <Button variant="ghost" size="lg" onClick={onCancel} className="w-full sm:w-auto">
            Cancel editing
          </Button>
        )}
      </div>
    </div>
  );
}

function SavedMessage({ saved }: { saved: SavedNote }) {
  const { product } = saved;
  return (
    <div role="status" className="rounded-2xl bg-success/10 px-4 py-3 text-success">
      <p className="font-bold">
        {saved.created ? 'Product added' : 'Product updated'}: {product.title}.{' '}
        <Link to={href('product', { id: product.id })} className="underline hover:text-ink">
          View it on the storefront
        </Link>
      </p>
      {product.source === 'amazon' && product.detailPageUrl && (
        <p className="mt-1 text-sm text-ink-soft">
          Affiliate link: <span className="font-mono break-all">{product.detailPageUrl}</span>
        </p>
      )}
    </div>
  );
}
