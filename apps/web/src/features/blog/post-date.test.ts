import { describe, expect, it } from 'vitest';
import { formatPostDate } from './post-date';

describe('formatPostDate', () => {
  it.each([
    ['2025-06-02', 'June 2, 2025'],
    ['2024-01-18', 'January 18, 2024'],
  ])('writes %j out in US style: %j', (date, shown) => expect(formatPostDate(date)).toBe(shown));

  it.each([
    ['2025-01-01', 'January 1, 2025'],
    ['2024-12-31', 'December 31, 2024'],
  ])('keeps the calendar day of %j whatever the reader time zone', (date, shown) =>
    expect(formatPostDate(date)).toBe(shown),
  );

  it.each(['2024-02-30', 'soon', ''])('shows %j, not a real date, unchanged', (text) => {
    expect(formatPostDate(text)).toBe(text);
  });
});
