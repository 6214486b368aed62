import { describe, expect, it } from 'vitest';
import { postParts } from './post-parts';
import { link, mention, words } from '../../../test/forum-tokens';

const alice = { username: 'Alice', user_id: 7 };

describe('postParts', () => {
  it("links the mentions of members the server found to their profiles, whatever the name's case", () => {
    expect(postParts('Thanks @alice and @ALICE!', [alice])).toEqual([
      words('Thanks '),
      mention('@alice', '/user/7'),
      words(' and '),
      mention('@ALICE', '/user/7'),
      words('!'),
    ]);
  });

  it('leaves a name nobody has as text, joined with the words around it', () => {
    expect(postParts('Hi @nobody here', [alice])).toEqual([words('Hi @nobody here')]);
    expect(postParts('Hi @alice', [])).toEqual([words('Hi @alice')]);
  });

  it('keeps a name inside an address part of the address, and links both kinds side by side', () => {
    expect(postParts('See https://example.com/@alice by @alice', [alice])).toEqual([
      words('See '),
      link('https://example.com/@alice'),
      words(' by '),
      mention('@alice', '/user/7'),
    ]);
  });
});
