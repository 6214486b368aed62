import type { ProductSort } from '@dd/contracts';

/** Keyset position after the last item of a page; `o` is an offset, used only for relevance order. */
export type Cursor = { k: string | number; id: string } | { o: number };

export type ListSort = ProductSort | 'relevance';

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Returns null for anything that is not a cursor this API made for the same sort. */
export function decodeCursor(raw: string, sort: ListSort): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (sort === 'relevance') {
      return typeof v.o === 'number' && Number.isInteger(v.o) && v.o >= 0 ? { o: v.o } : null;
    }
    if (typeof v.id !== 'string') return null;
    if (sort === 'newest' && typeof v.k === 'string') return { k: v.k, id: v.id };
    if (sort !== 'newest' && typeof v.k === 'number' && Number.isInteger(v.k)) return { k: v.k, id: v.id };
    return null;
  } catch {
    return null;
  }
}

/** Splits a visitor's query into plain word tokens, so no search syntax reaches the engine. */
export function searchTokens(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}
