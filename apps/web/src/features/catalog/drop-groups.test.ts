import { describe, expect, it } from 'vitest';
import { dropDayLabel, groupByDropDay } from './drop-groups';

// Local-time dates, so the test means the same in every time zone.
const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);
const now = local(2025, 3, 14, 9);

describe('dropDayLabel', () => {
  it('names today and yesterday', () => {
    expect(dropDayLabel(local(2025, 3, 14, 23), now)).toBe('Today');
    expect(dropDayLabel(local(2025, 3, 13, 1), now)).toBe('Yesterday');
  });

  it('spells out older days, with the year only when it differs', () => {
    expect(dropDayLabel(local(2025, 3, 7), now)).toBe('Friday, March 7');
    expect(dropDayLabel(local(2024, 12, 31), now)).toBe('Tuesday, December 31, 2024');
  });
});

describe('groupByDropDay', () => {
  it('groups consecutive products of the same day in order', () => {
    const items = [
      { id: 'a', dropDate: local(2025, 3, 14, 12).toISOString() },
      { id: 'b', dropDate: local(2025, 3, 14, 8).toISOString() },
      { id: 'c', dropDate: local(2025, 3, 12).toISOString() },
    ];
    const groups = groupByDropDay(items, now);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Wednesday, March 12', ['c']],
    ]);
  });

  it('keeps products with an unreadable date in the group before them', () => {
    const groups = groupByDropDay(
      [
        { id: 'a', dropDate: local(2025, 3, 13).toISOString() },
        { id: 'b', dropDate: 'soon' },
      ],
      now,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('gives no groups for no products', () => {
    expect(groupByDropDay([], now)).toEqual([]);
  });

  it('counts days in UTC when asked, as the server renders them, whatever the time zone of the reader', () => {
    const utcNow = new Date('2026-11-27T00:10:00Z');
    expect(dropDayLabel(new Date('2026-11-26T23:30:00Z'), utcNow, 'UTC')).toBe('Yesterday');
    expect(dropDayLabel(new Date('2026-11-27T00:05:00Z'), utcNow, 'UTC')).toBe('Today');
    expect(dropDayLabel(new Date('2026-11-20T12:00:00Z'), utcNow, 'UTC')).toBe('Friday, November 20');
    const groups = groupByDropDay(
      [{ dropDate: '2026-11-27T00:05:00Z' }, { dropDate: '2026-11-26T23:30:00Z' }],
      utcNow,
      'UTC',
    );
    expect(groups.map((g) => [g.key, g.label])).toEqual([
      ['2026-11-27', 'Today'],
      ['2026-11-26', 'Yesterday'],
    ]);
  });
});
