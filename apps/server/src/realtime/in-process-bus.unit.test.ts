import type { BusEvent } from './bus-event.js';
import { describe, expect, it, vi } from 'vitest';
import { InProcessBus } from './in-process-bus.js';

const event: BusEvent = { type: 'forum.thread.deleted', threadId: 5 };
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('InProcessBus', () => {
  it('delivers after the publisher’s turn, once per handler, and never fails the publisher', async () => {
    const log = { error: vi.fn() };
    const bus = new InProcessBus(log);
    const got: string[] = [];
    const handler = (e: BusEvent) => got.push(`ok:${e.type}`);
    bus.subscribe('forum', () => {
      throw new Error('broken handler');
    });
    bus.subscribe('forum', handler);
    bus.subscribe('thread:5', handler);

    await expect(bus.publish(['forum', 'thread:5'], event)).resolves.toBeUndefined();
    expect(got).toEqual([]);
    await turn();
    expect(got).toEqual(['ok:forum.thread.deleted']);
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ event: 'forum.thread.deleted' });
  });

  it('stops delivering to an unsubscribed handler and after close', async () => {
    const bus = new InProcessBus({ error: vi.fn() });
    const got: number[] = [];
    const off = bus.subscribe('forum', () => got.push(1));
    bus.subscribe('thread:5', () => got.push(2));
    off();
    await bus.publish('forum', event);
    await bus.publish('thread:5', event);
    await turn();
    await bus.close();
    await bus.publish('thread:5', event);
    await turn();
    expect(got).toEqual([2]);
    expect(bus.health()).toBe('in-process');
  });
});
