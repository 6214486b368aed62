import { CLICK_REPORT_MAX_DAYS } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, lastDays, rangeBounds, resolveRange, utcDay, zeroFillDays } from './date-range.js';

const now = new Date('2026-03-01T23:30:00.000Z');

describe('days', () => {
  it('takes the UTC day and steps across month and leap-year ends', () => {
    expect(utcDay(new Date('2026-02-28T23:59:59.999Z'))).toBe('2026-02-28');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(0);
  });

  it('the last 30 days end today and include it', () => {
    expect(lastDays(now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(30);
  });
});

describe('resolveRange', () => {
  it('defaults to the last 30 days, or 30 days ending at `to`, or `from` to today', () => {
    expect(resolveRange({}, now)).toEqual({ ok: true, range: { from: '2026-01-31', to: '2026-03-01' } });
    expect(resolveRange({ to: '2026-01-30' }, now)).toEqual({
      ok: true,
      range: { from: '2026-01-01', to: '2026-01-30' },
    });
    expect(resolveRange({ from: '2026-02-20' }, now)).toEqual({
      ok: true,
      range: { from: '2026-02-20', to: '2026-03-01' },
    });
    expect(resolveRange({ from: '2026-02-20', to: '2026-02-20' }, now)).toEqual({
      ok: true,
      range: { from: '2026-02-20', to: '2026-02-20' },
    });
  });

  it('refuses from after to, ranges over the limit, and non-days', () => {
    expect(resolveRange({ from: '2026-02-21', to: '2026-02-20' }, now)).toEqual({ ok: false, error: 'inverted' });
    expect(resolveRange({ from: '2026-03-02' }, now)).toEqual({ ok: false, error: 'inverted' });
    const to = '2026-03-01';
    expect(resolveRange({ from: addDays(to, -(CLICK_REPORT_MAX_DAYS - 1)), to }, now).ok).toBe(true);
    expect(resolveRange({ from: addDays(to, -CLICK_REPORT_MAX_DAYS), to }, now)).toEqual({
      ok: false,
      error: 'tooLong',
    });
    expect(resolveRange({ from: '2026-2-1' }, now)).toEqual({ ok: false, error: 'invalid' });
    expect(resolveRange({ to: 'yesterday' }, now)).toEqual({ ok: false, error: 'invalid' });
  });

  it('turns a range into half-open ISO bounds covering the whole last day', () => {
    expect(rangeBounds({ from: '2026-02-27', to: '2026-02-28' })).toEqual({
      start: '2026-02-27T00:00:00.000Z',
      end: '2026-03-01T00:00:00.000Z',
    });
  });
});

describe('zeroFillDays', () => {
  it('lists every day of the range oldest first, with 0 where nothing was counted', () => {
    const filled = zeroFillDays({ from: '2026-02-27', to: '2026-03-02' }, [
      { date: '2026-03-01', clicks: 4 },
      { date: '2026-02-27', clicks: 2 },
    ]);
    expect(filled).toEqual([
      { date: '2026-02-27', clicks: 2 },
      { date: '2026-02-28', clicks: 0 },
      { date: '2026-03-01', clicks: 4 },
      { date: '2026-03-02', clicks: 0 },
    ]);
  });

  it('drops rows outside the range and adds up repeated days', () => {
    const filled = zeroFillDays({ from: '2026-02-01', to: '2026-02-02' }, [
      { date: '2026-01-31', clicks: 9 },
      { date: '2026-02-02', clicks: 1 },
      { date: '2026-02-02', clicks: 2 },
    ]);
    expect(filled).toEqual([
      { date: '2026-02-01', clicks: 0 },
      { date: '2026-02-02', clicks: 3 },
    ]);
  });
});
