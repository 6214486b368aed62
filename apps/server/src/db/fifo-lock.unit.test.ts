import { describe, expect, it } from 'vitest';
import { FifoLock } from './fifo-lock.js';

describe('FifoLock', () => {
  it('hands the lock to its waiters in the order they asked, also past a caller arriving at the release', async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    await lock.acquire();
    const waiters = Array.from({ length: 3000 }, (_, i) =>
      lock.acquire().then(async () => {
        order.push(i);
        // Hold across a turn of the microtask queue, as a statement does, then let the next one in.
        await Promise.resolve();
        lock.release();
      }),
    );
    expect(lock.waiting).toBe(3000);
    lock.release();
    // A caller asking right after the release queues behind everyone already waiting.
    const late = lock.acquire().then(() => {
      order.push(-1);
      lock.release();
    });
    await Promise.all([...waiters, late]);
    expect(order).toEqual([...Array.from({ length: 3000 }, (_, i) => i), -1]);
    expect(lock.waiting).toBe(0);
  });

  it('is taken at once when free, and free again once its last holder releases it', async () => {
    const lock = new FifoLock();
    await lock.acquire();
    let second = false;
    const next = lock.acquire().then(() => (second = true));
    await Promise.resolve();
    expect(second).toBe(false);
    lock.release();
    await next;
    expect(second).toBe(true);
    lock.release();
    let third = false;
    await lock.acquire().then(() => (third = true));
    expect(third).toBe(true);
  });

  it('lets the event loop take a turn once the lock has been handed round for its budget within one turn', async () => {
    const lock = new FifoLock(5);
    let timerRanAfter: number | null = null;
    let done = 0;
    setTimeout(() => (timerRanAfter = done), 0);
    // 200 holders of 1 ms of synchronous work each, all resolving as microtasks (as SQLite statements do).
    await Promise.all(
      Array.from({ length: 200 }, () =>
        lock.acquire().then(() => {
          const until = performance.now() + 1;
          while (performance.now() < until);
          done += 1;
          lock.release();
        }),
      ),
    );
    // Without the budget the timer would wait for all 200 ms of work.
    expect(timerRanAfter).not.toBeNull();
    expect(timerRanAfter).toBeLessThan(50);
  });
});
