import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './drag-announcements';
import { handDragId } from './hand';
import { TABLE_DROP_ID } from './table-zone';

const byId = new Map([['extended_warranty', { name: 'Extended Warranty' }]]);
const say = dragAnnouncements(byId);

const active = (index: number, cardId: string): Active => ({
  id: handDragId(index, cardId),
  data: { current: undefined },
  rect: { current: { initial: null, translated: null } },
});
const table: Over = {
  id: TABLE_DROP_ID,
  rect: { width: 400, height: 200, top: 0, left: 0, right: 400, bottom: 200 },
  disabled: false,
  data: { current: undefined },
};

describe('drag announcements', () => {
  const card = active(0, 'extended_warranty');

  it('name the card and where it is, never the drag id', () => {
    const heard = [
      say.onDragStart({ active: card }),
      say.onDragOver({ active: card, over: table }),
      say.onDragOver({ active: card, over: null }),
      say.onDragEnd({ active: card, over: table }),
      say.onDragEnd({ active: card, over: null }),
      say.onDragCancel({ active: card, over: null }),
    ];
    expect(heard).toEqual([
      'Picked up Extended Warranty from your hand.',
      'Extended Warranty is over the table. Drop it here to play it.',
      'Extended Warranty is no longer over the table.',
      'Dropped Extended Warranty on the table.',
      'Extended Warranty was not dropped on the table and stays in your hand.',
      'Cancelled. Extended Warranty is back in your hand.',
    ]);
    for (const message of heard) {
      expect(message).not.toMatch(/hand:|extended_warranty|\btable\b:/);
    }
  });

  it('say which card it is for a second copy, and name a card the list lacks as the board shows it', () => {
    expect(say.onDragStart({ active: active(3, 'extended_warranty') })).toBe(
      'Picked up Extended Warranty from your hand.',
    );
    expect(say.onDragStart({ active: active(1, 'mystery_box') })).toBe(
      'Picked up Unknown card: mystery_box from your hand.',
    );
  });
});
