import { TAGLINE } from '@dd/contracts';
import type { MailMessage } from '../../platform/mail.js';
import { oneClickUnsubscribeHeaders } from '../../platform/one-click-unsubscribe.js';
import { escapeHtml } from '../../platform/escape-html.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

export interface WelcomeMailInput {
  to: string;
  siteName: string;
  publicUrl: string;
  links: UnsubscribeLinks;
}

/** The single opt-in welcome: text and HTML, with a visible unsubscribe link and RFC 8058 headers. */
export function welcomeMail({ to, siteName, publicUrl, links }: WelcomeMailInput): MailMessage {
  const dropsUrl = `${publicUrl}/drops`;
  const text = [
    "You're in!",
    '',
    `Thanks for subscribing to ${siteName}. We'll send you the internet's weirdest, dopest finds as they drop.`,
    '',
    `See the latest drops: ${dropsUrl}`,
    '',
    TAGLINE,
    '',
    `You get this e-mail because ${to} subscribed at ${publicUrl}.`,
    `Unsubscribe: ${links.page}`,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${e(`Welcome to ${siteName}`)}</title></head>
<body style="margin:0;padding:24px;background:#fff7fb;font-family:Arial,Helvetica,sans-serif;color:#1f1235">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
<h1 style="margin:0 0 16px;color:#ff3d7f">You're in!</h1>
<p>Thanks for subscribing to ${e(siteName)}. We'll send you the internet's weirdest, dopest finds as they drop.</p>
<p><a href="${e(dropsUrl)}" style="display:inline-block;background:#ff3d7f;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">See the latest drops</a></p>
<p style="color:#6b5b7b">${e(TAGLINE)}</p>
<hr style="border:none;border-top:1px solid #eee;margin:24px 0">
<p style="font-size:12px;color:#6b5b7b">You get this e-mail because ${e(to)} subscribed at ${e(publicUrl)}.
<a href="${e(links.page)}" style="color:#6b5b7b">Unsubscribe</a></p>
</div>
</body>
</html>
`;
  return {
    to,
    subject: `You're in! Welcome to ${siteName}`,
    text,
    html,
    headers: oneClickUnsubscribeHeaders(links.oneClick),
  };
}
