import { defaultNotificationPreferences } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  digestKinds,
  digestMail,
  singleNotificationMail,
  utcDay,
  utcDayBefore,
  type MailFrame,
} from './notification-mails.js';
import {
  notificationUnsubscribeToken,
  notificationUnsubscribeUrl,
  verifyNotificationUnsubscribeToken,
} from './mail-unsubscribe.js';
import { oneClickHeaders } from '../../../test/one-click-headers.js';

const frame: MailFrame = {
  to: 'ann@example.com',
  username: 'ann<b>',
  siteName: 'Dopamine Drops',
  publicUrl: 'https://drops.example',
  category: 'card.your_turn',
  unsubscribeUrl: 'https://drops.example/api/notifications/unsubscribe?user=7&category=card.your_turn&token=t',
};

describe('what goes in the digest', () => {
  it('by default: the two card kinds not mailed alone; the forum, follow and report kinds are off', () => {
    expect(digestKinds(defaultNotificationPreferences())).toEqual(['card.match_found', 'card.match_over']);
  });

  it('follows the kinds’ e-mail switches, never the kinds mailed alone, and nothing with the digest off', () => {
    const prefs = defaultNotificationPreferences();
    prefs.kinds['forum.reply'].email = true;
    prefs.kinds['card.match_over'].email = false;
    expect(digestKinds(prefs)).toEqual(['card.match_found', 'forum.reply']);
    prefs.digest = false;
    expect(digestKinds(prefs)).toEqual([]);
  });
});

describe('UTC days', () => {
  it('are the date of the instant in UTC, whatever the local zone', () => {
    expect(utcDay(new Date('2026-11-20T23:59:59.999Z'))).toBe('2026-11-20');
    expect(utcDay(new Date('2026-11-21T00:00:00.000Z'))).toBe('2026-11-21');
    expect(utcDayBefore(new Date('2026-03-01T05:00:00.000Z'), 2)).toBe('2026-02-27');
  });
});

describe('a notification e-mailed on its own', () => {
  const mail = singleNotificationMail(frame, {
    text: "It's your turn in your Card Battle against bob.",
    url: 'https://drops.example/card/match/3',
  });

  it('has the sentence as its subject, the link to it, and the settings link', () => {
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe("It's your turn in your Card Battle against bob");
    expect(mail.text).toContain('Open it: https://drops.example/card/match/3');
    expect(mail.text).toContain('https://drops.example/settings/notifications');
    expect(mail.html).toContain('href="https://drops.example/settings/notifications"');
  });

  it('carries the RFC 8058 one-click headers of its category', () => {
    expect(mail.headers).toEqual(oneClickHeaders(frame.unsubscribeUrl));
  });

  it('escapes what members wrote in the HTML body', () => {
    expect(mail.html).toContain('Hi ann&lt;b&gt;,');
    expect(mail.html).not.toContain('ann<b>');
  });
});

describe('the digest', () => {
  it('lists 10 items, counts the rest, and links all notifications', () => {
    const items = Array.from({ length: 13 }, (_, i) => ({ text: `Item ${i} <x>`, url: `https://drops.example/${i}` }));
    const mail = digestMail({ ...frame, category: 'digest' }, items, 'https://drops.example/notifications');
    expect(mail.subject).toBe('13 notifications you have not seen yet');
    expect(mail.text).toContain('- Item 9 <x>');
    expect(mail.text).not.toContain('Item 10');
    expect(mail.text).toContain('- and 3 more');
    expect(mail.text).toContain('See all your notifications: https://drops.example/notifications');
    expect(mail.html).toContain('Item 0 &lt;x&gt;');
    expect(mail.text).toContain('daily digest');
  });
});

describe('the unsubscribe signature', () => {
  const secret = 'test-secret-test-secret-test-secret-0123';

  it('holds for its member and category only', () => {
    const token = notificationUnsubscribeToken(7, 'card.your_turn', secret);
    expect(verifyNotificationUnsubscribeToken(7, 'card.your_turn', token, secret)).toBe(true);
    expect(verifyNotificationUnsubscribeToken(8, 'card.your_turn', token, secret)).toBe(false);
    expect(verifyNotificationUnsubscribeToken(7, 'digest', token, secret)).toBe(false);
    expect(verifyNotificationUnsubscribeToken(7, 'card.your_turn', token, 'another-secret')).toBe(false);
    expect(verifyNotificationUnsubscribeToken(7, 'card.your_turn', `${token}x`, secret)).toBe(false);
    expect(verifyNotificationUnsubscribeToken(7, 'card.your_turn', '', secret)).toBe(false);
  });

  it('is carried in the one-click URL', () => {
    const url = new URL(notificationUnsubscribeUrl('https://drops.example', 7, 'digest', secret));
    expect(url.pathname).toBe('/api/notifications/unsubscribe');
    expect(url.searchParams.get('user')).toBe('7');
    expect(url.searchParams.get('category')).toBe('digest');
    expect(url.searchParams.get('token')).toBe(notificationUnsubscribeToken(7, 'digest', secret));
  });
});
