import { realtimeEventSchema } from '@dd/contracts';
import { z } from 'zod';

/**
 * Events only instances exchange, on topics no client may subscribe to (no module defines their kind):
 * `catalog.changed` on `catalog` tells every instance to forget its cached product lists; `sessions.ended` on
 * `sessions` tells every instance to close the push sockets of those sessions (public ids).
 */
export const internalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('catalog.changed') }),
  z.object({ type: z.literal('sessions.ended'), sessionIds: z.array(z.string().max(64)) }),
]);
export type InternalEvent = z.infer<typeof internalEventSchema>;

/** What crosses the bus: the clients' push events and the instances' own. */
export const busEventSchema = z.union([realtimeEventSchema, internalEventSchema]);
export type BusEvent = z.infer<typeof busEventSchema>;
