import { PROFILE_TEXT, PUZZLE_RANK_SHOWN_MAX, formatCount, ratingText } from '@dd/contracts';

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

/**
 * PvP Rating with its rank, written as the rankings write it (`ratingText`: '1532', '1532?' while provisional);
 * a member who never played is 'Unrated', with no rank.
 */
export function pvpStat(
  rating: number | null,
  rank: number | null,
  provisional: boolean,
): GameStat & { provisional: boolean } {
  if (rating === null) return { value: 'Unrated', rank: null, known: false, provisional: false };
  return {
    value: ratingText(rating, provisional),
    rank: rank !== null && rank > 0 ? rankText(rank) : null,
    known: true,
    provisional,
  };
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

/** Our own texts for the profile's forum activity (the spec names only 'Recent Threads'). */
export const FORUM_ACTIVITY_TEXT = {
  recentReplies: 'Recent Replies',
} as const;

/** The line under 'Recent Threads' when a member has posted nothing. */
export function noThreadsText(name: string): string {
  return `${name} has not posted in the forum yet.`;
}

/**
 * The line under 'Recent Threads' when it lists nothing: a member who has only replied has posted in the forum
 * all the same (their replies follow under 'Recent Replies'); null when there are threads to list.
 */
export function emptyThreadsText(name: string, threads: number, replies: number): string | null {
  if (threads > 0) return null;
  return replies > 0 ? `${name} has not started a thread yet.` : noThreadsText(name);
}
