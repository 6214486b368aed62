import { z } from 'zod';

/** Largest id a row can have on both engines (PostgreSQL `integer`). */
export const MAX_ROW_ID = 2_147_483_647;

/** A positive row id from a path segment, or null when the text cannot be one (the route answers 404). */
export function toRowId(value: string | number): number | null {
  const text = String(value);
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}

/**
 * A path segment naming a row: any short text is accepted and read as a row id or null, so an id that cannot
 * exist answers the same 404 as one that does not, not a validation message.
 */
export const rowIdParamSchema = z.string().max(20).transform(toRowId);

/** `/:id` of a row (see rowIdParamSchema). */
export const idParamsSchema = z.object({ id: rowIdParamSchema });
export type IdParams = z.infer<typeof idParamsSchema>;
