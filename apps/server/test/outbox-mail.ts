import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Tests only: the mails the outbox mailer wrote (.eml files), read back as headers and decoded text. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** Every header, unfolded, by its lower-cased name. */
  headers: Record<string, string>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Just enough of RFC 5322/2045 for nodemailer's output: unfolded headers and the decoded text/plain part. */
export function parseEml(raw: string, file = ''): OutboxMail {
  const eml = raw.replace(/\r\n/g, '\n');
  const split = eml.indexOf('\n\n');
  const headers: Record<string, string> = {};
  for (const line of eml
    .slice(0, split)
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const part = /Content-Type: text\/plain[^\n]*\n((?:[^\n]+\n)*)\n([\s\S]*?)\n--/i.exec(eml);
  const partHeaders = part?.[1] ?? '';
  const body = part?.[2] ?? '';
  const text = /Content-Transfer-Encoding: quoted-printable/i.test(partHeaders)
    ? decodeQuotedPrintable(body)
    : /Content-Transfer-Encoding: base64/i.test(partHeaders)
      ? Buffer.from(body, 'base64').toString('utf8')
      : body;
  return { file, to: headers.to ?? '', subject: headers.subject ?? '', text, headers };
}

/** Every mail in the outbox folder, oldest first (the files are named by the clock's time). */
export function outboxMails(outboxDir: string): OutboxMail[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(readFileSync(path.join(outboxDir, f), 'utf8'), f));
}

/** Waits for the `count`-th mail to `to` (1: the first) to be written; the mails to `to` so far. */
export async function waitForMails(outboxDir: string, to: string, count = 1, timeoutMs = 5000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = outboxMails(outboxDir).filter((m) => m.to === to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${to} in ${outboxDir}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The first link in a mail's text that starts with `prefix` (e.g. `${publicUrl}/reset-password?token=`). */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix} link in the mail to ${mail.to}: ${mail.text}`);
  return found;
}

/** The token of a link's query. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
