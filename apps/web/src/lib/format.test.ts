import { describe, expect, it } from 'vitest';
import { formatDate, pageCount, plural } from './format';

const utc = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

describe('formatDate', () => {
  it('shows a short date', () => {
    expect(formatDate('2026-03-04T10:00:00.000Z', utc)).toBe('Mar 4, 2026');
  });

  it('shows an unreadable date as written, and nothing for none', () => {
    expect(formatDate('yesterday', utc)).toBe('yesterday');
    expect(formatDate(null, utc)).toBe('');
  });
});

describe('plural and pages', () => {
  it('groups thousands and pluralises', () => {
    expect(plural(1, 'click')).toBe('1 click');
    expect(plural(0, 'click')).toBe('0 clicks');
    expect(plural(2500, 'user')).toBe('2,500 users');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
