import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify';
import { link, words } from '../../../test/forum-tokens';

const links = (text: string) => linkify(text).filter((t) => t.kind === 'link');

describe('linkify', () => {
  it('leaves text without addresses as one text token', () => {
    expect(linkify('Hello there\nsecond line')).toEqual([words('Hello there\nsecond line')]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http and https addresses into links between the text around them', () => {
    expect(linkify('See https://example.com/a?b=1#c and http://foo.test now')).toEqual([
      words('See '),
      link('https://example.com/a?b=1#c'),
      words(' and '),
      link('http://foo.test', 'http://foo.test/'),
      words(' now'),
    ]);
  });

  it('keeps sentence punctuation after an address out of the link', () => {
    for (const end of ['.', ',', '!', '?', ':', ';', '...', '!?']) {
      const tokens = linkify(`Go to https://example.com/page${end}`);
      expect(tokens.at(1)).toEqual(link('https://example.com/page'));
      expect(tokens.at(2)).toEqual(words(end));
    }
  });

  it('drops an unmatched closing bracket but keeps a pair inside the address', () => {
    expect(links('(see https://example.com/x)').map((t) => t.text)).toEqual(['https://example.com/x']);
    expect(links('(https://en.wikipedia.org/wiki/Foo_(bar)).').map((t) => t.text)).toEqual([
      'https://en.wikipedia.org/wiki/Foo_(bar)',
    ]);
  });

  it('never links other schemes, and stops at quotes and angle brackets', () => {
    expect(links('javascript:alert(1)')).toEqual([]);
    expect(links('JaVaScRiPt:alert(document.cookie)')).toEqual([]);
    expect(links('data:text/html,<script>alert(1)</script>')).toEqual([]);
    expect(links('ftp://example.com/file')).toEqual([]);
    expect(links('<a href="https://evil.test/x">x</a>').map((t) => t.text)).toEqual(['https://evil.test/x']);
    expect(links('"><svg onload=alert(1)>https://ok.test')).toHaveLength(1);
  });

  it('ignores an address glued to a word and a scheme without a host', () => {
    expect(links('xhttps://example.com')).toEqual([]);
    expect(links('just https:// here')).toEqual([]);
  });

  it('is case-insensitive about the scheme and links several addresses on several lines', () => {
    const found = links('HTTPS://EXAMPLE.COM/A\nand https://b.test');
    expect(found.map((t) => t.text)).toEqual(['HTTPS://EXAMPLE.COM/A', 'https://b.test']);
    expect(found[0]).toMatchObject({ href: 'https://example.com/A' });
  });

  it('gives back exactly the text it was given, token by token', () => {
    const text = 'a https://x.test/(y)), b <script>https://z.test</script>. end';
    expect(
      linkify(text)
        .map((t) => t.text)
        .join(''),
    ).toBe(text);
  });
});

describe('safeHref', () => {
  it('accepts only http and https URLs with a host', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('http:/x')).toBe('http://x/');
    expect(safeHref('not a url')).toBeNull();
    expect(safeHref('file:///etc/passwd')).toBeNull();
  });
});
