import type { AdminListProduct } from '@dd/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryButton } from '../../components/query-state';
import { loadFailure } from './admin-product-errors';

/** Why the list could not be read, with a retry. */
export function AdminListLoadFailure({ list }: { list: UseQueryResult<AdminListProduct[]> }) {
  const failure = loadFailure(list.error);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-danger/5 px-4 py-3 text-danger"
    >
      <div>
        <p className="font-bold">{failure.message}</p>
        {failure.detail && <p className="text-sm">{failure.detail}</p>}
      </div>
      <RetryButton query={list} size="sm" />
    </div>
  );
}
