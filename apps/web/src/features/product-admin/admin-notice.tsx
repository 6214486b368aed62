import { cn } from '../../lib/cn';
import type { RowNote } from './admin-product-rows';

/** A success or error line of the admin page or of one row (an alert when it is an error). */
export function AdminNotice({
  note,
  extra,
  className = 'py-3',
}: {
  note: RowNote;
  extra?: string | null;
  /** Its padding and place; a row's is smaller. */
  className?: string;
}) {
  return (
    <div
      role={note.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-2xl px-4',
        note.kind === 'error' ? 'bg-danger/5 text-danger' : 'bg-success/10 text-success',
        className,
      )}
    >
      <p className="font-bold">{note.message}</p>
      {note.detail && <p className="text-sm">{note.detail}</p>}
      {extra && <p className="text-sm text-ink-soft">{extra}</p>}
    </div>
  );
}
