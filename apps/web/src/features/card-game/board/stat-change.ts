/** How long a Buy Power or energy change counts from the old value to the new one. */
export const COUNT_MS = 450;

/** The value shown `elapsed` ms into counting from `from` to `to` (eased out: fast first, settling on `to`). */
export function countFrame(from: number, to: number, elapsed: number, duration = COUNT_MS): number {
  if (elapsed >= duration || from === to) return to;
  const t = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - t) * (1 - t);
  return Math.round(from + (to - from) * eased);
}

/** The change as its chip shows it: '+2', '−1' (a real minus sign). */
export function deltaText(delta: number): string {
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}
