import { CARD_MATCH_TEXT, toRowId } from '@dd/contracts';
import { badRequest } from '../../platform/errors.js';
import type { FinishedCursor } from './card-match.repository.js';

/** The finished-matches list's cursor: the last match's end (ISO-8601 with ms) and id. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d+)$/;

export function encodeFinishedCursor({ endedAt, id }: FinishedCursor): string {
  return `${endedAt}_${id}`;
}

/** 400 for anything that is not a cursor this server made. */
export function decodeFinishedCursor(cursor: string): FinishedCursor {
  const match = CURSOR.exec(cursor);
  const id = match ? toRowId(match[2] as string) : null;
  if (!match || id === null || Number.isNaN(Date.parse(match[1] as string))) {
    throw badRequest(CARD_MATCH_TEXT.invalidCursor);
  }
  return { endedAt: match[1] as string, id };
}
