/** Groups of consecutive products that dropped on the same calendar day (local time). */
export interface DropGroup<T> {
  key: string;
  label: string;
  items: T[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayKey(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** 'Today', 'Yesterday', 'Friday, March 7', with the year only when it is not this year's. */
export function dropDayLabel(date: Date, now: Date): string {
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
}

/**
 * Splits a newest-first list into day groups, keeping the order. An unreadable date joins
 * the group before it rather than starting a bogus one.
 */
export function groupByDropDay<T extends { dropDate: string }>(items: readonly T[], now: Date): DropGroup<T>[] {
  const groups: DropGroup<T>[] = [];
  for (const item of items) {
    const at = new Date(item.dropDate);
    const valid = !Number.isNaN(at.getTime());
    const key = valid ? dayKey(at) : (groups.at(-1)?.key ?? 'unknown');
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label: valid ? dropDayLabel(at, now) : 'Earlier', items: [item] });
  }
  return groups;
}
