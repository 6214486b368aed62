import type { CardDefinitionDto } from '@dd/contracts';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { BOARD_TEXT } from './board-text';
import { cardIdOfDrag } from './hand';
import { TABLE_DROP_ID } from './table-zone';

/**
 * dnd-kit's screen-reader messages for the board: its defaults read the drag ids ('hand:0:extended_warranty'),
 * so each message names the card and the place instead ('Picked up Extended Warranty from your hand.').
 */
export function dragAnnouncements(byId: ReadonlyMap<string, Pick<CardDefinitionDto, 'name'>>): Announcements {
  const name = (dragId: UniqueIdentifier) => {
    const cardId = cardIdOfDrag(String(dragId));
    return byId.get(cardId)?.name ?? BOARD_TEXT.unknownCard(cardId);
  };
  const onTable = (over: { id: UniqueIdentifier } | null) => over?.id === TABLE_DROP_ID;
  return {
    onDragStart: ({ active }) => BOARD_TEXT.dragPickedUp(name(active.id)),
    onDragOver: ({ active, over }) =>
      onTable(over) ? BOARD_TEXT.dragOverTable(name(active.id)) : BOARD_TEXT.dragOffTable(name(active.id)),
    onDragEnd: ({ active, over }) =>
      onTable(over) ? BOARD_TEXT.dragDropped(name(active.id)) : BOARD_TEXT.dragPutBack(name(active.id)),
    onDragCancel: ({ active }) => BOARD_TEXT.dragCancelled(name(active.id)),
  };
}
