import { randomBytes } from 'node:crypto';

/** A push socket's stage: upgraded and waiting for its auth message, or authenticated. */
export type SocketStage = 'pending' | 'ready';

/** Why a push socket was refused (one counter each; the metrics read `refusals`). */
export type SocketRefusal = 'pending-per-ip' | 'sockets-per-ip';

/**
 * The counts of every instance, kept where all of them see them (Redis). Each call answers null when the store
 * could not be asked (down, slow): the caller then goes by this instance's own counts alone.
 */
export interface SharedSocketCounts {
  /** Adds `member` under (stage, address) if fewer than `cap` are there; false when full. */
  acquire(stage: SocketStage, address: string, member: string, cap: number): Promise<boolean | null>;
  /** Moves `member` from pending to ready if fewer than `cap` are ready; false (and gone from both) when full. */
  promote(address: string, member: string, cap: number): Promise<boolean | null>;
  /** Forgets `member` under both stages of `address`. */
  release(address: string, member: string): void;
  /** Keeps these members from ageing out (a crashed instance's members age out instead). */
  refresh(members: readonly { stage: SocketStage; address: string; member: string }[]): void;
  close(): Promise<void>;
}

/** One push socket's place in the counts, from its upgrade to its TCP connection's close. */
export interface SocketTicket {
  readonly address: string;
  readonly member: string;
  stage: SocketStage | 'released';
  /** Whether the shared store holds (or may hold) it. */
  shared: boolean;
}

export interface SocketLimitsOptions {
  maxPendingPerAddress: number;
  maxReadyPerAddress: number;
  shared?: SharedSocketCounts | null;
  /** How often the shared counts of the live sockets are renewed (tests shorten it). */
  refreshIntervalMs?: number;
  /** Told of every refusal, once (logs, metrics). */
  onRefused?: (reason: SocketRefusal, address: string) => void;
}

/** Shared entries live 60 s unless renewed: renewing every 20 s survives two lost rounds. */
export const SHARED_REFRESH_INTERVAL_MS = 20_000;

/**
 * Push sockets per client address: at most `maxPendingPerAddress` upgraded but not authenticated, and at most
 * `maxReadyPerAddress` authenticated, on this instance, and across instances when a shared store is given.
 *
 * This instance's counts are exact and kept synchronously, so a flood of upgrades in flight at once cannot slip
 * past the cap while the store is asked; the store adds the other instances' sockets (its scripts check and add
 * in one step). Without the store (no Redis, or Redis away) the caps hold per instance.
 */
export class SocketAddressLimits {
  private readonly local: Record<SocketStage, Map<string, number>> = { pending: new Map(), ready: new Map() };
  private readonly tickets = new Set<SocketTicket>();
  private readonly instance = randomBytes(6).toString('hex');
  private sequence = 0;
  private readonly refresher: ReturnType<typeof setInterval> | null;
  /** Refusals since start, by reason. */
  readonly refusals: Record<SocketRefusal, number> = { 'pending-per-ip': 0, 'sockets-per-ip': 0 };

  constructor(private readonly options: SocketLimitsOptions) {
    this.refresher = options.shared
      ? setInterval(() => this.refresh(), options.refreshIntervalMs ?? SHARED_REFRESH_INTERVAL_MS)
      : null;
    this.refresher?.unref();
  }

  /** Sockets of `address` at `stage` on this instance. */
  count(stage: SocketStage, address: string): number {
    return this.local[stage].get(address) ?? 0;
  }

  /**
   * A new upgrade from `address`: its ticket, or null when the address holds as many pending sockets as allowed.
   * The caller must `release` the ticket when the connection closes, however it closes.
   */
  async admit(address: string): Promise<SocketTicket | null> {
    const cap = this.options.maxPendingPerAddress;
    if (this.count('pending', address) >= cap) return this.refuse('pending-per-ip', address);
    const ticket: SocketTicket = {
      address,
      member: `${this.instance}:${(this.sequence += 1)}`,
      stage: 'pending',
      shared: this.options.shared != null,
    };
    this.add('pending', address, 1);
    this.tickets.add(ticket);
    if (!this.options.shared) return ticket;
    const admitted = await this.options.shared.acquire('pending', address, ticket.member, cap);
    if (admitted === false) {
      this.release(ticket);
      return this.refuse('pending-per-ip', address);
    }
    return ticket;
  }

  /**
   * The cheap early check: whether `address` already holds as many pending sockets as allowed on this instance
   * alone. If so it is refused (counted as any refusal) with no ticket and no question to the shared store; false
   * decides nothing, `admit` does.
   */
  refuseIfFull(address: string): boolean {
    if (this.count('pending', address) < this.options.maxPendingPerAddress) return false;
    this.refuse('pending-per-ip', address);
    return true;
  }

  /**
   * The socket authenticated: whether it may stay. When it may not, the caller closes it (and releases the
   * ticket on close, as always).
   */
  async promote(ticket: SocketTicket): Promise<boolean> {
    if (ticket.stage !== 'pending') return ticket.stage === 'ready';
    const { address } = ticket;
    const cap = this.options.maxReadyPerAddress;
    if (this.count('ready', address) >= cap) {
      this.refuse('sockets-per-ip', address);
      return false;
    }
    this.add('pending', address, -1);
    this.add('ready', address, 1);
    ticket.stage = 'ready';
    if (!this.options.shared || !ticket.shared) return true;
    const promoted = await this.options.shared.promote(address, ticket.member, cap);
    // Closed while the store was asked: the release already ran, and this move may have re-added the member.
    if ((ticket.stage as SocketTicket['stage']) === 'released') {
      if (promoted) this.options.shared.release(address, ticket.member);
      return false;
    }
    if (promoted === false) {
      // Stays counted here as ready until its close (moments away) releases it: never under-counted.
      this.refuse('sockets-per-ip', address);
      return false;
    }
    return true;
  }

  /** The connection closed: its place is free again (idempotent). */
  release(ticket: SocketTicket): void {
    if (ticket.stage === 'released') return;
    this.add(ticket.stage, ticket.address, -1);
    ticket.stage = 'released';
    this.tickets.delete(ticket);
    if (ticket.shared) this.options.shared?.release(ticket.address, ticket.member);
  }

  async close(): Promise<void> {
    if (this.refresher) clearInterval(this.refresher);
    await this.options.shared?.close();
  }

  /** The one place a push socket is refused for its address. */
  private refuse(reason: SocketRefusal, address: string): null {
    this.refusals[reason] += 1;
    this.options.onRefused?.(reason, address);
    return null;
  }

  private add(stage: SocketStage, address: string, delta: number): void {
    const map = this.local[stage];
    const next = (map.get(address) ?? 0) + delta;
    if (next > 0) map.set(address, next);
    else map.delete(address);
  }

  private refresh(): void {
    const members = [...this.tickets]
      .filter((ticket) => ticket.shared && ticket.stage !== 'released')
      .map((ticket) => ({ stage: ticket.stage as SocketStage, address: ticket.address, member: ticket.member }));
    if (members.length > 0) this.options.shared?.refresh(members);
  }
}
