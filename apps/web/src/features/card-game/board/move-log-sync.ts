import type { CardLogEntry, CardMatchStateResponse } from '@dd/contracts';

/**
 * What changes with every action applied to a match, as its state shows it: a play moves a card to the table,
 * an end of turn or a timeout moves the turn on, a forfeit ends the match. The log is read again when it changes.
 */
export function logSignature(state: CardMatchStateResponse): string {
  const seat = (p: CardMatchStateResponse['playerA']) =>
    [p.playedCards.length, p.hand.length, p.buyPower, p.energy].join('.');
  return [
    state.turnCount,
    state.gameStatus,
    seat(state.playerA),
    seat(state.playerB),
    state.playerATimeouts,
    state.playerBTimeouts,
  ].join(':');
}

/** The entries known so far with the new ones, in order, each once. */
export function mergeLog(known: readonly CardLogEntry[], fresh: readonly CardLogEntry[]): CardLogEntry[] {
  if (fresh.length === 0) return [...known];
  const byN = new Map(known.map((e) => [e.n, e]));
  for (const e of fresh) byN.set(e.n, e);
  return [...byN.values()].sort((x, y) => x.n - y.n);
}

/** The number of the last entry known: the next read asks only for those after it. */
export const lastLogged = (entries: readonly CardLogEntry[]): number => entries.at(-1)?.n ?? 0;
