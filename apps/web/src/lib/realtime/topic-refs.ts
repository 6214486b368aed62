import { REALTIME_MAX_TOPICS } from '@dd/contracts';

/**
 * How many holders each topic has. Several screens may want the same topic (a thread page and a badge);
 * the socket subscribes when the first holder comes and unsubscribes when the last one goes.
 */
export class TopicRefs {
  private readonly counts = new Map<string, number>();

  /** Adds a holder; true when the topic was not held before. */
  add(topic: string): boolean {
    const count = this.counts.get(topic) ?? 0;
    this.counts.set(topic, count + 1);
    return count === 0;
  }

  /** Removes a holder; true when that was the last one. */
  remove(topic: string): boolean {
    const count = this.counts.get(topic);
    if (count === undefined) return false;
    if (count > 1) {
      this.counts.set(topic, count - 1);
      return false;
    }
    this.counts.delete(topic);
    return true;
  }

  /** The held topics, oldest first, at most the REALTIME_MAX_TOPICS a socket may hold. */
  wanted(): string[] {
    return [...this.counts.keys()].slice(0, REALTIME_MAX_TOPICS);
  }
}

export interface TopicChanges {
  subscribe: string[];
  unsubscribe: string[];
}

/** What to ask the server for so that the socket holds `wanted`, given what it was already asked for. */
export function topicChanges(wanted: readonly string[], held: ReadonlySet<string>): TopicChanges {
  const want = new Set(wanted);
  return {
    subscribe: wanted.filter((topic) => !held.has(topic)),
    unsubscribe: [...held].filter((topic) => !want.has(topic)),
  };
}
