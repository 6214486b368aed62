import type { CardLogEffect, CardLogEntry } from '@dd/contracts';
import { getCard, seatOf, type CardMatchState, type CardPlayerState } from '@dd/game';

/** One row of a match's action log, as the move log reads it. */
export interface MoveLogAction {
  n: number;
  playerId: number;
  type: CardLogEntry['type'];
  cardId: string | null;
  at: string;
}

const seatState = (state: CardMatchState, playerId: number): { me: CardPlayerState; them: CardPlayerState } =>
  seatOf(state, playerId) === 'player_a'
    ? { me: state.playerA, them: state.playerB }
    : { me: state.playerB, them: state.playerA };

/**
 * What a card play visibly did, from the states before and after it: Buy Power changes and counts of cards drawn
 * (both players see both Buy Powers and hand sizes), and what the card and the buffs on show made of it.
 */
export function playEffect(before: CardMatchState, after: CardMatchState, playerId: number, cardId: string) {
  const b = seatState(before, playerId);
  const a = seatState(after, playerId);
  const effect = getCard(cardId)?.effect ?? {};
  const discardedHands = effect.discardAllHands === true;
  const result: CardLogEffect = {
    buyPower: a.me.buyPower - b.me.buyPower,
    opponentBuyPower: a.them.buyPower - b.them.buyPower,
    // The played card left the hand; Swipe War emptied both hands before the draws.
    drew: Math.max(0, a.me.hand.length - (discardedHands ? 0 : b.me.hand.length - 1)),
    opponentDrew: discardedHands ? a.them.hand.length : 0,
    // The engine uses a Double and a shield up whenever there is one (the shield only against an attack).
    doubled: b.me.buffs.some((x) => x.id === 'double'),
    blocked: Boolean(effect.damage) && b.them.buffs.some((x) => x.id === 'shield'),
    discardedHands,
    nextCardFree: effect.nextCardFree === true,
  };
  if (effect.buff) result.buff = effect.buff;
  return result;
}

/**
 * A match's move log as a player of it may see it: who did what in which turn, the card of each play (public: it
 * is on the table) and what it visibly did; never a card drawn, discarded from a hand or left in a deck.
 *
 * `states` is the match re-run from its log (`states[0]` the deal, `states[i]` after the i-th action), or null
 * for a match that cannot be re-run (dealt before fair play): its entries then carry no effect. Only entries
 * after the `after`-th are answered.
 */
export function moveLogEntries(
  actions: readonly MoveLogAction[],
  states: readonly CardMatchState[] | null,
  after = 0,
): CardLogEntry[] {
  const entries: CardLogEntry[] = [];
  const timeouts = new Map<number, number>();
  let turn = 1;
  for (const [i, action] of actions.entries()) {
    const entry: CardLogEntry = { n: action.n, turn, player: action.playerId, type: action.type, at: action.at };
    if (action.type === 'play_card' && action.cardId !== null) {
      entry.cardId = action.cardId;
      const [before, next] = [states?.[i], states?.[i + 1]];
      if (before && next) entry.effect = playEffect(before, next, action.playerId, action.cardId);
    }
    if (action.type === 'timeout') {
      const count = (timeouts.get(action.playerId) ?? 0) + 1;
      timeouts.set(action.playerId, count);
      entry.timeouts = count;
    }
    // An end of turn, on time or not, hands the turn over.
    if (action.type === 'end_turn' || action.type === 'timeout') turn += 1;
    if (action.n > after) entries.push(entry);
  }
  return entries;
}
