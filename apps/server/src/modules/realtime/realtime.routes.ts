import websocket from '@fastify/websocket';
import { REALTIME_PATH } from '@dd/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, forbidden } from '../../platform/errors.js';
import type { PushMetrics } from '../../platform/metrics.js';
import { isAllowedOrigin, type OriginPolicy } from '../../realtime/allowed-origins.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { UpgradeAdmission } from './upgrade-admission.js';
import { gateUpgrades } from './upgrade-gate.js';

/** ws's own cap, far above the protocol's limit: a larger frame is cut off before it is buffered. */
const FRAME_MAX_BYTES = 64 * 1024;

const isRealtimePath = (url: string | undefined) =>
  url === REALTIME_PATH || url?.startsWith(`${REALTIME_PATH}?`) === true;

/**
 * `GET /api/realtime`: the push socket. The WebSocket plugin is registered in this scope only, so its hooks
 * cost nothing on every other route.
 */
export const realtimeRoutes: FastifyPluginAsync<{
  hub: RealtimeHub;
  origins: OriginPolicy;
  metrics: Pick<PushMetrics, 'socketsRefused'>;
  admission: UpgradeAdmission;
  /** Whether `request.ip` comes from `X-Forwarded-For` (TRUST_PROXY): then only the route knows the address. */
  trustsProxy: boolean;
}> = async (app, { hub, origins, metrics, admission, trustsProxy }) => {
  await app.register(websocket, {
    options: { maxPayload: FRAME_MAX_BYTES },
    // A client that vanishes mid-frame (a closed laptop) is routine, not an error worth a stack trace.
    errorHandler: (err, socket, request) => {
      request.log.debug({ err }, 'push socket error');
      socket.terminate();
    },
    preClose: async () => {
      await hub.closeAll();
      app.websocketServer.close();
    },
  });

  if (!trustsProxy) {
    // A full address is refused before Fastify's pipeline (docs/decisions.md, issue 27 §2). The address is the TCP
    // peer, as `request.ip` reads it without a trusted proxy; anything else (another path, a refused origin,
    // whose 403 comes first) goes on to the route, which decides as before.
    const ungate = gateUpgrades(app.server, (raw) => {
      const address = raw.socket.remoteAddress;
      if (!address || !isRealtimePath(raw.url)) return null;
      if (!isAllowedOrigin(raw.headers.origin, origins, raw.socket.localPort)) return null;
      return admission.refuseAtOnce(address);
    });
    app.addHook('onClose', async () => ungate());
  }

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    schema: { hide: true },
    onRequest: async (request) => {
      if (!request.ws) return;
      if (!isAllowedOrigin(request.headers.origin, origins, request.socket.localPort)) {
        metrics.socketsRefused('origin');
        throw forbidden('This page may not open the push channel.');
      }
      await admission.upgrade(request);
    },
    handler: async () => {
      throw new AppError(426, 'validation', 'Connect with a WebSocket.', undefined, { upgrade: 'websocket' });
    },
    wsHandler: (socket, request) => {
      hub.attach(socket, { admitReady: admission.admitReady(request) });
    },
  });
};
