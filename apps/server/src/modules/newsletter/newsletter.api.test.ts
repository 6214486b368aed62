import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_TEXT } from '@dd/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { MailMessage } from '../../platform/mail.js';
import { countRows } from '../../../test/rows.js';
import { postOneClick } from '../../../test/raw-post.js';
import { appPerFile, createTestApp, type TestContext } from '../../../test/test-app.js';
import { unsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const sent: MailMessage[] = [];
const ctx = appPerFile({
  mailer: {
    send: async (message) => {
      sent.push(message);
    },
  },
});
beforeEach(() => {
  sent.length = 0;
});

/** A visitor's subscription of `email`, to the file's app unless another is named. */
const subscribe = (email: unknown, on: TestContext = ctx) =>
  on.app.inject({ method: 'POST', url: '/api/newsletter', payload: email === undefined ? {} : { email } });
const unsubscribe = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/unsubscribe', payload });
const row = (email: string, on: TestContext = ctx) =>
  on.db.kysely.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
const count = () => countRows(ctx.db, 'newsletter_subscribers');
/** A subscription's success answer, to a visitor (no points). */
function expectSubscribed(res: LightMyRequestResponse, { alreadySubscribed }: { alreadySubscribed: boolean }): void {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, message: NEWSLETTER_TEXT.success, alreadySubscribed, points_awarded: 0 });
}

describe('POST /api/newsletter', () => {
  it('subscribes, stores the lowercased address and sends one welcome mail with unsubscribe links', async () => {
    const res = await subscribe('  New.Fan@Example.com ');
    expectSubscribed(res, { alreadySubscribed: false });
    expect(await row('new.fan@example.com')).toMatchObject({ status: 'subscribed', unsubscribed_at: null });

    expect(sent).toHaveLength(1);
    const mail = sent[0] as MailMessage;
    const token = unsubscribeToken('new.fan@example.com', SECRET);
    const query = `email=new.fan%40example.com&token=${token}`;
    expect(mail.to).toBe('new.fan@example.com');
    expect(mail.text).toContain(`${ctx.config.publicUrl}/unsubscribe?${query}`);
    expect(mail.html).toContain(`${ctx.config.publicUrl}/unsubscribe?${query.replace('&', '&amp;')}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${ctx.config.publicUrl}/api/unsubscribe/one-click?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('answers success again for a subscribed address without a second welcome or a second row', async () => {
    await subscribe('twice@example.com');
    const before = await count();
    const again = await subscribe('TWICE@example.com');
    expectSubscribed(again, { alreadySubscribed: true });
    expect(sent).toHaveLength(1);
    expect(await count()).toBe(before);
  });

  it('rejects invalid addresses with a clear message and stores nothing', async () => {
    const before = await count();
    const cases: Array<[unknown, string]> = [
      ['not-an-email', 'Please enter a valid email address'],
      ['', 'Email is required'],
      [undefined, 'Email is required'],
      [42, 'Email is required'],
      [`${'a'.repeat(250)}@example.com`, 'Email is too long'],
    ];
    for (const [email, message] of cases) {
      const res = await subscribe(email);
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json()).toEqual({ error: message, code: 'validation' });
    }
    const noBody = await ctx.app.inject({ method: 'POST', url: '/api/newsletter' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ error: 'Email is required', code: 'validation' });
    expect(await count()).toBe(before);
    expect(sent).toHaveLength(0);
  });

  it('subscribes a visitor whose stored token is stale, without points', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { authorization: 'Bearer not-a-live-session-token-at-all' },
      payload: { email: 'bearer@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ points_awarded: 0 });
    expect(await row('bearer@example.com')).toMatchObject({ status: 'subscribed' });
  });
});

describe('POST /api/unsubscribe', () => {
  it('unsubscribes with a valid link, and a new subscribe welcomes again', async () => {
    const email = 'leaver@example.com';
    await subscribe(email);
    const res = await unsubscribe({ email: 'Leaver@Example.com', token: unsubscribeToken(email, SECRET) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_TEXT.unsubscribed });
    const stored = await row(email);
    expect(stored?.status).toBe('unsubscribed');
    expect(stored?.unsubscribed_at).toEqual(expect.any(String));

    sent.length = 0;
    const back = await subscribe(email);
    expect(back.json()).toMatchObject({ alreadySubscribed: false });
    expect(await row(email)).toMatchObject({ status: 'subscribed', unsubscribed_at: null });
    expect(sent).toHaveLength(1);
  });

  it('rejects a wrong token and leaves the subscription as it was', async () => {
    const email = 'stays@example.com';
    await subscribe(email);
    for (const token of [
      unsubscribeToken('other@example.com', SECRET),
      'garbage',
      unsubscribeToken(email, 'x'.repeat(40)),
    ]) {
      const res = await unsubscribe({ email, token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: NEWSLETTER_TEXT.invalidLink, code: 'validation' });
    }
    expect(await row(email)).toMatchObject({ status: 'subscribed', unsubscribed_at: null });
  });

  it('rejects missing or empty email and token with the spec message', async () => {
    const token = unsubscribeToken('a@example.com', SECRET);
    for (const payload of [
      {},
      { email: 'a@example.com' },
      { token },
      { email: '', token },
      { email: 'a@example.com', token: '' },
      { email: 5, token },
    ]) {
      const res = await unsubscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: NEWSLETTER_TEXT.invalidLink, code: 'validation' });
    }
  });

  it('answers success for a valid link of an address that never subscribed, storing nothing', async () => {
    const before = await count();
    const res = await unsubscribe({ email: 'never@example.com', token: unsubscribeToken('never@example.com', SECRET) });
    expect(res.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });
});

describe('POST /api/unsubscribe/one-click (RFC 8058)', () => {
  it('accepts the mail client form post', async () => {
    const email = 'oneclick@example.com';
    await subscribe(email);
    const res = await postOneClick(
      ctx.app,
      `/api/unsubscribe/one-click?email=${encodeURIComponent(email)}&token=${unsubscribeToken(email, SECRET)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_TEXT.unsubscribed });
    expect(await row(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('follows the List-Unsubscribe header of the welcome mail as a client would', async () => {
    const email = 'header@example.com';
    await subscribe(email);
    const header = sent[0]?.headers?.['List-Unsubscribe'] ?? '';
    const target = new URL(header.slice(1, -1));
    const res = await postOneClick(ctx.app, `${target.pathname}${target.search}`);
    expect(res.statusCode).toBe(200);
    expect(await row(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('rejects a bad or missing token', async () => {
    const email = 'oneclick-stays@example.com';
    await subscribe(email);
    for (const query of [`email=${email}&token=nope`, `email=${email}`, '']) {
      const res = await postOneClick(ctx.app, `/api/unsubscribe/one-click?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: NEWSLETTER_TEXT.invalidLink, code: 'validation' });
    }
    expect(await row(email)).toMatchObject({ status: 'subscribed' });
  });
});

describe('GET /api/unsubscribe/one-click', () => {
  it('sends a browser to the unsubscribe page with the same link and changes nothing', async () => {
    const email = 'browser@example.com';
    await subscribe(email);
    const query = `email=browser%40example.com&token=${unsubscribeToken(email, SECRET)}`;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/unsubscribe/one-click?${query}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/unsubscribe?${query}`);
    expect(await row(email)).toMatchObject({ status: 'subscribed' });
  });
});

describe('welcome mail delivery', () => {
  it('keeps the subscription when sending fails', async () => {
    const failing = await createTestApp({
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    try {
      const res = await subscribe('kept@example.com', failing);
      expect(res.statusCode).toBe(200);
      expect((await row('kept@example.com', failing))?.status).toBe('subscribed');
    } finally {
      await failing.close();
    }
  });

  it('writes a real .eml with text, HTML and the one-click headers through the default transport', async () => {
    const real = await createTestApp({ env: { PUBLIC_URL: 'https://drops.example' } });
    try {
      const res = await subscribe('eml@example.com', real);
      expect(res.statusCode).toBe(200);
      const files = readdirSync(real.config.outboxDir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(real.config.outboxDir, files[0] as string), 'utf8').replace(
        /\r?\n[ \t]+/g,
        ' ',
      );
      const token = unsubscribeToken('eml@example.com', SECRET);
      expect(eml).toMatch(/^To: eml@example\.com$/m);
      expect(eml).toContain(
        `List-Unsubscribe: <https://drops.example/api/unsubscribe/one-click?email=eml%40example.com&token=${token}>`,
      );
      expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(eml).toContain('Content-Type: text/plain');
      expect(eml).toContain('Content-Type: text/html');
    } finally {
      await real.close();
    }
  });
});
