import { describe, expect, it } from 'vitest';
import { formatPostDate } from './post-date';

describe('formatPostDate', () => {
  it('writes the date out in US style', () => {
    expect(formatPostDate('2025-06-02')).toBe('June 2, 2025');
    expect(formatPostDate('2024-01-18')).toBe('January 18, 2024');
  });

  it('keeps the calendar day whatever the reader time zone', () => {
    expect(formatPostDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatPostDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('shows text that is not a real date unchanged', () => {
    expect(formatPostDate('2024-02-30')).toBe('2024-02-30');
    expect(formatPostDate('soon')).toBe('soon');
    expect(formatPostDate('')).toBe('');
  });
});
