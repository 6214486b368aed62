import type { AuthUser } from '../../platform/auth.js';
import type { AppModule, Platform } from '../module.js';
import { originPolicy } from '../../realtime/allowed-origins.js';
import { PushPresence } from '../../realtime/push-presence.js';
import { RealtimeHub } from '../../realtime/realtime-hub.js';
import { realtimeRoutes } from './realtime.routes.js';

/** The push socket `GET /api/realtime`: delivers the bus's events to the sockets whose user may see them. */
export function realtimeModule(
  platform: Platform,
  deps: { authenticate: (token: string) => Promise<AuthUser | null> },
): AppModule<RealtimeHub> {
  const hub = new RealtimeHub({
    bus: platform.bus,
    topics: platform.topics,
    authenticate: deps.authenticate,
    clock: platform.clock,
    log: platform.log,
    metrics: platform.metrics,
    presence: (holds) => new PushPresence({ db: platform.db, clock: platform.clock, log: platform.log }, holds),
  });
  platform.metrics.watchPushSockets(() => ({ open: hub.size, authenticated: hub.authenticated }));
  const { config } = platform;
  const origins = originPolicy({
    publicUrl: config.publicUrlSet ? config.publicUrl : null,
    devWebOrigin: config.devWebOrigin,
    host: config.host,
  });
  return {
    name: 'realtime',
    service: hub,
    register: async (app) => {
      await app.register(realtimeRoutes, { hub, origins, metrics: platform.metrics });
    },
  };
}
