import { describe, expect, it } from 'vitest';
import { cardIdOfDrag, handDragId } from './hand';

describe('hand drag ids', () => {
  it('tell two copies of one card apart and give the card back', () => {
    expect(handDragId(0, 'impulse_buy')).not.toBe(handDragId(1, 'impulse_buy'));
    expect(cardIdOfDrag(handDragId(3, 'impulse_buy'))).toBe('impulse_buy');
    expect(cardIdOfDrag(handDragId(2, 'odd:id'))).toBe('odd:id');
  });
});
