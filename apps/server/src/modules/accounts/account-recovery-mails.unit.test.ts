import { describe, expect, it } from 'vitest';
import { RECOVERY_MAIL_TEXT } from '@dd/contracts';
import { emailChangeNoticeMail, pageLink, passwordChangedMail, resetMail } from './account-recovery-mails.js';

const site = { publicUrl: 'https://drops.example', siteName: 'Dopamine <Drops>' };

describe('recovery mails', () => {
  it('builds page links with the token in the query, encoded', () => {
    expect(pageLink(site.publicUrl, '/reset-password', 'a+b/c')).toBe(
      'https://drops.example/reset-password?token=a%2Bb%2Fc',
    );
    expect(pageLink(site.publicUrl, '/settings')).toBe('https://drops.example/settings');
  });

  it('puts the link in the text and escapes what goes into the HTML', () => {
    const link = pageLink(site.publicUrl, '/reset-password', 'tok&en');
    const mail = resetMail('me@example.com', link, site);
    expect(mail.to).toBe('me@example.com');
    expect(mail.subject).toBe('Reset your Dopamine <Drops> password');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain('Dopamine &lt;Drops&gt;');
    expect(mail.html).not.toContain('<Drops>');
    expect(mail.html).toContain('tok%26en');
  });

  it("words the notices from the contracts' texts", () => {
    expect(passwordChangedMail('me@example.com', site).subject).toBe(RECOVERY_MAIL_TEXT.changedSubject);
    const notice = emailChangeNoticeMail('old@example.com', 'new@example.com', site);
    expect(notice.to).toBe('old@example.com');
    expect(notice.text).toContain('new@example.com');
    expect(notice.text).toContain('https://drops.example/settings');
  });
});
