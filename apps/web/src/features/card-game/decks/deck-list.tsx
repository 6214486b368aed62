import type { Deck } from '@dd/contracts';
import { Button } from '../../../components/button';
import { cn } from '../../../lib/cn';

interface DeckListProps {
  decks: readonly Deck[];
  /** The deck whose Activate is on its way. */
  activating: string | null;
  onCreate: () => void;
  onEdit: (deck: Deck) => void;
  onActivate: (deck: Deck) => void;
  onDelete: (deck: Deck) => void;
  /** A starter deck's refused action: the spec's message for it is shown. */
  onRefused: (action: 'edit' | 'delete') => void;
  onlyStarterHint: boolean;
}

/** 'Your Decks': each deck with its card count, Starter / Active badges and its actions. */
export function DeckList({
  decks,
  activating,
  onCreate,
  onEdit,
  onActivate,
  onDelete,
  onRefused,
  onlyStarterHint,
}: DeckListProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl font-extrabold text-ink">Your Decks</h3>
        <Button onClick={onCreate} size="sm">
          <span aria-hidden className="text-lg leading-none">
            +
          </span>{' '}
          Create New Deck
        </Button>
      </div>
      {onlyStarterHint && (
        <p className="rounded-2xl bg-sun/30 px-4 py-3 text-sm text-ink" data-testid="only-starter-hint">
          <span aria-hidden>💡 </span>
          You only have the starter deck so far. Create New Deck to build your own: 10 to 20 cards, at most 4 copies of
          each, then Activate it to play with it.
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {decks.map((deck) => (
          <li
            key={deck.id}
            data-testid="deck-row"
            className={cn(
              'flex flex-col gap-3 rounded-2xl border-2 bg-surface p-4 sm:flex-row sm:items-center',
              deck.is_active ? 'border-zap shadow-card' : 'border-line',
            )}
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <DeckStack active={deck.is_active} />
              <div className="flex min-w-0 flex-col gap-1">
                <p className="break-words font-extrabold leading-tight text-ink">{deck.name}</p>
                <div className="flex flex-wrap items-center gap-1.5 text-sm text-ink-soft">
                  <span>{deck.card_count} cards</span>
                  {deck.is_starter && <Badge className="bg-sky/25 text-ink">Starter</Badge>}
                  {deck.is_active && <Badge className="bg-zap text-white">Active</Badge>}
                  {deck.is_corrupted && <Badge className="bg-danger/10 text-danger">Corrupted</Badge>}
                </div>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              {deck.is_starter ? (
                <RefusedButton onClick={() => onRefused('edit')}>Cannot edit starter deck</RefusedButton>
              ) : (
                <Button variant="secondary" size="sm" onClick={() => onEdit(deck)}>
                  Edit Deck
                </Button>
              )}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onActivate(deck)}
                disabled={deck.is_active || activating !== null}
              >
                {activating === deck.id ? 'Activating...' : 'Activate'}
              </Button>
              {deck.is_starter ? (
                <RefusedButton onClick={() => onRefused('delete')}>Protected</RefusedButton>
              ) : (
                <Button variant="ghost" size="sm" className="text-danger" onClick={() => onDelete(deck)}>
                  Delete
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span className={cn('rounded-pill px-2 py-0.5 text-xs font-extrabold uppercase tracking-wide', className)}>
      {children}
    </span>
  );
}

/**
 * A starter deck's Edit or Delete: greyed and announced as unavailable, but it still answers a click with the
 * spec's reason ('Cannot edit starter deck. Please create a new deck instead.').
 */
function RefusedButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-pill border-2 border-dashed border-line px-4 text-sm font-bold text-muted"
    >
      <span aria-hidden>🔒</span>
      {children}
    </button>
  );
}

/** A little fanned stack of card backs as the deck's picture. */
function DeckStack({ active }: { active: boolean }) {
  return (
    <span aria-hidden className="relative h-12 w-10 shrink-0">
      <span className="absolute inset-0 -rotate-12 rounded-md border-2 border-ink bg-hot" />
      <span className="absolute inset-0 rotate-6 rounded-md border-2 border-ink bg-sun" />
      <span
        className={cn(
          'absolute inset-0 flex items-center justify-center rounded-md border-2 border-ink text-lg',
          active ? 'bg-zap' : 'bg-surface',
        )}
      >
        {active ? '⭐' : '🎴'}
      </span>
    </span>
  );
}
