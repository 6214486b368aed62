import { topicSchema } from '@dd/contracts';
import { z } from 'zod';
import { busEventSchema, type BusEvent } from './bus-event.js';

/**
 * One published event as it crosses instances on a topic's Redis channel: the instance it came from (which
 * delivered it to its own sockets already), its topics and the event.
 */
export interface BusEnvelope {
  origin: string;
  topics: readonly string[];
  event: BusEvent;
  /** When it was published (epoch ms, the publishing machine's clock): the metrics' delivery lag. */
  sentAt?: number | undefined;
  /**
   * Names one publishing: an event of several topics goes on each topic's channel, and an instance holding
   * more than one of them delivers it once.
   */
  id?: string | undefined;
}

const envelopeSchema = z.object({
  origin: z.string().min(1).max(64),
  topics: z.array(topicSchema).min(1).max(64),
  event: busEventSchema,
  // Optional: an instance of an older version (a rolling deploy) sends none.
  sentAt: z.number().finite().optional(),
  id: z.string().min(1).max(64).optional(),
});

export function encodeEnvelope(envelope: BusEnvelope): string {
  return JSON.stringify(envelope);
}

/**
 * The envelope in a channel message, or null for anything else: not JSON, another shape, or an event this
 * version does not know (a newer instance during a rolling deploy), which is dropped rather than passed on.
 */
export function decodeEnvelope(message: string): BusEnvelope | null {
  let data: unknown;
  try {
    data = JSON.parse(message);
  } catch {
    return null;
  }
  const parsed = envelopeSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
