import {
  defaultNotificationPreferences,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@dd/contracts';

/**
 * A member's stored preferences over the defaults: kinds the stored JSON does not name (a kind added later, or a
 * row written before it) keep their defaults; anything unreadable in it is ignored.
 */
export function readPreferences(stored: { kinds: string; digest: number } | undefined): NotificationPreferences {
  const prefs = defaultNotificationPreferences();
  if (!stored) return prefs;
  prefs.digest = stored.digest === 1;
  let kinds: unknown;
  try {
    kinds = JSON.parse(stored.kinds);
  } catch {
    return prefs;
  }
  if (typeof kinds !== 'object' || kinds === null) return prefs;
  for (const kind of NOTIFICATION_KINDS) {
    const value = (kinds as Record<string, unknown>)[kind];
    if (typeof value !== 'object' || value === null) continue;
    const { in_app, email } = value as Record<string, unknown>;
    if (typeof in_app === 'boolean' && typeof email === 'boolean') prefs.kinds[kind] = { in_app, email };
  }
  return prefs;
}

/** The preferences after a change: the kinds it names are set, the others stay. */
export function applyPreferences(
  current: NotificationPreferences,
  change: UpdateNotificationPreferences,
): NotificationPreferences {
  return { kinds: { ...current.kinds, ...change.kinds }, digest: change.digest };
}
