import { REALTIME_AUTH_TIMEOUT_MS } from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { errorReply, rateLimited } from '../../platform/errors.js';
import type { SocketAddressLimits, SocketTicket } from '../../realtime/socket-address-limits.js';
import { rawHttpAnswer } from './upgrade-gate.js';

/** Pending places free up within the auth timeout. */
const pendingFull = () =>
  rateLimited(
    'Too many push sockets from this address are waiting to authenticate.',
    Math.ceil(REALTIME_AUTH_TIMEOUT_MS / 1000),
  );

/**
 * The per-address push socket limits at the two points of a socket's life: its upgrade request (before the
 * WebSocket handshake: a refusal costs an HTTP answer, no socket object or timer) and its authentication.
 */
export class UpgradeAdmission {
  private readonly tickets = new WeakMap<IncomingMessage, SocketTicket>();

  /** The same 429 as `upgrade` throws (status, `{ error, code }`, Retry-After), as raw bytes. */
  private readonly fullAnswer = (() => {
    const reply = errorReply(pendingFull());
    if (!reply) throw new Error('a 429 has an error reply');
    return rawHttpAnswer(
      reply.status,
      'Too Many Requests',
      { ...reply.headers, 'content-type': 'application/json; charset=utf-8' },
      JSON.stringify(reply.body),
    );
  })();

  constructor(private readonly limits: SocketAddressLimits) {}

  /**
   * Before any routing: the raw 429 for an upgrade from `address` when it already holds all its pending places on
   * this instance (a flood's every attempt after the first few), else null and `upgrade` decides as usual.
   */
  refuseAtOnce(address: string): Buffer | null {
    return this.limits.refuseIfFull(address) ? this.fullAnswer : null;
  }

  /**
   * Counts the upgrade against its address (as the trust-proxy setting reads it), or throws 429 with
   * Retry-After when the address holds as many unauthenticated sockets as allowed: they free up within the
   * auth timeout. The place is released when the TCP connection closes, whichever way it closes (the handshake
   * failing, the client leaving, any close or terminate of the socket).
   */
  async upgrade(request: FastifyRequest): Promise<void> {
    const ticket = await this.limits.admit(request.ip);
    if (!ticket) throw pendingFull();
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
