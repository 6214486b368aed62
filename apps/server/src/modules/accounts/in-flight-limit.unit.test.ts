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
