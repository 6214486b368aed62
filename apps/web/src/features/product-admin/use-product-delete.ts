import type { AdminListProduct } from '@dd/contracts';
import { useState } from 'react';
import { deleteFailure, type Failure } from './admin-product-errors';
import { deleteAdminProduct } from './api';
import { handleAdminError } from './admin-session-guard';

/** The delete dialog's product, its call and its failure; `onDeleted` runs once the product is gone. */
export function useProductDelete(
  password: string,
  onSessionError: () => void,
  onDeleted: (row: AdminListProduct) => void,
) {
  const [pending, setPending] = useState<AdminListProduct | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  const [deleting, setDeleting] = useState(false);

  const ask = (row: AdminListProduct) => {
    setError(null);
    setPending(row);
  };

  const confirm = async () => {
    const row = pending;
    if (!row || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAdminProduct(password, row.id);
      setPending(null);
      onDeleted(row);
    } catch (err) {
      handleAdminError(err, onSessionError, () => setError(deleteFailure(err)));
    } finally {
      setDeleting(false);
    }
  };

  return { pending, error, deleting, ask, confirm, close: () => setPending(null) };
}

export type ProductDelete = ReturnType<typeof useProductDelete>;
