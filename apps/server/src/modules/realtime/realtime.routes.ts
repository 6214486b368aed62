import websocket from '@fastify/websocket';
import { REALTIME_PATH } from '@dd/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, forbidden } from '../../platform/errors.js';
import type { PushMetrics } from '../../platform/metrics.js';
import { isAllowedOrigin, type OriginPolicy } from '../../realtime/allowed-origins.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { UpgradeAdmission } from './upgrade-admission.js';

/** ws's own cap, far above the protocol's limit: a larger frame is cut off before it is buffered. */
const FRAME_MAX_BYTES = 64 * 1024;

/**
 * `GET /api/realtime`: the push socket. The WebSocket plugin is registered in this scope only, so its hooks
 * cost nothing on every other route.
 */
export const realtimeRoutes: FastifyPluginAsync<{
  hub: RealtimeHub;
  origins: OriginPolicy;
  metrics: Pick<PushMetrics, 'socketsRefused'>;
  admission: UpgradeAdmission;
}> = async (app, { hub, origins, metrics, admission }) => {
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
