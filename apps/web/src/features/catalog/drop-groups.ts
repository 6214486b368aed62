/** Groups of consecutive products that dropped on the same calendar day (local time). */
export interface DropGroup<T> {
  key: string;
  label: string;
  items: T[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reader's own calendar, or UTC's: the server, which does not know the reader's time zone, renders days in
 * UTC, and the browser hydrates its HTML the same way before it switches to local days.
 */
export type DayZone = 'local' | 'UTC';

function ymd(d: Date, zone: DayZone): [number, number, number] {
  return zone === 'UTC'
    ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()]
    : [d.getFullYear(), d.getMonth(), d.getDate()];
}

function dayKey(d: Date, zone: DayZone): string {
  const [y, m, day] = ymd(d, zone);
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function startOfDay(d: Date, zone: DayZone): number {
  // Date.UTC for both: only the difference in whole days is used.
  return Date.UTC(...ymd(d, zone));
}

/** 'Today', 'Yesterday', 'Friday, March 7', with the year only when it is not this year's. */
export function dropDayLabel(date: Date, now: Date, zone: DayZone = 'local'): string {
  const days = Math.round((startOfDay(now, zone) - startOfDay(date, zone)) / DAY_MS);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(ymd(date, zone)[0] !== ymd(now, zone)[0] ? { year: 'numeric' } : {}),
    ...(zone === 'UTC' ? { timeZone: 'UTC' } : {}),
  });
}

/**
 * Splits a newest-first list into day groups, keeping the order. An unreadable date joins
 * the group before it rather than starting a bogus one.
 */
export function groupByDropDay<T extends { dropDate: string }>(
  items: readonly T[],
  now: Date,
  zone: DayZone = 'local',
): DropGroup<T>[] {
  const groups: DropGroup<T>[] = [];
  for (const item of items) {
    const at = new Date(item.dropDate);
    const valid = !Number.isNaN(at.getTime());
    const key = valid ? dayKey(at, zone) : (groups.at(-1)?.key ?? 'unknown');
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label: valid ? dropDayLabel(at, now, zone) : 'Earlier', items: [item] });
  }
  return groups;
}
