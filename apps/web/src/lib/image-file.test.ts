import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, imageFileError } from './image-file';

describe('imageFileError', () => {
  it('lets JPEG, PNG and WebP images up to 5 MB through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG']) {
      expect(imageFileError({ type, size: 120_000 }), type).toBeNull();
    }
    expect(imageFileError({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other types with the upload message', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', '']) {
      expect(imageFileError({ type, size: 1000 }), type).toBe(UPLOAD_TEXT.notAnImage);
    }
  });

  it('refuses files over 5 MB, and empty files', () => {
    expect(imageFileError({ type: 'image/jpeg', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe(UPLOAD_TEXT.tooLarge);
    expect(imageFileError({ type: 'image/jpeg', size: 0 })).toBe(UPLOAD_TEXT.notAnImage);
  });

  it('offers the same types in the file picker', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });
});
