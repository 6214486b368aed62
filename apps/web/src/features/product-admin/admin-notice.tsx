import { cn } from '../../lib/cn';
import type { RowNote } from './admin-product-rows';

/** A success or error line of the admin page (an alert when it is an error). */
export function AdminNotice({ note, extra }: { note: RowNote; extra?: string | null }) {
  return (
    <div
      role={note.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-2xl px-4 py-3',
        note.kind === 'error' ? 'bg-danger/5 text-danger' : 'bg-success/10 text-success',
      )}
    >
      <p className="font-bold">{note.message}</p>
      {note.detail && <p className="text-sm">{note.detail}</p>}
      {extra && <p className="text-sm text-ink-soft">{extra}</p>}
    </div>
  );
}
