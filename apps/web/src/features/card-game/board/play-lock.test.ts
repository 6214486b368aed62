import { describe, expect, it } from 'vitest';
import { PlayLock } from './play-lock';

describe('play lock', () => {
  it('lets one play run at a time and remembers when the last one started', () => {
    const lock = new PlayLock();
    expect(lock.playing).toBe(false);
    expect(lock.lastPlayAt).toBeNull();
    expect(lock.tryAcquire(100)).toBe(true);
    expect(lock.playing).toBe(true);
    expect(lock.tryAcquire(200)).toBe(false);
    // A refused play does not move the quiet window.
    expect(lock.lastPlayAt).toBe(100);
    lock.release();
    expect(lock.playing).toBe(false);
    expect(lock.tryAcquire(300)).toBe(true);
    expect(lock.lastPlayAt).toBe(300);
  });
});
