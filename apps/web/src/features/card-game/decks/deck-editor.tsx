import { DECK_NAME_MAX, DECK_TEXT, type CardDefinitionDto, type Deck } from '@dd/contracts';
import { MAX_COPIES } from '@dd/game';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { CardArt } from '../cards/card-art';
import { CARD_TYPE_STYLE, isCardKind } from '../cards/card-types';
import {
  addCard,
  canAdd,
  countsOf,
  draftProblem,
  missingCardsText,
  removeCard,
  selectCardsLabel,
  toCardIds,
  totalOf,
  type DeckCounts,
} from './deck-rules';
import { useSaveDeck } from './use-decks';

interface DeckEditorProps {
  /** Null: 'Create New Deck'. */
  deck: Deck | null;
  cards: readonly CardDefinitionDto[];
  onDone: (savedName: string) => void;
  onCancel: () => void;
}

/** Create or edit mode (spec section 4): a name, a -/+ count per card, the spec's counter and messages. */
export function DeckEditor({ deck, cards, onDone, onCancel }: DeckEditorProps) {
  const [name, setName] = useState(deck?.name ?? '');
  const [counts, setCounts] = useState<DeckCounts>(() => countsOf(deck?.card_ids ?? []));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveDeck();
  const nameId = useId();
  const problemId = useId();
  const total = totalOf(counts);
  const missing = missingCardsText(total);
  const order = useMemo(() => cards.map((c) => c.id), [cards]);

  /** A changed draft: the last Save's message no longer applies to it. */
  const change = (next: DeckCounts) => {
    setCounts(next);
    setProblem(null);
  };

  const submit = () => {
    const local = draftProblem(name, counts);
    setProblem(local);
    if (local) return;
    const trimmed = name.trim();
    save.mutate(
      { id: deck?.id ?? null, name: trimmed, cardIds: toCardIds(counts, order) },
      {
        onSuccess: () => onDone(trimmed),
        onError: (error) => setProblem(errorMessage(error, DECK_TEXT.saveFailed)),
      },
    );
  };

  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label={deck ? `Edit ${deck.name}` : 'Create New Deck'}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 pb-4 sm:px-6">
        <h3 className="text-xl font-extrabold text-ink">{deck ? 'Edit Deck' : 'Create New Deck'}</h3>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={nameId} className="text-sm font-bold text-ink">
            Deck name
          </label>
          <input
            id={nameId}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            maxLength={DECK_NAME_MAX}
            autoComplete="off"
            placeholder="My killer deck"
            aria-describedby={problem ? problemId : undefined}
            className="min-h-11 rounded-2xl border-2 border-line bg-paper px-4 text-base text-ink focus:border-zap focus:outline-none"
          />
        </div>
        <div className="sticky top-0 z-10 -mx-4 flex flex-col gap-1 border-b-2 border-line bg-surface px-4 py-2 sm:-mx-6 sm:px-6">
          <p className="font-bold text-ink" data-testid="deck-counter" aria-live="polite">
            {selectCardsLabel(total)}
          </p>
          <CountBar total={total} />
          {missing && (
            <p className="text-sm font-bold text-hot-dark" data-testid="deck-missing">
              {missing}
            </p>
          )}
        </div>
        <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 md:grid-cols-4">
          {cards.map((card) => (
            <CardPick
              key={card.id}
              card={card}
              count={counts[card.id] ?? 0}
              canAdd={canAdd(counts, card.id)}
              onAdd={() => change(addCard(counts, card.id))}
              onRemove={() => change(removeCard(counts, card.id))}
            />
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3 border-t-2 border-line px-4 py-3 sm:px-6">
        {problem && (
          <p id={problemId} role="alert" className="rounded-2xl bg-danger/5 px-4 py-2 font-bold text-danger">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Deck'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The counter as a bar: the 10-card minimum marked, green once the deck may be saved. */
function CountBar({ total }: { total: number }) {
  return (
    <div aria-hidden className="relative h-2.5 overflow-hidden rounded-pill bg-line">
      <span
        className={cn('absolute inset-y-0 left-0 rounded-pill transition-all', total >= 10 ? 'bg-mint' : 'bg-hot')}
        style={{ width: `${Math.min(100, (total / 20) * 100)}%` }}
      />
      <span className="absolute inset-y-0 left-1/2 w-0.5 bg-ink/40" />
    </div>
  );
}

interface CardPickProps {
  card: CardDefinitionDto;
  count: number;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

function CardPick({ card, count, canAdd: addable, onAdd, onRemove }: CardPickProps) {
  const kind = isCardKind(card.type) ? card.type : 'Skill';
  return (
    <li
      data-testid="deck-card"
      data-card-id={card.id}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border-2 bg-surface transition',
        count > 0 ? 'border-zap shadow-card' : 'border-line',
      )}
    >
      {/* The whole 4:3 picture, framed on its type's colour: a band fits the grid better than the full height. */}
      <div
        className="relative flex h-24 items-center justify-center sm:h-28"
        style={{ backgroundColor: CARD_TYPE_STYLE[kind].deep }}
      >
        <CardArt cardId={card.id} type={kind} className="h-[86%] w-auto rounded-lg border-2 border-ink shadow-card" />
        <span
          className="absolute left-1.5 top-1.5 flex size-7 items-center justify-center rounded-full border-2 border-surface bg-ink text-sm font-extrabold text-sun"
          title={`Costs ${card.cost} energy`}
        >
          <span className="sr-only">Cost </span>
          {card.cost}
        </span>
        {count > 0 && (
          <span
            aria-hidden
            className="absolute right-1.5 top-1.5 rounded-pill bg-zap px-2 py-0.5 text-xs font-extrabold text-white"
          >
            ×{count}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 px-2.5 pt-2">
        <p className="font-extrabold leading-tight text-ink">{card.name}</p>
        <p className="text-[11px] font-bold uppercase tracking-wide text-muted">{card.type}</p>
        <p className="line-clamp-3 text-xs leading-snug text-ink-soft">{card.description}</p>
      </div>
      <div className="flex items-center justify-between gap-1 px-1.5 pb-1.5 pt-1">
        <StepButton label={`Remove one ${card.name}`} onClick={onRemove} disabled={count === 0}>
          −
        </StepButton>
        <span className="flex flex-col items-center leading-none">
          <span className="text-lg font-extrabold tabular-nums text-ink">
            {count}
            <span className="sr-only"> in deck</span>
          </span>
          {count >= MAX_COPIES && <span className="text-[10px] font-bold uppercase text-muted">max</span>}
        </span>
        <StepButton label={`Add one ${card.name}`} onClick={onAdd} disabled={!addable}>
          +
        </StepButton>
      </div>
    </li>
  );
}

function StepButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className="flex size-11 items-center justify-center rounded-full border-2 border-ink text-xl font-extrabold text-ink transition hover:bg-ink hover:text-white active:scale-95 disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
