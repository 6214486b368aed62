import { BIO_MAX, DISPLAY_NAME_MAX } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { bioCountText, profileFormData, profileFormDefaults, profileFormSchema } from './profile-form';

describe('profileFormSchema', () => {
  it('accepts empty fields (they clear the display name and bio)', () => {
    expect(profileFormSchema.safeParse({ display_name: '', bio: '' }).success).toBe(true);
  });

  it('trims the display name and limits both fields', () => {
    const ok = profileFormSchema.parse({ display_name: '  Quacky  ', bio: 'Hi' });
    expect(ok.display_name).toBe('Quacky');
    const long = profileFormSchema.safeParse({ display_name: 'x'.repeat(DISPLAY_NAME_MAX + 1), bio: '' });
    expect(long.error?.issues[0]?.message).toBe(`Display name must be at most ${DISPLAY_NAME_MAX} characters`);
    const bio = profileFormSchema.safeParse({ display_name: '', bio: 'x'.repeat(BIO_MAX + 1) });
    expect(bio.error?.issues[0]?.message).toBe(`Bio must be at most ${BIO_MAX} characters`);
    expect(profileFormSchema.safeParse({ display_name: '', bio: 'x'.repeat(BIO_MAX) }).success).toBe(true);
  });
});

describe('profileFormDefaults', () => {
  it('turns missing fields into empty inputs', () => {
    expect(profileFormDefaults({ display_name: null, bio: null })).toEqual({ display_name: '', bio: '' });
    expect(profileFormDefaults({ display_name: 'Q', bio: 'B' })).toEqual({ display_name: 'Q', bio: 'B' });
  });
});

describe('profileFormData', () => {
  const values = { display_name: ' Quacky ', bio: 'Line one\nLine two' };

  it('sends the text fields alone when the picture stays', () => {
    const form = profileFormData(values, { kind: 'keep' });
    expect(form.get('display_name')).toBe('Quacky');
    expect(form.get('bio')).toBe('Line one\nLine two');
    expect(form.has('avatar')).toBe(false);
    expect(form.has('remove_avatar')).toBe(false);
  });

  it('attaches a new picture as the avatar file field', () => {
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const form = profileFormData(values, { kind: 'upload', file, name: 'me.png' });
    const sent = form.get('avatar');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('me.png');
    expect((sent as File).type).toBe('image/png');
  });

  it('asks for removal with remove_avatar=1', () => {
    const form = profileFormData(values, { kind: 'remove' });
    expect(form.get('remove_avatar')).toBe('1');
    expect(form.has('avatar')).toBe(false);
  });
});

describe('bioCountText', () => {
  it('counts up to the limit', () => {
    expect(bioCountText('')).toBe(`0/${BIO_MAX}`);
    expect(bioCountText('hello')).toBe(`5/${BIO_MAX}`);
  });
});
