import { CARDS } from '@dd/game';
import { describe, expect, it } from 'vitest';
import { effectSummary } from './effect-summary';

describe('effect summary', () => {
  it("sums up the guide's cards", () => {
    const of = (id: string) => effectSummary(CARDS.find((card) => card.id === id)?.effect ?? {});
    expect(of('impulse_buy')).toEqual(['+2 Buy Power']);
    expect(of('greedy_grab')).toEqual(['+1 Buy Power', 'Draw 1']);
    expect(of('the_butler')).toEqual(['Next card costs 0']);
    expect(of('return_policy')).toEqual(['Opponent -1 Buy Power']);
    expect(of('swipe_war')).toEqual(['Both discard their hands', 'Both draw 1']);
    expect(of('flash_sale')).toEqual(['+3 Buy Power', 'Opponent +1 Buy Power']);
  });

  it('sums up the cards the balance changed (issue 22) with their new effects', () => {
    const of = (id: string) => effectSummary(CARDS.find((card) => card.id === id)?.effect ?? {});
    expect(of('bulk_order')).toEqual(['+2 Buy Power', 'Next card costs 0']);
    expect(of('doorbuster')).toEqual(['+2 Buy Power', 'Shield: negates the next attack']);
  });

  it('says something for every card of the set', () => {
    for (const card of CARDS) expect(effectSummary(card.effect).length, card.id).toBeGreaterThan(0);
  });
});
