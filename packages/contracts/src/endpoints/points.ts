import { z } from 'zod';
import { endpoint, memberWire } from '../endpoint.js';
import { pointsBalanceResponseSchema, pointsHistoryResponseSchema } from '../points.js';
import { wireInt } from '../wire-numbers.js';

const tags = ['points'];

export const pointsEndpoints = {
  balance: endpoint(
    'GET',
    '/api/points/balance',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: "The signed-in member's points balance (the sum of the ledger)",
        ok: pointsBalanceResponseSchema,
        errors: [401],
      }),
  ),
  history: endpoint(
    'GET',
    '/api/points/history',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: "The signed-in member's latest ledger entries, newest first",
        query: z.object({ limit: wireInt('limit', { min: 1, max: 100 }).default(20) }),
        ok: pointsHistoryResponseSchema,
        errors: [401],
      }),
  ),
};
