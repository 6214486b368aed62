import type { BusEvent } from './bus-event.js';
import type { FastifyBaseLogger } from 'fastify';

export type BusHandler = (event: BusEvent) => void;

export type BusHealth = 'in-process' | 'up' | 'down';

/** Where a bus reports what went wrong (the app's logger). */
export type BusLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Events between instances. Services publish after their transaction committed (`tx.afterCommit`); the push
 * endpoint subscribes its sockets to the topics they hold. Publishing never throws and never waits for
 * another instance: a lost event costs a client one polling interval, never a failed or slow write.
 */
export interface Bus {
  /**
   * Delivers `event` to the subscribers of any of `topics`, on every instance; a handler subscribed to
   * several of them is called once.
   */
  publish(topics: string | readonly string[], event: BusEvent): Promise<void>;
  /** Calls `handler` for every event on `topic`, from any instance; returns the unsubscribe. */
  subscribe(topic: string, handler: BusHandler): () => void;
  health(): BusHealth;
  /** Calls `listener` when events stop or start crossing instances again; returns the unsubscribe. */
  onHealthChange(listener: (health: BusHealth) => void): () => void;
  close(): Promise<void>;
}

/** What services need of the bus: publishing only. */
export type EventPublisher = Pick<Bus, 'publish'>;

export const topicList = (topics: string | readonly string[]): readonly string[] =>
  typeof topics === 'string' ? [topics] : topics;
