import { describe, expect, it } from 'vitest';
import { balanceTextClass, formatEntryDate, formatPointsAmount, parseServerDate } from './points-format';

describe('formatPointsAmount', () => {
  it('signs and separates thousands', () => {
    expect(formatPointsAmount(100)).toBe('+100');
    expect(formatPointsAmount(2)).toBe('+2');
    expect(formatPointsAmount(1234)).toBe('+1,234');
    expect(formatPointsAmount(-5)).toBe('-5');
    expect(formatPointsAmount(-12000)).toBe('-12,000');
    expect(formatPointsAmount(0)).toBe('0');
  });
});

describe('parseServerDate', () => {
  it('reads ISO 8601 and SQL timestamps, the latter as UTC', () => {
    expect(parseServerDate('2025-03-14T10:00:00.000Z')?.toISOString()).toBe('2025-03-14T10:00:00.000Z');
    expect(parseServerDate('2025-03-14 23:30:00')?.toISOString()).toBe('2025-03-14T23:30:00.000Z');
    expect(parseServerDate('2025-03-14T23:30:00+02:00')?.toISOString()).toBe('2025-03-14T21:30:00.000Z');
  });

  it('gives null for text that is not a date', () => {
    expect(parseServerDate('yesterday')).toBeNull();
    expect(parseServerDate('')).toBeNull();
  });
});

describe('formatEntryDate', () => {
  it("shows the day in the reader's zone", () => {
    expect(formatEntryDate('2025-03-14T23:30:00Z', 'en-US', 'UTC')).toBe('Mar 14, 2025');
    // Late evening UTC is already the next day in Tokyo.
    expect(formatEntryDate('2025-03-14T23:30:00Z', 'en-US', 'Asia/Tokyo')).toBe('Mar 15, 2025');
    expect(formatEntryDate('2025-03-14 23:30:00', 'en-US', 'America/New_York')).toBe('Mar 14, 2025');
  });

  it('shows nothing for a broken date', () => {
    expect(formatEntryDate('not a date', 'en-US', 'UTC')).toBe('');
  });
});

describe('balanceTextClass', () => {
  it('shrinks the type as the balance grows', () => {
    const sizes = ['7', '100', '1,234', '123,456', '1,234,567', '12,345,678'].map(balanceTextClass);
    expect(sizes[0]).toBe(sizes[1]);
    expect(new Set(sizes).size).toBe(4);
    expect(sizes[5]).toContain('text-4xl');
  });
});
