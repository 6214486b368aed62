import { REALTIME_AUTH_TIMEOUT_MS } from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { rateLimited } from '../../platform/errors.js';
import type { SocketAddressLimits, SocketTicket } from '../../realtime/socket-address-limits.js';

/**
 * The per-address push socket limits at the two points of a socket's life: its upgrade request (before the
 * WebSocket handshake: a refusal costs an HTTP answer, no socket object or timer) and its authentication.
 */
export class UpgradeAdmission {
  private readonly tickets = new WeakMap<IncomingMessage, SocketTicket>();

  constructor(private readonly limits: SocketAddressLimits) {}

  /**
   * Counts the upgrade against its address (as the trust-proxy setting reads it), or throws 429 with
   * Retry-After when the address holds as many unauthenticated sockets as allowed: they free up within the
   * auth timeout. The place is released when the TCP connection closes, whichever way it closes (the handshake
   * failing, the client leaving, any close or terminate of the socket).
   */
  async upgrade(request: FastifyRequest): Promise<void> {
    const ticket = await this.limits.admit(request.ip);
    if (!ticket) {
      throw rateLimited(
        'Too many push sockets from this address are waiting to authenticate.',
        Math.ceil(REALTIME_AUTH_TIMEOUT_MS / 1000),
      );
    }
    const connection = request.raw.socket;
    connection.once('close', () => this.limits.release(ticket));
    // Gone while the counts were asked: its close event has passed already.
    if (connection.destroyed) this.limits.release(ticket);
    this.tickets.set(request.raw, ticket);
  }

  /** For the hub: whether the upgraded socket of `request` may stay once authenticated. */
  admitReady(request: FastifyRequest): (() => Promise<boolean>) | undefined {
    const ticket = this.tickets.get(request.raw);
    return ticket && (() => this.limits.promote(ticket));
  }
}
