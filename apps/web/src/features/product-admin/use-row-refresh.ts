import { ADMIN_TEXT, type AdminListProduct } from '@dd/contracts';
import { useState } from 'react';
import { refreshFailure } from './admin-product-errors';
import { refreshSummary } from './admin-product-list';
import type { RowNote } from './admin-product-rows';
import { refreshOneProduct } from './api';
import { handleAdminError } from './admin-session-guard';

/** One row's Amazon refresh at a time, with each row's last report. */
export function useRowRefresh(password: string, onSessionError: () => void, scheduleReload: () => void) {
  const [notes, setNotes] = useState<Record<string, RowNote>>({});
  const [busyId, setBusyId] = useState<string | null>(null);

  const refreshOne = async (row: AdminListProduct) => {
    if (!row.asin || busyId) return;
    setBusyId(row.id);
    setNotes(({ [row.id]: _old, ...rest }) => rest);
    try {
      const report = await refreshOneProduct(password, row.asin);
      const failed = report.failed[0];
      const note: RowNote = failed
        ? { kind: 'error', message: ADMIN_TEXT.refreshOneFailed, detail: failed.error }
        : { kind: 'success', message: refreshSummary(report) };
      setNotes((n) => ({ ...n, [row.id]: note }));
      scheduleReload();
    } catch (err) {
      handleAdminError(err, onSessionError, () =>
        setNotes((n) => ({ ...n, [row.id]: { kind: 'error', ...refreshFailure(err, 'one') } })),
      );
    } finally {
      setBusyId(null);
    }
  };

  return { notes, busyId, refreshOne };
}
