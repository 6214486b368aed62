import { describe, expect, it } from 'vitest';
import { postParts } from './post-parts';

const alice = { username: 'Alice', user_id: 7 };

describe('postParts', () => {
  it("links the mentions of members the server found to their profiles, whatever the name's case", () => {
    expect(postParts('Thanks @alice and @ALICE!', [alice])).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', text: '@alice', href: '/user/7' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@ALICE', href: '/user/7' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('leaves a name nobody has as text, joined with the words around it', () => {
    expect(postParts('Hi @nobody here', [alice])).toEqual([{ kind: 'text', text: 'Hi @nobody here' }]);
    expect(postParts('Hi @alice', [])).toEqual([{ kind: 'text', text: 'Hi @alice' }]);
  });

  it('keeps a name inside an address part of the address, and links both kinds side by side', () => {
    expect(postParts('See https://example.com/@alice by @alice', [alice])).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/@alice', href: 'https://example.com/@alice' },
      { kind: 'text', text: ' by ' },
      { kind: 'mention', text: '@alice', href: '/user/7' },
    ]);
  });
});
