import { describe, expect, it } from 'vitest';
import { SocketAddressLimits, type SharedSocketCounts } from './socket-address-limits.js';

/** A shared store whose answers the test decides, recording what it was told. */
function fakeStore(answer: () => Promise<boolean | null>) {
  const released: string[] = [];
  const store: SharedSocketCounts = {
    acquire: answer,
    promote: answer,
    release: (_address, member) => void released.push(member),
    refresh: () => undefined,
    close: async () => undefined,
  };
  return { store, released };
}

describe('SocketAddressLimits', () => {
  it('upgrades in flight at once cannot pass the cap while the store is asked', async () => {
    let open: (value: boolean) => void = () => undefined;
    const slow = new Promise<boolean>((resolve) => (open = resolve));
    const limits = new SocketAddressLimits({
      maxPendingPerAddress: 2,
      maxReadyPerAddress: 1,
      shared: fakeStore(() => slow).store,
    });
    const admitted = Promise.all([1, 2, 3].map(() => limits.admit('10.0.0.1')));
    open(true);
    expect((await admitted).map((ticket) => ticket !== null)).toEqual([true, true, false]);
    expect(limits.refusals['pending-per-ip']).toBe(1);
    await limits.close();
  });

  it('the early check refuses a full address from its own counts alone, and only a full one', async () => {
    let asked = 0;
    const refused: string[] = [];
    const limits = new SocketAddressLimits({
      maxPendingPerAddress: 2,
      maxReadyPerAddress: 1,
      shared: fakeStore(async () => {
        asked += 1;
        return true;
      }).store,
      onRefused: (reason, address) => void refused.push(`${reason} ${address}`),
    });
    expect(limits.refuseIfFull('10.0.0.1')).toBe(false);
    const tickets = [await limits.admit('10.0.0.1'), await limits.admit('10.0.0.1')];
    asked = 0;
    expect(limits.refuseIfFull('10.0.0.1')).toBe(true);
    expect(limits.refuseIfFull('10.0.0.2')).toBe(false);
    expect(asked).toBe(0);
    expect(refused).toEqual(['pending-per-ip 10.0.0.1']);
    expect(limits.refusals['pending-per-ip']).toBe(1);
    limits.release(tickets[0]!);
    expect(limits.refuseIfFull('10.0.0.1')).toBe(false);
    await limits.close();
  });

  it('with the store away (null answers) the caps hold for this instance', async () => {
    const limits = new SocketAddressLimits({
      maxPendingPerAddress: 1,
      maxReadyPerAddress: 1,
      shared: fakeStore(async () => null).store,
    });
    const first = await limits.admit('10.0.0.1');
    expect(first).not.toBeNull();
    expect(await limits.admit('10.0.0.1')).toBeNull();
    expect(await limits.promote(first!)).toBe(true);
    const second = await limits.admit('10.0.0.1');
    expect(await limits.promote(second!)).toBe(false);
    expect(limits.refusals['sockets-per-ip']).toBe(1);
    limits.release(first!);
    limits.release(first!);
    expect(limits.count('ready', '10.0.0.1')).toBe(0);
    expect(limits.count('pending', '10.0.0.1')).toBe(1);
    await limits.close();
  });

  it('a socket closed while its promotion was asked leaves nothing behind in the store', async () => {
    let open: (value: boolean) => void = () => undefined;
    let answer: Promise<boolean> = Promise.resolve(true);
    const { store, released } = fakeStore(() => answer);
    const limits = new SocketAddressLimits({ maxPendingPerAddress: 5, maxReadyPerAddress: 5, shared: store });
    const ticket = (await limits.admit('10.0.0.1'))!;
    answer = new Promise<boolean>((resolve) => (open = resolve));
    const promoted = limits.promote(ticket);
    limits.release(ticket);
    open(true);
    expect(await promoted).toBe(false);
    // Once for the close, once more for the member the late promotion added.
    expect(released).toEqual([ticket.member, ticket.member]);
    expect(limits.count('ready', '10.0.0.1') + limits.count('pending', '10.0.0.1')).toBe(0);
    await limits.close();
  });
});
