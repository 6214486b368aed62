import { PRACTICE_BOT_NAME, type CardLogEffect, type CardLogEntry } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { moveLogLine, moveLogTurns, type LogViewpoint } from './move-log-lines';

const ME = 7;
const BOT = 9;
const at = '2026-01-05T12:00:00.000Z';
const mine: LogViewpoint = { meId: ME, opponentName: PRACTICE_BOT_NAME, blitz: true };
const theirs: LogViewpoint = { meId: BOT, opponentName: 'alice', blitz: true };

const none: CardLogEffect = {
  buyPower: 0,
  opponentBuyPower: 0,
  drew: 0,
  opponentDrew: 0,
  doubled: false,
  blocked: false,
  discardedHands: false,
  nextCardFree: false,
};
const play = (player: number, cardId: string, effect?: Partial<CardLogEffect>): CardLogEntry => ({
  n: 1,
  turn: 1,
  player,
  type: 'play_card',
  cardId,
  at,
  ...(effect ? { effect: { ...none, ...effect } } : {}),
});

describe('the move log lines', () => {
  it("names the bot's plays with what they did", () => {
    expect(moveLogLine(play(BOT, 'impulse_buy', { buyPower: 2 }), mine)).toBe(
      'Practice Bot played Impulse Buy: +2 Buy Power',
    );
    expect(moveLogLine(play(BOT, 'greedy_grab', { buyPower: 1, drew: 1 }), mine)).toBe(
      'Practice Bot played Greedy Grab: +1 Buy Power, drew 1 card',
    );
    expect(moveLogLine(play(BOT, 'return_policy', { opponentBuyPower: -1 }), mine)).toBe(
      'Practice Bot played Return Policy: you lose 1 Buy Power',
    );
    expect(moveLogLine(play(BOT, 'chargeback', { blocked: true }), mine)).toBe(
      'Practice Bot played Chargeback: blocked by your shield',
    );
  });

  it('says the same play from both sides: "You" for the viewer, the name for the other', () => {
    const flash = play(ME, 'flash_sale', { buyPower: 6, opponentBuyPower: 2, doubled: true });
    expect(moveLogLine(flash, mine)).toBe(
      'You played Flash Sale (doubled): +6 Buy Power, Practice Bot gets +2 Buy Power',
    );
    expect(moveLogLine(flash, { meId: BOT, opponentName: 'alice', blitz: true })).toBe(
      'alice played Flash Sale (doubled): +6 Buy Power, you get +2 Buy Power',
    );
    const attack = play(ME, 'chargeback', { opponentBuyPower: -2 });
    expect(moveLogLine(attack, mine)).toBe('You played Chargeback: Practice Bot loses 2 Buy Power');
    expect(moveLogLine({ ...attack, effect: { ...none, blocked: true } }, mine)).toBe(
      "You played Chargeback: blocked by Practice Bot's shield",
    );
  });

  it('tells every other effect, and a play that did nothing', () => {
    expect(moveLogLine(play(ME, 'swipe_war', { discardedHands: true, drew: 1, opponentDrew: 1 }), mine)).toBe(
      'You played Swipe War: both hands discarded, drew 1 card, Practice Bot drew 1 card',
    );
    expect(moveLogLine(play(BOT, 'swipe_war', { discardedHands: true, drew: 1, opponentDrew: 1 }), mine)).toBe(
      'Practice Bot played Swipe War: both hands discarded, drew 1 card, you drew 1 card',
    );
    expect(moveLogLine(play(ME, 'window_shopping', { drew: 2 }), mine)).toBe(
      'You played Window Shopping: drew 2 cards',
    );
    expect(moveLogLine(play(ME, 'the_butler', { nextCardFree: true }), mine)).toBe(
      'You played The Butler: next card costs 0',
    );
    expect(moveLogLine(play(ME, 'extended_warranty', { buff: 'shield' }), mine)).toBe(
      'You played Extended Warranty: shield up',
    );
    expect(moveLogLine(play(ME, 'coupon_stack', { buff: 'double' }), mine)).toBe(
      'You played Coupon Stack: next card doubled',
    );
    expect(moveLogLine(play(ME, 'refund', {}), mine)).toBe('You played Refund: no effect');
    // A match from before the log's effects: just the card.
    expect(moveLogLine(play(BOT, 'refund'), mine)).toBe('Practice Bot played Refund');
  });

  it('ends turns, times out (counting to 3 in blitz) and forfeits, from both sides', () => {
    const end: CardLogEntry = { n: 2, turn: 1, player: ME, type: 'end_turn', at };
    expect(moveLogLine(end, mine)).toBe('You ended your turn');
    expect(moveLogLine(end, theirs)).toBe('alice ended their turn');
    const timeout: CardLogEntry = { n: 3, turn: 2, player: BOT, type: 'timeout', timeouts: 1, at };
    expect(moveLogLine(timeout, mine)).toBe('Practice Bot ran out of time · Timeout 1/3');
    expect(moveLogLine(timeout, theirs)).toBe('You ran out of time · Timeout 1/3');
    expect(moveLogLine(timeout, { ...mine, blitz: false })).toBe('Practice Bot ran out of time');
    const forfeit: CardLogEntry = { n: 4, turn: 3, player: ME, type: 'forfeit', at };
    expect(moveLogLine(forfeit, mine)).toBe('You forfeited');
    expect(moveLogLine(forfeit, theirs)).toBe('alice forfeited');
  });

  it('groups the lines by turn, each headed by its player', () => {
    const entries: CardLogEntry[] = [
      { ...play(ME, 'impulse_buy', { buyPower: 2 }), n: 1 },
      { n: 2, turn: 1, player: ME, type: 'end_turn', at },
      { ...play(BOT, 'loyalty_card', { buyPower: 1 }), n: 3, turn: 2 },
      { n: 4, turn: 2, player: ME, type: 'forfeit', at },
      { n: 5, turn: 3, player: ME, type: 'forfeit', at },
    ];
    const turns = moveLogTurns(entries, mine);
    expect(turns.map((t) => [t.title, t.lines.map((l) => [l.n, l.mine])])).toEqual([
      [
        'Turn 1 · You',
        [
          [1, true],
          [2, true],
        ],
      ],
      [
        'Turn 2 · Practice Bot',
        [
          [3, false],
          [4, true],
        ],
      ],
      ['Turn 3', [[5, true]]],
    ]);
    expect(turns[1]?.lines[0]?.text).toBe('Practice Bot played Loyalty Card: +1 Buy Power');
  });
});
