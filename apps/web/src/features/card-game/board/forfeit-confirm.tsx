import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { BOARD_TEXT } from './board-text';

/** Forfeit asks first: it ends the match at once and the opponent wins. */
export function ForfeitConfirm({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onClose={onCancel} title={BOARD_TEXT.forfeit}>
      <div className="flex flex-col gap-4 text-center" data-testid="forfeit-confirm">
        <span aria-hidden className="text-5xl">
          🏳️
        </span>
        <h2 className="font-display text-2xl font-extrabold text-ink">{BOARD_TEXT.forfeit}</h2>
        <p className="text-ink-soft">{BOARD_TEXT.forfeitConfirm}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" className="flex-1" onClick={onCancel}>
            Keep playing
          </Button>
          <Button variant="danger" className="flex-1" onClick={onConfirm} disabled={busy}>
            {BOARD_TEXT.forfeit}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
