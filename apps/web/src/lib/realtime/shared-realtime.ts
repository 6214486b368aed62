import { REALTIME_PATH } from '@dd/contracts';
import { RealtimeClient } from './realtime-client';

/** ws://host/api/realtime, or wss:// on an https page. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

let shared: RealtimeClient | null = null;

/** The app's one connection, made on first use; every tab holds one socket whatever its screens subscribe to. */
export function sharedRealtime(): RealtimeClient {
  shared ??= new RealtimeClient({ url: realtimeUrl(window.location) });
  return shared;
}
