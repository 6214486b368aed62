import { getCard, type CardDefinition } from './card-set.js';
import { WIN_BUY_POWER, type CardAction } from './engine.js';
import { costFor, playBlockReason } from './play-block.js';
import type { CardMatchView, CardPlayerView } from './view.js';

/** The cards the viewer may play now (the engine's `playBlockReason`), one entry per distinct card id. */
export function playableCards(view: CardMatchView): CardDefinition[] {
  const seen = new Set<string>();
  const out: CardDefinition[] = [];
  for (const id of mine(view).hand) {
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    const card = getCard(id, view.cardSet);
    if (card && playBlockReason(view, id) === null) out.push(card);
  }
  return out;
}

const mine = (view: CardMatchView): CardPlayerView => (view.you === 'player_a' ? view.playerA : view.playerB);
const theirs = (view: CardMatchView): CardPlayerView => (view.you === 'player_a' ? view.playerB : view.playerA);

/**
 * How much playing `card` now is worth to the viewer, in rough Buy Power. Uses only what the view shows; a
 * draw counts for a little less than a point because what comes is unknown.
 */
function worth(view: CardMatchView, card: CardDefinition, others: CardDefinition[]): number {
  const me = mine(view);
  const them = theirs(view);
  const times = me.buffs.some((b) => b.id === 'double') ? 2 : 1;
  const e = card.effect;
  const myGain = (e.buyPower ?? 0) * times + (e.heal ? Math.min(me.lostBuyPower, e.heal * times) : 0);
  const theirGain = (e.opponentBuyPower ?? 0) * times;
  const shielded = them.buffs.some((b) => b.id === 'shield');
  const hurt = e.damage && !shielded ? Math.min(them.buyPower + theirGain, e.damage * times) : 0;
  const mineAfter = me.buyPower + myGain;
  const theirsAfter = them.buyPower + theirGain - hurt;
  if (mineAfter >= WIN_BUY_POWER && theirsAfter < WIN_BUY_POWER) return 1000;
  if (theirsAfter >= WIN_BUY_POWER) return mineAfter >= WIN_BUY_POWER ? -5 : -1000;

  const cardsLeft = me.deck.length + me.discard.length;
  const drawn = (e.draw ?? 0) * times;
  if (drawn > cardsLeft && !e.discardAllHands) return -1000;
  // Buy Power is worth more the closer the player is to 10; an attack more the closer the opponent is.
  let value = myGain * (1 + me.buyPower / 20) - theirGain * (1 + them.buyPower / 10);
  value += hurt * (1.1 + them.buyPower / 10) + (e.damage && shielded ? 0.6 : 0);
  value += drawn * 0.9;
  if (e.nextCardFree) value += others.some((c) => c.cost >= 2) ? 1.5 : others.some((c) => c.cost >= 1) ? 0.8 : -0.5;
  if (e.buff === 'shield') value += me.buffs.some((b) => b.id === 'shield') ? 0.2 : 0.4 + them.buyPower / 10;
  if (e.buff === 'double') {
    const best = Math.max(0, ...others.map((c) => (c.effect.buyPower ?? 0) + (c.effect.damage ?? 0)));
    value += times === 2 ? -1 : best > 0 ? best * 0.8 : -0.5;
  }
  if (e.discardAllHands) value += (them.hand.length - (me.hand.length - 1)) * 0.8;
  if (times === 2 && !e.buyPower && !e.damage && !e.draw && !e.heal) value -= 1.5;
  return value;
}

/**
 * The practice bot: plays the card worth most per energy while something is worth playing, then ends its
 * turn. Deterministic and fed only the bot's own view, so it can see no more than a player can.
 */
export function botAction(view: CardMatchView): CardAction {
  const me = mine(view);
  const playable = playableCards(view);
  let best: CardDefinition | null = null;
  let bestScore = 0;
  for (const card of playable) {
    const others = playable.filter((c) => c !== card);
    const value = worth(view, card, others);
    const score = value / Math.max(costFor(me, card), 0.5);
    if (value > 0 && score > bestScore) {
      best = card;
      bestScore = score;
    }
  }
  if (best) return { type: 'play_card', playerId: me.id, cardId: best.id };
  return { type: 'end_turn', playerId: me.id };
}

/** A player who picks uniformly among the legal cards and ending the turn (for tests and the simulation). */
export function randomAction(view: CardMatchView, rand: () => number): CardAction {
  const me = mine(view);
  const playable = playableCards(view);
  const pick = Math.floor(rand() * (playable.length + 1));
  const card = playable[pick];
  if (card) return { type: 'play_card', playerId: me.id, cardId: card.id };
  return { type: 'end_turn', playerId: me.id };
}
