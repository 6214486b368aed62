/** Above this the badge stops counting: a member with 12 unread needs to know "many", not the figure. */
export const BADGE_MAX = 9;

/** The bell's badge: nothing at 0, the count up to 9, then '9+'. */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(unread));
}
