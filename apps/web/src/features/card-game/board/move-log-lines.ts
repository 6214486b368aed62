import type { CardLogEntry } from '@dd/contracts';
import { cardName } from '../replay/move-log';
import { MOVE_LOG_TEXT as T } from './move-log-text';

/** Who reads the log: their user id, the other player's name and whether timeouts count to 3 (blitz). */
export interface LogViewpoint {
  meId: number;
  opponentName: string;
  blitz: boolean;
}

/** Blitz timeouts that lose the match (the server's rule; async loses at the first). */
export const BLITZ_TIMEOUTS = 3;

/** What a play did, from its player's side: '+2 Buy Power', 'you lose 1 Buy Power', 'drew 1 card'. */
function effectParts(entry: CardLogEntry, mine: boolean, other: string): string[] {
  const e = entry.effect;
  if (!e) return [];
  const parts: string[] = [];
  if (e.discardedHands) parts.push(T.handsDiscarded);
  if (e.buyPower !== 0) parts.push(T.buyPower(e.buyPower));
  if (e.opponentBuyPower < 0)
    parts.push(mine ? T.theyLose(other, -e.opponentBuyPower) : T.youLose(-e.opponentBuyPower));
  if (e.opponentBuyPower > 0) parts.push(mine ? T.theyGet(other, e.opponentBuyPower) : T.youGet(e.opponentBuyPower));
  if (e.blocked) parts.push(mine ? T.blockedByTheirs(other) : T.blockedByYours);
  if (e.drew > 0) parts.push(T.drew(e.drew));
  if (e.opponentDrew > 0) parts.push(mine ? T.theyDrew(other, e.opponentDrew) : T.youDrew(e.opponentDrew));
  if (e.nextCardFree) parts.push(T.nextCardFree);
  if (e.buff === 'shield') parts.push(T.shieldUp);
  if (e.buff === 'double') parts.push(T.nextDoubled);
  return parts.length > 0 ? parts : [T.noEffect];
}

/**
 * One log entry in words for the viewer: 'Practice Bot played Impulse Buy: +2 Buy Power', 'You ended your turn',
 * 'You ran out of time · Timeout 1/3'. Only what the entry holds: the server never sends a card drawn.
 */
export function moveLogLine(entry: CardLogEntry, view: LogViewpoint): string {
  const mine = entry.player === view.meId;
  const who = mine ? T.you : view.opponentName;
  switch (entry.type) {
    case 'play_card': {
      const head = T.played(who, cardName(entry.cardId)) + (entry.effect?.doubled ? ` ${T.doubled}` : '');
      const parts = effectParts(entry, mine, view.opponentName);
      return parts.length > 0 ? `${head}: ${parts.join(', ')}` : head;
    }
    case 'end_turn':
      return mine ? T.youEnded : T.theyEnded(who);
    case 'timeout': {
      const line = mine ? T.youTimedOut : T.theyTimedOut(who);
      return view.blitz && entry.timeouts !== undefined
        ? `${line} · ${T.timeoutCount(entry.timeouts, BLITZ_TIMEOUTS)}`
        : line;
    }
    case 'forfeit':
      return mine ? T.youForfeited : T.theyForfeited(who);
  }
}

export interface LogTurn {
  turn: number;
  /** The heading: 'Turn 3 · You'. */
  title: string;
  lines: { n: number; type: CardLogEntry['type']; mine: boolean; text: string }[];
}

/** The log grouped by turn, oldest first, each turn headed by its number and its player. */
export function moveLogTurns(entries: readonly CardLogEntry[], view: LogViewpoint): LogTurn[] {
  const turns: LogTurn[] = [];
  for (const entry of entries) {
    let group = turns.at(-1);
    if (!group || group.turn !== entry.turn) {
      // A turn's first entry is by its player, except a forfeit by the one waiting (which ends the match).
      const owner = entry.type === 'forfeit' ? null : entry.player;
      const who = owner === null ? '' : owner === view.meId ? T.you : view.opponentName;
      group = { turn: entry.turn, title: who ? T.turn(entry.turn, who) : T.turnOnly(entry.turn), lines: [] };
      turns.push(group);
    }
    group.lines.push({
      n: entry.n,
      type: entry.type,
      mine: entry.player === view.meId,
      text: moveLogLine(entry, view),
    });
  }
  return turns;
}
