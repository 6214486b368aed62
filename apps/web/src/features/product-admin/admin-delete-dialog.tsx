import { ADMIN_TEXT } from '@dd/contracts';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import type { ProductDelete } from './use-product-delete';

/** Asks before a product leaves the storefront; shows why a delete failed. */
export function AdminDeleteDialog({ remove }: { remove: ProductDelete }) {
  const { pending, error, deleting } = remove;
  return (
    <Modal open={pending !== null} onClose={() => !deleting && remove.close()} title="Delete product">
      <div className="flex flex-col gap-4 pr-8">
        <h2 className="text-xl font-extrabold text-ink">{ADMIN_TEXT.deleteConfirm}</h2>
        <p className="text-ink-soft">“{pending?.title}” leaves the storefront at once. This cannot be undone.</p>
        {error && (
          <div role="alert" className="rounded-2xl bg-danger/5 px-4 py-3 text-danger">
            <p className="font-bold">{error.message}</p>
            {error.detail && <p className="text-sm">{error.detail}</p>}
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" onClick={() => void remove.confirm()} disabled={deleting} className="flex-1">
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
          <Button variant="secondary" onClick={remove.close} disabled={deleting} className="flex-1">
            Cancel
          </Button>
        </div>
      </div>
    </Modal>
  );
}
