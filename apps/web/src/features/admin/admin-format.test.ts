import { ADMIN_TEXT, CLICK_REPORT_MAX_DAYS } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  describeClicks,
  displayUrl,
  formatDay,
  formatLongDay,
  lastDaysRange,
  parseChoice,
  parseDay,
  parsePage,
  percentOf,
  prefillFromSuggestion,
  rangeError,
  withoutEmpty,
} from './admin-format';

describe('days and percentages', () => {
  it.each([
    ['2026-11-20', 'Nov 20', 'Nov 20, 2026'],
    ['2026-01-01', 'Jan 1', 'Jan 1, 2026'],
    ['soon', 'soon', 'soon'],
  ])('labels UTC days whatever the reader’s time zone: %s as %s, at length %s', (day, short, long) => {
    expect(formatDay(day)).toBe(short);
    expect(formatLongDay(day)).toBe(long);
  });

  it('gives whole percentages and 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('search parameters', () => {
  it('reads pages, choices and days, falling back on nonsense', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parseChoice('unsubscribed', ['all', 'subscribed', 'unsubscribed'] as const)).toBe('unsubscribed');
    expect(parseChoice('gone', ['all', 'subscribed'] as const)).toBe('all');
    expect(parseDay('2026-11-20')).toBe('2026-11-20');
    expect(parseDay('2026-13-40')).toBeUndefined();
    expect(parseDay('20261120')).toBeUndefined();
    expect(parseDay(null)).toBeUndefined();
  });

  it('leaves empty filters out of a query', () => {
    expect(withoutEmpty({ q: 'ana b', page: 2, status: undefined, x: '' })).toEqual({ q: 'ana b', page: 2 });
    expect(withoutEmpty({ q: '' })).toEqual({});
  });
});

describe('date ranges', () => {
  const now = new Date('2026-03-01T23:30:00.000Z');

  it('the last n days end today (UTC) and include it', () => {
    expect(lastDaysRange(now, 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(lastDaysRange(now, 1)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('says what the server would refuse', () => {
    expect(rangeError('2026-02-01', '2026-02-01')).toBeNull();
    expect(rangeError('2026-02-02', '2026-02-01')).toBe(ADMIN_TEXT.clickRangeInverted);
    expect(rangeError('2025-03-01', '2026-03-01')).toBeNull();
    expect(CLICK_REPORT_MAX_DAYS).toBe(366);
    expect(rangeError('2025-02-28', '2026-03-01')).toBe(ADMIN_TEXT.clickRangeTooLong);
    expect(rangeError('', '2026-03-01')).toBe(ADMIN_TEXT.clickRangeInvalid);
  });
});

describe('suggestions', () => {
  it('prefills the product form from a suggestion as an other-retailer product', () => {
    expect(prefillFromSuggestion({ name: 'Cat Piano', url: 'https://example.com/piano' })).toEqual({
      prefill: { name: 'Cat Piano', affiliateUrl: 'https://example.com/piano', source: 'other' },
    });
  });

  it('shows URLs without the scheme', () => {
    expect(displayUrl('https://example.com/a/')).toBe('example.com/a');
    expect(displayUrl('http://example.com')).toBe('example.com');
  });
});

describe('describeClicks', () => {
  it('says the range, the total and the busiest day', () => {
    expect(
      describeClicks([
        { date: '2026-11-18', clicks: 2 },
        { date: '2026-11-19', clicks: 0 },
        { date: '2026-11-20', clicks: 5 },
      ]),
    ).toBe('Clicks per day from Nov 18, 2026 to Nov 20, 2026: 7 clicks, most on Nov 20, 2026 (5).');
    expect(describeClicks([{ date: '2026-11-20', clicks: 0 }])).toBe(
      'Clicks per day from Nov 20, 2026 to Nov 20, 2026: 0 clicks.',
    );
    expect(describeClicks([])).toBe('No days to show.');
  });
});
