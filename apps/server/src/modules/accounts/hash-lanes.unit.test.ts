import { describe, expect, it } from 'vitest';
import { HashLanes, type HashLane } from './hash-lanes.js';

/** A task that runs until `finish` is called; `order` records when each starts. */
function gate(order: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (order.push(name), done), finish: () => finish() };
}

describe('HashLanes', () => {
  it('serves waiting tasks device lane first, then clean, then rest; each lane in arrival order', async () => {
    const lanes = new HashLanes({ shared: 1, reservedForDevices: 0, maxQueue: 10 });
    const order: string[] = [];
    const running = gate(order, 'running');
    const all = [lanes.run('rest', running.task)];
    const queued: [HashLane, string][] = [
      ['rest', 'rest-1'],
      ['clean', 'clean-1'],
      ['rest', 'rest-2'],
      ['device', 'device-1'],
      ['clean', 'clean-2'],
      ['device', 'device-2'],
    ];
    for (const [lane, name] of queued) all.push(lanes.run(lane, () => (order.push(name), Promise.resolve())));
    expect(lanes.load).toEqual({ active: 1, waiting: 6 });
    running.finish();
    await Promise.all(all);
    expect(order).toEqual(['running', 'device-1', 'device-2', 'clean-1', 'clean-2', 'rest-1', 'rest-2']);
    expect(lanes.load).toEqual({ active: 0, waiting: 0 });
  });

  it('gives the device lane a reserved slot: it starts at once while a flood holds every shared slot', () => {
    const lanes = new HashLanes({ shared: 2, reservedForDevices: 1, maxQueue: 4 });
    const order: string[] = [];
    for (let i = 0; i < 6; i++) void lanes.run('rest', gate(order, `rest-${i}`).task);
    void lanes.run('clean', gate(order, 'clean').task);
    expect(order).toEqual(['rest-0', 'rest-1']);
    void lanes.run('device', gate(order, 'device').task);
    expect(order).toEqual(['rest-0', 'rest-1', 'device']);
    // Only the device lane may use it: a second device task waits (first in line), the rest lane is full.
    void lanes.run('device', gate(order, 'device-2').task);
    expect(lanes.load).toEqual({ active: 3, waiting: 6 });
  });

  it('starts no other lane while a device task runs on the reserved slot, so fewer share the cores', async () => {
    const lanes = new HashLanes({ shared: 1, reservedForDevices: 1, maxQueue: 4 });
    const order: string[] = [];
    const flood = gate(order, 'rest-0');
    const device = gate(order, 'device');
    const all = [lanes.run('rest', flood.task), lanes.run('device', device.task)];
    all.push(lanes.run('clean', () => (order.push('clean'), Promise.resolve())));
    all.push(lanes.run('rest', () => (order.push('rest-1'), Promise.resolve())));
    flood.finish();
    await all[0];
    // The shared slot is free, but the device task still runs: the others wait.
    expect(order).toEqual(['rest-0', 'device']);
    expect(lanes.load).toEqual({ active: 1, waiting: 2 });
    device.finish();
    await Promise.all(all);
    expect(order).toEqual(['rest-0', 'device', 'clean', 'rest-1']);
  });

  it('bounds each lane apart: a full rest lane refuses, the clean and device lanes still take work', async () => {
    const lanes = new HashLanes({ shared: 1, reservedForDevices: 0, maxQueue: 2 });
    const order: string[] = [];
    const running = gate(order, 'running');
    const all = [lanes.run('rest', running.task)];
    all.push(lanes.run('rest', gate(order, 'r1').task), lanes.run('rest', gate(order, 'r2').task));
    expect(lanes.run('rest', () => Promise.resolve())).toBeNull();
    const clean = lanes.run('clean', () => (order.push('clean'), Promise.resolve('in')));
    expect(clean).not.toBeNull();
    running.finish();
    expect(await clean).toBe('in');
    expect(order).toEqual(['running', 'clean', 'r1']);
  });

  it('frees the slot of a task that fails', async () => {
    const lanes = new HashLanes({ shared: 1, reservedForDevices: 0, maxQueue: 1 });
    await expect(lanes.run('rest', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lanes.run('rest', () => Promise.resolve(1))).toBe(1);
    expect(lanes.load).toEqual({ active: 0, waiting: 0 });
  });
});
