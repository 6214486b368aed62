import { PROFILE_TEXT, PUZZLE_RANK_SHOWN_MAX, formatCount } from '@dd/contracts';

interface NamedUser {
  username?: string | null;
  display_name?: string | null;
}

function filled(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** How a member is named everywhere: the display name, else the username, else 'User' (community spec section 2). */
export function displayName(user: NamedUser | null | undefined): string {
  return filled(user?.display_name) ?? filled(user?.username) ?? 'User';
}

/** The letter a fallback avatar shows. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('en-US') : '?';
}

/** Fallback avatar colours (design tokens); a member always gets the same one. */
export const AVATAR_TONES = ['bg-hot', 'bg-zap', 'bg-mint', 'bg-sky', 'bg-sun'] as const;

export function avatarTone(seed: string): (typeof AVATAR_TONES)[number] {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_TONES[hash % AVATAR_TONES.length] ?? AVATAR_TONES[0];
}

/** A leaderboard place: '#3'. */
export function rankText(rank: number): string {
  return `#${formatCount(rank)}`;
}

export interface GameStat {
  /** The figure itself, or what stands in for it. */
  value: string;
  /** The place next to it ('#4', '(Not ranked)'), or null for none. */
  rank: string | null;
  /** Whether there is a real figure (styling: a missing one is shown quietly). */
  known: boolean;
}

/** PvP Rating with its rank; a member who never played is 'Unrated', with no rank. */
export function pvpStat(rating: number | null, rank: number | null): GameStat {
  if (rating === null) return { value: 'Unrated', rank: null, known: false };
  return { value: formatCount(rating), rank: rank !== null && rank > 0 ? rankText(rank) : null, known: true };
}

/** Puzzle Score with its rank only for places 1-10, else '(Not ranked)' (community spec sections 2, 9). */
export function puzzleStat(score: number | null, rank: number | null): GameStat {
  const shownRank =
    rank !== null && Number.isInteger(rank) && rank >= 1 && rank <= PUZZLE_RANK_SHOWN_MAX
      ? rankText(rank)
      : PROFILE_TEXT.notRanked;
  if (score === null) return { value: 'No score yet', rank: PROFILE_TEXT.notRanked, known: false };
  return { value: formatCount(score), rank: shownRank, known: true };
}

/** The user id of a /user/{id} path, or null when it cannot be one (the page then says 'User not found.'). */
export function parseUserId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The line under 'Recent Threads' when a member has posted nothing. */
export function noThreadsText(name: string): string {
  return `${name} has not posted in the forum yet.`;
}
