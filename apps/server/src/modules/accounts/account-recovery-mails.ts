import { fillText, href, RECOVERY_MAIL_TEXT as T } from '@dd/contracts';
import { escapeHtml as e } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mail.js';

/** The e-mails of password recovery and e-mail changes: text and HTML, from the contracts' texts. */

export interface RecoveryLinks {
  /** The site's address, e.g. https://dopaminedrops.example (no trailing slash). */
  publicUrl: string;
  siteName: string;
}

/** A link to one of the site's pages, with the token in its query. */
export function pageLink(publicUrl: string, path: string, token?: string): string {
  return token === undefined
    ? `${publicUrl}${path}`
    : `${publicUrl}${path}?${new URLSearchParams({ token }).toString()}`;
}

function html(title: string, paragraphs: string[], button?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n');
  const action = button
    ? `<p><a href="${e(button.href)}" style="display:inline-block;background:#ff3d7f;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${e(button.label)}</a></p>
<p style="font-size:12px;color:#6b5b7b;word-break:break-all">${e(button.href)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${e(title)}</title></head>
<body style="margin:0;padding:24px;background:#fff7fb;font-family:Arial,Helvetica,sans-serif;color:#1f1235">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;color:#ff3d7f">${e(title)}</h1>
${body}
${action}
</div>
</body>
</html>
`;
}

/** A mail whose button (and plain-text link) acts on the member's request, and says what to do if it was not them. */
function linkMail(
  to: string,
  link: string,
  site: RecoveryLinks,
  texts: { subject: string; body: readonly string[]; ignore: string; button: string },
): MailMessage {
  const subject = fillText(texts.subject, { site: site.siteName });
  const lines = texts.body.map((l) => fillText(l, { site: site.siteName }));
  return {
    to,
    subject,
    text: [...lines, link, '', texts.ignore, ''].join('\n'),
    html: html(subject, [...lines, texts.ignore], { label: texts.button, href: link }),
  };
}

export function resetMail(to: string, link: string, site: RecoveryLinks): MailMessage {
  return linkMail(to, link, site, {
    subject: T.resetSubject,
    body: T.resetBody,
    ignore: T.resetIgnore,
    button: T.resetButton,
  });
}

export function passwordChangedMail(to: string, site: RecoveryLinks): MailMessage {
  const values = { site: site.siteName, link: pageLink(site.publicUrl, href('forgotPassword')) };
  const lines = [fillText(T.changedBody, values), fillText(T.changedWarning, values)];
  return { to, subject: T.changedSubject, text: [...lines, ''].join('\n'), html: html(T.changedSubject, lines) };
}

export function confirmEmailMail(to: string, link: string, site: RecoveryLinks): MailMessage {
  return linkMail(to, link, site, {
    subject: T.confirmSubject,
    body: T.confirmBody,
    ignore: T.confirmIgnore,
    button: T.confirmButton,
  });
}

/** To the old address: who asked, for which new address, and what to do if it was not them. */
export function emailChangeNoticeMail(to: string, newEmail: string, site: RecoveryLinks): MailMessage {
  const values = { site: site.siteName, email: newEmail, link: pageLink(site.publicUrl, href('settings')) };
  const subject = fillText(T.noticeSubject, values);
  const lines = [fillText(T.noticeBody, values), fillText(T.noticeWarning, values)];
  return { to, subject, text: [...lines, ''].join('\n'), html: html(subject, lines) };
}
