import http from 'node:http';
import { REALTIME_CLOSE_SERVICE_RESTART, REALTIME_PATH } from '@dd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { registerMember } from './http-client.js';
import { faultData, report, serverEnv, ServerProcess, type FaultData } from './server-process.js';

/**
 * SIGTERM on the real server (issue 27 §4): an open push socket is told `reconnect` and closed with 1012, a request
 * in flight (its body still arriving) is answered, new connections are refused, and the process exits 0 within
 * the bound. SQLite only: the shutdown does not depend on the engine (the cluster test runs it on PostgreSQL).
 */
const BOUND_SECONDS = 5;

let data: FaultData;
beforeAll(async () => {
  data = await faultData('sqlite');
});
afterAll(async () => data?.remove());

/** A push socket, authenticated; what it was sent and how it closed. */
async function openSocket(server: ServerProcess, token: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}${REALTIME_PATH}`, { origin: server.url });
  const messages: string[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string };
      messages.push(message.type);
      if (message.type === 'ready') resolve();
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
  });
  return { messages, closed };
}

describe('SIGTERM', () => {
  it('sends reconnect then 1012 to a socket, finishes a request in flight, refuses new connections, exits 0', async () => {
    const server = await ServerProcess.start(serverEnv(data, { SHUTDOWN_TIMEOUT_SECONDS: String(BOUND_SECONDS) }));
    try {
      const member = await registerMember(server.url, 'stop');
      const socket = await openSocket(server, member.token);

      // A newsletter sign-up whose body is only half sent when the signal comes.
      const body = Buffer.from(JSON.stringify({ email: `in-flight-${Date.now()}@example.com` }));
      const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
        (resolve, reject) => {
          const req = http.request(`${server.url}/api/newsletter`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
          });
          req.on('response', (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
            );
          });
          req.on('error', reject);
          req.write(body.subarray(0, 10));
          setTimeout(() => req.end(body.subarray(10)), 1_000);
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalledAt = performance.now();
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      server.child.kill('SIGTERM');

      expect(await socket.closed).toEqual({ code: REALTIME_CLOSE_SERVICE_RESTART, reason: 'Service restart' });
      expect(socket.messages).toEqual(['ready', 'reconnect']);
      // The listener is closed: a new connection is refused (a load balancer sends it to another instance). A new
      // one: an idle kept-alive connection stays open for a grace, as for a balancer's (graceful-shutdown.ts).
      await expect(
        new Promise((resolve, reject) =>
          http.get(`${server.url}/healthz`, { agent: false }, resolve).on('error', reject),
        ),
      ).rejects.toThrow();

      const inFlight = await answer;
      expect(inFlight.status, inFlight.body).toBe(200);
      expect(inFlight.connection).toBe('close');

      expect(await exited).toBe(0);
      const ms = performance.now() - signalledAt;
      expect(ms).toBeLessThan(BOUND_SECONDS * 1000);
      report(`SIGTERM to exit with a socket and a request in flight (its body 1 s late): ${Math.round(ms)} ms`);
    } finally {
      await server.kill();
    }
  });
});
