import { useEffect, useSyncExternalStore } from 'react';
import type { RealtimeStatus } from './realtime-client';
import { sharedRealtime } from './shared-realtime';

/**
 * Holds a topic (e.g. `thread:12`, see TOPICS in the contracts) while the component is mounted; null holds
 * none. Events arrive through the app's event registry, which invalidates the queries they concern.
 */
export function useRealtimeTopic(topic: string | null): void {
  useEffect(() => (topic === null ? undefined : sharedRealtime().subscribe(topic)), [topic]);
}

const subscribeStatus = (onChange: () => void) => sharedRealtime().onStatus(onChange);
const readStatus = () => sharedRealtime().getStatus();
const serverStatus = (): RealtimeStatus => 'closed';

/** 'open' while push is up: a screen that polls may then poll slowly, as a safety net. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeStatus, readStatus, serverStatus);
}
