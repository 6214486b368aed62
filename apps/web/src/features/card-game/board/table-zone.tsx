import type { CardDefinitionDto } from '@dd/contracts';
import { useDroppable } from '@dnd-kit/core';
import { cn } from '../../../lib/cn';
import { CardArt } from '../cards/card-art';
import { SmallCardItems } from '../cards/small-card-items';
import { BOARD_TEXT } from './board-text';
import { MOVE_LOG_TEXT } from './move-log-text';
import type { LastTurns } from './table-history';

export const TABLE_DROP_ID = 'table';

/** A player's cards of their last turn, dimmed: the table keeps them in view once the turn has passed. */
function LastTurnCards({
  cardIds,
  byId,
  testId,
}: {
  cardIds: string[];
  byId: Map<string, CardDefinitionDto>;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <h4 className="text-[11px] font-extrabold uppercase tracking-widest text-white/55">{MOVE_LOG_TEXT.lastTurn}</h4>
      {/* Small and dimmed: what happened, without taking the table from this turn's cards. */}
      <ul className="flex flex-wrap gap-1.5 opacity-60 grayscale-[40%]">
        {cardIds.map((id, i) => {
          const card = byId.get(id);
          return (
            <li
              key={`${id}-${i}`}
              data-testid="last-turn-card"
              data-card-id={id}
              title={card?.description}
              className="flex items-center gap-1.5 overflow-hidden rounded-lg bg-white/15 pr-2 ring-1 ring-white/25"
            >
              <CardArt cardId={id} className="w-8 shrink-0" />
              <span className="text-xs font-bold text-white">{card?.name ?? id}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PlayedRow({
  title,
  cardIds,
  lastTurn,
  byId,
  testId,
}: {
  title: string;
  cardIds: string[];
  /** The cards of the player's last turn, shown dimmed next to this turn's. */
  lastTurn: string[];
  byId: Map<string, CardDefinitionDto>;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2" data-testid={testId}>
        <h3 className="text-sm font-extrabold uppercase tracking-wider text-white/80">{title}</h3>
        {cardIds.length === 0 && lastTurn.length === 0 ? (
          <p className="rounded-xl border-2 border-dashed border-white/25 px-3 py-4 text-center text-sm font-semibold text-white/60">
            {BOARD_TEXT.noneplayed}
          </p>
        ) : (
          cardIds.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              <SmallCardItems
                cardIds={cardIds}
                cards={byId}
                testId="played-card"
                className="motion-safe:animate-[dd-pop_0.4s_ease-out]"
              />
            </ul>
          )
        )}
      </div>
      {lastTurn.length > 0 && <LastTurnCards cardIds={lastTurn} byId={byId} testId={`${testId}-last-turn`} />}
    </div>
  );
}

/**
 * The centre of the table: both players' cards of this turn, and of each one's last turn dimmed (issue 22: the
 * opponent's plays stay in view once the turn has passed); a card dropped here is played.
 */
export function TableZone({
  mine,
  theirs,
  lastTurns = { mine: [], theirs: [] },
  byId,
  canDrop,
}: {
  mine: string[];
  theirs: string[];
  lastTurns?: LastTurns;
  byId: Map<string, CardDefinitionDto>;
  canDrop: boolean;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id: TABLE_DROP_ID, disabled: !canDrop });
  const dragging = Boolean(active) && canDrop;
  const rows = [
    { title: BOARD_TEXT.opponentPlayed, cardIds: theirs, lastTurn: lastTurns.theirs, testId: 'opponent-played' },
    { title: BOARD_TEXT.yourPlayed, cardIds: mine, lastTurn: lastTurns.mine, testId: 'my-played' },
  ];
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
      {rows.map((row) => (
        <PlayedRow key={row.testId} {...row} byId={byId} />
      ))}
      {dragging && (
        <p className="pointer-events-none absolute inset-x-0 bottom-2 text-center text-sm font-extrabold text-sun">
          Drop here to play
        </p>
      )}
    </section>
  );
}
