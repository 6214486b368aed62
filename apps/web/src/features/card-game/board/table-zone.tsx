import type { CardDefinitionDto } from '@dd/contracts';
import { useDroppable } from '@dnd-kit/core';
import { cn } from '../../../lib/cn';
import { CardFace } from '../cards/card-face';
import { BOARD_TEXT } from './board-text';

export const TABLE_DROP_ID = 'table';

function PlayedRow({
  title,
  cardIds,
  byId,
  testId,
}: {
  title: string;
  cardIds: string[];
  byId: Map<string, CardDefinitionDto>;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <h3 className="text-sm font-extrabold uppercase tracking-wider text-white/80">{title}</h3>
      {cardIds.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-white/25 px-3 py-4 text-center text-sm font-semibold text-white/60">
          {BOARD_TEXT.noneplayed}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {cardIds.map((id, i) => (
            <li key={`${id}-${i}`} className="motion-safe:animate-[dd-pop_0.4s_ease-out]" data-testid="played-card">
              <CardFace cardId={id} card={byId.get(id)} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The centre of the table: both players' cards of this turn; a card dropped here is played. */
export function TableZone({
  mine,
  theirs,
  byId,
  canDrop,
}: {
  mine: string[];
  theirs: string[];
  byId: Map<string, CardDefinitionDto>;
  canDrop: boolean;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id: TABLE_DROP_ID, disabled: !canDrop });
  const dragging = Boolean(active) && canDrop;
  return (
    <section
      ref={setNodeRef}
      aria-label="Table"
      data-testid="table-zone"
      data-drop-id={TABLE_DROP_ID}
      className={cn(
        'relative flex min-h-56 flex-col gap-4 rounded-card border-2 p-4 transition',
        dragging ? 'border-sun bg-sun/10' : 'border-white/10 bg-black/15',
        isOver && 'scale-[1.01] bg-sun/20 shadow-[0_0_40px_rgb(255_201_60/0.45)]',
      )}
    >
      <PlayedRow title={BOARD_TEXT.opponentPlayed} cardIds={theirs} byId={byId} testId="opponent-played" />
      <PlayedRow title={BOARD_TEXT.yourPlayed} cardIds={mine} byId={byId} testId="my-played" />
      {dragging && (
        <p className="pointer-events-none absolute inset-x-0 bottom-2 text-center text-sm font-extrabold text-sun">
          Drop here to play
        </p>
      )}
    </section>
  );
}
