import { describe, expect, it } from 'vitest';
import { AUTH_TEXT, CONFIRM_EMAIL_TEXT, PASSWORD_SECTION_TEXT, RECOVERY_MAIL_TEXT, RECOVERY_TEXT } from '@dd/contracts';
import { movableClock, newMember, type Member } from '../../../test/members.js';
import { linkIn, outboxMails, tokenOf, waitForMails } from '../../../test/outbox-mail.js';
import { appPerFile, createTestApp } from '../../../test/test-app.js';

const clock = movableClock();
const ctx = appPerFile({ clock });

const MINUTE = 60 * 1000;
const post = (url: string, payload: Record<string, unknown>, member?: Member) =>
  ctx.app.inject({ method: 'POST', url, payload, ...(member ? { headers: member.headers } : {}) });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const reset = (token: string, password: string, confirm = password) =>
  post('/api/auth/reset-password', { token, password, confirm_password: confirm });
const login = (username: string, password: string) => post('/api/auth/login', { username, password });
const profileStatus = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } }))
    .statusCode;
const mailsTo = (to: string) => outboxMails(ctx.config.outboxDir).filter((m) => m.to === to);
const resetPrefix = () => `${ctx.config.publicUrl}/reset-password?token=`;
const confirmPrefix = () => `${ctx.config.publicUrl}/confirm-email?token=`;

/** Asks for a reset link and reads its token from the `nth` reset mail to the member (the clock moves 1 s first, so mails sort). */
async function resetToken(member: Member, nth: number): Promise<string> {
  await clock.advance(1000);
  expect((await forgot(member.user.email)).statusCode).toBe(200);
  const mails = await waitForMails(ctx.config.outboxDir, member.user.email, nth);
  return tokenOf(linkIn(mails[nth - 1]!, resetPrefix()));
}

describe('forgotten password', () => {
  it('answers a known and an unknown address alike; only the known one gets a mail, whose link resets', async () => {
    const member = await newMember(ctx.app);
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(member.user.email.toUpperCase());
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: RECOVERY_TEXT.forgotSent });
    expect(unknown.body).toBe(known.body);

    const [mail] = await waitForMails(ctx.config.outboxDir, member.user.email);
    expect(mailsTo('nobody-here@example.com')).toEqual([]);
    expect(mail!.subject).toBe('Reset your Dopamine Drops password');
    const token = tokenOf(linkIn(mail!, resetPrefix()));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is stored.
    const stored = await ctx.db.kysely.selectFrom('account_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const done = await reset(token, 'a brand new secret');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: RECOVERY_TEXT.resetDone });
  });

  it('sets the password, ends every session and mails a notice', async () => {
    const member = await newMember(ctx.app);
    const second = (await login(member.user.username, member.password)).json<{ token: string }>().token;
    const token = await resetToken(member, 1);

    expect((await reset(token, 'reset password 1')).statusCode).toBe(200);
    expect(await profileStatus(member.token)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    expect((await login(member.user.username, member.password)).statusCode).toBe(401);
    expect((await login(member.user.username, 'reset password 1')).statusCode).toBe(200);
    const notices = (await waitForMails(ctx.config.outboxDir, member.user.email, 2)).filter(
      (m) => m.subject === RECOVERY_MAIL_TEXT.changedSubject,
    );
    expect(notices).toHaveLength(1);
  });

  it('uses a link once, even when two requests race with it', async () => {
    const member = await newMember(ctx.app);
    const token = await resetToken(member, 1);
    const [a, b] = await Promise.all([reset(token, 'racing password a'), reset(token, 'racing password b')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json()).toEqual({ error: RECOVERY_TEXT.invalidResetLink, code: 'invalid_token' });
    const again = await reset(token, 'a third password');
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toBe(RECOVERY_TEXT.invalidResetLink);
    const winner = a.statusCode === 200 ? 'racing password a' : 'racing password b';
    expect((await login(member.user.username, winner)).statusCode).toBe(200);
  });

  it('refuses a link after an hour, and an older link once a newer one was sent', async () => {
    const member = await newMember(ctx.app);
    const expiring = await resetToken(member, 1);
    await clock.advance(61 * MINUTE);
    expect((await reset(expiring, 'too late password')).statusCode).toBe(400);

    const older = await resetToken(member, 2);
    const newer = await resetToken(member, 3);
    expect(older).not.toBe(newer);
    const voided = await reset(older, 'older link password');
    expect(voided.statusCode).toBe(400);
    expect(voided.json<{ error: string }>().error).toBe(RECOVERY_TEXT.invalidResetLink);
    expect((await reset(newer, 'newer link password')).statusCode).toBe(200);
    expect((await login(member.user.username, member.password)).statusCode).toBe(401);
  });

  it('sends at most 3 mails per address and hour; past that the newest link still works', async () => {
    const member = await newMember(ctx.app);
    await resetToken(member, 1);
    await resetToken(member, 2);
    const third = await resetToken(member, 3);
    await clock.advance(1000);
    const fourth = await forgot(member.user.email);
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json<{ message: string }>().message).toBe(RECOVERY_TEXT.forgotSent);
    // The fourth request's work is done once a later request's mail to someone else has arrived.
    const other = await newMember(ctx.app);
    await resetToken(other, 1);
    expect(mailsTo(member.user.email)).toHaveLength(3);

    expect((await reset(third, 'capped but working')).statusCode).toBe(200);
    await clock.advance(61 * MINUTE);
    expect(await resetToken(member, 5)).toBeTruthy();
  });

  it('checks the new password as registration does', async () => {
    const member = await newMember(ctx.app);
    const token = await resetToken(member, 1);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toBe('Password must be at least 8 characters');
    const mismatch = await reset(token, 'long enough one', 'long enough two');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ error: string }>().error).toBe(AUTH_TEXT.passwordsDoNotMatch);
    const bad = await forgot('not-an-address');
    expect(bad.statusCode).toBe(400);
    // Bad input spent nothing: the link still works.
    expect((await reset(token, 'long enough one')).statusCode).toBe(200);
  });

  it('answers before the mail goes out, and limits requests per client IP', async () => {
    // A mailer that holds every mail until released: the answer cannot have waited for it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const limited = await createTestApp({
      env: { RECOVERY_REQUESTS_PER_HOUR: '2' },
      mailer: {
        send: async (message) => {
          await held;
          sent.push(message.to);
        },
      },
    });
    try {
      const member = await newMember(limited.app);
      const ask = (email: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const known = await ask(member.user.email);
      const unknown = await ask('no-account@example.com');
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
      expect(sent).toEqual([]);
      const third = await ask(member.user.email);
      expect(third.statusCode).toBe(429);
      expect(third.json<{ code: string }>().code).toBe('rate_limited');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      release();
      await limited.close();
    }
    expect(sent).toHaveLength(1);
  });
});

describe('change password (settings)', () => {
  const change = (member: Member, current: string, password: string, confirm = password) =>
    post('/api/account/password', { current_password: current, password, confirm_password: confirm }, member);

  it('needs a session', async () => {
    const res = await post('/api/account/password', {
      current_password: 'whatever1',
      password: 'new password',
      confirm_password: 'new password',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password with its own code and changes nothing', async () => {
    const member = await newMember(ctx.app);
    const res = await change(member, 'not my password', 'new password 1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PASSWORD_SECTION_TEXT.wrongPassword, code: 'wrong_password' });
    expect(await profileStatus(member.token)).toBe(200);
    expect((await login(member.user.username, member.password)).statusCode).toBe(200);
  });

  it("ends the member's other sessions and keeps this one", async () => {
    const member = await newMember(ctx.app);
    const other = (await login(member.user.username, member.password)).json<{ token: string }>().token;
    const res = await change(member, member.password, 'changed password 1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PASSWORD_SECTION_TEXT.done });
    expect(await profileStatus(member.token)).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    expect((await login(member.user.username, member.password)).statusCode).toBe(401);
    expect((await login(member.user.username, 'changed password 1')).statusCode).toBe(200);
    const mails = await waitForMails(ctx.config.outboxDir, member.user.email);
    expect(mails[0]!.subject).toBe(RECOVERY_MAIL_TEXT.changedSubject);
  });

  it('checks the new password as registration does', async () => {
    const member = await newMember(ctx.app);
    const mismatch = await change(member, member.password, 'new password 1', 'new password 2');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ error: string }>().error).toBe(AUTH_TEXT.passwordsDoNotMatch);
    const short = await change(member, member.password, 'short');
    expect(short.json<{ error: string }>().error).toBe('Password must be at least 8 characters');
  });

  it('stops guessing after 5 wrong passwords in an hour', async () => {
    const member = await newMember(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await change(member, `wrong guess ${i}`, 'new password 1')).statusCode).toBe(400);
    }
    const blocked = await change(member, member.password, 'new password 1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ error: string }>().error).toBe(PASSWORD_SECTION_TEXT.tooManyWrong);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await clock.advance(61 * MINUTE);
    expect((await change(member, member.password, 'new password 1')).statusCode).toBe(200);
  });
});

describe('change e-mail (settings)', () => {
  const request = (member: Member, email: string, password = member.password) =>
    post('/api/account/email', { password, email }, member);
  const confirm = (token: string) => post('/api/account/email/confirm', { token });

  it('sends a link to the new address and a notice to the old; opening the link changes it, once', async () => {
    const member = await newMember(ctx.app);
    const newEmail = `moved-${member.user.id}@example.com`;
    const res = await request(member, newEmail.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toContain(newEmail);

    const [link] = await waitForMails(ctx.config.outboxDir, newEmail);
    const [notice] = await waitForMails(ctx.config.outboxDir, member.user.email);
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).not.toContain(confirmPrefix());
    // Nothing changes before the link is opened.
    expect((await login(newEmail, member.password)).statusCode).toBe(401);

    const token = tokenOf(linkIn(link!, confirmPrefix()));
    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: `Your e-mail address is now ${newEmail}.`, email: newEmail });
    expect((await login(newEmail, member.password)).statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: member.headers });
    expect(me.json<{ user: { email: string } }>().user.email).toBe(newEmail);

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: CONFIRM_EMAIL_TEXT.invalidLink, code: 'invalid_token' });
  });

  it('refuses a taken address at the request, and at the confirmation when it was taken meanwhile', async () => {
    const member = await newMember(ctx.app);
    const someone = await newMember(ctx.app);
    const taken = await request(member, someone.user.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: AUTH_TEXT.emailTaken, code: 'conflict' });

    const wanted = `wanted-${member.user.id}@example.com`;
    expect((await request(member, wanted)).statusCode).toBe(200);
    const [link] = await waitForMails(ctx.config.outboxDir, wanted);
    const register = await post('/api/auth/register', {
      username: `taker${member.user.id}`,
      email: wanted,
      password: 'taker password',
      confirm_password: 'taker password',
    });
    expect(register.statusCode).toBe(200);
    const late = await confirm(tokenOf(linkIn(link!, confirmPrefix())));
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toBe(AUTH_TEXT.emailTaken);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: member.headers });
    expect(me.json<{ user: { email: string } }>().user.email).toBe(member.user.email);
  });

  it('refuses a wrong password, the same address, an unknown link and a visitor', async () => {
    const member = await newMember(ctx.app);
    const wrong = await request(member, 'elsewhere@example.com', 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ code: string }>().code).toBe('wrong_password');
    const same = await request(member, member.user.email);
    expect(same.statusCode).toBe(400);
    const unknown = await confirm('a'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe(CONFIRM_EMAIL_TEXT.invalidLink);
    const visitor = await post('/api/account/email', { password: 'x', email: 'v@example.com' });
    expect(visitor.statusCode).toBe(401);
    expect(mailsTo('elsewhere@example.com')).toEqual([]);
  });

  it('voids an older link when a newer one is asked for', async () => {
    const member = await newMember(ctx.app);
    const first = `first-${member.user.id}@example.com`;
    const second = `second-${member.user.id}@example.com`;
    expect((await request(member, first)).statusCode).toBe(200);
    expect((await request(member, second)).statusCode).toBe(200);
    const [firstMail] = await waitForMails(ctx.config.outboxDir, first);
    const [secondMail] = await waitForMails(ctx.config.outboxDir, second);
    expect((await confirm(tokenOf(linkIn(firstMail!, confirmPrefix())))).statusCode).toBe(400);
    expect((await confirm(tokenOf(linkIn(secondMail!, confirmPrefix())))).statusCode).toBe(200);
  });
});
