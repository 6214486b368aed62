import type { ListCursor } from './notifications.repository.js';

/** The list's opaque cursor: the last item's time and id, base64url. */
export function encodeCursor({ createdAt, id }: ListCursor): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

/** Null for anything that is not a cursor this server made. */
export function decodeCursor(cursor: string): ListCursor | null {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (rest.length > 0 || !createdAt || Number.isNaN(Date.parse(createdAt)) || !Number.isSafeInteger(n) || n < 1) {
    return null;
  }
  return { createdAt, id: n };
}
