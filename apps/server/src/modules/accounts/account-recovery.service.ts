import {
  AUTH_TEXT,
  CONFIRM_EMAIL_TEXT,
  EMAIL_SECTION_TEXT,
  fillText,
  href,
  PASSWORD_SECTION_TEXT,
  RECOVERY_TEXT,
} from '@dd/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { AuthUser } from '../../platform/auth.js';
import { isoOffset, type Clock } from '../../platform/clock.js';
import { AppError, badRequest, rateLimited } from '../../platform/errors.js';
import type { Mailer, MailMessage } from '../../platform/mail.js';
import { normalizeEmail } from '../newsletter/unsubscribe-token.js';
import * as tokens from './account-recovery.repository.js';
import {
  confirmEmailMail,
  emailChangeNoticeMail,
  pageLink,
  passwordChangedMail,
  resetMail,
  type RecoveryLinks,
} from './account-recovery-mails.js';
import type { AccountsService } from './accounts.service.js';
import { LOGIN_FAILURE_WINDOW_MS } from './login-limits.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

const HOUR_MS = 60 * 60 * 1000;

/** How long links work, and how many mails one account may be sent per hour. */
export const RECOVERY_LIMITS = {
  resetTtlMs: HOUR_MS,
  emailChangeTtlMs: 24 * HOUR_MS,
  /**
   * Reset mails per account and hour. Past it a request sends nothing and voids nothing, so the newest mail
   * sent (less than an hour old) still works: someone asking for the victim's address cannot keep the owner
   * from resetting, only stop the flood.
   */
  resetMailsPerHour: 3,
  emailChangesPerHour: 3,
  /** Wrong current passwords per account and hour (login-failure records) before password checks get 429. */
  wrongPasswordsPerHour: 5,
} as const;

export interface AccountRecoveryDeps {
  db: TransactionRunner;
  accounts: AccountsService;
  mailer: Mailer;
  clock: Clock;
  links: RecoveryLinks;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** How long each kind of link works. */
const LINK_TTL_MS: Record<tokens.TokenPurpose, number> = {
  password_reset: RECOVERY_LIMITS.resetTtlMs,
  email_change: RECOVERY_LIMITS.emailChangeTtlMs,
};

/**
 * Voids the member's open links of `purpose` (a newer one replaces them) and stores a new one, only its hash; the
 * new link's token, to mail.
 */
async function replaceLink(
  tx: Tx,
  link: { purpose: tokens.TokenPurpose; userId: number; newEmail: string | null },
  now: Date,
): Promise<string> {
  const token = newSessionToken();
  await tokens.voidOpen(tx.db, link.userId, link.purpose, now.toISOString());
  await tokens.insertToken(tx.db, {
    ...link,
    tokenHash: hashSessionToken(token),
    createdAt: now.toISOString(),
    expiresAt: isoOffset(now, LINK_TTL_MS[link.purpose]),
  });
  return token;
}

const invalidResetLink = () => new AppError(400, 'invalid_token', RECOVERY_TEXT.invalidResetLink);
const invalidConfirmLink = () => new AppError(400, 'invalid_token', CONFIRM_EMAIL_TEXT.invalidLink);

/**
 * Forgotten passwords (a reset link by e-mail), changing the password and changing the e-mail address (a
 * confirmation link to the new address). Links carry 256 random bits; only their SHA-256 is stored.
 */
export class AccountRecoveryService {
  /** Forgot-password work still running after its answer went out (see `forgotPassword`). */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: AccountRecoveryDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  /**
   * Starts the reset for an address and returns at once: the answer is the same, and as fast, whether an account
   * uses the address or not, because the lookup, the cap and the mail all run after it.
   */
  forgotPassword(email: string): void {
    const work = this.sendResetLink(email).catch((err: unknown) => {
      this.deps.log.error({ err }, 'password reset request failed');
    });
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Resolves once the forgot-password work started so far is done (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.deps.accounts.findByEmail(email);
    if (!user) return;
    const now = this.now();
    const token = await this.deps.db.transaction(async (tx) => {
      // One request per account at a time, so racing requests cannot pass the cap together.
      await this.deps.accounts.lockMember(user.id, tx);
      const recent = await tokens.countSince(tx.db, user.id, 'password_reset', isoOffset(now, -HOUR_MS));
      if (recent >= RECOVERY_LIMITS.resetMailsPerHour) return null;
      return replaceLink(tx, { purpose: 'password_reset', userId: user.id, newEmail: null }, now);
    });
    if (token === null) return;
    const link = pageLink(this.deps.links.publicUrl, href('resetPassword'), token);
    await this.deps.mailer.send(resetMail(user.email, link, this.deps.links));
  }

  /**
   * Sets a new password with a reset link: the link is checked, the password hashed (slow, outside the
   * transaction), then in one transaction the link is spent (only one of two racing requests gets it), the
   * password stored, the account's other links voided and every session ended. A notice goes out after commit.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const tokenHash = hashSessionToken(token);
    const k = this.deps.db.kysely;
    if (!(await tokens.findLive(k, tokenHash, 'password_reset', this.now().toISOString()))) throw invalidResetLink();
    const hash = await this.deps.accounts.hashPassword(password);
    await this.deps.db.transaction(async (tx) => {
      const nowIso = this.now().toISOString();
      const spent = await tokens.consume(tx.db, tokenHash, 'password_reset', nowIso);
      if (!spent) throw invalidResetLink();
      await this.deps.accounts.setPasswordHash(spent.user_id, hash, tx);
      await tokens.voidOpen(tx.db, spent.user_id, 'password_reset', nowIso);
      await this.deps.accounts.endSessions(spent.user_id, {}, tx);
      const user = await this.deps.accounts.getUser(spent.user_id, tx);
      if (user) tx.afterCommit(() => this.mail(passwordChangedMail(user.email, this.deps.links)));
    });
  }

  /** Changes a signed-in member's password after checking the current one; ends every other session. */
  async changePassword(member: AuthUser, current: string, password: string, ip: string): Promise<void> {
    await this.checkPassword(member.id, current, ip);
    const hash = await this.deps.accounts.hashPassword(password);
    await this.deps.db.transaction(async (tx) => {
      await this.deps.accounts.setPasswordHash(member.id, hash, tx);
      // A reset link asked for before now would undo the change.
      await tokens.voidOpen(tx.db, member.id, 'password_reset', this.now().toISOString());
      await this.deps.accounts.endSessions(member.id, { except: member.sessionId }, tx);
      const user = await this.deps.accounts.getUser(member.id, tx);
      if (user) tx.afterCommit(() => this.mail(passwordChangedMail(user.email, this.deps.links)));
    });
  }

  /**
   * Asks to move a signed-in member to a new address: checks the password and that the address is free, then
   * mails a confirmation link to the new address (a newer one voids the older) and a notice to the old one.
   * Returns the message the member sees.
   */
  async requestEmailChange(member: AuthUser, password: string, rawEmail: string, ip: string): Promise<string> {
    const email = normalizeEmail(rawEmail);
    await this.checkPassword(member.id, password, ip);
    const now = this.now();
    await this.deps.db.transaction(async (tx) => {
      await this.deps.accounts.lockMember(member.id, tx);
      const user = await this.deps.accounts.getUser(member.id, tx);
      if (!user) throw new AppError(401, 'session_expired', AUTH_TEXT.sessionExpired);
      if (user.email === email) throw badRequest(EMAIL_SECTION_TEXT.sameAddress);
      if (await this.deps.accounts.findByEmail(email, tx)) throw new AppError(409, 'conflict', AUTH_TEXT.emailTaken);
      const recent = await tokens.countSince(tx.db, member.id, 'email_change', isoOffset(now, -HOUR_MS));
      // At most an hour: the window's length (the oldest change in it leaves sooner).
      if (recent >= RECOVERY_LIMITS.emailChangesPerHour) throw rateLimited(EMAIL_SECTION_TEXT.tooMany, HOUR_MS / 1000);
      const token = await replaceLink(tx, { purpose: 'email_change', userId: member.id, newEmail: email }, now);
      const link = pageLink(this.deps.links.publicUrl, href('confirmEmail'), token);
      tx.afterCommit(async () => {
        await this.mail(confirmEmailMail(email, link, this.deps.links));
        await this.mail(emailChangeNoticeMail(user.email, email, this.deps.links));
      });
    });
    return fillText(EMAIL_SECTION_TEXT.sent, { email });
  }

  /**
   * Finishes an e-mail change with its link (no session needed: the link is the proof). The link is spent and
   * the address changed in one transaction, so a taken address (409) leaves the link usable and nothing changed.
   * Reset links sent to the old address are voided.
   */
  async confirmEmail(token: string): Promise<string> {
    const tokenHash = hashSessionToken(token);
    return this.deps.db.transaction(async (tx) => {
      const nowIso = this.now().toISOString();
      const spent = await tokens.consume(tx.db, tokenHash, 'email_change', nowIso);
      if (!spent?.new_email) throw invalidConfirmLink();
      const user = await this.deps.accounts.changeEmail(spent.user_id, spent.new_email, tx);
      await tokens.voidOpen(tx.db, spent.user_id, 'password_reset', nowIso);
      return user.email;
    });
  }

  /**
   * A member's own password, asked again before a change: 400 (wrong_password) when wrong, and 429 after too
   * many wrong ones in the login window, counted in the login-failure records under a key of their own.
   */
  private async checkPassword(userId: number, password: string, ip: string): Promise<void> {
    const key = `password-check:${userId}`;
    const failures = await this.deps.accounts.recentFailures(key);
    if (failures.count >= RECOVERY_LIMITS.wrongPasswordsPerHour) {
      const oldest = failures.oldestAt ?? this.now().getTime();
      const retryAfter = Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - this.now().getTime()) / 1000));
      throw rateLimited(PASSWORD_SECTION_TEXT.tooManyWrong, retryAfter);
    }
    if (await this.deps.accounts.verifyPassword(userId, password)) return;
    await this.deps.accounts.recordFailure(key, ip);
    throw new AppError(400, 'wrong_password', PASSWORD_SECTION_TEXT.wrongPassword);
  }

  /** The change is stored before its mail goes out; a failed send is logged, never undone. */
  private async mail(message: MailMessage): Promise<void> {
    try {
      await this.deps.mailer.send(message);
    } catch (err) {
      this.deps.log.error({ err }, 'account mail failed');
    }
  }
}
