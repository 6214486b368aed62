import type { GamePointsToday } from '@dd/contracts';

export interface GamePointsProgress {
  /** Points paid today, never shown above the cap. */
  points: number;
  cap: number;
  /** How far along the bar is, 0-100. */
  percent: number;
  /** Points still to earn today. */
  left: number;
  reached: boolean;
}

/** Today's game points against the daily cap, as the rewards page's bar shows them. */
export function gamePointsProgress({ points, cap }: Pick<GamePointsToday, 'points' | 'cap'>): GamePointsProgress {
  const shown = Math.min(Math.max(0, points), cap);
  return {
    points: shown,
    cap,
    percent: cap > 0 ? Math.round((shown / cap) * 100) : 100,
    left: cap - shown,
    reached: shown >= cap,
  };
}

/**
 * When the day's game points start again, in the reader's own clock: the UTC day `day` (YYYY-MM-DD) ends at
 * midnight UTC. Null for a day that cannot be read. Locale and zone are overridable for tests.
 */
export function capResetTime(day: string, locale?: string, timeZone?: string): string | null {
  const start = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(start)) return null;
  const next = new Date(start + 24 * 60 * 60 * 1000);
  return next.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone });
}
