import { describe, expect, it } from 'vitest';
import { unsubscribeLinks } from './unsubscribe-links.js';
import { welcomeMail } from './welcome-mail.js';
import { oneClickHeaders } from '../../../test/one-click-headers.js';

const PUBLIC_URL = 'https://drops.example';

describe('unsubscribeLinks', () => {
  it('puts the encoded address and token on the page and the one-click endpoint', () => {
    const links = unsubscribeLinks(PUBLIC_URL, 'a+b@example.com', 'tok_-9');
    expect(links.page).toBe('https://drops.example/unsubscribe?email=a%2Bb%40example.com&token=tok_-9');
    expect(links.oneClick).toBe(
      'https://drops.example/api/unsubscribe/one-click?email=a%2Bb%40example.com&token=tok_-9',
    );
    expect(new URL(links.page).searchParams.get('email')).toBe('a+b@example.com');
  });
});

describe('welcomeMail', () => {
  const links = unsubscribeLinks(PUBLIC_URL, 'fan@example.com', 'abc');
  const mail = welcomeMail({ to: 'fan@example.com', siteName: 'Dopamine Drops', publicUrl: PUBLIC_URL, links });

  it('carries the RFC 8058 one-click headers', () => {
    expect(mail.headers).toEqual(oneClickHeaders(links.oneClick));
  });

  it('shows the unsubscribe link in the text and the HTML part', () => {
    expect(mail.to).toBe('fan@example.com');
    expect(mail.text).toContain(`Unsubscribe: ${links.page}`);
    expect(mail.html).toContain(`href="${links.page.replace(/&/g, '&amp;')}"`);
  });

  it('escapes what it interpolates into the HTML', () => {
    const evil = welcomeMail({
      to: '"><script>x</script>@example.com',
      siteName: 'A & B',
      publicUrl: PUBLIC_URL,
      links,
    });
    expect(evil.html).not.toContain('<script>');
    expect(evil.html).toContain('A &amp; B');
  });
});
