import { z } from 'zod';
import { POINT_REASONS } from './points-ways.js';

export const pointsBalanceResponseSchema = z.object({ total_points: z.number().int() });
export type PointsBalanceResponse = z.infer<typeof pointsBalanceResponseSchema>;

export const pointsEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.enum(POINT_REASONS),
  label: z.string(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const pointsHistoryResponseSchema = z.object({ entries: z.array(pointsEntrySchema) });
export type PointsHistoryResponse = z.infer<typeof pointsHistoryResponseSchema>;
