/**
 * The time left to a game's turn deadline as the lobby's game cards show it (community spec section 2):
 * 'Turn expired', 'Xh Ym' from an hour up, 'Xm Ys' from a minute up, else 'Xs'. Whole seconds, rounded down,
 * so the card never promises a second that is not there.
 */
export function timeRemaining(deadlineMs: number, nowMs: number): string {
  const left = Math.floor((deadlineMs - nowMs) / 1000);
  if (!Number.isFinite(left) || left <= 0) return 'Turn expired';
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

/** A turn this close to its deadline is shown as urgent (the blitz timer's own urgent threshold). */
export const URGENT_LEFT_MS = 10_000;
