import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Puts `refusal` in front of the server's `upgrade` listeners. `@fastify/websocket` sends every upgrade through
 * Fastify's whole pipeline (routing, request logs, hooks, the error handler); an upgrade `refusal` answers for
 * instead gets those raw response bytes and its connection closed, at a few microseconds each, so a flood of
 * refused upgrades leaves the event loop to the pages. Call it after the WebSocket plugin is registered; the
 * returned function takes the gate away again (on close).
 */
export function gateUpgrades(server: Server, refusal: (request: IncomingMessage) => Buffer | null): () => void {
  const behind = server.listeners('upgrade') as UpgradeListener[];
  const gate: UpgradeListener = (request, socket, head) => {
    const answer = refusal(request);
    if (!answer) {
      for (const listener of behind) listener.call(server, request, socket, head);
      return;
    }
    // Node removed its own error listener before emitting 'upgrade': a reset peer must not crash the process.
    socket.on('error', () => socket.destroy());
    socket.once('finish', () => socket.destroy());
    socket.end(answer);
  };
  for (const listener of behind) server.removeListener('upgrade', listener);
  server.on('upgrade', gate);
  return () => {
    server.removeListener('upgrade', gate);
  };
}

/** A complete HTTP/1.1 response that closes its connection, for `gateUpgrades`. */
export function rawHttpAnswer(status: number, reason: string, headers: Record<string, string>, body: string): Buffer {
  const content = Buffer.from(body);
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...Object.entries({ ...headers, 'content-length': String(content.length), connection: 'close' }).map(
      ([name, value]) => `${name}: ${value}`,
    ),
  ];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), content]);
}
