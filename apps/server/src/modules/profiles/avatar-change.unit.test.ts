import { UPLOAD_TEXT } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { avatarChangeFromUrl } from './profiles.service.js';

describe('avatarChangeFromUrl (the JSON form of PUT /api/auth/profile)', () => {
  it('keeps the avatar when the field is absent or repeats the current URL', () => {
    expect(avatarChangeFromUrl(undefined, '/media/abc')).toEqual({ kind: 'keep' });
    expect(avatarChangeFromUrl('/media/abc', '/media/abc')).toEqual({ kind: 'keep' });
  });

  it('removes it for null or blank', () => {
    expect(avatarChangeFromUrl(null, '/media/abc')).toEqual({ kind: 'remove' });
    expect(avatarChangeFromUrl('  ', null)).toEqual({ kind: 'remove' });
  });

  it('uploads an embedded image', () => {
    expect(avatarChangeFromUrl('data:image/png;base64,aGk=', null)).toEqual({
      kind: 'upload',
      bytes: Buffer.from('hi'),
    });
  });

  it('refuses any other URL, including someone else’s media', () => {
    for (const url of ['https://evil.example/a.png', '/media/someone-elses', 'javascript:alert(1)']) {
      expect(() => avatarChangeFromUrl(url, '/media/mine')).toThrow(UPLOAD_TEXT.notAnImage);
    }
  });
});
