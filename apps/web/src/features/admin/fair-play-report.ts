import { href } from '@dd/contracts';
import type { FairPlayEarner, FairPlayGame, FairPlayPair } from '@dd/contracts';
import { plural } from '../../lib/format';
import { formatDay } from './admin-format';

/** The report's two windows, as the page's `window` search parameter names them (today first: the default). */
export const FAIR_PLAY_WINDOWS = ['today', 'week'] as const;
export type FairPlayWindowId = (typeof FAIR_PLAY_WINDOWS)[number];
export const WINDOW_LABELS: Record<FairPlayWindowId, string> = { today: 'Today', week: 'Last 7 days' };

export const GAME_LABELS: Record<FairPlayGame, string> = { duel: 'Duel', card: 'Card Battle' };
export const GAME_EMOJI: Record<FairPlayGame, string> = { duel: '⚔️', card: '🃏' };

/** Replays linked per pair: the newest ones. */
export const REPLAYS_SHOWN = 5;

/**
 * The UTC days a window [from, to) covers: 'Nov 27 (UTC)', or 'Nov 21 - Nov 27 (UTC)'. `to` is exclusive, so a
 * window that ends at midnight ends the day before; one that ends now ends today.
 */
export function windowLabel(from: string, to: string): string {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return '';
  const first = new Date(start).toISOString().slice(0, 10);
  const last = new Date(Math.max(start, end - 1)).toISOString().slice(0, 10);
  return first === last ? `${formatDay(first)} (UTC)` : `${formatDay(first)} – ${formatDay(last)} (UTC)`;
}

export function memberPath(id: number): string {
  return href('userProfile', { id });
}

export type FlagTone = 'warn' | 'hot';

/** What in a row is worth a moderator's look, most telling first: games that paid nothing, capped pay. */
export interface Flag {
  text: string;
  tone: FlagTone;
}

/** A pair's games that paid nothing: casual (past the paid games of a day) and aborted (a quick end). */
export function pairFlags(pair: Pick<FairPlayPair, 'aborted' | 'casual'>): Flag[] {
  const flags: Flag[] = [];
  if (pair.aborted > 0) flags.push({ text: plural(pair.aborted, 'aborted game'), tone: 'hot' });
  if (pair.casual > 0) flags.push({ text: plural(pair.casual, 'casual game'), tone: 'warn' });
  return flags;
}

/** A member's games that paid nothing or less than they would have (the daily cap). */
export function earnerFlags(earner: Pick<FairPlayEarner, 'aborted' | 'casual' | 'capped'>): Flag[] {
  const flags: Flag[] = [];
  if (earner.aborted > 0) flags.push({ text: plural(earner.aborted, 'aborted game'), tone: 'hot' });
  if (earner.casual > 0) flags.push({ text: plural(earner.casual, 'casual game'), tone: 'warn' });
  if (earner.capped > 0) flags.push({ text: plural(earner.capped, 'capped game'), tone: 'warn' });
  return flags;
}

/** The latest replays to link and how many more the window had. */
export function shownReplays(ids: readonly number[]): { shown: number[]; more: number } {
  return { shown: ids.slice(0, REPLAYS_SHOWN), more: Math.max(0, ids.length - REPLAYS_SHOWN) };
}
