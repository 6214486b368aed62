import type { Deck } from '@dd/contracts';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/button';

interface DeleteDeckConfirmProps {
  deck: Deck;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec's 'Delete Deck' confirmation, shown in place of the list inside the deck manager. */
export function DeleteDeckConfirm({ deck, busy, error, onConfirm, onCancel }: DeleteDeckConfirmProps) {
  const titleId = useId();
  const textId = useId();
  const actions = useRef<HTMLDivElement>(null);
  // The safe choice (Cancel, the first button) has the focus, as in any confirmation.
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-card border-2 border-danger/30 bg-danger/5 px-5 py-8 text-center"
    >
      <span aria-hidden className="text-5xl">
        🗑️
      </span>
      <h3 id={titleId} className="text-2xl font-extrabold text-ink">
        Delete Deck
      </h3>
      <p id={textId} className="text-ink-soft">
        Delete <strong className="text-ink">{deck.name}</strong> ({deck.card_count} cards)? This cannot be undone.
        {deck.is_active && ' Your starter deck becomes active again.'}
      </p>
      {error && (
        <p role="alert" className="rounded-2xl bg-surface px-4 py-2 font-bold text-danger">
          {error}
        </p>
      )}
      <div ref={actions} className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete Deck'}
        </Button>
      </div>
    </div>
  );
}
