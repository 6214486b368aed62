import { describe, expect, it } from 'vitest';
import { parseClassLimits } from '../config.js';
import { admissionClassOf } from './admission.js';
import { AdmissionGate, type Release, type Schedule } from './admission-gate.js';

/** Timers the test fires by hand. */
function manualTimers(): { schedule: Schedule; fire: () => void } {
  const pending = new Set<() => void>();
  return {
    schedule: (fn) => {
      pending.add(fn);
      return () => pending.delete(fn);
    },
    fire: () => {
      for (const fn of [...pending]) fn();
      pending.clear();
    },
  };
}

const admitted = (gate: AdmissionGate): Release => {
  const a = gate.enter();
  if (a.kind !== 'admitted') throw new Error(`not admitted: ${a.kind}`);
  return a.release;
};

describe('AdmissionGate', () => {
  it('lets `limit` in, queues the next `maxQueue` and refuses the rest at once', () => {
    const gate = new AdmissionGate(2, 1, 1000, manualTimers().schedule);
    admitted(gate);
    admitted(gate);
    expect(gate.enter().kind).toBe('queued');
    expect(gate.enter().kind).toBe('refused');
    expect([gate.active, gate.waiting]).toEqual([2, 1]);
  });

  it('hands freed slots to waiters first come first served, never to a later arrival', async () => {
    const gate = new AdmissionGate(1, 100, 1000, manualTimers().schedule);
    let release = admitted(gate);
    const order: number[] = [];
    const waiters = Array.from({ length: 50 }, (_, i) => {
      const a = gate.enter();
      if (a.kind !== 'queued') throw new Error('not queued');
      return a.admitted.then((r) => {
        order.push(i);
        return r;
      });
    });
    for (let i = 0; i < 50; i++) {
      release();
      // Arriving just as the slot is freed: it queues behind the waiters.
      const late = gate.enter();
      expect(late.kind).toBe('queued');
      if (late.kind === 'queued') late.leave();
      release = (await waiters[i]) as Release;
    }
    expect(order).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('refuses a waiter whose wait ran out and one whose client left, and skips both when a slot frees', async () => {
    const timers = manualTimers();
    const gate = new AdmissionGate(1, 10, 1000, timers.schedule);
    const release = admitted(gate);
    const timedOut = gate.enter();
    if (timedOut.kind !== 'queued') throw new Error('not queued');
    timers.fire();
    expect(await timedOut.admitted).toBeNull();
    const left = gate.enter();
    const served = gate.enter();
    if (left.kind !== 'queued' || served.kind !== 'queued') throw new Error('not queued');
    left.leave();
    expect(await left.admitted).toBeNull();
    expect(gate.waiting).toBe(1);
    release();
    const next = await served.admitted;
    expect(next).not.toBeNull();
    expect([gate.active, gate.waiting]).toEqual([1, 0]);
    next?.();
    next?.();
    expect(gate.active).toBe(0);
  });
});

describe('admission classes and limits', () => {
  it('sorts routes into moves, reads, writes and pages, and leaves the push socket and static files alone', () => {
    expect(admissionClassOf('POST', '/api/card/play-card', '/api/card/play-card')).toBe('moves');
    expect(admissionClassOf('POST', '/api/pvp/submitTurn', '/api/pvp/submitTurn')).toBe('moves');
    expect(admissionClassOf('GET', '/api/card/get-match-state', '/api/card/get-match-state?matchId=1')).toBe('reads');
    expect(admissionClassOf('POST', '/api/forum/threads', '/api/forum/threads')).toBe('writes');
    expect(admissionClassOf('GET', '/media/:id', '/media/abc')).toBe('reads');
    expect(admissionClassOf('GET', undefined, '/collections/tech')).toBe('pages');
    expect(admissionClassOf('GET', undefined, '/api/nope')).toBeNull();
    expect(admissionClassOf('GET', '/api/realtime', '/api/realtime')).toBeNull();
    expect(admissionClassOf('GET', '/assets/app.js', '/assets/app.js')).toBeNull();
    expect(admissionClassOf('GET', '/healthz', '/healthz')).toBeNull();
  });

  it('reads one number for every class or named classes over the defaults', () => {
    const defaults = { moves: 1, reads: 2, writes: 3, pages: 4 };
    expect(parseClassLimits('', defaults)).toEqual(defaults);
    expect(parseClassLimits('8', defaults)).toEqual({ moves: 8, reads: 8, writes: 8, pages: 8 });
    expect(parseClassLimits('moves=0, pages=9', defaults)).toEqual({ moves: 0, reads: 2, writes: 3, pages: 9 });
    expect(parseClassLimits('logins=3', defaults)).toBeNull();
    expect(parseClassLimits('moves=-1', defaults)).toBeNull();
  });
});
