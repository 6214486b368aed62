/**
 * The board's move log and the table's last turn (issue 22: every move seen). The community spec has no words
 * for them; these are ours. Lines name the viewer 'You' and the other player by name ('Practice Bot').
 */
const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;
const signed = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);

export const MOVE_LOG_TEXT = {
  title: 'Move log',
  show: 'Show the move log',
  hide: 'Hide the move log',
  empty: 'No moves yet. Plays, ends of turn and timeouts show up here.',
  loadFailed: 'Could not load the move log.',
  you: 'You',
  turn: (n: number, who: string) => `Turn ${n} · ${who}`,
  turnOnly: (n: number) => `Turn ${n}`,
  /* One line per action. */
  played: (who: string, card: string) => `${who} played ${card}`,
  doubled: '(doubled)',
  youEnded: 'You ended your turn',
  theyEnded: (who: string) => `${who} ended their turn`,
  youTimedOut: 'You ran out of time',
  theyTimedOut: (who: string) => `${who} ran out of time`,
  timeoutCount: (n: number, of: number) => `Timeout ${n}/${of}`,
  youForfeited: 'You forfeited',
  theyForfeited: (who: string) => `${who} forfeited`,
  /* What a play did, from its player's side. */
  buyPower: (n: number) => `${signed(n)} Buy Power`,
  youLose: (n: number) => `you lose ${n} Buy Power`,
  theyLose: (who: string, n: number) => `${who} loses ${n} Buy Power`,
  youGet: (n: number) => `you get +${n} Buy Power`,
  theyGet: (who: string, n: number) => `${who} gets +${n} Buy Power`,
  blockedByYours: 'blocked by your shield',
  blockedByTheirs: (who: string) => `blocked by ${who}'s shield`,
  drew: (n: number) => `drew ${cards(n)}`,
  youDrew: (n: number) => `you drew ${cards(n)}`,
  theyDrew: (who: string, n: number) => `${who} drew ${cards(n)}`,
  handsDiscarded: 'both hands discarded',
  nextCardFree: 'next card costs 0',
  shieldUp: 'shield up',
  nextDoubled: 'next card doubled',
  noEffect: 'no effect',
  /* The table. */
  lastTurn: 'Last turn',
  lastTurnNone: 'Last turn: no cards played',
} as const;
