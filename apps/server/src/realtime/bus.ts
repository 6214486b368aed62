import type { RealtimeEvent } from '@dd/contracts';

export type BusHandler = (event: RealtimeEvent) => void;

export type BusHealth = 'in-process' | 'up' | 'down';

/**
 * Events between instances. Services publish after their transaction committed (`tx.afterCommit`); the push
 * endpoint subscribes to the topics its sockets hold. Publishing never throws: a lost event costs a client
 * one polling interval, never a failed write.
 */
export interface Bus {
  publish(topics: string | readonly string[], event: RealtimeEvent): Promise<void>;
  /** Calls `handler` for every event on `topic`, from any instance; returns the unsubscribe. */
  subscribe(topic: string, handler: BusHandler): () => void;
  health(): BusHealth;
  close(): Promise<void>;
}

/** What services need of the bus: publishing only. */
export type EventPublisher = Pick<Bus, 'publish'>;
