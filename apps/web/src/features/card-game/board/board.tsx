import { href } from '@dd/contracts';
import type { CardMatchStateResponse } from '@dd/contracts';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { StateMessage } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DeckManagerModal } from '../decks/deck-manager-modal';
import { BoardAlert } from './board-alert';
import { BoardLayout } from './board-layout';
import { BoardTopBar } from './board-top';
import { BOARD_TEXT } from './board-text';
import { boardView } from './board-view';
import { dragAnnouncements } from './drag-announcements';
import { ForfeitConfirm } from './forfeit-confirm';
import { MoveLog, usePhoneBoard } from './move-log';
import { GameOverDialog } from './game-over-dialog';
import { cardIdOfDrag, Hand, HAND_DRAG_SCROLL_MAX_PX } from './hand';
import { CardBack, OpponentPanel, YouPanel } from './player-panels';
import { TABLE_DROP_ID, TableZone } from './table-zone';
import { lastTurns } from './table-history';
import { useBlitzClock } from './use-blitz-clock';
import { useBoard } from './use-board';
import { useMoveLog } from './use-move-log';

const TITLE = 'Card Battle';

/** Arrow Up carries a picked-up card straight onto the table; Space drops it there, Escape puts it back. */
const toTable: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  if (event.code !== 'ArrowUp') return undefined;
  // Read from the page: right after the pick-up dnd-kit may not have measured the table yet.
  const table = document.querySelector(`[data-drop-id="${TABLE_DROP_ID}"]`)?.getBoundingClientRect();
  const card = document.activeElement?.getBoundingClientRect();
  if (!table || !card) return undefined;
  event.preventDefault();
  return {
    x: currentCoordinates.x + (table.left + table.width / 2) - (card.left + card.width / 2),
    y: currentCoordinates.y + (table.top + table.height / 2) - (card.top + card.height / 2),
  };
};

const NARROW_QUERY = `(max-width: ${HAND_DRAG_SCROLL_MAX_PX - 1}px)`;
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Under 700 px the hand drag-scrolls (spec section 9). */
function useNarrowHand(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}

/** A small secondary button of the tray: its icon, and its label from 768 px (for screen readers always). */
function TrayButton({
  icon,
  label,
  onClick,
  disabled = false,
}: {
  icon: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button variant="secondary" size="sm" title={label} className="px-3" onClick={onClick} disabled={disabled}>
      <span aria-hidden>{icon}</span>
      <span className="sr-only md:not-sr-only">{label}</span>
    </Button>
  );
}

export function Board({ matchId, meId }: { matchId: number; meId: number }) {
  const board = useBoard(matchId, meId);
  const { state, query } = board;

  if (!state) {
    return query.isError ? (
      <StateMessage kind="error" title={errorMessage(query.error, BOARD_TEXT.loadFailed)}>
        <ButtonLink to={href('cardGameLobby')} variant="secondary">
          {BOARD_TEXT.backToLobby}
        </ButtonLink>
      </StateMessage>
    ) : (
      <StateMessage kind="loading" title={BOARD_TEXT.loading} className="text-white" />
    );
  }
  return <LiveBoard board={board} state={state} />;
}

function LiveBoard({ board, state }: { board: ReturnType<typeof useBoard>; state: CardMatchStateResponse }) {
  const view = boardView(state);
  const { endTurn, play } = board;
  const clock = useBlitzClock(state, view.myTurn, board.timeOut);
  const [selectedSlot, setSelectedSlot] = useState<number | null>(null);
  const [confirmForfeit, setConfirmForfeit] = useState(false);
  const [decksOpen, setDecksOpen] = useState(false);
  const [gameOverOpen, setGameOverOpen] = useState(true);
  const [dragging, setDragging] = useState(false);
  const narrow = useNarrowHand();
  // The move log, and from it each player's last turn on the table (issue 22).
  const moveLog = useMoveLog(state.matchId, state);
  const logEntries = useMemo(() => moveLog.data ?? [], [moveLog.data]);
  const logView = useMemo(
    () => ({ meId: state.playerId, opponentName: state.opponentUsername, blitz: view.blitz }),
    [state.playerId, state.opponentUsername, view.blitz],
  );
  const phone = usePhoneBoard();
  const moveLogPanel = (
    <MoveLog entries={logEntries} view={logView} failed={moveLog.isError} foldable={phone} key={String(phone)} />
  );
  useDocumentTitle(view.gameOver ? TITLE : view.myTurn ? `Your turn! ${TITLE}` : TITLE);

  // A new hand or a new turn: the details of a card no longer there would point at the wrong slot.
  const handKey = view.me.hand.join(',');
  useEffect(() => setSelectedSlot(null), [handKey, state.turnCount]);

  const sensors = useSensors(
    // Under 700 px a quick mouse move drag-scrolls the hand, so picking a card up there needs a short hold.
    useSensor(MouseSensor, { activationConstraint: narrow ? { delay: 200, tolerance: 8 } : { distance: 6 } }),
    // On touch a press held still picks a card up; a quick swipe scrolls the hand.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: toTable,
      // The page may have to scroll up to the table: at once, so the drop lands where the card is shown.
      scrollBehavior: 'auto',
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(false);
    if (event.over?.id !== TABLE_DROP_ID) return;
    setSelectedSlot(null);
    play(cardIdOfDrag(String(event.active.id)));
  };

  const announcements = useMemo(() => dragAnnouncements(board.cards.byId), [board.cards.byId]);

  const canAct = view.myTurn && !view.gameOver;
  return (
    <DndContext
      sensors={sensors}
      accessibility={{ announcements, screenReaderInstructions: { draggable: BOARD_TEXT.dragInstructions } }}
      onDragStart={() => setDragging(true)}
      onDragCancel={() => setDragging(false)}
      onDragEnd={onDragEnd}
    >
      <BoardLayout
        data-testid="card-board"
        data-my-turn={view.myTurn ? 'true' : 'false'}
        top={<BoardTopBar state={state} view={view} clock={clock} />}
        you={<YouPanel state={state} view={view} />}
        opponent={<OpponentPanel state={state} view={view} />}
        opponentLine={
          <div className="flex min-w-0 items-center gap-2" aria-hidden>
            <span className="min-w-0 truncate text-xs font-bold text-white/70">{state.opponentUsername}</span>
            <div className="flex shrink-0 gap-0.5">
              {view.opponent.hand.map((_, i) => (
                <CardBack key={i} className="w-5" plain />
              ))}
            </div>
          </div>
        }
        table={
          <TableZone
            mine={view.me.playedCards}
            theirs={view.opponent.playedCards}
            lastTurns={lastTurns(logEntries, state)}
            byId={board.cards.byId}
            canDrop={!view.gameOver}
          />
        }
        log={moveLogPanel}
        tray={
          <div className="flex flex-col gap-1 md:flex-row md:items-center md:gap-4">
            <div className="min-w-0 flex-1">
              <Hand
                me={view.me}
                cardSet={state.cardSet}
                byId={board.cards.byId}
                live={!view.gameOver}
                dragging={dragging}
                selectedSlot={selectedSlot}
                onSelect={setSelectedSlot}
                onPlay={play}
              />
            </div>
            <div className="flex items-center gap-2 md:w-48 md:shrink-0 md:flex-col md:items-stretch">
              <Button
                size="lg"
                className="flex-1 md:flex-none"
                onClick={() => endTurn(false)}
                disabled={!canAct || board.ending}
                data-testid="end-turn"
              >
                {BOARD_TEXT.endTurn} ➜
              </Button>
              {view.gameOver && !gameOverOpen && (
                <ButtonLink to={href('cardGameLobby')} variant="secondary">
                  {BOARD_TEXT.backToLobby}
                </ButtonLink>
              )}
              <div className="flex gap-2 md:flex-col">
                <TrayButton
                  icon="🏳️"
                  label={BOARD_TEXT.forfeit}
                  onClick={() => setConfirmForfeit(true)}
                  disabled={view.gameOver || board.forfeiting}
                />
                <TrayButton icon="🗂️" label={BOARD_TEXT.manageDecks} onClick={() => setDecksOpen(true)} />
              </div>
            </div>
          </div>
        }
      />

      <BoardAlert alert={board.alert} onDismiss={board.dismissAlert} />
      <ForfeitConfirm
        open={confirmForfeit && !view.gameOver}
        busy={board.forfeiting}
        onCancel={() => setConfirmForfeit(false)}
        onConfirm={() => {
          setConfirmForfeit(false);
          board.forfeit();
        }}
      />
      <DeckManagerModal open={decksOpen} onClose={() => setDecksOpen(false)} />
      {view.gameOver && <GameOverDialog state={state} open={gameOverOpen} onClose={() => setGameOverOpen(false)} />}
    </DndContext>
  );
}
