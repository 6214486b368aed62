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

describe('play lock: waiting for the play to land', () => {
  it('wakes a waiting read on release, at once when no play runs, and not after an abort', async () => {
    const lock = new PlayLock();
    await lock.released();
    lock.tryAcquire(0);
    let woken = false;
    const waiting = lock.released().then(() => (woken = true));
    const controller = new AbortController();
    const aborted = lock.released(controller.signal).then(
      () => 'woken',
      () => 'aborted',
    );
    controller.abort();
    expect(await aborted).toBe('aborted');
    await Promise.resolve();
    expect(woken).toBe(false);
    lock.release();
    await waiting;
    expect(woken).toBe(true);
  });
});
