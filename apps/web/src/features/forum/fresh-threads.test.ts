import { describe, expect, it } from 'vitest';
import { activityById, changedThreadIds } from './fresh-threads';

describe('changedThreadIds', () => {
  const before = activityById([
    { id: 1, last_activity_at: '2025-05-01T10:00:00.000Z' },
    { id: 2, last_activity_at: '2025-05-01T09:00:00.000Z' },
  ]);

  it('finds a thread that got a reply and a thread that is new on the page', () => {
    const now = [
      { id: 2, last_activity_at: '2025-05-01T11:00:00.000Z' },
      { id: 3, last_activity_at: '2025-05-01T10:30:00.000Z' },
      { id: 1, last_activity_at: '2025-05-01T10:00:00.000Z' },
    ];
    expect(changedThreadIds(before, now)).toEqual([2, 3]);
  });

  it('finds nothing when the page was read again unchanged', () => {
    expect(
      changedThreadIds(before, [
        { id: 1, last_activity_at: '2025-05-01T10:00:00.000Z' },
        { id: 2, last_activity_at: '2025-05-01T09:00:00.000Z' },
      ]),
    ).toEqual([]);
  });
});
