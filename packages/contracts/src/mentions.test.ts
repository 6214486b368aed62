import { describe, expect, it } from 'vitest';
import { MENTIONS_PER_POST_MAX, mentionedUsernames, mentionParts } from './mentions.js';

describe('mentionParts', () => {
  it('splits the text into plain parts and mentions that join back into the text', () => {
    const text = 'Thanks @alice_1, and (@Bob-2)!\n@carol: see above';
    const parts = mentionParts(text);
    expect(parts).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', text: '@alice_1', username: 'alice_1' },
      { kind: 'text', text: ', and (' },
      { kind: 'mention', text: '@Bob-2', username: 'Bob-2' },
      { kind: 'text', text: ')!\n' },
      { kind: 'mention', text: '@carol', username: 'carol' },
      { kind: 'text', text: ': see above' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('leaves e-mail addresses, link paths and queries, and names of the wrong length as text', () => {
    for (const text of [
      'mail bob@example.com',
      'https://example.com/@alice',
      'https://example.com/?u=@alice',
      'a@@alice',
      '@al',
      `@${'x'.repeat(31)}`,
      '@ alice',
      '',
    ]) {
      expect(
        mentionParts(text).every((p) => p.kind === 'text'),
        text,
      ).toBe(true);
    }
    expect(mentionParts(`@${'x'.repeat(30)}.`)[0]).toMatchObject({ kind: 'mention', username: 'x'.repeat(30) });
  });

  it('reads markup as plain text around the name', () => {
    expect(mentionParts('<b>@alice</b>')).toEqual([
      { kind: 'text', text: '<b>' },
      { kind: 'mention', text: '@alice', username: 'alice' },
      { kind: 'text', text: '</b>' },
    ]);
  });
});

describe('mentionedUsernames', () => {
  it('names each member once whatever the case, as first spelled, in order', () => {
    expect(mentionedUsernames('@Alice and @bob, then @ALICE again and @bob')).toEqual(['Alice', 'bob']);
    expect(mentionedUsernames('nobody here')).toEqual([]);
  });

  it(`stops at ${MENTIONS_PER_POST_MAX} distinct names`, () => {
    const names = Array.from({ length: 15 }, (_, i) => `member${i}`);
    expect(mentionedUsernames(names.map((n) => `@${n}`).join(' '))).toEqual(names.slice(0, MENTIONS_PER_POST_MAX));
    expect(mentionedUsernames('@aaa @bbb @ccc', 2)).toEqual(['aaa', 'bbb']);
  });
});
