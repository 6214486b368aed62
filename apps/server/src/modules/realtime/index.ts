import type { AuthUser } from '../../platform/auth.js';
import type { AppModule, Platform } from '../module.js';
import { originPolicy } from '../../realtime/allowed-origins.js';
import { PushPresence } from '../../realtime/push-presence.js';
import { RealtimeHub } from '../../realtime/realtime-hub.js';
import { RedisSocketCounts } from '../../realtime/redis-socket-counts.js';
import { SocketAddressLimits } from '../../realtime/socket-address-limits.js';
import { realtimeRoutes } from './realtime.routes.js';
import { UpgradeAdmission } from './upgrade-admission.js';

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
  // Counted across instances through Redis when it is set, else per instance.
  const shared = config.redisUrl ? new RedisSocketCounts(config.redisUrl, config.redisPrefix) : null;
  const limits = new SocketAddressLimits({
    maxPendingPerAddress: config.pushMaxPendingPerIp,
    maxReadyPerAddress: config.pushMaxSocketsPerIp,
    shared,
    onRefused: (reason, address) => {
      platform.metrics.socketsRefused(reason);
      platform.log.debug({ reason, address }, 'push socket refused');
    },
  });
  return {
    name: 'realtime',
    service: hub,
    register: async (app) => {
      // Sockets opened before the first connection would pass uncounted by the other instances.
      app.addHook('onReady', async () => shared?.connected());
      app.addHook('onClose', async () => limits.close());
      await app.register(realtimeRoutes, {
        hub,
        origins,
        metrics: platform.metrics,
        admission: new UpgradeAdmission(limits),
        trustsProxy: config.trustProxy !== false,
      });
    },
  };
}
