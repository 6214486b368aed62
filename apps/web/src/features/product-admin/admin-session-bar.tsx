import { useState } from 'react';
import { Button } from '../../components/button';
import { refreshFailure } from './admin-product-errors';
import { refreshSummary } from './admin-product-list';
import type { RowNote } from './admin-product-rows';
import { AdminNotice } from './admin-notice';
import { refreshAllProducts } from './api';
import { handleAdminError } from './admin-session-guard';

interface AdminSessionBarProps {
  password: string;
  /** The countdown to the list's reload after a refresh, when one is set. */
  reloading: string | null;
  /** Sets the list's reload after a refresh. */
  scheduleReload: () => void;
  onSessionError: () => void;
  onLogout: () => void;
}

/** The unlocked session's bar: refresh all Amazon data (with its report) and log out. */
export function AdminSessionBar({
  password,
  reloading,
  scheduleReload,
  onSessionError,
  onLogout,
}: AdminSessionBarProps) {
  const [notice, setNotice] = useState<RowNote | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refreshAll = async () => {
    if (refreshing) return;
    setRefreshing(true);
    setNotice(null);
    try {
      const report = await refreshAllProducts(password);
      const failures = report.failed.map((f) => `${f.asin}: ${f.error}`);
      setNotice({
        kind: failures.length > 0 ? 'error' : 'success',
        message: refreshSummary(report),
        detail: failures.length > 0 ? failures.slice(0, 5).join('; ') + (failures.length > 5 ? '; ...' : '') : null,
      });
      scheduleReload();
    } catch (err) {
      handleAdminError(err, onSessionError, () => setNotice({ kind: 'error', ...refreshFailure(err, 'all') }));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <section
      aria-label="Product admin session"
      className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-bold text-ink">
          <span aria-hidden>🔓</span> Unlocked with the admin password
        </p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button onClick={() => void refreshAll()} disabled={refreshing}>
            {refreshing ? 'Refreshing...' : 'Refresh all Amazon data'}
          </Button>
          <Button variant="secondary" onClick={onLogout}>
            Log out
          </Button>
        </div>
      </div>
      {notice && <AdminNotice note={notice} extra={notice.kind === 'success' ? reloading : null} />}
    </section>
  );
}
