import { FORUM_TEXT } from '@dd/contracts';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { FormAlert } from '../../components/form-alert';

interface ConfirmDeleteDialogProps {
  kind: 'thread' | 'reply' | null;
  /** 'Delete' or 'Admin Delete': what the confirming button says. */
  action: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The spec's confirmation before a thread or reply is deleted; a failure is shown in it. */
export function ConfirmDeleteDialog({ kind, action, busy, error, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const title = kind === 'thread' ? 'Delete thread' : 'Delete reply';
  return (
    <Modal open={kind !== null} onClose={busy ? () => undefined : onClose} title={title}>
      <div className="flex flex-col gap-5 pr-6">
        <h2 className="text-2xl font-extrabold text-ink">{title}</h2>
        <p className="text-ink-soft">
          {kind === 'thread' ? FORUM_TEXT.deleteThreadConfirm : FORUM_TEXT.deleteReplyConfirm}
        </p>
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Deleting...' : action}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
