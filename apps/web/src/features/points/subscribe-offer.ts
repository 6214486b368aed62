import type { PointReason } from '@dd/contracts';

interface Entry {
  reason: PointReason;
}

/** What the member's history says about the once-only newsletter points. */
export type NewsletterStatus = 'earned' | 'not-earned' | 'unknown';

/**
 * 'earned' when the history holds a newsletter entry; 'not-earned' only when the history is complete
 * (fewer entries than the page asked for) and holds none. With a full page the entry may simply be
 * older than those shown, and inviting someone already subscribed would be wrong: 'unknown'.
 */
export function newsletterStatus(entries: readonly Entry[], limit: number): NewsletterStatus {
  if (entries.some((e) => e.reason === 'newsletter')) return 'earned';
  return entries.length < limit ? 'not-earned' : 'unknown';
}
