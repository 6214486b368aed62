import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-03-14T12:00:00Z');

describe('relativeTime', () => {
  it('reads recent times as just now', () => {
    expect(relativeTime('2025-03-14T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2025-03-14T12:00:20Z', now)).toBe('just now');
  });

  it('uses the largest whole unit', () => {
    expect(relativeTime('2025-03-14T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2025-03-14T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2025-03-13T11:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2025-03-04T12:00:00Z', now)).toBe('last week');
    expect(relativeTime('2024-12-01T12:00:00Z', now)).toBe('3 months ago');
  });

  it('gives null for an unreadable date', () => {
    expect(relativeTime('not a date', now)).toBeNull();
  });
});
