import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KINDS_MAILED_ALONE,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MAIL_TEXT,
  href,
  notificationMailSubject,
  type NotificationKind,
  type NotificationMailCategory,
  type NotificationPreferences,
} from '@dd/contracts';
import { escapeHtml } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mail.js';
import { oneClickUnsubscribeHeaders } from '../../platform/one-click-unsubscribe.js';

/** The e-mails of notifications, made from what the job decided: pure, no I/O. */

/** Where the body's settings link goes: the member's notification preferences (the page table's path). */
export const NOTIFICATION_SETTINGS_PATH = href('notificationSettings');

const MAILED_ALONE: ReadonlySet<NotificationKind> = new Set(NOTIFICATION_KINDS_MAILED_ALONE);

export function isMailedAlone(kind: NotificationKind): boolean {
  return MAILED_ALONE.has(kind);
}

/** The UTC day of `now`, as the mail log keeps it (`YYYY-MM-DD`). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The day `days` before `now`'s UTC day. */
export function utcDayBefore(now: Date, days: number): string {
  return utcDay(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
}

/**
 * The kinds that go in the member's daily digest: those e-mailed at all (their `email` switch) other than the
 * ones e-mailed on their own; none when the digest is off.
 */
export function digestKinds(prefs: NotificationPreferences): NotificationKind[] {
  if (!prefs.digest) return [];
  return NOTIFICATION_KINDS.filter((kind) => !isMailedAlone(kind) && prefs.kinds[kind].email);
}

/** One notification as an e-mail shows it: its sentence and where opening it goes (absolute). */
export interface MailItem {
  text: string;
  url: string;
}

export interface MailFrame {
  to: string;
  username: string;
  siteName: string;
  publicUrl: string;
  category: NotificationMailCategory;
  /** The signed one-click unsubscribe URL of the category. */
  unsubscribeUrl: string;
}

const e = escapeHtml;

function settingsUrl(publicUrl: string): string {
  return `${publicUrl}${NOTIFICATION_SETTINGS_PATH}`;
}

function textFooter(frame: MailFrame): string[] {
  return [
    NOTIFICATION_MAIL_TEXT.why(frame.category),
    `${NOTIFICATION_MAIL_TEXT.settings}: ${settingsUrl(frame.publicUrl)}`,
  ];
}

function html(frame: MailFrame, title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${e(title)}</title></head>
<body style="margin:0;padding:24px;background:#fff7fb;font-family:Arial,Helvetica,sans-serif;color:#1f1235">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
<p>${e(NOTIFICATION_MAIL_TEXT.greeting(frame.username))}</p>
${content}
<hr style="border:none;border-top:1px solid #eee;margin:24px 0">
<p style="font-size:12px;color:#6b5b7b">${e(NOTIFICATION_MAIL_TEXT.why(frame.category))}
<a href="${e(settingsUrl(frame.publicUrl))}" style="color:#6b5b7b">${e(NOTIFICATION_MAIL_TEXT.settings)}</a></p>
</div>
</body>
</html>
`;
}

/**
 * A notification e-mail: `body` (text lines) and `content` (HTML) inside the frame every one of them has, the
 * greeting, the footer that says why it came and links the settings, and the one-click unsubscribe headers.
 */
function framed(frame: MailFrame, subject: string, body: readonly string[], content: string): MailMessage {
  const text = [NOTIFICATION_MAIL_TEXT.greeting(frame.username), '', ...body, '', ...textFooter(frame), ''].join('\n');
  return {
    to: frame.to,
    subject,
    text,
    html: html(frame, subject, content),
    headers: oneClickUnsubscribeHeaders(frame.unsubscribeUrl),
  };
}

const button = (url: string, label: string) =>
  `<p><a href="${e(url)}" style="display:inline-block;background:#ff3d7f;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${e(label)}</a></p>`;

/** A kind e-mailed on its own (your turn, 2 hours left): its sentence as the subject, a button to the match. */
export function singleNotificationMail(frame: MailFrame, item: MailItem): MailMessage {
  const subject = notificationMailSubject(item.text);
  const text = [item.text, '', `${NOTIFICATION_MAIL_TEXT.open}: ${item.url}`];
  const content = `<p style="font-size:18px">${e(item.text)}</p>\n${button(item.url, NOTIFICATION_MAIL_TEXT.open)}`;
  return framed(frame, subject, text, content);
}

/** The daily digest: the first `NOTIFICATION_LIMITS.digestItems` unread items (newest first), the rest counted. */
export function digestMail(frame: MailFrame, items: readonly MailItem[], allUrl: string): MailMessage {
  const subject = NOTIFICATION_MAIL_TEXT.digestSubject(items.length);
  const shown = items.slice(0, NOTIFICATION_LIMITS.digestItems);
  const more = items.length - shown.length;
  const text = [
    NOTIFICATION_MAIL_TEXT.digestIntro,
    '',
    ...shown.flatMap((item) => [`- ${item.text}`, `  ${item.url}`]),
    ...(more > 0 ? [`- ${NOTIFICATION_MAIL_TEXT.digestMore(more)}`] : []),
    '',
    `${NOTIFICATION_MAIL_TEXT.seeAll}: ${allUrl}`,
  ];
  const list = shown.map((item) => `<li style="margin:0 0 8px"><a href="${e(item.url)}">${e(item.text)}</a></li>`);
  if (more > 0) list.push(`<li>${e(NOTIFICATION_MAIL_TEXT.digestMore(more))}</li>`);
  const content = `<p>${e(NOTIFICATION_MAIL_TEXT.digestIntro)}</p>
<ul style="padding-left:20px">${list.join('\n')}</ul>
${button(allUrl, NOTIFICATION_MAIL_TEXT.seeAll)}`;
  return framed(frame, subject, text, content);
}
