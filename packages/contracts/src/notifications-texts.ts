/**
 * The notifications' sentences and the screens' texts (bell, page, preferences), zod-free: the header's bell is
 * on the first load. One sentence per kind; a group of several unread of the same kind and subject reads as one.
 */

/** Every kind of notification, in the order the preferences list them. */
export const NOTIFICATION_KINDS = [
  'card.your_turn',
  'card.turn_ending',
  'card.match_found',
  'card.match_over',
  'forum.reply',
  'forum.mention',
  'follow.new',
  'report.resolved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * How a finished async match ended for the member (`card.match_over`'s detail): won or lost by play or forfeit,
 * by the other's or their own timeout, or a tie.
 */
export const MATCH_OVER_RESULTS = ['win', 'loss', 'tie', 'win_timeout', 'loss_timeout'] as const;
export type MatchOverResult = (typeof MATCH_OVER_RESULTS)[number];

/** `card.turn_ending`: a player on turn in an async match is warned once this many hours are left on the turn. */
export const CARD_TURN_ENDING_WARNING_HOURS = 2;
export const CARD_TURN_ENDING_WARNING_MS = CARD_TURN_ENDING_WARNING_HOURS * 60 * 60 * 1000;

/** What a notification's sentence is made of: who acted, what it is about, how many, and the kind's detail. */
export interface NotificationTextInput {
  kind: NotificationKind;
  /** The acting member's name ('Deleted member' for a deleted account); null when nobody acted (a timer). */
  actor: string | null;
  /** The subject's name: the thread's title, the reported content's excerpt; empty when the kind has none. */
  title: string;
  /** Unread notifications of this kind and subject grouped into this one (1 when alone). */
  count: number;
  /** Kind-specific detail: `card.match_over`'s result. */
  detail: string | null;
}

const someone = (actor: string | null) => actor ?? 'Someone';
const quoted = (title: string) => `"${title}"`;

function matchOverText(actor: string | null, detail: string | null): string {
  const opponent = someone(actor);
  switch (detail as MatchOverResult | null) {
    case 'win':
      return `You won your Card Battle against ${opponent}.`;
    case 'loss':
      return `You lost your Card Battle against ${opponent}.`;
    case 'win_timeout':
      return `You won your Card Battle against ${opponent}: their time ran out.`;
    case 'loss_timeout':
      return `Your time ran out: you lost your Card Battle against ${opponent}.`;
    default:
      return `Your Card Battle against ${opponent} ended in a tie.`;
  }
}

/** The sentence a notification shows, in the bell, on the page and in e-mails. */
export function notificationText({ kind, actor, title, count, detail }: NotificationTextInput): string {
  switch (kind) {
    case 'card.your_turn':
      return `It's your turn in your Card Battle against ${someone(actor)}.`;
    case 'card.turn_ending':
      return `${CARD_TURN_ENDING_WARNING_HOURS} hours left on your turn against ${someone(actor)}.`;
    case 'card.match_found':
      return `Your async Card Battle against ${someone(actor)} has started.`;
    case 'card.match_over':
      return matchOverText(actor, detail);
    case 'forum.reply':
      return count > 1 ? `${count} new replies in ${quoted(title)}` : `${someone(actor)} replied in ${quoted(title)}`;
    case 'forum.mention':
      return count > 1
        ? `${count} new mentions of you in ${quoted(title)}`
        : `${someone(actor)} mentioned you in ${quoted(title)}`;
    case 'follow.new':
      return count > 1 ? `${count} new followers` : `${someone(actor)} started following you`;
    case 'report.resolved':
      return title ? `Your report about ${quoted(title)} was resolved.` : 'Your report was resolved.';
  }
}

/** The kinds' names in the preferences. */
export const NOTIFICATION_KIND_LABEL: Record<NotificationKind, string> = {
  'card.your_turn': 'Your turn in an async Card Battle',
  'card.turn_ending': '2 hours left on your async turn',
  'card.match_found': 'An async Card Battle found you an opponent',
  'card.match_over': 'An async Card Battle ended',
  'forum.reply': 'Replies to your threads and replies',
  'forum.mention': 'Mentions of you in the forum',
  'follow.new': 'New followers',
  'report.resolved': 'Your reports resolved',
};

/** The bell, its dropdown and the `/notifications` page. */
export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  bellLabel: 'Notifications',
  bellLabelUnread: (n: number) => (n === 1 ? 'Notifications, 1 unread' : `Notifications, ${n} unread`),
  markAllRead: 'Mark all as read',
  seeAll: 'See all',
  empty: "You're all caught up. Nothing new yet.",
  loading: 'Loading notifications…',
  loadFailed: 'Notifications could not be loaded. Please try again.',
  retry: 'Try again',
  loadMore: 'Load more',
  unreadBadge: 'Unread',
  preferencesLink: 'Notification settings',
} as const;

/** `/settings/notifications`. */
export const NOTIFICATION_PREFERENCES_TEXT = {
  title: 'Notification settings',
  description: 'Choose what the site tells you about, in the app and by e-mail.',
  kindColumn: 'What',
  inAppColumn: 'In the app',
  emailColumn: 'By e-mail',
  digest: 'Daily digest',
  digestHelp: 'One e-mail a day with what is still unread of the kinds you get by e-mail, other than your turns.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Your notification settings were saved.',
  saveFailed: 'Your settings could not be saved. Please try again.',
  loading: 'Loading your settings…',
  loadFailed: 'Your settings could not be loaded. Please try again.',
  retry: 'Try again',
} as const;
