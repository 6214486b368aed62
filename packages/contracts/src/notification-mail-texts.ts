import { NOTIFICATION_KIND_LABEL, type NotificationKind } from './notifications-texts.js';

/**
 * The notification e-mails' texts (issue 25): a turn on its own, or the daily digest of what is still unread,
 * and the answer of their one-click unsubscribe. Zod-free, like the other texts files.
 */

/** What an e-mail's List-Unsubscribe turns off: one kind's e-mails, or the daily digest. */
export type NotificationMailCategory = NotificationKind | 'digest';

export const NOTIFICATION_MAIL_TEXT = {
  greeting: (username: string) => `Hi ${username},`,
  /** The button and the text body's link to the notification's page. */
  open: 'Open it',
  digestSubject: (count: number) =>
    count === 1 ? '1 notification you have not seen yet' : `${count} notifications you have not seen yet`,
  digestIntro: 'Here is what happened while you were away:',
  digestMore: (count: number) => (count === 1 ? 'and 1 more' : `and ${count} more`),
  seeAll: 'See all your notifications',
  /** Why the member gets it: the category's switch in the preferences. */
  why: (category: NotificationMailCategory) =>
    category === 'digest'
      ? 'You get this daily digest because it is on in your notification settings.'
      : `You get this e-mail because "${NOTIFICATION_KIND_LABEL[category]}" is on by e-mail in your notification settings.`,
  settings: 'Change what we e-mail you',
  /** The one-click unsubscribe's answer. */
  unsubscribed: (category: NotificationMailCategory) =>
    category === 'digest'
      ? 'You will not get the daily digest any more.'
      : `You will not get e-mails about "${NOTIFICATION_KIND_LABEL[category]}" any more.`,
  invalidLink: 'This unsubscribe link is not valid.',
} as const;

/** The e-mail's subject for a kind sent on its own: its sentence, without the closing full stop. */
export function notificationMailSubject(sentence: string): string {
  return sentence.replace(/\.$/, '');
}
