import { PVP_POLL_MS, type PvpMatch } from '@dd/contracts';
import { isPaired } from './match-view';

/** Which screen polls: the lobby while searching, or the duel page. */
export type PollingScreen = 'lobby' | 'duel';

/**
 * How often a screen reads the member's match (ms), or false for not at all (community spec sections 4 and 9):
 * the lobby every 500 ms until the match is paired with its countdown time, the duel page every 3 s while the
 * match is pending or active. With push up, events bring every change and polling is only a safety net, except
 * on the duel page while the opponent is on turn (`meId` given): every 3 s there too, so a lost event costs 3 s
 * at most (the answer is one small row).
 */
export function matchPollMs(
  screen: PollingScreen,
  match: PvpMatch | null,
  pushUp: boolean,
  meId: number | null = null,
): number | false {
  const polling =
    match?.status === 'pending' || (match?.status === 'active' && (screen === 'duel' || !isPaired(match)));
  if (!polling) return false;
  const waitingOnOpponent =
    screen === 'duel' && meId !== null && match.status === 'active' && match.current_turn !== meId;
  if (pushUp && !waitingOnOpponent) return PVP_POLL_MS.pushSafety;
  return screen === 'lobby' ? PVP_POLL_MS.lobby : PVP_POLL_MS.match;
}

/** How often the queue's size is read while the member waits in it (ms), or false. */
export function queuePollMs(match: PvpMatch | null, pushUp: boolean): number | false {
  if (match?.status !== 'pending') return false;
  return pushUp ? PVP_POLL_MS.pushSafety : PVP_POLL_MS.queue;
}
