import { describe, expect, it } from 'vitest';
import { formatThreadDate } from './thread-date';

const utc = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

describe('formatThreadDate', () => {
  it('shows a short date', () => {
    expect(formatThreadDate('2026-03-04T10:00:00.000Z', utc)).toBe('Mar 4, 2026');
  });

  it('shows an unreadable date as written', () => {
    expect(formatThreadDate('yesterday', utc)).toBe('yesterday');
  });
});
