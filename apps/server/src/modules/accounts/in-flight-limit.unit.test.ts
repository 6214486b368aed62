import { describe, expect, it } from 'vitest';
import { InFlightLimit } from './in-flight-limit.js';

describe('InFlightLimit', () => {
  it('lets `max` in per key, refuses the next, and frees a slot on release', () => {
    const limit = new InFlightLimit(2);
    const a = limit.tryAcquire('10.0.0.1');
    const b = limit.tryAcquire('10.0.0.1');
    expect(a && b).toBeTruthy();
    expect(limit.tryAcquire('10.0.0.1')).toBeNull();
    // Other keys are counted apart.
    expect(limit.tryAcquire('10.0.0.2')).not.toBeNull();
    a?.();
    expect(limit.inFlight('10.0.0.1')).toBe(1);
    expect(limit.tryAcquire('10.0.0.1')).not.toBeNull();
  });

  it('counts a double release once and forgets idle keys', () => {
    const limit = new InFlightLimit(1);
    const release = limit.tryAcquire('k');
    release?.();
    release?.();
    expect(limit.inFlight('k')).toBe(0);
    expect(limit.size).toBe(0);
    const again = limit.tryAcquire('k');
    expect(again).not.toBeNull();
    expect(limit.tryAcquire('k')).toBeNull();
  });
});

describe('InFlightLimit.acquire (waiting in line)', () => {
  it('hands a freed slot to the longest waiter, before any later arrival', async () => {
    const limit = new InFlightLimit(1);
    const first = limit.tryAcquire('account');
    const order: string[] = [];
    const a = limit.acquire('account', 1000).then((release) => (order.push('a'), release));
    const b = limit.acquire('account', 1000).then((release) => (order.push('b'), release));
    expect(limit.waitingFor('account')).toBe(2);
    first?.();
    // A later caller cannot take the slot that went to the first waiter.
    expect(limit.tryAcquire('account')).toBeNull();
    const releaseA = await a;
    expect(order).toEqual(['a']);
    releaseA?.();
    const releaseB = await b;
    expect(order).toEqual(['a', 'b']);
    releaseB?.();
    expect(limit.inFlight('account')).toBe(0);
    expect(limit.size).toBe(0);
  });

  it('gives up after the wait with null and leaves the line', async () => {
    const limit = new InFlightLimit(1);
    const held = limit.tryAcquire('k');
    expect(await limit.acquire('k', 20)).toBeNull();
    expect(limit.waitingFor('k')).toBe(0);
    held?.();
    expect(limit.inFlight('k')).toBe(0);
    expect(await limit.acquire('k', 20)).not.toBeNull();
  });
});
